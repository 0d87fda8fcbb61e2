import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { get } from './support/http';
import { expectedStatus, pageCases } from './support/page-types';
import { urlOf } from './support/sites';

/**
 * The Nu HTML Checker (vnu, the W3C validator's engine, from the `vnu-jar` package; it needs a
 * Java runtime) finds no error in the HTML the server sends for any page type (support/page-types.ts). One run of
 * the checker over every page: the JVM starts once.
 */
// The package exports the jar's path as a String object.
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test.describe('HTML validity of every page type', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop project');
  test.describe.configure({ timeout: 180_000 });

  test('the Nu HTML Checker reports no error', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'vnu-'));
    const files = new Map<string, string>();
    try {
      for (const [index, { type, locale, path }] of pageCases().entries()) {
        const url = urlOf(locale, path);
        const { status, body } = await get(url);
        expect(status, url).toBe(expectedStatus(type));
        const file = join(directory, `page-${index}.html`);
        await writeFile(file, body);
        files.set(`file:${file}`, url);
      }
      // vnu exits 1 when it reports errors; its report is on stderr either way.
      const { stderr } = await promisify(execFile)(
        'java',
        [
          '-Xss4m',
          '-jar',
          vnuJar,
          '--errors-only',
          '--format',
          'json',
          ...[...files.keys()].map((key) => key.slice(5)),
        ],
        {
          maxBuffer: 64 * 1024 * 1024,
        },
      ).catch((error: { stderr?: string; code?: number }) => {
        if (error.code !== 1 || !error.stderr) throw error;
        return { stderr: error.stderr };
      });
      const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
      const errors = messages
        .filter((message) => message.type === 'error' || message.subType === 'fatal')
        .map(
          (message) =>
            `${files.get(message.url ?? '') ?? message.url} line ${message.lastLine}: ${message.message} ${message.extract ?? ''}`,
        );
      expect(errors).toEqual([]);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
