import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocaleCode } from '@site/schemas';
import { beforeAll, describe, expect, test } from 'vitest';
import { killRedis, startInstance, startRedis, stopInstance } from '../../deploy/cluster';
import {
  type BackendFault,
  clusterForFile,
  editDocument,
  eventually,
  h1,
  hit,
  type HostileBackend,
  HOSTS,
  load,
  publish,
  sleep,
  type TestCluster,
  TEST_ARTICLE as ARTICLE,
  TEST_ARTICLE_PATH as ARTICLE_PATH,
} from './support';

/**
 * The production shape with real processes (deploy/README.md): Redis, two instances of the test build and nginx in
 * front, on ports of this file's own. Publishing through one instance reaches the other and the front; Redis dying
 * and an instance stopping under load cost no request; unreadable content keeps the last good pages.
 */

const ORIGINAL_TITLE = 'What is browser fingerprinting?';

const setup = clusterForFile({ redis: 6398, instances: [3141, 3142], front: 8141, backend: 3149 });
let cluster: TestCluster;
let a: number;
let b: number;
let backend: HostileBackend;

beforeAll(() => {
  ({ cluster, backend } = setup);
  [a, b] = cluster.instances;
});

const health = async (port: number) =>
  JSON.parse((await hit(port, '/api/health')).body) as {
    status: string;
    buildId: string;
    redis: string;
    content: string;
  };
const titleOn = async (port: number, path = ARTICLE_PATH) => h1((await hit(port, path)).body);
const logOf = (port: number) => readFileSync(join(cluster.options.dir, 'logs', `instance-${port}.log`), 'utf8');

function retitle(title: string): void {
  editDocument(cluster.datasetFile, ARTICLE._id, (doc) => {
    (doc.title as Record<string, string>).en = title;
  });
}

describe('one cluster', () => {
  test('every instance reports itself healthy, on Redis, with the same build', async () => {
    const [first, second] = [await health(a), await health(b)];
    expect(first).toMatchObject({ status: 'ok', redis: 'up', content: 'ok' });
    expect(second).toMatchObject({ status: 'ok', redis: 'up', content: 'ok' });
    expect(first.buildId).toBe(second.buildId);
    // The front serves all three hosts.
    for (const host of Object.values(HOSTS)) expect((await hit(cluster.front, '/pricing', { host })).status).toBe(200);
  });

  test('a webhook received by one instance: the other and the front serve the change within two requests', async () => {
    expect(await titleOn(b)).toBe(ORIGINAL_TITLE);
    expect(await titleOn(cluster.front)).toBe(ORIGINAL_TITLE);
    const title = `Published through one instance ${Date.now()}`;
    retitle(title);
    // The front's copy is at most a second old: let it age out, as it would between a publish and a visitor.
    await sleep(1100);
    expect((await publish(a, ARTICLE)).status).toBe(200);
    expect(await titleOn(a)).toBe(title);
    const other = [await titleOn(b), await titleOn(b)];
    expect(other[1]).toBe(title);
    // The first answer may be the stale copy nginx sends while it refreshes the page in the background; the refresh
    // is one request to an instance that already rendered the change, so the next answer is fresh. On a loaded
    // machine that request can take longer than a moment: ask again every 200 ms, for at most a second.
    const front = [await titleOn(cluster.front)];
    for (let attempt = 0; front.at(-1) !== title && attempt < 5; attempt += 1) {
      await sleep(200);
      front.push(await titleOn(cluster.front));
    }
    expect(front.at(-1)).toBe(title);
  });

  test('Redis killed under load: no failed request, and consistent again once it is back', async () => {
    const paths = [ARTICLE_PATH, '/blog', '/de/blog', '/pricing', '/en-US-sitemap.xml'].map((path) => ({ path }));
    const direct = [load(a, paths, 3, 30_000), load(b, paths, 3, 30_000)];
    const front = load(cluster.front, [...paths, { path: '/', host: HOSTS.zh }], 2, 30_000);
    await sleep(1000);
    killRedis(cluster.options);
    await eventually(
      'both instances see Redis down',
      async () => [(await health(a)).redis, (await health(b)).redis],
      (states) => states.every((state) => state === 'down'),
    );

    // A publish while Redis is down reaches only the instance that got it: once that one serves the change, the other
    // still serves what it served before, and still does a second later (the load going on meanwhile) ...
    const old = await titleOn(b);
    const title = `Published while Redis was down ${Date.now()}`;
    retitle(title);
    expect((await publish(a, ARTICLE)).status).toBe(200);
    expect(await titleOn(a)).toBe(title);
    expect(await titleOn(b)).toBe(old);
    await sleep(1000);
    expect([await titleOn(b), await titleOn(b)]).toEqual([old, old]);

    // ... until Redis is back: then the other instance catches up.
    await startRedis(cluster.options);
    await eventually(
      'both instances see Redis up',
      async () => [(await health(a)).redis, (await health(b)).redis],
      (states) => states.every((state) => state === 'up'),
      15_000,
    );
    const other = [await titleOn(b), await titleOn(b)];
    expect(other[1]).toBe(title);

    const results = await Promise.all([...direct, front].map((running) => running.stop()));
    const failures = results.flatMap((result) => result.failures);
    expect(results.reduce((sum, result) => sum + result.requests, 0)).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 90_000);

  test('one instance stopped with SIGTERM and restarted under load: no request through the front fails', async () => {
    // Unique queries with an escaped name go past the micro-cache to the instances (deploy/nginx).
    let counter = 0;
    const paths = Array.from({ length: 50 }, () => ({ path: `/de/blog?%6Coad=${counter++}` }));
    const running = load(
      cluster.front,
      [...paths, { path: ARTICLE_PATH }, { path: '/pricing', host: HOSTS.ru }],
      6,
      60_000,
    );
    await sleep(1000);
    await stopInstance(cluster.options, b);
    await expect(hit(b, '/api/health')).rejects.toThrow();
    await sleep(1000);
    await startInstance(cluster.options, b);
    await sleep(1000);
    const result = await running.stop();
    expect(result.requests).toBeGreaterThan(50);
    expect(result.failures).toEqual([]);
  }, 90_000);

  test('content that cannot be read during a revalidation: last good pages, no 5xx, fresh after recovery', async () => {
    const pages = [ARTICLE_PATH, '/blog', '/de/blog', '/en-US-sitemap.xml'];
    for (const port of [a, b]) for (const path of pages) expect((await hit(port, path)).status).toBe(200);
    const good = readFileSync(cluster.datasetFile, 'utf8');
    const before = await titleOn(a);
    // A half-written file: the last document cut in the middle of its line.
    writeFileSync(cluster.datasetFile, good.slice(0, good.trimEnd().lastIndexOf('\n') + 40));
    try {
      expect((await publish(a, ARTICLE)).status).toBe(200);
      for (const port of [a, b, cluster.front]) {
        for (const path of pages) {
          const answer = await hit(port, path);
          expect(answer.status, `${port} ${path}`).toBe(200);
        }
      }
      expect(await titleOn(a)).toBe(before);
      expect(await titleOn(b)).toBe(before);
      await eventually(
        'the instances report stale content',
        async () => [(await health(a)).content, (await health(b)).content],
        (states) => states.every((state) => state === 'stale'),
      );
    } finally {
      const title = `Fresh after recovery ${Date.now()}`;
      writeFileSync(cluster.datasetFile, good);
      retitle(title);
      // No second webhook: the probe finds the source readable again and refreshes what it served from memory.
      await eventually(
        'instance A serves the recovered content',
        () => titleOn(a),
        (value) => value === title,
        15_000,
      );
      await eventually(
        'instance B serves the recovered content',
        () => titleOn(b),
        (value) => value === title,
        15_000,
      );
      await eventually(
        'the instances report content ok',
        async () => [(await health(a)).content, (await health(b)).content],
        (states) => states.every((state) => state === 'ok'),
        15_000,
      );
    }
  }, 90_000);

  test('a page never read, while its content cannot be read: 503 with Retry-After from the instance, 200 through the front', async () => {
    const good = readFileSync(cluster.datasetFile, 'utf8');
    await stopInstance(cluster.options, b);
    writeFileSync(cluster.datasetFile, good.slice(0, good.length / 2));
    try {
      // A fresh instance never read the dataset: when the article's tags expire, the German page (which no
      // instance has rendered since) has nothing to fall back on there.
      await startInstance(cluster.options, b);
      expect((await publish(a, ARTICLE)).status).toBe(200);
      const german = `/de${ARTICLE_PATH}`;
      const answer = await eventually(
        'instance B answers 503',
        () => hit(b, german),
        (value) => value.status !== 200,
      );
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBe('30');
      // Instance A still has its last good copy; the front goes to it.
      expect((await hit(a, german)).status).toBe(200);
      for (let round = 0; round < 4; round++)
        expect((await hit(cluster.front, `${german}?%72ound=${round}`)).status).toBe(200);
    } finally {
      writeFileSync(cluster.datasetFile, good);
    }
    await eventually(
      'instance B recovers',
      () => hit(b, ARTICLE_PATH),
      (value) => value.status === 200,
      15_000,
    );
  }, 90_000);
});

describe('the product backend failing', () => {
  const pages = ['/', ARTICLE_PATH, '/de/pricing', '/download', '/de/no-such-page', '/en-US-sitemap.xml'];
  /**
   * Prerendered pages never ask the backend, and after a failure the loader does not ask again for 30 s for the same
   * address, which carries the language. So each fault gets a language no other test renders, and a made-up address
   * in it per port: rendered on demand, its layout asks for base-info. What the loader then says it met is the fault.
   */
  const faults: { fault: BackendFault; locale: LocaleCode; met: RegExp }[] = [
    { fault: 'down', locale: 'fr', met: /no answer/ },
    { fault: 'slow', locale: 'es', met: /timeout/ },
    { fault: 'error', locale: 'pt', met: /HTTP 500/ },
    { fault: 'malformed', locale: 'tr', met: /not JSON/ },
    { fault: 'huge', locale: 'th', met: /larger than/ },
  ];
  /** The loader's warnings an instance logged since `from` (a length of its log). */
  const baseInfoWarnings = (port: number, from: number) =>
    logOf(port)
      .slice(from)
      .split('\n')
      // Whole JSON lines only: the line being written as this reads it is read again on the next poll.
      .filter((line) => line.startsWith('{') && line.endsWith('}'))
      .map((line) => String((JSON.parse(line) as { msg?: unknown }).msg))
      .filter((message) => message.startsWith('base-info for '));

  for (const { fault, locale, met } of faults) {
    test(`${fault}: every page is served as usual, without waiting on it, and the backend was asked`, async () => {
      await backend.set(fault);
      const calls = backend.calls();
      const logged = [logOf(a).length, logOf(b).length] as const;
      for (const port of [cluster.front, a, b]) {
        for (const path of [...pages, `/${locale}/no-such-page-${port}`]) {
          const started = performance.now();
          const answer = await hit(port, path, { headers: { 'cache-control': 'no-cache' } });
          expect(answer.status, `${port} ${path}`).toBe(path.includes('no-such-page') ? 404 : 200);
          expect(performance.now() - started, `${port} ${path}`).toBeLessThan(3000);
        }
      }
      // A backend refusing connections sees nothing; any other saw the calls (one per instance at least) arrive.
      if (fault !== 'down') expect(backend.calls() - calls, 'calls the backend saw').toBeGreaterThanOrEqual(2);
      // Each instance rendered a page of the language during the fault, asked for it, and met the fault.
      for (const [index, port] of [a, b].entries()) {
        const warnings = await eventually(
          `instance ${port} reports base-info for ${locale} not used`,
          async () => baseInfoWarnings(port, logged[index]!),
          (lines) => lines.some((line) => line.startsWith(`base-info for ${locale} not used`)),
          5000,
        );
        expect(warnings.filter((line) => line.startsWith(`base-info for ${locale} `)).join('\n')).toMatch(met);
      }
    }, 60_000);
  }
});
