import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { summarize } from '../../../scripts/summarize-tests.mjs';

// scripts/test.sh ends with one summary line even when a stage stops it. The run below is a copy of test.sh in a
// scratch checkout whose helpers are stand-ins: everything passes up to the stage the test makes fail.
const scripts = fileURLToPath(new URL('../../../scripts/', import.meta.url));

function run(failing: 'audit' | 'lint'): { status: number | null; lastLine: string } {
  const root = mkdtempSync(join(tmpdir(), 'test-sh-'));
  mkdirSync(join(root, 'scripts'));
  mkdirSync(join(root, 'node_modules/.bin'), { recursive: true });
  cpSync(join(scripts, 'test.sh'), join(root, 'scripts/test.sh'));
  cpSync(join(scripts, 'summarize-tests.mjs'), join(root, 'scripts/summarize-tests.mjs'));
  const stub = (path: string, body: string) => {
    writeFileSync(join(root, path), `#!/bin/sh\n${body}\n`);
    chmodSync(join(root, path), 0o755);
  };
  for (const name of ['ensure-deps.sh', 'ensure-browser.sh', 'ensure-servers.sh']) stub(`scripts/${name}`, 'exit 0');
  writeFileSync(join(root, 'scripts/local-secrets.mjs'), '');
  writeFileSync(join(root, 'scripts/audit.mjs'), failing === 'audit' ? 'process.exit(1);' : '');
  stub('node_modules/.bin/tsx', 'exit 0');
  stub('node_modules/.bin/prettier', 'exit 0');
  stub('node_modules/.bin/turbo', failing === 'lint' ? 'exit 1' : 'exit 0');
  const result = spawnSync('bash', ['scripts/test.sh'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}` },
  });
  const lines = result.stdout.trim().split('\n');
  return { status: result.status, lastLine: lines[lines.length - 1] ?? '' };
}

describe('npm test when a stage fails', () => {
  it('prints the summary line with the stage that failed, and fails', () => {
    const audit = run('audit');
    expect(audit.status).not.toBe(0);
    expect(audit.lastLine).toMatch(/^test: 0 passed, 0 failed, 0 skipped; failed stage: Advisories/);
    const lint = run('lint');
    expect(lint.status).not.toBe(0);
    expect(lint.lastLine).toMatch(
      /; failed stage: Lint and typecheck \(not run: vitest\.json, playwright\.json, cluster\.json, playwright-lake\.json, playwright-studio\.json\)$/,
    );
  });

  it('counts the reports of the stages that ran', () => {
    const vitest = { numPassedTests: 7, numFailedTests: 0, numPendingTests: 1 };
    const outcome = summarize(
      [
        ['a/vitest.json', vitest],
        ['a/playwright.json', null],
      ],
      'Browser tests',
    );
    expect(outcome).toEqual({
      line: 'test: 7 passed, 0 failed, 1 skipped; failed stage: Browser tests (not run: playwright.json)',
      notes: [],
      status: 1,
    });
    expect(summarize([['a/vitest.json', vitest]]).status).toBe(0);
    expect(
      summarize([
        ['a/vitest.json', vitest],
        ['a/cluster.json', null],
      ]).status,
    ).toBe(1);
  });
});
