import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { instancePid, metricsPort, redisUrl, startInstance, statusPort, stopInstance } from '../../deploy/cluster';
import { connectSharedState, type SharedState } from '@/cluster/shared-state';
import { PUBLISH_SETTLE_MS } from '@/server/memory-after-publish.node';
import { repeatedKeys } from '../fixtures/json-keys';
import { serverSecrets } from '../fixtures/secrets';
import {
  clusterForFile,
  editDocument,
  eventually,
  h1,
  hit,
  HOSTS,
  load,
  publish,
  sleep,
  type TestCluster,
  TEST_ARTICLE as ARTICLE,
  TEST_ARTICLE_PATH as ARTICLE_PATH,
} from './support';

/**
 * What an operator of the cluster sees and relies on (deploy/README.md, What to monitor): JSON logs whose request ids
 * join the front's access log, metrics on private ports that move with the traffic, readiness keeping a starting
 * instance out, a crashed instance restarted by the supervisor on its peers' release and in step with the next
 * publish, publishes reaching another build, and logs rotated before they fill the disk.
 */

/** Large enough that the traffic of the crash test stays in one file, small enough to rotate within seconds. */
const LOG_ROTATE_BYTES = 4 * 1024 * 1024;

const setup = clusterForFile(
  { redis: 6391, instances: [3171, 3172], front: 8171, backend: 3179 },
  { logRotateBytes: LOG_ROTATE_BYTES },
);
let cluster: TestCluster;
let a: number;
let b: number;

beforeAll(() => {
  cluster = setup.cluster;
  [a, b] = cluster.instances;
});

const logFile = (name: string) => join(cluster.options.dir, 'logs', `${name}.log`);
const health = async (port: number) =>
  JSON.parse((await hit(port, '/api/health')).body) as { buildId: string; redis: string };
const titleOn = async (port: number) => h1((await hit(port, ARTICLE_PATH)).body);
const retitle = (title: string) =>
  editDocument(cluster.datasetFile, ARTICLE._id, (doc) => {
    (doc.title as Record<string, string>).en = title;
  });

/** Prometheus text: sample name with labels -> value. */
async function metricsOf(port: number): Promise<Map<string, number>> {
  const response = await fetch(`http://127.0.0.1:${metricsPort(port)}/metrics`);
  expect(response.status).toBe(200);
  const samples = new Map<string, number>();
  for (const line of (await response.text()).split('\n')) {
    const match = /^([a-z_]+(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (match) samples.set(match[1]!, Number(match[2]));
  }
  return samples;
}
const sum = (samples: Map<string, number>, name: string, label = '') =>
  [...samples]
    .filter(([key]) => (key === name || key.startsWith(`${name}{`)) && key.includes(label))
    .reduce((total, [, value]) => total + value, 0);

/** Lines our loggers wrote (JSON objects); Next's own start-up banner is plain text and left out. */
function jsonLines(name: string): Record<string, unknown>[] {
  const text = readFileSync(logFile(name), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
/** Every line of an instance log is one of ours, or Next's banner (which is not JSON and starts with its marks). */
function unparsedLines(name: string): string[] {
  return readFileSync(logFile(name), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('{') && !/^\s*[▲✓-]/u.test(line));
}

interface AccessLine {
  msec: number;
  /** Seconds from the request's first byte to its log line. */
  request_time: number;
  request_id: string;
  method: string;
  uri: string;
  status: number;
  upstream_addr: string;
  upstream_status: string;
  cache: string;
  bytes: number;
}
function accessLog(): AccessLine[] {
  const file = logFile('nginx-access');
  const text = (existsSync(`${file}.1`) ? readFileSync(`${file}.1`, 'utf8') : '') + readFileSync(file, 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AccessLine);
}
/** Which instance answered what, from one access line: [port, status] for every upstream tried. */
function answeredBy(line: AccessLine): [number, string][] {
  const addresses = line.upstream_addr.split(/, | : /);
  const statuses = line.upstream_status.split(/, | : /);
  return addresses
    .filter((address) => address.startsWith('127.0.0.1:'))
    .map((address, index) => [Number(address.split(':')[1]), statuses[index] ?? '']);
}

describe('signals an operator reads', () => {
  test('readiness, metrics and nginx status answer, and only in private', async () => {
    for (const port of [a, b]) {
      const ready = await hit(port, '/api/ready');
      expect(ready.status).toBe(200);
      expect(JSON.parse(ready.body)).toMatchObject({ ready: true, waitingFor: [] });
      expect(sum(await metricsOf(port), 'morphis_ready')).toBe(1);
      expect(sum(await metricsOf(port), 'morphis_redis_up')).toBe(1);
      // Not on the site's port, nor through the front.
      expect((await hit(port, '/metrics')).body).not.toContain('morphis_http_responses_total');
    }
    expect((await hit(cluster.front, '/metrics')).body).not.toContain('morphis_http_responses_total');
    // The probes are the supervisor's (and an orchestrator's), asked of each instance: the front does not answer them.
    for (const path of ['/api/health', '/api/ready', '/api/ready?x'])
      expect((await hit(cluster.front, path)).status).toBe(404);
    const status = await fetch(`http://127.0.0.1:${statusPort(cluster.options)}/nginx-status`);
    expect(await status.text()).toMatch(/^Active connections: \d+/);
    expect((await hit(cluster.front, '/nginx-status')).body).not.toContain('Active connections');
  });

  test('a publish reaches an instance of another build: tags and content signals are shared, not per build', async () => {
    let other: SharedState | undefined;
    try {
      other = connectSharedState({
        redisUrl: redisUrl(cluster.options),
        buildId: 'another-build',
        env: serverSecrets(),
      });
      const heard: string[] = [];
      other.on('content', () => void heard.push('content'));
      other.on('tags', () => void heard.push('tags'));
      await eventually('the other build joins', async () => other!.hasJoined(), Boolean);
      expect((await publish(a, ARTICLE)).status).toBe(200);
      await eventually(
        'the other build hears the publish',
        async () => [...heard],
        (events) => events.includes('content') && events.includes('tags'),
      );
      expect([...other.tagStates().keys()].some((tag) => tag.includes(ARTICLE._id) || tag.includes(ARTICLE.slug))).toBe(
        true,
      );
    } finally {
      await other?.close();
    }
  });

  test('once publishing and the renders it causes settle, every instance gives back the memory it grew, once per burst (the launcher exposes gc)', async () => {
    const releases = (port: number, since: number) =>
      jsonLines(`instance-${port}`).filter(
        (line) => line.msg === 'memory released after publishing' && Date.parse(String(line.time)) >= since,
      );
    // Earlier tests' publishes release first: this burst starts once every instance released after the last publish
    // it applied (or applied none).
    await eventually(
      'the earlier bursts are released',
      () =>
        Promise.all(
          [a, b].map(async (port) => {
            const lastPublish = sum(await metricsOf(port), 'morphis_last_publish_timestamp_seconds') * 1000;
            return lastPublish === 0 || releases(port, lastPublish).length > 0;
          }),
        ),
      (released) => released.every(Boolean),
      PUBLISH_SETTLE_MS + 15_000,
    );
    const first = Date.now();
    for (let round = 1; round <= 3; round += 1) {
      retitle(`Memory released ${round}`);
      expect((await publish(a, ARTICLE)).status).toBe(200);
    }
    const last = Date.now();
    // The traffic after a publish renders pages again on one instance (each made-up article renders and stores its
    // 404), for longer than the settle time; the other renders nothing.
    let lastRender = last;
    for (let i = 0; Date.now() < last + PUBLISH_SETTLE_MS + 3_000; i += 1) {
      expect((await hit(a, `/blog/memory-burst-${first}-${i}`)).status).toBe(404);
      lastRender = Date.now();
      await sleep(1_000);
    }
    // The receiver (its webhook) and its peer (the announcement through Redis) each collect once, after the burst:
    // the peer once publishing settled, the receiver once its renders did too.
    const released = await eventually(
      'both instances release',
      async () => [a, b].map((port) => releases(port, first)),
      (lines) => lines.every((list) => list.length >= 1),
    );
    const at = (line: Record<string, unknown>) => Date.parse(String(line.time));
    for (const list of released) {
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ ms: expect.any(Number), rssBeforeMb: expect.any(Number) });
      expect(list[0]!.rssAfterMb as number).toBeGreaterThan(0);
    }
    const [onReceiver, onPeer] = released.map((list) => list[0]!);
    expect(at(onPeer!)).toBeGreaterThanOrEqual(last + PUBLISH_SETTLE_MS - 1000);
    expect(at(onPeer!)).toBeLessThan(lastRender);
    expect(at(onReceiver!)).toBeGreaterThanOrEqual(lastRender + PUBLISH_SETTLE_MS - 1000);
  });

  test("an instance killed under load: restarted by the supervisor on its peer's build, kept out until ready, in step with the next publish; no request fails, logs join and metrics move", async () => {
    const start = Date.now();
    const before = await metricsOf(a);
    // An editor's change, published through the front.
    const first = `Edited before the crash ${Date.now()}`;
    retitle(first);
    const webhook = await publish(cluster.front, ARTICLE);
    expect(webhook.status).toBe(200);

    let counter = 0;
    const paths = [
      // Past the micro-cache: a query with an escaped name is keyed (deploy/nginx).
      ...Array.from({ length: 2000 }, () => ({ path: `/de/blog?%6Fperable=${counter++}` })),
      { path: ARTICLE_PATH },
      { path: '/pricing', host: HOSTS.ru },
    ];
    const running = load(cluster.front, paths, 3, 60_000);
    await sleep(1500);

    const killed = instancePid(cluster.options, b)!;
    const killedAt = Date.now();
    process.kill(killed, 'SIGKILL');
    // Until the kernel has ended it, the killed process may still finish an answer (and nginx log it after killedAt).
    // instancePid names a pid only while its process runs with the instance's marker (a zombie has no environment).
    const goneAt = await eventually(
      'the killed instance is gone',
      async () => (instancePid(cluster.options, b) !== killed ? Date.now() : 0),
      (at) => at > 0,
      5000,
    );
    const restarted = await eventually(
      'the supervisor restarts the instance',
      async () => instancePid(cluster.options, b),
      (pid) => pid !== null && pid !== killed,
      15_000,
    );
    await eventually(
      'the restarted instance is ready',
      async () => (await hit(b, '/api/ready').catch(() => ({ status: 0 }))).status,
      (status) => status === 200,
      20_000,
    );
    const restartMs = Date.now() - killedAt;
    expect(restartMs).toBeLessThan(15_000);
    expect(restarted).not.toBe(killed);
    expect((await health(b)).buildId).toBe((await health(a)).buildId);

    // The next publish, through the other instance, reaches the restarted one.
    const second = `Published after the restart ${Date.now()}`;
    retitle(second);
    expect((await publish(a, ARTICLE)).status).toBe(200);
    await eventually(
      'the restarted instance serves the publish',
      () => titleOn(b),
      (title) => title === second,
      5000,
    );

    await sleep(1500);
    const result = await running.stop();
    const after = await metricsOf(a);
    const end = Date.now();
    expect(result.requests).toBeGreaterThan(100);
    expect(result.failures).toEqual([]);
    // The access log is buffered (each nginx worker its own buffer, written within a second): wait until it holds
    // every request this test sent through the front (the webhook and the load), so what it lacks was never answered.
    await eventually(
      'the access log holds every request of this test',
      async () => accessLog().filter((line) => line.msec * 1000 >= start).length,
      (lines) => lines >= result.requests + 1,
      5000,
    );

    // The supervisor said what it did, as JSON.
    const supervisor = jsonLines('supervisor');
    expect(
      supervisor.some(
        (line) => line.port === b && line.pid === killed && String(line.msg).includes('died without being stopped'),
      ),
    ).toBe(true);
    expect(supervisor.some((line) => line.port === b && String(line.msg).includes('restarted and ready'))).toBe(true);

    // Every line the instances wrote parses, with no key twice; the webhook's line carries the front's request id,
    // which its answer gave back.
    for (const port of [a, b]) {
      expect(unparsedLines(`instance-${port}`)).toEqual([]);
      const lines = readFileSync(logFile(`instance-${port}`), 'utf8').split('\n');
      expect(lines.filter((line) => line.startsWith('{') && repeatedKeys(line).length > 0)).toEqual([]);
    }
    const access = accessLog().filter((line) => line.msec * 1000 >= start - 1000);
    const webhookLine = access.find(
      (line) => line.method === 'POST' && line.uri === '/api/revalidate' && line.status === 200,
    );
    expect(webhookLine?.request_id).toMatch(/^[0-9a-f]{32}$/);
    expect(webhook.headers['x-request-id']).toBe(webhookLine!.request_id);
    const [[receiver]] = answeredBy(webhookLine!) as [[number, string]];
    const applied = jsonLines(`instance-${receiver}`).find(
      (line) => line.msg === 'webhook applied' && line.requestId === webhookLine!.request_id,
    );
    expect(applied).toMatchObject({ document: ARTICLE._id, status: 200 });
    expect(applied!.tagsExpired).toBeGreaterThan(0);
    // nginx's line has what an operator needs: upstream, cache status, size.
    expect(access.some((line) => line.cache === 'HIT' && line.bytes > 0 && line.upstream_addr === '')).toBe(true);

    // Readiness kept the restarting instance out: nothing it answered between the crash and its ready line reached a
    // client as its answer (a 503 then was retried on its peer). Requests nginx began before the killed process was
    // gone may have been answered by that process, on the same port.
    const readyLine = jsonLines(`instance-${b}`)
      .filter((line) => line.msg === 'instance ready')
      .at(-1)!;
    const readyAt = Date.parse(String(readyLine.time));
    expect(readyAt).toBeGreaterThan(killedAt);
    const servedEarly = access.filter(
      (line) =>
        (line.msec - line.request_time) * 1000 > goneAt &&
        line.msec * 1000 < readyAt &&
        answeredBy(line).some(([port, status]) => port === b && !status.startsWith('5')),
    );
    expect(servedEarly.map((line) => `${line.uri} ${line.upstream_addr} ${line.upstream_status}`)).toEqual([]);

    // The metrics moved by the traffic's count: instance A counted what the front sent it (and the test's few
    // direct requests).
    const window = accessLog().filter((line) => line.msec * 1000 > start && line.msec * 1000 <= end);
    const toA = window.flatMap(answeredBy).filter(([port]) => port === a).length;
    const counted = sum(after, 'morphis_http_responses_total') - sum(before, 'morphis_http_responses_total');
    expect(toA).toBeGreaterThan(20);
    expect(Math.abs(counted - toA)).toBeLessThanOrEqual(25);
    expect(
      sum(after, 'morphis_webhooks_total', 'status="200"') - sum(before, 'morphis_webhooks_total', 'status="200"'),
    ).toBeGreaterThanOrEqual(receiver === a ? 2 : 1);
    expect(sum(after, 'morphis_cache_lookup_seconds_count')).toBeGreaterThan(
      sum(before, 'morphis_cache_lookup_seconds_count'),
    );
    expect(sum(after, 'morphis_render_seconds_count')).toBeGreaterThan(sum(before, 'morphis_render_seconds_count'));
    // The restarted instance applied the second publish from A: the time it took is measured there.
    expect(sum(await metricsOf(b), 'morphis_publish_propagation_seconds_count')).toBeGreaterThanOrEqual(1);
  }, 120_000);

  test("a restart never runs another build than its peer's, whatever was built since", async () => {
    // A newer build, as `npm run cluster` would have been given after a content edit.
    const newer = mkdtempSync(join(tmpdir(), 'morphis-newer-build-'));
    try {
      mkdirSync(join(newer, 'web/.next'), { recursive: true });
      writeFileSync(join(newer, 'web/.next/BUILD_ID'), 'a-newer-build\n');
      await stopInstance(cluster.options, b);
      await startInstance({ ...cluster.options, standaloneDir: newer }, b);
      expect((await health(b)).buildId).toBe((await health(a)).buildId);
    } finally {
      rmSync(newer, { recursive: true, force: true });
    }
  }, 90_000);

  test('the logs are rotated past their size, and nginx writes on in a new file', async () => {
    const file = logFile('nginx-access');
    const rotated = `${file}.1`;
    const before = existsSync(rotated) ? readFileSync(rotated, 'utf8').length : -1;
    const running = load(cluster.front, [{ path: ARTICLE_PATH }, { path: '/pricing' }], 4, 40_000);
    await eventually(
      'the access log is rotated',
      async () => (existsSync(rotated) ? readFileSync(rotated, 'utf8').length : -1),
      (length) => length !== before && length > 0,
      40_000,
    );
    const result = await running.stop();
    expect(result.failures).toEqual([]);
    const marker = `/pricing?after-rotation=${Date.now()}`;
    expect((await hit(cluster.front, marker)).status).toBe(200);
    await eventually(
      'nginx writes into the new file',
      async () => readFileSync(file, 'utf8'),
      (text) => text.includes(marker),
      5000,
    );
    expect(readFileSync(file, 'utf8').length).toBeLessThan(LOG_ROTATE_BYTES + 256 * 1024);
  }, 90_000);
});
