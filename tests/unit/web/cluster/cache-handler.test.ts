import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import SharedCacheHandler, {
  RenderClock,
  decodeEntry,
  encodeEntry,
  entryTags,
  withHtmlBytes,
} from '@/cluster/cache-handler';
import { sharedState } from '@/cluster/shared-state';

const STATE = Symbol.for('morphis.cluster.sharedState');

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[STATE];
});

describe('cache entries in Redis', () => {
  test('a page entry keeps its Buffers and segment Map through the codec', () => {
    const entry = {
      lastModified: 1_700_000_000_000,
      value: {
        kind: 'APP_PAGE',
        html: '<html>…</html>',
        rscData: Buffer.from('rsc payload'),
        segmentData: new Map([['/_tree', Buffer.from('segment')]]),
        headers: { 'x-next-cache-tags': 'content,content:slug:blogPost:x' },
        status: 200,
      },
      cacheControl: { revalidate: false, expire: undefined },
    };
    const decoded = decodeEntry(encodeEntry(entry as never)) as unknown as typeof entry;
    expect(decoded.value.html).toBe(entry.value.html);
    expect(Buffer.from(decoded.value.rscData).toString()).toBe('rsc payload');
    expect(Buffer.from(decoded.value.segmentData.get('/_tree')!).toString()).toBe('segment');
    expect(decoded.lastModified).toBe(entry.lastModified);
  });

  test('an entry depends on its response tags, a data entry on the tags it was looked up with', () => {
    const page = { lastModified: 1, value: { kind: 'APP_PAGE', headers: { 'x-next-cache-tags': 'a,b' } } };
    expect(entryTags(page as never, { kind: 'APP_PAGE' } as never)).toEqual(['a', 'b']);
    const data = { lastModified: 1, value: { kind: 'FETCH', data: {} } };
    expect(entryTags(data as never, { kind: 'FETCH', tags: ['t'], softTags: ['_N_T_/x'] } as never)).toEqual([
      't',
      '_N_T_/x',
    ]);
  });
});

describe('shared state without Redis', () => {
  test('tags are applied here, newest wins, and nothing waits', () => {
    const state = sharedState();
    const applied: Record<string, unknown>[] = [];
    state.setTagApplier((tags) => applied.push({ ...tags }));
    expect(state.status()).toBe('off');
    state.expireTags({ a: { stale: 10, expired: 10 } });
    state.expireTags({ a: { stale: 5, expired: 5 } });
    expect(state.tagStates().get('a')).toEqual({ stale: 10, expired: 10 });
    expect(applied).toHaveLength(2);
  });

  test('the replay guard remembers a signature in process', async () => {
    const state = sharedState();
    expect(await state.acceptOnce('sig', 60_000, 1000)).toBe(true);
    expect(await state.acceptOnce('sig', 60_000, 2000)).toBe(false);
    expect(await state.acceptOnce('sig', 60_000, 70_000)).toBe(true);
  });
});

describe('entries are dated by when their render began', () => {
  test('a render looked up before a publish and stored after it keeps the lookup time', () => {
    const clock = new RenderClock();
    clock.lookedUp('/en/blog/x', 1_000);
    clock.lookedUp('/en/blog/x', 1_200); // a second lookup while the render runs does not move its start
    expect(clock.renderedSince('/en/blog/x', 1_500)).toBe(1_000);
    // The next store of the same key, with no lookup since, is dated when it is stored.
    expect(clock.renderedSince('/en/blog/x', 2_000)).toBe(2_000);
  });

  test('a lookup too old to have started a running render is ignored', () => {
    const clock = new RenderClock();
    clock.lookedUp('/en/pricing', 1_000);
    expect(clock.renderedSince('/en/pricing', 1_000 + 61_000)).toBe(62_000);
    clock.lookedUp('/en/pricing', 100_000);
    clock.lookedUp('/en/pricing', 100_000 + 61_000); // the old lookup led to no store: a new one starts the window
    expect(clock.renderedSince('/en/pricing', 100_000 + 61_500)).toBe(161_000);
  });

  test('lookups that found fresh entries do not pile up', () => {
    const clock = new RenderClock();
    for (let index = 0; index < 10_000; index += 1) clock.lookedUp(`/old/${index}`, 1_000);
    clock.lookedUp('/new', 1_000 + 61_000);
    expect(clock.size).toBe(1);
  });
});

describe('page HTML kept as bytes', () => {
  test('a page entry gets its HTML as UTF-8 bytes once; other entries and misses are left alone', () => {
    const html = '<html lang="en"><body>简体中文 · Русский</body></html>';
    const page = { lastModified: 1, value: { kind: 'APP_PAGE', html } };
    const converted = withHtmlBytes(page as never) as unknown as typeof page & { value: { html: Buffer } };
    expect(Buffer.isBuffer(converted.value.html)).toBe(true);
    expect(converted.value.html.toString('utf8')).toBe(html);
    const bytes = converted.value.html;
    expect((withHtmlBytes(page as never) as unknown as { value: { html: Buffer } }).value.html).toBe(bytes);
    const data = { lastModified: 1, value: { kind: 'FETCH', data: { body: 'x' } } };
    expect(withHtmlBytes(data as never)).toEqual({ lastModified: 1, value: { kind: 'FETCH', data: { body: 'x' } } });
    expect(withHtmlBytes(null)).toBeNull();
  });
});

describe('404 pages of unknown paths', () => {
  const { nodeFs } = createRequire(import.meta.url)('next/dist/server/lib/node-fs-methods.js') as { nodeFs: unknown };
  const page = (status: number) => ({
    kind: 'APP_PAGE',
    html: '<html><body>page</body></html>',
    rscData: Buffer.from('rsc'),
    headers: {},
    status,
    postponed: undefined,
    segmentData: undefined,
  });
  const storeContext = {
    cacheControl: { revalidate: false, expire: undefined },
    isRoutePPREnabled: false,
    isFallback: false,
  };
  const readContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };

  test('are served from memory and never written to disk; other pages are written', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cache-handler-'));
    try {
      const handler = new SharedCacheHandler({
        fs: nodeFs,
        flushToDisk: true,
        serverDistDir: dir,
        maxMemoryCacheSize: 1 << 20,
      } as never);
      await handler.set('/en/~/missing/a/b/c', page(404) as never, storeContext as never);
      await handler.set('/en/pricing', page(200) as never, storeContext as never);
      const files = readdirSync(dir, { recursive: true }).map(String);
      expect(files.filter((file) => file.includes('missing'))).toEqual([]);
      expect(files.some((file) => file.includes('pricing.html'))).toBe(true);
      const notFound = await handler.get('/en/~/missing/a/b/c', readContext as never);
      expect((notFound?.value as { status?: number } | undefined)?.status).toBe(404);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a key no file can be named after is a miss, not an error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cache-handler-'));
    try {
      const handler = new SharedCacheHandler({ fs: nodeFs, flushToDisk: true, serverDistDir: dir } as never);
      await expect(handler.get('/en/a\u0000b', readContext as never)).resolves.toBeNull();
      await expect(handler.get(`/en/${'x'.repeat(300)}`, readContext as never)).resolves.toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
