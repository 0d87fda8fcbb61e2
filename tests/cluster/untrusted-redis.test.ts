import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildIdOf, redisUrl, startInstance, stopInstance } from '../../deploy/cluster';
import { SEED_RU_BLOG_HOME } from '../fixtures/edge-data';
import { clusterForFile, eventually, h1, hit, HOSTS, publish, sleep, type TestCluster } from './support';

/**
 * Whoever can write to the cluster's Redis, without the instances' signing secret, changes nothing a visitor sees:
 * a page entry, a tags message and edge data written straight into Redis are ignored (deploy/README.md, Redis).
 * The cluster's Redis itself takes no command without its password.
 */

const ARTICLE = {
  _id: 'blog-post-what-is-browser-fingerprinting',
  _type: 'blogPost',
  slug: 'what-is-browser-fingerprinting',
};
const ARTICLE_PATH = `/blog/${ARTICLE.slug}`;
const ORIGINAL_TITLE = 'What is browser fingerprinting?';
const FORGED_TITLE = 'Forged through Redis';

const setup = clusterForFile({ redis: 6394, instances: [3151, 3152], front: 8151, backend: 3159 });
let cluster: TestCluster;
let a: number;
let b: number;
let redis: Redis;
let namespace: string;
/** Tag states, events and edge data are shared by every build (deploy/README.md, Redis); entries are per build. */
const SHARED = 'morphis:';

beforeAll(async () => {
  cluster = setup.cluster;
  [a, b] = cluster.instances;
  redis = new Redis(redisUrl(cluster.options));
  namespace = `morphis:${buildIdOf(cluster.options.standaloneDir)}:`;
}, 120_000);

afterAll(async () => {
  await redis?.quit();
});

/** What an instance logged: the forged value was read and reported, so it was really looked at, and refused. */
const logOf = (port: number) => readFileSync(join(cluster.options.dir, 'logs', `instance-${port}.log`), 'utf8');
/** Waits until an instance logged each of `lines` after `from` (a length of its log): what a check relies on. */
const logged = (port: number, from: number, lines: readonly string[]) =>
  eventually(
    `instance ${port} logs ${lines.join(', ')}`,
    async () => logOf(port).slice(from),
    (text) => lines.every((line) => text.includes(line)),
  );

const titleOn = async (port: number) => h1((await hit(port, ARTICLE_PATH)).body);

const isArticle = (key: string) => key.endsWith(`/blog/${ARTICLE.slug}`) && key.includes('/en/');

/** The article's page entry as an instance stored it, in the layout an attacker would write (no signature). */
async function articleEntry(): Promise<{
  key: string;
  entry: { lastModified: number; value: { html: string | Uint8Array; headers: Record<string, string> } };
}> {
  // The instance writes it into Redis without holding up its answer: wait for the write, not for a time.
  const keys = await eventually(
    "the article's entry in Redis",
    () => redis.keys(`${namespace}entry:*`),
    (names) => names.some(isArticle),
  );
  const key = keys.find(isArticle)!;
  const stored = (await redis.getBuffer(key))!;
  // Whatever layout it is stored in, the page is the V8 serialisation at its end.
  const start = stored.subarray(0, 4).toString() === 'MSv1' ? 36 : 0;
  return { key, entry: deserialize(stored.subarray(start)) as never };
}

describe('the cluster Redis', () => {
  test('answers nothing without the password, and listens on loopback only', async () => {
    const anonymous = new Redis({
      host: '127.0.0.1',
      port: cluster.options.redisPort,
      lazyConnect: true,
      enableReadyCheck: false,
      maxRetriesPerRequest: 0,
    });
    await anonymous.connect();
    await expect(anonymous.get('anything')).rejects.toThrow(/NOAUTH/);
    anonymous.disconnect();
    expect(await redis.config('GET', 'bind')).toEqual(['bind', '127.0.0.1']);
    expect(redisUrl(cluster.options)).toMatch(/^redis:\/\/:[^@]{32,}@127\.0\.0\.1:/);
  });
});

describe('values written straight into Redis', () => {
  test('a forged page entry for the article is never served, even when its tags expire', async () => {
    // One genuine render puts the article's entry into Redis; the attacker copies it with another title.
    expect((await publish(a, ARTICLE)).status).toBe(200);
    expect(await titleOn(a)).toBe(ORIGINAL_TITLE);
    const { key, entry } = await articleEntry();
    const html = Buffer.from(entry.value.html).toString('utf8').replaceAll(ORIGINAL_TITLE, FORGED_TITLE);
    const forged = { ...entry, lastModified: Date.now() + 3_600_000, value: { ...entry.value, html } };
    await redis.set(key, serialize(forged));
    // A genuine publish: every instance drops its own copy and looks in Redis before rendering. B has dropped its
    // copy once it applied the publish's tags.
    await sleep(100);
    const since = logOf(b).length;
    expect((await publish(a, ARTICLE)).status).toBe(200);
    await logged(b, since, ['tags expired by another instance applied']);
    for (const port of [b, a, b, cluster.front]) expect(await titleOn(port)).toBe(ORIGINAL_TITLE);
    // The first instance asked found the forged entry (the others may find the one it rendered since).
    expect(logOf(b)).toContain('ignored cache entry');
  });

  test('a forged tags message expires nothing', async () => {
    const { entry } = await articleEntry();
    const tags = entry.value.headers['x-next-cache-tags']!.split(',');
    // Both instances hold a fresh copy.
    for (const port of [a, b]) {
      await hit(port, ARTICLE_PATH);
      expect((await hit(port, ARTICLE_PATH)).headers['x-nextjs-cache']).toBe('HIT');
    }
    const expired = Object.fromEntries(tags.map((tag) => [tag, { expired: Date.now() }]));
    const since = [logOf(a).length, logOf(b).length];
    await redis.publish(
      `${SHARED}events`,
      JSON.stringify({ from: 'attacker', event: { type: 'tags', tags: expired } }),
    );
    await redis.hset(
      `${SHARED}tags`,
      Object.fromEntries(tags.map((tag) => [tag, JSON.stringify({ expired: Date.now() })])),
    );
    // Each instance got the message and refused it before its copy is looked at.
    for (const [index, port] of [a, b].entries()) await logged(port, since[index]!, ['ignored message on']);
    for (const port of [a, b]) {
      const answer = await hit(port, ARTICLE_PATH);
      expect(answer.headers['x-nextjs-cache']).toBe('HIT');
      expect(h1(answer.body)).toBe(ORIGINAL_TITLE);
    }
  });

  test('forged edge data does not move the Russian blog, announced or read after a restart', async () => {
    const before = (await hit(a, '/blog', { host: HOSTS.ru })).headers.location;
    expect(before).toBe(SEED_RU_BLOG_HOME);
    const forged = { ruBlogHome: 'https://evil.example/', ruBlogMap: [], legacySolutions: [] };
    await redis.set(`${SHARED}edge-data`, JSON.stringify(forged));
    await redis.publish(`${SHARED}events`, JSON.stringify({ from: 'attacker', event: { type: 'edge-data' } }));
    // An instance that starts reads the shared edge data once it reaches Redis. The forged tag states of the test
    // before are read with the rest, and refused too. (A got the announcement while B was stopping.)
    await stopInstance(cluster.options, b);
    const since = logOf(b).length;
    await startInstance(cluster.options, b);
    await logged(b, since, ['ignored edge data', 'ignored tag state']);
    for (const port of [a, b, cluster.front])
      expect((await hit(port, '/blog', { host: HOSTS.ru })).headers.location).toBe(before);
  });
});
