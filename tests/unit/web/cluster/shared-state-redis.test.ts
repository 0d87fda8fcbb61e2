import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serialize } from 'node:v8';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { connectSharedState, type SharedState, type TagState } from '@/cluster/shared-state';
import { deriveKey, Signer } from '@/cluster/signing';
import { log } from '@/observability/log';
import { until } from '../../../fixtures/until';

/**
 * The shared state against a real Redis (a private one on a Unix socket, so no port is taken): what it reads back is
 * what an instance of the same deployment signed, and nothing written straight into Redis by anyone else.
 */

const SECRET = 'the-deployment-signing-secret-0123456789';
const BUILD = 'build-1';
const ns = `morphis:${BUILD}:`;
/** Tag states, events and edge data are shared by every build; cache entries are per build (`ns`). */
const common = 'morphis:';
const other = new Signer(deriveKey(SECRET));

let dir: string;
let socket: string;
let server: ChildProcess;
let raw: Redis;
let state: SharedState | undefined;
const warnings: string[] = [];

beforeAll(async () => {
  if (spawnSync('redis-server', ['--version']).status !== 0)
    throw new Error('redis-server is missing: bash scripts/ensure-servers.sh');
  dir = mkdtempSync(join(tmpdir(), 'shared-state-'));
  socket = join(dir, 'redis.sock');
  server = spawn(
    'redis-server',
    [
      '--port',
      '0',
      '--unixsocket',
      socket,
      '--unixsocketperm',
      '700',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ],
    { stdio: 'ignore' },
  );
  await until('redis-server listens', () => existsSync(socket), { timeoutMs: 10_000 });
  raw = new Redis(socket);
});

afterAll(async () => {
  await raw?.quit();
  server?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

afterEach(async () => {
  await state?.close();
  state = undefined;
  await raw.flushall();
  vi.restoreAllMocks();
  warnings.length = 0;
});

async function connected(env: Record<string, string> = { REDIS_SIGNING_SECRET: SECRET }): Promise<SharedState> {
  vi.spyOn(log(), 'warn').mockImplementation(((_record: unknown, line: string) => void warnings.push(line)) as never);
  state = connectSharedState({ redisUrl: socket, buildId: BUILD, env });
  await until('the shared state is up', () => state!.status() === 'up');
  return state;
}

const page = (h1: string) =>
  serialize({ lastModified: Date.now(), value: { kind: 'APP_PAGE', html: `<h1>${h1}</h1>`, status: 200 } });

describe('cache entries', () => {
  test('what an instance stored is read back; what anyone else wrote there is a miss, reported', async () => {
    const shared = await connected();
    const real = page('Real');
    shared.putEntry('/en/blog/x', real);
    await until('the entry is stored', async () => (await raw.exists(`${ns}entry:/en/blog/x`)) === 1);
    expect((await raw.getBuffer(`${ns}entry:/en/blog/x`))!.equals(real)).toBe(false); // stored signed
    expect((await shared.getEntry('/en/blog/x'))?.equals(real)).toBe(true);

    expect(await raw.ttl(`${ns}entry:/en/blog/x`)).toBeGreaterThan(60);

    await raw.set(`${ns}entry:/en/blog/x`, page('Forged'));
    expect(await shared.getEntry('/en/blog/x')).toBeNull();
    // A genuine entry of another page, copied under this key.
    await raw.set(`${ns}entry:/en/blog/x`, other.signBytes(`${ns}entry:/en/pricing`, page('Pricing')));
    expect(await shared.getEntry('/en/blog/x')).toBeNull();
    // Signed with another deployment's key.
    await raw.set(
      `${ns}entry:/en/blog/x`,
      new Signer(deriveKey(`${SECRET}-other`)).signBytes(`${ns}entry:/en/blog/x`, page('Other')),
    );
    expect(await shared.getEntry('/en/blog/x')).toBeNull();
    expect(warnings.filter((line) => line.includes('ignored cache entry'))).toHaveLength(1);
  });
});

describe('edge data', () => {
  test("another instance's data is adopted; forged data (an open redirect) is not", async () => {
    const shared = await connected();
    const data = { ruBlogHome: 'https://blog.example.ru/', ruBlogMap: [], legacySolutions: [] };
    await raw.set(`${common}edge-data`, JSON.stringify({ ...data, ruBlogHome: 'https://evil.example/' }));
    expect(await shared.sharedEdgeData()).toBeNull();
    const signed = (value: unknown) => other.signText(`${common}edge-data`, JSON.stringify(value));
    await raw.set(`${common}edge-data`, signed({ at: Date.now(), data }));
    expect(await shared.sharedEdgeData()).toEqual(data);
    shared.shareEdgeData({ ...data, ruBlogMap: [{ section: 'blog', id: '1', target: 'x' }] });
    await until('the edge data is stored', async () => (await raw.get(`${common}edge-data`))!.includes('"id":"1"'));
    expect(await shared.sharedEdgeData()).toMatchObject({ ruBlogMap: [{ id: '1' }] });
    // Signed, but without the time it was shared: written by no version of this code.
    await raw.set(`${common}edge-data`, signed(data));
    expect(await shared.sharedEdgeData()).toBeNull();
  });

  test('a value captured earlier and written back is refused: an instance never goes back to older edge data', async () => {
    const shared = await connected();
    const data = (home: string) => ({ ruBlogHome: home, ruBlogMap: [], legacySolutions: [] });
    shared.shareEdgeData(data('https://old.example/'));
    await until('the first value is stored', async () => (await raw.get(`${common}edge-data`))!.includes('old.'));
    const captured = (await raw.get(`${common}edge-data`))!;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await raw.set(
      `${common}edge-data`,
      other.signText(`${common}edge-data`, JSON.stringify({ at: Date.now(), data: data('https://new.example/') })),
    );
    expect(await shared.sharedEdgeData()).toEqual(data('https://new.example/'));
    await raw.set(`${common}edge-data`, captured);
    expect(await shared.sharedEdgeData()).toBeNull();
    expect(warnings.filter((line) => line.includes('ignored edge data'))).toHaveLength(1);
  });
});

describe('the webhook replay guard', () => {
  test('a signature is accepted once across instances, and again once its delivery failed and was released', async () => {
    const shared = await connected();
    const signature = `sig-${Date.now()}`;
    expect(await shared.acceptOnce(signature, 60_000, Date.now())).toBe(true);
    expect(await shared.acceptOnce(signature, 60_000, Date.now())).toBe(false);
    // Another instance (its own memory, the same Redis) refuses it too.
    expect(await raw.exists(`${common}webhook-signature:${signature}`)).toBe(1);
    await shared.releaseOnce(signature);
    expect(await raw.exists(`${common}webhook-signature:${signature}`)).toBe(0);
    expect(await shared.acceptOnce(signature, 60_000, Date.now())).toBe(true);
  });
});

describe('tag expirations', () => {
  const message = (tags: Record<string, TagState>) =>
    JSON.stringify({ from: 'elsewhere', event: { type: 'tags', tags } });

  test('a signed message expires tags here; a forged one changes nothing and is reported once', async () => {
    const shared = await connected();
    const applied: string[] = [];
    shared.setTagApplier((tags) => applied.push(...Object.keys(tags)));
    for (let index = 0; index < 50; index++)
      await raw.publish(`${common}events`, message({ content: { expired: Date.now() } }));
    await raw.publish(
      `${common}events`,
      other.signText(`${common}events`, message({ 'content:list:blogPost': { expired: Date.now() } })),
    );
    await until('the signed message is applied', () => applied.length > 0);
    expect(applied).toEqual(['content:list:blogPost']);
    expect(warnings.filter((line) => line.includes('ignored message'))).toHaveLength(1);
  });

  test('after connecting, only signed tag states from the hash are applied, each under its own tag', async () => {
    const now = Date.now();
    await raw.hset(`${common}tags`, {
      content: JSON.stringify({ expired: now }),
      'content:sitemap': other.signText(`${common}tags\ncontent:sitemap`, JSON.stringify({ expired: now })),
      // A genuine state moved to another tag.
      'content:doc:siteSettings': other.signText(`${common}tags\ncontent:sitemap`, JSON.stringify({ expired: now })),
    });
    const shared = await connected();
    await until('the stored tags are read', () => shared.tagStates().size > 0);
    expect([...shared.tagStates().keys()]).toEqual(['content:sitemap']);
    // What this instance stores is signed for its tag.
    shared.expireTags({ content: { expired: now + 1 } });
    await until('the tag is stored', async () => (await raw.hget(`${common}tags`, 'content'))!.startsWith('v1.'));
    expect(other.openText(`${common}tags\ncontent`, (await raw.hget(`${common}tags`, 'content'))!)).toBe(
      JSON.stringify({ expired: now + 1 }),
    );
  });
});

describe('without a signing secret', () => {
  test('nothing is shared, and the log says what to set', async () => {
    vi.spyOn(log(), 'warn').mockImplementation(((_record: unknown, line: string) => void warnings.push(line)) as never);
    state = connectSharedState({ redisUrl: socket, buildId: BUILD, env: {} });
    expect(state.status()).toBe('off');
    expect(warnings.join('\n')).toMatch(/REDIS_SIGNING_SECRET/);
  });

  test('the webhook secret is enough: the key is derived from it', async () => {
    const shared = await connected({ SANITY_REVALIDATE_SECRET: 'webhook-secret-of-this-deployment' });
    await raw.set(
      `${ns}entry:/x`,
      new Signer(deriveKey('webhook-secret-of-this-deployment')).signBytes(`${ns}entry:/x`, page('x')),
    );
    expect(await shared.getEntry('/x')).not.toBeNull();
  });
});
