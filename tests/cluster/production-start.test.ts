import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../../deploy/cluster';
import { serverSecrets } from '../fixtures/secrets';
import { hit, testPort } from './support';

/**
 * The standalone build started as production starts it (its launcher, NODE_ENV=production, no development
 * default anywhere): without both secrets, or with a short or published one, it stops before serving and names the
 * variable; with them, /api/health and draft mode's refusals never show them.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PORT = testPort(3147);

interface Run {
  readonly code: number | null;
  readonly stderr: string;
}

function serve(env: Record<string, string>, untilReady?: (port: number) => Promise<void>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', [join(DEFAULT_OPTIONS.standaloneDir, 'web/serve.sh')], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_BINARY: join(ROOT, 'node_modules/.bin/node'),
        NODE_ENV: 'production',
        HOSTNAME: '0.0.0.0',
        PORT: String(PORT),
        CONTENT_DATASET_DIR: join(ROOT, 'studio/seed/dataset'),
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
    if (untilReady) {
      untilReady(PORT).then(
        () => child.kill('SIGTERM'),
        (error: unknown) => {
          child.kill('SIGKILL');
          reject(error);
        },
      );
    }
  });
}

async function ready(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await hit(port, '/api/health', { timeoutMs: 2000 })).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server never answered /api/health');
}

const good = serverSecrets();

describe('a production server and its secrets', () => {
  it('refuses to start without them, naming each and how to generate one', async () => {
    const run = await serve({});
    expect(run.code).toBe(78);
    expect(run.stderr).toContain('Refusing to start: SANITY_PREVIEW_SECRET is not set; generate one with: node -e');
    expect(run.stderr).toContain('Refusing to start: SANITY_REVALIDATE_SECRET is not set');
  });

  it('refuses a short one and the development defaults this project once published', async () => {
    const run = await serve({
      SANITY_PREVIEW_SECRET: 'short',
      SANITY_REVALIDATE_SECRET: 'local-development-revalidate-secret',
    });
    expect(run.code).toBe(78);
    expect(run.stderr).toContain('SANITY_PREVIEW_SECRET is shorter than 32 characters');
    expect(run.stderr).toContain('SANITY_REVALIDATE_SECRET is a published development default');
  });

  it('serves with both, and neither health nor a refused preview reveals them', async () => {
    const answers: string[] = [];
    const run = await serve(good, async (port) => {
      await ready(port);
      const health = await hit(port, '/api/health');
      answers.push(health.body);
      const published = await hit(
        port,
        '/api/draft-mode/enable?secret=local-development-preview-secret&redirect=/blog',
      );
      expect(published.status).toBe(401);
      answers.push(published.body, JSON.stringify(published.headers));
      const opened = await hit(port, `/api/draft-mode/enable?secret=${good.SANITY_PREVIEW_SECRET}&redirect=/blog`);
      expect(opened.status).toBe(307);
    });
    expect(run.stderr).not.toContain('Refusing to start');
    expect(answers[0]).toContain('"status":"ok"');
    for (const secret of Object.values(good)) for (const answer of answers) expect(answer).not.toContain(secret);
  }, 60_000);
});
