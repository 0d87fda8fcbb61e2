import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import SharedCacheHandler, { encodeEntry, sharedEntry } from '@/cluster/cache-handler';
import { SharedState } from '@/cluster/shared-state';

/**
 * What a made-up address leaves behind (docs/decisions/0010): entries for things that do not exist (a page
 * answered with 404 or a redirect, a route handler's answer other than 200, a data lookup that found nothing) stay in the
 * instance's memory, never on disk or in Redis; what exists is written as Next writes it. And an entry read from Redis is never dated in the future.
 */

const { nodeFs } = createRequire(import.meta.url)('next/dist/server/lib/node-fs-methods.js') as { nodeFs: unknown };

let dir: string;
let handler: SharedCacheHandler;
const files = () => readdirSync(dir, { recursive: true }).map(String);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cache-handler-'));
  handler = new SharedCacheHandler({
    fs: nodeFs,
    flushToDisk: true,
    serverDistDir: join(dir, 'server'),
    maxMemoryCacheSize: 1 << 20,
    revalidatedTags: [],
  } as never);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const route = (status: number) => ({
  kind: 'APP_ROUTE',
  status,
  body: Buffer.from(status === 200 ? 'png' : 'Not found'),
  headers: { 'content-type': 'text/plain' },
});
const routeContext = {
  cacheControl: { revalidate: 86400, expire: undefined },
  isRoutePPREnabled: false,
  isFallback: false,
};
const data = (result: unknown, tags: string[]) => ({
  kind: 'FETCH',
  data: { headers: {}, body: JSON.stringify(result), status: 200, url: '' },
  revalidate: 31536000,
  tags,
});

const appPage = (status: number | undefined) => ({
  kind: 'APP_PAGE',
  html: '<!DOCTYPE html><html><body>page</body></html>',
  rscData: Buffer.from('0:{}'),
  headers: { 'x-next-cache-tags': 'content' },
  postponed: undefined,
  status,
  segmentData: undefined,
});
const pageContext = {
  cacheControl: { revalidate: 86400, expire: undefined },
  isRoutePPREnabled: false,
  isFallback: false,
};

describe('pages', () => {
  test('a page answered with 404 or a redirect (another spelling of a tag filter) is served from memory and never written; the page itself is written', async () => {
    await handler.set('/en/blog-made-up/zz-gone', appPage(404) as never, pageContext as never);
    await handler.set('/en/blog-proxies/zz-b,zz-a', appPage(308) as never, pageContext as never);
    await handler.set('/en/blog-proxies/zz-a,zz-b', appPage(200) as never, pageContext as never);
    await handler.set('/en/zz-pricing', appPage(undefined) as never, pageContext as never);
    expect(files().filter((file) => file.includes('zz-gone') || file.includes('zz-b,zz-a'))).toEqual([]);
    expect(files().some((file) => file.endsWith('zz-a,zz-b.html'))).toBe(true);
    expect(files().some((file) => file.endsWith('zz-pricing.html'))).toBe(true);
    const moved = await handler.get('/en/blog-proxies/zz-b,zz-a', { kind: 'APP_PAGE', isFallback: false } as never);
    expect((moved?.value as { status?: number } | undefined)?.status).toBe(308);
  });
});

describe('route handlers', () => {
  test('an answer other than 200 (a share image of an unknown page) is served from memory and never written; a 200 is written', async () => {
    await handler.set('/api/og/en/zz-made-up', route(404) as never, routeContext as never);
    await handler.set('/api/og/en/pricing', route(200) as never, routeContext as never);
    expect(files().filter((file) => file.includes('zz-made-up'))).toEqual([]);
    expect(files().some((file) => file.endsWith('pricing.body'))).toBe(true);
    const notFound = await handler.get('/api/og/en/zz-made-up', { kind: 'APP_ROUTE', isFallback: false } as never);
    expect((notFound?.value as { status?: number } | undefined)?.status).toBe(404);
  });
});

describe('data lookups', () => {
  test('a lookup that found nothing is served from memory and never written; one that found something is written', async () => {
    const missTags = ['content', 'content:slug:blogPost:zz-made-up'];
    await handler.set('miss-key', data(null, missTags) as never, { fetchCache: true, tags: missTags } as never);
    await handler.set(
      'found-key',
      data({ title: 'x' }, ['content']) as never,
      { fetchCache: true, tags: ['content'] } as never,
    );
    expect(files().filter((file) => file.includes('miss-key'))).toEqual([]);
    expect(files().some((file) => file.endsWith('found-key'))).toBe(true);
    const miss = await handler.get('miss-key', { kind: 'FETCH', tags: missTags, softTags: [] } as never);
    expect((miss?.value as { data?: { body?: string } } | undefined)?.data?.body).toBe('null');
  });
});

describe('entries from Redis', () => {
  const page = (lastModified: number) =>
    encodeEntry({
      lastModified,
      value: { kind: 'APP_PAGE', html: '<p>x</p>', headers: { 'x-next-cache-tags': 'content' }, status: 200 },
      cacheControl: undefined,
    } as never);
  const context = { kind: 'APP_PAGE', isFallback: false } as never;
  const now = 1_800_000_000_000;

  test('a date in the future (a clock ahead, a forged entry) counts as rendered now, so a later publish expires it', () => {
    expect(sharedEntry(page(now + 365 * 86_400_000), context, now)?.lastModified).toBe(now);
    expect(sharedEntry(page(Number.NaN), context, now)?.lastModified).toBe(now);
  });

  test('a date in the past is kept; an entry that does not decode is a miss', () => {
    expect(sharedEntry(page(now - 5000), context, now)?.lastModified).toBe(now - 5000);
    expect(sharedEntry(Buffer.from('not an entry'), context, now)).toBeNull();
  });
});

describe('what Redis is given', () => {
  afterEach(() => vi.restoreAllMocks());

  test('what exists, never what does not (a 404, a redirect, a lookup that found nothing)', async () => {
    vi.spyOn(SharedState.prototype, 'status').mockReturnValue('up');
    const put = vi.spyOn(SharedState.prototype, 'putEntry').mockImplementation(() => undefined);
    await handler.set('/en/blog-proxies/zz-a', appPage(200) as never, pageContext as never);
    await handler.set('/api/og/en/pricing', route(200) as never, routeContext as never);
    await handler.set('/en/blog-proxies/zz-empty,zz-set', appPage(404) as never, pageContext as never);
    await handler.set('/en/blog-proxies/zz-b,zz-a', appPage(308) as never, pageContext as never);
    await handler.set('/api/og/en/zz-made-up', route(404) as never, routeContext as never);
    await handler.set('miss-key', data(null, ['content']) as never, { fetchCache: true, tags: ['content'] } as never);
    expect(put.mock.calls.map(([key]) => key)).toEqual(['/en/blog-proxies/zz-a', '/api/og/en/pricing']);
  });
});
