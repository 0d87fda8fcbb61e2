import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type FileSystemCacheType from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { log } from '../observability/log.ts';
import { type CacheTier, metrics } from '../observability/metrics.ts';
import { renderStored } from '../server/memory-after-publish.node.ts';
import { withScriptHashes } from '../server/page-csp.ts';
import { connectSharedState, type SharedState, type TagState } from './shared-state.ts';

/**
 * Next's incremental cache (`cacheHandler` in next.config.ts): prerendered and ISR pages, route handlers and
 * `unstable_cache` entries. Next imports this file from its path (unbundled), so it runs as Node's own TypeScript.
 *
 * Two tiers. Next's own file-system cache is the local one: the build's prerendered pages on disk, an LRU in memory,
 * every write flushed to disk. With REDIS_URL, Redis is the shared one: each write also goes there, and a local miss
 * (or a local entry whose tags expired) is looked up there before Next renders, so a page one instance rendered
 * after a publish is served by the others. Tag expirations go into Next's own tags manifest, which Next consults
 * for every entry, and to the other instances through the shared state. Without Redis this is exactly Next's
 * file-system cache.
 */

const require = createRequire(import.meta.url);
type FileSystemCacheClass = typeof FileSystemCacheType;
const FileSystemCache = (
  require('next/dist/server/lib/incremental-cache/file-system-cache.js') as { default: FileSystemCacheClass }
).default;
const { tagsManifest, areTagsExpired } =
  require('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
    tagsManifest: Map<string, TagState>;
    areTagsExpired: (tags: string[], timestamp: number) => boolean;
  };

type Context = ConstructorParameters<FileSystemCacheClass>[0];
type Local = InstanceType<FileSystemCacheClass>;
type GetContext = Parameters<Local['get']>[1];
type SetArgs = Parameters<Local['set']>;
type Entry = NonNullable<Awaited<ReturnType<Local['get']>>>;

/** Next's header carrying a response's cache tags. */
const TAGS_HEADER = 'x-next-cache-tags';

/** The tags an entry depends on: a response's from its headers, a data entry's from the lookup's context. */
export function entryTags(entry: Entry, context: GetContext): string[] {
  const value = entry.value as { kind?: string; headers?: Record<string, unknown> } | null;
  if (value?.kind === 'FETCH') {
    const fetchContext = context as { tags?: string[]; softTags?: string[] };
    return [...(fetchContext.tags ?? []), ...(fetchContext.softTags ?? [])];
  }
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' ? header.split(',') : [];
}

/**
 * A page's HTML kept as UTF-8 bytes rather than a string. Next sends a string page with `res.end(string)`, so every
 * response measures and transcodes it; a page with one character outside Latin-1 (every page: the language
 * switcher names each language in its own script) is a two-byte string, twice its size in memory and the costliest
 * to transcode. Bytes are written as they are (Next streams a Buffer page, chunked). Measured on the cached
 * article, alternating rounds: 1,240 -> 1,620 requests/s uncompressed; gzip unchanged (Node compresses either way).
 * Done once per entry: the entry in Next's memory tier keeps the bytes.
 */
export function withHtmlBytes<T extends Entry | null>(entry: T): T {
  const value = entry?.value as { kind?: string; html?: unknown } | null | undefined;
  if (value?.kind === 'APP_PAGE' && typeof value.html === 'string') value.html = Buffer.from(value.html);
  return entry;
}

/** A page entry as it is served: its inline scripts measured for its CSP (server/page-csp.ts), its HTML as bytes. */
function servable<T extends Entry | null>(entry: T): T {
  if (entry) withScriptHashes(entry.value);
  return withHtmlBytes(entry);
}

/** Cache values hold Buffers and Maps (RSC payloads, segments); V8's serializer keeps both. */
export const encodeEntry = (entry: Entry): Buffer => serialize(entry);
export const decodeEntry = (data: Buffer): Entry => deserialize(data) as Entry;

function readBuildId(serverDistDir: string | undefined): string {
  try {
    return readFileSync(join(serverDistDir ?? '.next/server', '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unknown';
  }
}

/** Renders take well under this; a lookup older than it started no render still running. */
const RENDER_WINDOW_MS = 60_000;
/** Lookups that found a fresh entry are never consumed by a store: past this many, the expired ones are dropped. */
const MAX_LOOKUPS = 10_000;

/**
 * When the render behind a `set` began. An entry is dated by when its content was read, not when it was stored: a
 * render that began before a tag expired (its content read before a publish, here or on another instance) and ended
 * after it must count as expired, or the old content would be kept as fresh until the next publish. Next looks a
 * page up just before rendering it, so the first lookup since the last store is the render's start. (A lookup that
 * found a fresh entry may date the next store of that key too early: that costs one more render, never old content.)
 */
export class RenderClock {
  readonly #lookups = new Map<string, number>();

  lookedUp(key: string, now = Date.now()): void {
    const since = this.#lookups.get(key);
    if (since === undefined || now - since > RENDER_WINDOW_MS) this.#lookups.set(key, now);
    if (this.#lookups.size > MAX_LOOKUPS) {
      for (const [other, at] of this.#lookups) if (now - at > RENDER_WINDOW_MS) this.#lookups.delete(other);
    }
  }

  get size(): number {
    return this.#lookups.size;
  }

  /** When the render being stored began (now, when no lookup is known), and forgets the lookup. */
  renderedSince(key: string, now = Date.now()): number {
    const since = this.#lookups.get(key);
    this.#lookups.delete(key);
    return since !== undefined && now - since <= RENDER_WINDOW_MS ? since : now;
  }
}

const renderClock = new RenderClock();
const memoryCache = () =>
  (
    FileSystemCache as unknown as {
      memoryCache?: {
        has(key: string): boolean;
        get(key: string): Entry | undefined;
        set(key: string, value: Entry): void;
      };
    }
  ).memoryCache;

const observed = metrics();
/** One labelled child per tier (prom-client hashes the label values on every `labels()` call; this is per request). */
const lookupByTier = new Map<CacheTier, { observe(seconds: number): void }>();
function lookedUp(tier: CacheTier, started: number): void {
  let child = lookupByTier.get(tier);
  if (!child) {
    child = observed.lookup.labels(tier);
    lookupByTier.set(tier, child);
  }
  child.observe((performance.now() - started) / 1000);
}

/** A local tier failure: logged and counted, then Next's own handling (it renders, or answers the error). */
function failed(operation: 'get' | 'set', key: string, error: unknown): never {
  observed.cacheErrors.labels(operation).inc();
  log().error({ component: 'cache-handler', operation, key: key.slice(0, 200), err: error }, 'cache handler error');
  throw error;
}

let shared: SharedState | undefined;

function sharedFor(context: Context): SharedState {
  if (!shared) {
    shared = connectSharedState({
      redisUrl: process.env.REDIS_URL,
      keyPrefix: process.env.REDIS_KEY_PREFIX,
      buildId: readBuildId(context.serverDistDir),
    });
    shared.setTagApplier((tags) => {
      for (const [tag, { stale, expired }] of Object.entries(tags)) {
        const current = tagsManifest.get(tag) ?? {};
        tagsManifest.set(tag, {
          ...current,
          ...(stale !== undefined && { stale }),
          ...(expired !== undefined && { expired }),
        });
      }
    });
  }
  return shared;
}

/**
 * An entry for something that does not exist: a page answered with anything but itself (a 404, or a redirect to the
 * address that does exist: another spelling of a tag filter, a moved article), a route handler's answer other than
 * 200 (a share image of an unknown page), or a data lookup that found nothing (`unstable_cache` stores a loader's
 * result as JSON, and a loader that finds nothing resolves to null: content/loaders.ts). Made-up addresses are
 * unbounded (crawlers, scanners, typos, sets of tags no article has: every distinct URL is its own key), so these
 * entries live only in Next's memory tier of the instance that rendered them (an LRU bounded by
 * `cacheMaxMemorySize`): never on disk, where every made-up URL would leave files for the life of the deployment
 * and a path past the file-name limit fails to write, and never in Redis, which then holds only what the content
 * makes (a 404 page is about 70 KB, one per made-up address, each one competing with real pages under volatile-lru).
 * A burst of one such address costs one render per instance; the front's micro-cache collapses it before that.
 * Everything else is bounded by the content and goes to disk as Next would write it, and to Redis.
 */
export function isAbsentEntry(data: SetArgs[1]): boolean {
  const value = data as { kind?: string; status?: number; data?: { body?: unknown } } | null;
  switch (value?.kind) {
    case 'APP_PAGE':
      return value.status !== undefined && value.status !== 200;
    case 'APP_ROUTE':
      return value.status !== 200;
    case 'FETCH':
      return value.data?.body === 'null';
    default:
      return false;
  }
}

/** The local tier's entry; a key no file can be named after (a NUL byte, a name past the file-name limit) is a miss. */
async function readLocal(local: Local, key: string, context: GetContext): Promise<Entry | null> {
  try {
    return await local.get(key, context);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ERR_INVALID_ARG_VALUE' || code === 'ENAMETOOLONG') return null;
    throw error;
  }
}

/**
 * An entry read from Redis, as it may be served here: null when it does not decode or a tag it depends on expired
 * after it was rendered. Its date is when it was rendered; one in the future (another instance's clock, or a forged
 * entry) would keep it fresh past every later publish, so it counts as rendered now.
 */
export function sharedEntry(data: Buffer, context: GetContext, now = Date.now()): Entry | null {
  let entry: Entry;
  try {
    entry = servable(decodeEntry(data));
  } catch {
    return null;
  }
  // Written as a negated test so that a date that is not a number at all counts as now too.
  if (!(entry.lastModified <= now)) entry.lastModified = now;
  return areTagsExpired(entryTags(entry, context), entry.lastModified) ? null : entry;
}

/** Next creates one handler per request; everything lasting is module state (Next's and the shared state). */
export default class SharedCacheHandler {
  readonly #local: Local;
  readonly #shared: SharedState;

  constructor(context: Context) {
    this.#local = new FileSystemCache(context);
    this.#shared = sharedFor(context);
  }

  async get(key: string, context: GetContext): Promise<Entry | null> {
    renderClock.lookedUp(key);
    const started = performance.now();
    // Which local tier answers: Next's file-system cache reads its memory LRU first, then the disk.
    const inMemory = memoryCache()?.has(key) ?? false;
    let local: Entry | null;
    try {
      local = servable(await readLocal(this.#local, key, context));
    } catch (error) {
      failed('get', key, error);
    }
    if (local || this.#shared.status() !== 'up') {
      lookedUp(local ? (inMemory ? 'memory' : 'disk') : 'miss', started);
      return local;
    }
    const data = await this.#shared.getEntry(key);
    const remote = data ? sharedEntry(data, context) : null;
    lookedUp(remote ? 'redis' : 'miss', started);
    if (!remote) return null;
    // Kept in Next's memory tier with its own age, so tag expirations compare against when it was rendered.
    memoryCache()?.set(key, remote);
    return remote;
  }

  async set(...[key, data, context]: SetArgs): Promise<void> {
    const now = Date.now();
    // A publish's memory is given back once the renders it caused are over too.
    renderStored(now);
    const since = renderClock.renderedSince(key, now);
    const kind = (data as { kind?: string } | null)?.kind;
    if (since < now && kind) observed.render.labels(kind.toLowerCase()).observe((now - since) / 1000);
    // Before anything stores it: the file next to the HTML, Redis and the answer being rendered all get the hashes.
    withScriptHashes(data);
    const cacheControl = (context as { cacheControl?: Entry['cacheControl'] }).cacheControl;
    if (isAbsentEntry(data)) {
      memoryCache()?.set(key, { lastModified: since, value: data, cacheControl } as Entry);
      return;
    }
    try {
      await this.#local.set(key, data, context);
    } catch (error) {
      failed('set', key, error);
    }
    if (!data) return;
    const stored = memoryCache()?.get(key);
    if (stored && stored.value === data) stored.lastModified = since;
    if (this.#shared.status() !== 'up') return;
    this.#shared.putEntry(key, encodeEntry({ lastModified: since, value: data, cacheControl }));
  }

  /** The same states Next's file-system cache would write, applied here and on every other instance. */
  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    const now = Date.now();
    const states: Record<string, TagState> = {};
    for (const tag of typeof tags === 'string' ? [tags] : tags) {
      states[tag] = durations
        ? { stale: now, ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}) }
        : { expired: now };
    }
    this.#shared.expireTags(states);
  }

  resetRequestCache(): void {}
}
