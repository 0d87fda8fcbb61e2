import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveSiteUrls, SIGNATURE_HEADER, signWebhookPayload } from '@site/schemas';
import { afterAll, beforeAll } from 'vitest';
import { localSecret } from '../../scripts/local-secrets.mjs';
import { type ClusterOptions, DEFAULT_OPTIONS, startCluster, stopCluster } from '../../deploy/cluster';
import { shellTestEnv } from '../e2e/shell/build-env';
import { ENGLISH_BROWSER_HEADERS } from '../fixtures/browser';
import { serverSecrets } from '../fixtures/secrets';
import { withTestSites } from '../fixtures/test-sites';
import { stubBuildEnv, stubSettings } from '../stub/settings';

/**
 * A cluster of the test build for one test file: its own Redis, two instances and nginx on ports of its own, a
 * private copy of the embedded dataset (faults are made there, never in the repository), and helpers that speak
 * HTTP to 127.0.0.1 with the site's Host headers (Node's resolver here does not map *.localhost).
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The hosts the test build was made for; the front is reached on its own port with these Host headers. */
export const SITES = resolveSiteUrls(withTestSites(process.env));
export const HOSTS = { en: new URL(SITES.en).host, zh: new URL(SITES.zh).host, ru: new URL(SITES.ru).host } as const;

/**
 * CLUSTER_TEST_PORT_OFFSET moves every port a cluster test file chooses (Redis, instances, front, backend) by the
 * same amount, so two checkouts can run their cluster tests at once. Unset: the files' own ports.
 */
export function testPort(port: number): number {
  const offset = Number(process.env.CLUSTER_TEST_PORT_OFFSET ?? 0);
  if (!Number.isInteger(offset) || offset < 0 || offset > 20_000)
    throw new Error(
      `CLUSTER_TEST_PORT_OFFSET must be an integer from 0 to 20000, not ${process.env.CLUSTER_TEST_PORT_OFFSET}`,
    );
  return port + offset;
}

export interface TestCluster {
  readonly options: ClusterOptions;
  readonly datasetFile: string;
  readonly front: number;
  readonly instances: readonly [number, number];
  stop(): Promise<void>;
}

export async function startTestCluster(
  ports: { redis: number; instances: [number, number]; front: number; backend: number },
  extra: Partial<Pick<ClusterOptions, 'extraLocations' | 'logRotateBytes' | 'standaloneDir' | 'siteUrls' | 'tls'>> = {},
  /** The dataset the cluster's copy is made from (a bench passes a generated one); the seed by default. */
  dataset = join(ROOT, 'studio/seed/dataset'),
): Promise<TestCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'morphis-cluster-'));
  const datasetDir = join(dir, 'dataset');
  cpSync(dataset, datasetDir, { recursive: true });
  const options: ClusterOptions = {
    ...DEFAULT_OPTIONS,
    dir,
    redisPort: ports.redis,
    instancePorts: ports.instances,
    frontPort: ports.front,
    siteUrls: SITES,
    datasetDir,
    // What Playwright gives the site server, with every backend address on this file's hostile backend (pages
    // rendered per request read them at run time).
    env: {
      ...stubBuildEnv({ ...stubSettings(), origin: `http://localhost:${ports.backend}` }),
      ...shellTestEnv(),
      ...serverSecrets(),
    },
    ...extra,
  };
  try {
    await startCluster(options);
  } catch (error) {
    await stopCluster(options);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    options,
    datasetFile: join(datasetDir, 'data.ndjson'),
    front: ports.front,
    instances: ports.instances,
    stop: async () => {
      await stopCluster(options);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** One request to 127.0.0.1:port with the given Host; never follows redirects. */
export function hit(
  port: number,
  path: string,
  options: { host?: string; method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        agent,
        headers: { host: options.host ?? HOSTS.en, ...ENGLISH_BROWSER_HEADERS, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(options.timeoutMs ?? 15_000, () => req.destroy(new Error(`timeout: ${path}`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

export const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

/** The signed webhook call for one document, sent to one instance. */
export async function publish(port: number, document: { _id: string; _type: string; slug?: string }): Promise<Answer> {
  const body = JSON.stringify(document);
  const secret = localSecret('SANITY_REVALIDATE_SECRET');
  return hit(port, '/api/revalidate', {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: await signWebhookPayload(secret, body, Date.now()),
    },
  });
}

/** Rewrites one document of the dataset file (the editor's change). */
export function editDocument(file: string, id: string, change: (doc: Record<string, unknown>) => void): void {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => {
      if (!line.includes(`"_id":"${id}"`)) return line;
      const doc = JSON.parse(line) as Record<string, unknown>;
      change(doc);
      return JSON.stringify(doc);
    });
  writeFileSync(file, lines.join('\n'));
}

export interface LoadResult {
  readonly requests: number;
  /** Answers that are not 2xx/3xx/404, and transport errors, with what they were. */
  readonly failures: string[];
}

/**
 * Bounded load: `concurrency` loops requesting `paths` round-robin through `port` until `stop()` resolves or
 * `maxMs` passes, whichever is first.
 */
export function load(
  port: number,
  paths: readonly { path: string; host?: string }[],
  concurrency: number,
  maxMs: number,
) {
  const failures: string[] = [];
  let requests = 0;
  let stopped = false;
  const deadline = Date.now() + maxMs;
  const loop = async (offset: number) => {
    for (let index = offset; !stopped && Date.now() < deadline; index++) {
      const target = paths[index % paths.length]!;
      requests++;
      try {
        const answer = await hit(port, target.path, { host: target.host, timeoutMs: 10_000 });
        if (answer.status >= 500 || answer.status === 0)
          failures.push(`${answer.status} ${target.host ?? ''}${target.path}`);
      } catch (error) {
        failures.push(`${error instanceof Error ? error.message : String(error)} ${target.path}`);
      }
    }
  };
  const running = Promise.all(Array.from({ length: concurrency }, (_, index) => loop(index)));
  return {
    async stop(): Promise<LoadResult> {
      stopped = true;
      await running;
      return { requests, failures };
    },
  };
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Polls until `check` holds, or fails with what it last saw. */
export async function eventually<T>(
  what: string,
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await read();
    if (check(last)) return last;
    await sleep(100);
  }
  throw new Error(`${what}: still ${JSON.stringify(last)?.slice(0, 300)} after ${timeoutMs} ms`);
}

export type BackendFault = 'down' | 'slow' | 'error' | 'malformed' | 'huge';

/**
 * The product backend at its worst: refusing connections, answering after 10 s, with 500, with
 * JSON cut off, with 8 MB. Every call gets the current fault.
 */
export async function startHostileBackend(port: number) {
  let fault: BackendFault = 'down';
  let calls = 0;
  const server: Server = createServer((incoming, response) => {
    calls++;
    incoming.resume();
    const send = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      response.end(body);
    };
    if (fault === 'slow') setTimeout(() => send(200, '{"code":0,"data":{}}'), 10_000);
    else if (fault === 'error') send(500, '{"code":500}');
    else if (fault === 'malformed') send(200, '{"code":0,"data":{"ip":');
    else send(200, JSON.stringify({ code: 0, data: { padding: 'x'.repeat(8 * 1024 * 1024) } }));
  });
  const listening = () => new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    calls: () => calls,
    async set(next: BackendFault): Promise<void> {
      if (next === 'down' && server.listening) {
        server.closeAllConnections();
        await new Promise((done) => server.close(done));
      } else if (next !== 'down' && !server.listening) {
        await listening();
      }
      fault = next;
    },
    async close(): Promise<void> {
      if (!server.listening) return;
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}

export type HostileBackend = Awaited<ReturnType<typeof startHostileBackend>>;

/**
 * One test file's cluster and hostile backend, on the file's own ports (moved by CLUSTER_TEST_PORT_OFFSET): started
 * before the file's tests, stopped after them. The file reads `setup.cluster` and `setup.backend` in its own hooks
 * and tests, which run after these.
 */
export function clusterForFile(
  ports: { redis: number; instances: [number, number]; front: number; backend: number },
  extra: Pick<ClusterOptions, 'logRotateBytes' | 'tls'> = {},
): {
  readonly cluster: TestCluster;
  readonly backend: HostileBackend;
} {
  const moved = {
    redis: testPort(ports.redis),
    instances: [testPort(ports.instances[0]), testPort(ports.instances[1])] as [number, number],
    front: testPort(ports.front),
    backend: testPort(ports.backend),
  };
  const setup = {} as { cluster: TestCluster; backend: HostileBackend };
  beforeAll(async () => {
    setup.backend = await startHostileBackend(moved.backend);
    setup.cluster = await startTestCluster(moved, extra);
  }, 120_000);
  // Removing the cluster's folder deletes its release copy (~850 MB): on a loaded machine that alone took 40 s+.
  afterAll(async () => {
    await setup.cluster?.stop();
    await setup.backend?.close();
  }, 150_000);
  return setup;
}

/** The article the cluster tests edit and publish (its document, as the webhook names it, and its English path). */
export const TEST_ARTICLE = {
  _id: 'blog-post-what-is-browser-fingerprinting',
  _type: 'blogPost',
  slug: 'what-is-browser-fingerprinting',
};
export const TEST_ARTICLE_PATH = `/blog/${TEST_ARTICLE.slug}`;
