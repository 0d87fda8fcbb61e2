import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// web/scripts/serve.sh, the artefact's launcher. NODE_BINARY points at a stand-in: `-e` (the version check) runs
// the project's real Node; anything else prints what it was given (the two malloc settings and its arguments)
// instead of starting a server.
const serve = fileURLToPath(new URL('../../../../web/scripts/serve.sh', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'serve-sh-'));
const fakeNode = join(folder, 'node');
writeFileSync(
  fakeNode,
  `#!/bin/sh\n[ "$1" = -e ] && exec "${process.execPath}" "$@"\necho "arenas=$MALLOC_ARENA_MAX mmap=$MALLOC_MMAP_THRESHOLD_ args=$*"\n`,
);
chmodSync(fakeNode, 0o755);
/** A node that says it is 20.20.2 and fails the check, as Debian's does. */
const oldNode = join(folder, 'old-node');
writeFileSync(
  oldNode,
  `#!/bin/sh\n[ "$1" = --version ] && echo v20.20.2 && exit 0\n[ "$1" = -e ] && exit 1\necho started\n`,
);
chmodSync(oldNode, 0o755);

function run(env: Record<string, string>) {
  const result = spawnSync('sh', [serve, '--extra'], {
    env: { NODE_ENV: 'test', PATH: process.env.PATH ?? '', NODE_BINARY: fakeNode, ...env },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr };
}

describe('serve.sh', () => {
  it.each(['127.0.0.1', '127.0.1.1', '::1', '[::1]'])(
    'refuses HOSTNAME=%s, naming the Next.js issue and the way out',
    (hostname) => {
      const { status, stdout, stderr } = run({ HOSTNAME: hostname });
      expect(status).toBe(64);
      expect(stdout).toBe('');
      expect(stderr).toContain(`HOSTNAME=${hostname} breaks the proxy's rewrites`);
      expect(stderr).toContain('vercel/next.js#94745');
      expect(stderr).toContain('listen on HOSTNAME=0.0.0.0');
    },
  );

  // V8's own heap sizing, like the bare app the bench compares with: a capped semi-space cost the cached page
  // requests/s in scavenges (docs/decisions/0009). glibc's mmap threshold is fixed at 128 KB, so large transient
  // blocks are given back when freed (0009). `gc` is exposed for the release after publishing (0046).
  it.each(['localhost', '0.0.0.0', '10.0.0.5', ''])(
    'starts the server with two malloc arenas, a fixed mmap threshold, gc exposed and no V8 heap flag for HOSTNAME=%j',
    (hostname) => {
      const { status, stdout } = run({ HOSTNAME: hostname });
      expect(status).toBe(0);
      expect(stdout).toMatch(/^arenas=2 mmap=131072 args=--expose-gc \S*\/server\.js --extra$/);
    },
  );

  it('refuses a Node.js older than 22.18, which cannot run the TypeScript cache handler', () => {
    const { status, stdout, stderr } = run({ NODE_BINARY: oldNode, HOSTNAME: '0.0.0.0' });
    expect(status).toBe(69);
    expect(stdout).toBe('');
    expect(stderr).toContain(
      `needs Node.js 22.18 or later (the cache handler is TypeScript Node runs itself); ${oldNode} is v20.20.2.`,
    );
  });

  it('keeps a MALLOC_ARENA_MAX the caller set', () => {
    expect(run({ MALLOC_ARENA_MAX: '4' }).stdout).toMatch(/^arenas=4 mmap=131072 /);
  });

  it('keeps a MALLOC_MMAP_THRESHOLD_ the caller set', () => {
    expect(run({ MALLOC_MMAP_THRESHOLD_: '65536' }).stdout).toMatch(/^arenas=2 mmap=65536 /);
  });
});
