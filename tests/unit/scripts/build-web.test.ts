import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// scripts/build-web.sh: servers run from a release (a copy of one build), builds of a checkout take turns, and a
// build never changes a release a server runs. `turbo` is a stand-in on PATH that "builds": it writes a new build id
// and a page into web/.next/standalone, logging when it starts and ends.
const script = fileURLToPath(new URL('../../../scripts/build-web.sh', import.meta.url));

function checkout(): { root: string; env: NodeJS.ProcessEnv } {
  const root = mkdtempSync(join(tmpdir(), 'build-web-'));
  mkdirSync(join(root, 'scripts'));
  cpSync(script, join(root, 'scripts/build-web.sh'));
  const bin = join(root, 'bin');
  mkdirSync(bin);
  writeFileSync(
    join(bin, 'turbo'),
    `#!/bin/sh
set -e
echo "start $(date +%s%N)" >> build.log
id="b$(date +%s%N)"
mkdir -p web/.next/standalone/web/.next/server/route-cache
echo "$id" > web/.next/BUILD_ID
echo "$id" > web/.next/standalone/web/.next/BUILD_ID
echo "page of $id" > web/.next/standalone/web/page.html
sleep "\${FAKE_BUILD_SECONDS:-0}"
echo "end $(date +%s%N)" >> build.log
`,
  );
  chmodSync(join(bin, 'turbo'), 0o755);
  return { root, env: { ...process.env, PATH: `${bin}:${process.env.PATH}` } };
}

const build = (root: string, env: NodeJS.ProcessEnv, name?: string) =>
  spawnSync('bash', [join(root, 'scripts/build-web.sh'), ...(name ? [name] : [])], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
const release = (root: string, name: string) => realpathSync(join(root, '.cache/releases', name));

describe('build-web.sh', () => {
  it('copies the build into a release a name points at; the next build leaves that release as it was', () => {
    const { root, env } = checkout();
    expect(build(root, env, 'start').status).toBe(0);
    const served = release(root, 'start');
    const page = readFileSync(join(served, 'web/page.html'), 'utf8');
    expect(existsSync(join(served, '.complete'))).toBe(true);
    expect(existsSync(join(served, 'web/.next/server/route-cache'))).toBe(false);

    expect(build(root, env, 'test').status).toBe(0);
    expect(release(root, 'start')).toBe(served);
    expect(readFileSync(join(served, 'web/page.html'), 'utf8')).toBe(page);
    expect(release(root, 'test')).not.toBe(served);
    expect(readFileSync(join(release(root, 'test'), 'web/page.html'), 'utf8')).not.toBe(page);
  });

  it('runs two builds of one checkout one after the other', async () => {
    const { root, env } = checkout();
    const run = (name: string) =>
      new Promise<number | null>((resolve) => {
        spawn('bash', [join(root, 'scripts/build-web.sh'), name], {
          cwd: root,
          env: { ...env, FAKE_BUILD_SECONDS: '1' },
          stdio: 'ignore',
        }).on('exit', resolve);
      });
    expect(await Promise.all([run('start'), run('cluster')])).toEqual([0, 0]);
    const events = readFileSync(join(root, 'build.log'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(' ')[0]);
    expect(events).toEqual(['start', 'end', 'start', 'end']);
    expect(release(root, 'start')).not.toBe(release(root, 'cluster'));
  });

  it('keeps the releases names point at and the two newest others', () => {
    const { root, env } = checkout();
    for (let round = 0; round < 5; round++) expect(build(root, env, 'start').status).toBe(0);
    expect(build(root, env, 'test').status).toBe(0);
    const folders = readdirSync(join(root, '.cache/releases')).filter((entry) => !['start', 'test'].includes(entry));
    expect(folders).toHaveLength(4);
    expect(folders).toContain(release(root, 'start').split('/').pop());
    expect(folders).toContain(release(root, 'test').split('/').pop());
  });

  it('refuses a release name that is not a plain word', () => {
    const { root, env } = checkout();
    const result = build(root, env, '../x');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('a release name is lower-case letters, digits and dashes');
  });
});
