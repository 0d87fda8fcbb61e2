import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@site/schemas';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type ClusterOptions,
  DEFAULT_OPTIONS,
  prepareRelease,
  startInstance,
  startRedis,
  stopInstance,
  stopRedis,
} from '../../deploy/cluster';
import { shellTestEnv } from '../e2e/shell/build-env';
import { type MadeUpRequest, madeUpRequests, REAL_ADDRESSES } from '../fixtures/made-up-urls';
import { serverSecrets } from '../fixtures/secrets';
import { stubBuildEnv, stubSettings } from '../stub/settings';
import { HOSTS, hit, publish, SITES, testPort } from './support';

/**
 * What a stranger can do to one instance of the production build (with its Redis), with nothing but requests:
 * grow it (files under `.next`, resident memory) with made-up addresses, or poison what it caches for everyone by
 * asking with another HTTP method first. The instance runs from a private copy of the build, so what it writes is
 * its own and can be measured.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PORT = testPort(3161);
const URLS = 10_000;
const WARM_UP = 2_000;
/** Where the instance's inspector listens once the test opens it (SIGUSR1), to collect garbage before measuring. */
const INSPECTOR_PORT = testPort(3168);
const CONCURRENCY = 8;

let options: ClusterOptions;
let nextDir: string;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'morphis-strangers-'));
  options = {
    ...DEFAULT_OPTIONS,
    dir,
    redisPort: testPort(6393),
    instancePorts: [PORT],
    frontPort: testPort(8161),
    siteUrls: SITES,
    datasetDir: join(ROOT, 'studio/seed/dataset'),
    // Nothing here calls the backend from the server; its addresses only have to be the test build's.
    env: {
      ...stubBuildEnv({ ...stubSettings(), origin: `http://localhost:${testPort(3169)}` }),
      ...shellTestEnv(),
      ...serverSecrets(),
      NODE_OPTIONS: `--inspect-port=127.0.0.1:${INSPECTOR_PORT}`,
    },
  };
  nextDir = join(prepareRelease(options), 'web/.next');
  await startRedis(options);
  await startInstance(options, PORT);
}, 180_000);

afterAll(async () => {
  if (!options) return;
  await stopInstance(options, PORT);
  await stopRedis(options);
  rmSync(options.dir, { recursive: true, force: true });
}, 60_000);

/** Files under a folder and the disk they take (allocated blocks, as `du` counts: a 200-byte file takes 4 KB). */
function sizeOf(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) files++;
    bytes += statSync(join(entry.parentPath, entry.name)).blocks * 512;
  }
  return { files, bytes };
}

function instancePid(): number {
  return Number(readFileSync(join(options.dir, 'run', `instance-${PORT}.pid`), 'utf8').trim());
}

/**
 * The instance's resident memory in bytes after a full garbage collection (through its inspector, which SIGUSR1
 * opens on INSPECTOR_PORT). Without one the figure is mostly garbage: rendering a 404 per made-up address leaves
 * plenty, and V8 lets the heap grow to a multiple of what is live before collecting (measured: ~590 MB resident
 * after 11,000 made-up requests, ~356 MB right after a full collection, ~117 MB of it live heap).
 */
async function residentBytes(): Promise<number> {
  const pid = instancePid();
  process.kill(pid, 'SIGUSR1');
  let target: string | undefined;
  for (let attempt = 0; attempt < 50 && !target; attempt++) {
    target = await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json`)
      .then(
        async (response) => ((await response.json()) as { webSocketDebuggerUrl: string }[])[0]?.webSocketDebuggerUrl,
      )
      .catch(async () => void (await new Promise((done) => setTimeout(done, 100))));
  }
  if (!target) throw new Error(`the instance's inspector did not open on ${INSPECTOR_PORT}`);
  const socket = new WebSocket(target);
  await new Promise((done, fail) => {
    socket.addEventListener('open', done);
    socket.addEventListener('error', fail);
  });
  for (const id of [1, 2]) {
    await new Promise<void>((done) => {
      socket.addEventListener(
        'message',
        (event) => (JSON.parse(String(event.data)) as { id?: number }).id === id && done(),
      );
      socket.send(JSON.stringify({ id, method: 'HeapProfiler.collectGarbage' }));
    });
  }
  socket.close();
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kb) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(kb) * 1024;
}

/** Sends every request, CONCURRENCY at a time; answers of 500 and above and transport errors are collected. */
async function run(requests: readonly MadeUpRequest[]): Promise<{ errors: string[]; statuses: Map<number, number> }> {
  const errors: string[] = [];
  const statuses = new Map<number, number>();
  let index = 0;
  const worker = async () => {
    while (index < requests.length) {
      const request = requests[index++]!;
      try {
        const answer = await hit(PORT, request.path, {
          host: request.host,
          headers: request.headers,
          timeoutMs: 20_000,
        });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status >= 500) errors.push(`${answer.status} ${request.host ?? ''}${request.path}`);
      } catch (error) {
        errors.push(`${error instanceof Error ? error.message : String(error)} ${request.path}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { errors, statuses };
}

const MB = 2 ** 20;

describe('nothing a stranger can grow', () => {
  test(
    `${URLS} made-up addresses across every route family leave .next within 1 MB and memory within 15 %`,
    { timeout: 300_000 },
    async () => {
      // Warm up: the real addresses the made-up queries go to, and made-up requests until the bounded caches (Next's
      // memory tier, parsed queries, last good content) hold what they will hold.
      for (const path of REAL_ADDRESSES) expect((await hit(PORT, path)).status).toBe(200);
      await run(madeUpRequests(1, WARM_UP, HOSTS));
      const before = { ...sizeOf(nextDir), rss: await residentBytes() };
      const started = Date.now();
      const { errors, statuses } = await run(madeUpRequests(2, URLS, HOSTS));
      const after = { ...sizeOf(nextDir), rss: await residentBytes() };
      console.info(
        `strangers: ${URLS} made-up addresses in ${((Date.now() - started) / 1000).toFixed(0)} s (${[...statuses].map(([status, n]) => `${n}x${status}`).join(', ')}); ` +
          `.next ${before.files} -> ${after.files} files, ${(before.bytes / MB).toFixed(1)} -> ${(after.bytes / MB).toFixed(1)} MB; ` +
          `RSS ${(before.rss / MB).toFixed(0)} -> ${(after.rss / MB).toFixed(0)} MB`,
      );
      expect(errors.slice(0, 10)).toEqual([]);
      expect(after.bytes - before.bytes).toBeLessThan(MB);
      expect(after.rss).toBeLessThan(before.rss * 1.15);
    },
  );
});

/** The methods a stranger may send first; HEAD is answered from GET's answer and may be cached. */
const METHODS = ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'] as const;
/** One route code per method, so every method gets keys of its own. */
const CODES = ['de', 'fr', 'es', 'pt', 'tr', 'th'] as const;

interface Family {
  readonly name: string;
  /** A key of this family not cached yet (or expired by the publish below), one per method. */
  readonly path: (index: number, method: string) => string;
  /** What a GET first would have answered. */
  readonly status: number;
  readonly type?: RegExp;
}

describe('nothing a stranger can poison', () => {
  test(
    'any method first on a fresh key of every cached route, then GET answers as if the first request had been a GET',
    { timeout: 120_000 },
    async () => {
      // Expire what was prerendered: the help pages, the search indexes, the sitemaps and the blog feeds render afresh.
      expect((await publish(PORT, { _id: 'help-article-strangers', _type: 'helpArticle' })).status).toBe(200);
      expect((await publish(PORT, { _id: 'blog-post-strangers', _type: 'blogPost' })).status).toBe(200);
      // The sitemaps' names come from the locales, not from the sitemap index: a GET of the index here would be the
      // first request on its key, which must be the first method's below.
      const isos = LOCALES.map((locale) => locale.iso);
      const families: Family[] = [
        {
          name: 'share image',
          path: (index) => `/api/og/${CODES[index]}/pricing?v=1`,
          status: 200,
          type: /^image\/png/,
        },
        {
          name: 'share image of an unknown page',
          path: (_, method) => `/api/og/en/zz-first-${method.toLowerCase()}`,
          status: 404,
        },
        {
          name: 'search index',
          path: (index) => `/api/search/${CODES[index]}`,
          status: 200,
          type: /^application\/json/,
        },
        { name: 'sitemap', path: (index) => `/${isos[index + 1]}-sitemap.xml`, status: 200, type: /^application\/xml/ },
        // One key for every method: only the first (POST) is sent first on it.
        { name: 'sitemap index', path: () => '/sitemap.xml', status: 200, type: /^application\/xml/ },
        { name: 'feed', path: (index) => `/${CODES[index]}/blog/feed`, status: 200, type: /^application\/rss\+xml/ },
        {
          name: 'page rendered on demand',
          path: (index) => `/${CODES[index]}/helps`,
          status: 200,
          type: /^text\/html/,
        },
        {
          name: 'unknown page',
          path: (_, method) => `/zz-first-${method.toLowerCase()}`,
          status: 404,
          type: /^text\/html/,
        },
      ];
      const wrong: string[] = [];
      for (const family of families) {
        for (const [index, method] of METHODS.entries()) {
          const path = family.path(index, method);
          const first = await hit(PORT, path, {
            method,
            body: method === 'POST' || method === 'PUT' || method === 'PATCH' ? '{}' : undefined,
          });
          if (first.status >= 500) wrong.push(`${family.name}: ${method} ${path} first answered ${first.status}`);
          for (const attempt of [1, 2]) {
            const get = await hit(PORT, path);
            const type = String(get.headers['content-type'] ?? '');
            if (get.status !== family.status || (family.type && !family.type.test(type))) {
              wrong.push(
                `${family.name}: GET ${path} (#${attempt}) after ${method} answered ${get.status} ${type}, not ${family.status}`,
              );
            }
          }
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});
