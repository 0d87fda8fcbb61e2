import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Redis } from 'ioredis';
import { log as serverLog } from '../observability/log.ts';
import { metrics } from '../observability/metrics.ts';
import { RejectionLog, Signer, signingKeyFromEnv } from './signing.ts';

/**
 * What instances share through Redis (REDIS_URL), and what each keeps in memory when Redis is unset,
 * unreachable or gone: tag expirations, the content-changed signal, the edge's CMS data, cache entries and the
 * webhook's replay guard.
 *
 * This module is loaded twice in one server process: by Node itself as part of the cache handler
 * (`cache-handler.ts`, which Next imports from a path, unbundled) and by the app's bundles (instrumentation, the
 * webhook, the health route). Both copies find the one state object on `globalThis`, so there is one Redis
 * connection and one set of listeners per process. It is written in erasable TypeScript (no enums, no parameter
 * properties) with `.ts` import paths, so Node runs it as it is.
 *
 * Redis must never hold a request up: commands fail at once while the link is down (no offline queue) and after
 * 100 ms when Redis hangs. Everything still works from memory; what changed locally while the link was down is
 * merged into Redis and announced to the other instances when it is back.
 *
 * Redis is not trusted: every value and message is signed with the deployment's key (signing.ts) and one that
 * does not verify is ignored (and reported, rate-limited). Without a key nothing is shared (see signingKeyFromEnv).
 */

export type LinkStatus = 'up' | 'down' | 'off';

/** A tag's state, as Next's tags manifest holds it: entries older than `expired` are gone, older than `stale` stale. */
export interface TagState {
  readonly stale?: number;
  readonly expired?: number;
}

/** Messages between instances. `content` comes before the `tags` of one change (one connection keeps order). */
export type ClusterEvent =
  | { readonly type: 'content'; readonly document?: string }
  | { readonly type: 'tags'; readonly tags: Readonly<Record<string, TagState>> }
  | { readonly type: 'edge-data' };

/** What listeners hear: another instance's event, or `resync` after (re)connecting (anything may have been missed). */
export type ClusterSignal = ClusterEvent['type'] | 'resync';

export interface SharedStateOptions {
  /** Unset or empty: nothing is shared, every method works on this process's memory. */
  readonly redisUrl: string | undefined;
  /**
   * Separates builds' cache entries (a page of one build means nothing to another). Tag expirations, the content
   * signal and the edge data are not per build: during a deploy two builds serve side by side, and a publish must
   * reach both.
   */
  readonly buildId: string;
  readonly keyPrefix?: string;
  /** Where REDIS_SIGNING_SECRET / SANITY_REVALIDATE_SECRET are read; process.env unless given (tests). */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/** How long Redis may take before a command counts as failed. */
export const REDIS_COMMAND_TIMEOUT_MS = 100;
/** Cache entries expire from Redis after a day unless rewritten; tags, edge data and guards are small and kept. */
const ENTRY_TTL_SECONDS = 24 * 60 * 60;

type Listener = () => void | Promise<void>;
type TagApplier = (tags: Readonly<Record<string, TagState>>) => void;

interface State {
  readonly options: SharedStateOptions;
  readonly instanceId: string;
  readonly listeners: Map<ClusterSignal, Set<Listener>>;
  /** Every tag state this process applied, its own or another's: merged into Redis after an outage. */
  readonly tags: Map<string, TagState>;
  /** Set by the cache handler: writes tag states into Next's tags manifest. */
  applyTags: TagApplier | null;
  /** Changes made while the link was down, announced when it is back. */
  dirty: { tags: boolean; content: boolean; edgeData: StampedEdgeData | undefined };
  /** When the newest edge data this instance shared or adopted was shared: an older value is a replay, refused. */
  edgeDataAt: number;
  client: Redis | null;
  subscriber: Redis | null;
  status: LinkStatus;
  /** Whether the next transition to down should be logged (once per outage). */
  wasUp: boolean;
  /** Set once the first resynchronisation finished: this instance has the tag states the others stored. */
  joined: boolean;
  /** In-process replay guard, used when Redis is off or down: signature -> expiry. */
  readonly seen: Map<string, number>;
  /** Signs what goes into Redis and verifies what comes out; null while nothing is shared. */
  readonly signer: Signer | null;
  readonly rejections: RejectionLog;
}

const KEY = Symbol.for('morphis.cluster.sharedState');
type Holder = { [KEY]?: State };

function log(message: string, error?: unknown): void {
  const detail = error instanceof Error ? `: ${error.message}` : '';
  serverLog().warn({ component: 'shared-state' }, `${message}${detail}`);
}

/**
 * Starts (once per process) or returns the shared state. Later calls with other options get the first state: the
 * cache handler and the app pass the same build id and URL.
 */
export function connectSharedState(options: SharedStateOptions): SharedState {
  const holder = globalThis as Holder;
  holder[KEY] ??= createState(options);
  return new SharedState(holder[KEY]);
}

/** The shared state if something started it, else a process-local one with Redis off. */
export function sharedState(): SharedState {
  return new SharedState((globalThis as Holder)[KEY] ?? createState({ redisUrl: undefined, buildId: 'local' }));
}

function createState(options: SharedStateOptions): State {
  let signer: Signer | null = null;
  if (options.redisUrl) {
    const signing = signingKeyFromEnv(options.env ?? process.env);
    if ('key' in signing) signer = new Signer(signing.key);
    else log(`REDIS_URL is set but ${signing.problem}: nothing is shared through Redis (deploy/README.md, Redis)`);
  }
  const state: State = {
    options,
    instanceId: `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
    listeners: new Map(),
    tags: new Map(),
    applyTags: null,
    dirty: { tags: false, content: false, edgeData: undefined },
    edgeDataAt: 0,
    client: null,
    subscriber: null,
    status: signer ? 'down' : 'off',
    wasUp: true,
    joined: false,
    seen: new Map(),
    signer,
    rejections: new RejectionLog((line) => log(line)),
  };
  if (options.redisUrl && signer) connect(state, options.redisUrl);
  return state;
}

/** Keys of this build only: cache entries. */
function namespace(state: State): string {
  return `${sharedNamespace(state)}${state.options.buildId}:`;
}

/** Keys every build shares: tag states, the events channel, the edge data, the replay guard. */
function sharedNamespace(state: State): string {
  return state.options.keyPrefix ?? 'morphis:';
}

function channel(state: State): string {
  return `${sharedNamespace(state)}events`;
}

function connect(state: State, url: string): void {
  const common = {
    // Fail fast: a command while disconnected rejects at once instead of queueing behind a reconnect.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 1000,
    // Reconnect forever, at most every 2 s: Redis coming back is the normal end of an outage.
    retryStrategy: (attempt: number) => Math.min(100 * attempt, 2000),
  };
  const client = new Redis(url, common);
  // The subscriber may queue its SUBSCRIBE until connected; it never carries a request's command.
  const subscriber = new Redis(url, { ...common, enableOfflineQueue: true, commandTimeout: undefined });
  state.client = client;
  state.subscriber = subscriber;

  const down = (error?: unknown) => {
    // Closed on purpose (close()): not an outage.
    if (state.status === 'off' || (state.status === 'down' && !state.wasUp)) return;
    state.status = 'down';
    if (state.wasUp)
      serverLog().error(
        { component: 'shared-state', redis: 'down', err: error instanceof Error ? error.message : undefined },
        'Redis unreachable, serving from memory and disk until it is back',
      );
    state.wasUp = false;
  };
  client.on('error', (error: unknown) => down(error));
  client.on('close', () => down());
  subscriber.on('error', () => undefined);
  client.on('ready', () => {
    state.status = 'up';
    if (!state.wasUp)
      serverLog().info({ component: 'shared-state', redis: 'up' }, 'Redis reachable again, resynchronising');
    state.wasUp = true;
    void resync(state);
  });

  subscriber.on('message', (_channel: string, message: string) => void receive(state, message));
  // ioredis subscribes again after every reconnect.
  void subscriber.subscribe(channel(state)).catch((error: unknown) => log('subscribe failed', error));
}

async function receive(state: State, message: string): Promise<void> {
  const text = state.signer?.openText(channel(state), message);
  if (text == null) {
    state.rejections.reject('message on', channel(state));
    return;
  }
  let parsed: { from?: string; at?: number; event?: ClusterEvent };
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    return;
  }
  const event = parsed.event;
  if (!event || parsed.from === state.instanceId) return;
  const observed = metrics();
  observed.clusterEvents.labels(event.type).inc();
  if (event.type === 'tags') {
    applyTags(state, event.tags);
    const count = Object.keys(event.tags).length;
    observed.tagsExpired.labels('peer').inc(count);
    // `at`: when the instance that received the webhook applied it. The slowest instance's lag is the publish's.
    const lagMs = typeof parsed.at === 'number' ? Math.max(Date.now() - parsed.at, 0) : undefined;
    if (lagMs !== undefined) {
      observed.propagation.observe(lagMs / 1000);
      observed.lastPublish.set(parsed.at! / 1000);
    }
    serverLog().info(
      { component: 'shared-state', from: parsed.from, tags: count, lagMs },
      'tags expired by another instance applied',
    );
  }
  await notify(state, event.type);
}

async function notify(state: State, signal: ClusterSignal): Promise<void> {
  for (const listener of state.listeners.get(signal) ?? []) {
    try {
      await listener();
    } catch (error) {
      log(`listener for ${signal} failed`, error);
    }
  }
}

/** Keeps the newer of two states per field. */
function newer(current: TagState | undefined, next: TagState): TagState {
  return {
    stale: Math.max(current?.stale ?? 0, next.stale ?? 0) || undefined,
    expired: Math.max(current?.expired ?? 0, next.expired ?? 0) || undefined,
  };
}

function applyTags(state: State, tags: Readonly<Record<string, TagState>>): void {
  const merged: Record<string, TagState> = {};
  for (const [tag, entry] of Object.entries(tags)) {
    const next = newer(state.tags.get(tag), entry);
    state.tags.set(tag, next);
    merged[tag] = next;
  }
  state.applyTags?.(merged);
}

/**
 * After (re)connecting: take what others stored while this instance could not hear them, give them what this
 * instance did meanwhile, then let every listener reload what it keeps (the dataset, the edge data).
 */
async function resync(state: State): Promise<void> {
  const client = state.client;
  if (!client) return;
  try {
    const key = `${sharedNamespace(state)}tags`;
    const stored = await client.hgetall(key);
    const remote: Record<string, TagState> = {};
    for (const [tag, signed] of Object.entries(stored)) {
      const text = state.signer?.openText(tagContext(state, tag), signed);
      if (text == null) {
        state.rejections.reject('tag state', tag);
        continue;
      }
      try {
        remote[tag] = JSON.parse(text) as TagState;
      } catch {
        // Signed but not JSON: written by no version of this code.
      }
    }
    applyTags(state, remote);
    if (state.dirty.tags) {
      const local = Object.fromEntries([...state.tags].map(([tag, entry]) => [tag, signTag(state, tag, entry)]));
      if (Object.keys(local).length > 0) await client.hset(key, local);
      await publish(state, { type: 'tags', tags: Object.fromEntries(state.tags) });
      state.dirty.tags = false;
    }
    if (state.dirty.edgeData !== undefined) {
      await client.set(edgeDataKey(state), signEdgeData(state, state.dirty.edgeData));
      await publish(state, { type: 'edge-data' });
      state.dirty.edgeData = undefined;
    }
    if (state.dirty.content) {
      await publish(state, { type: 'content' });
      state.dirty.content = false;
    }
  } catch (error) {
    log('resynchronisation incomplete, retried on the next reconnect', error);
  }
  state.joined = true;
  await notify(state, 'resync');
}

async function publish(state: State, event: ClusterEvent): Promise<void> {
  const message = JSON.stringify({ from: state.instanceId, at: Date.now(), event });
  if (state.signer) await state.client?.publish(channel(state), state.signer.signText(channel(state), message));
}

/** A tag's field in the tags hash is signed with the hash's key and the tag: a state is worthless under another tag. */
function tagContext(state: State, tag: string): string {
  return `${sharedNamespace(state)}tags\n${tag}`;
}

function signTag(state: State, tag: string, entry: TagState | undefined): string {
  return state.signer!.signText(tagContext(state, tag), JSON.stringify(entry));
}

function edgeDataKey(state: State): string {
  return `${sharedNamespace(state)}edge-data`;
}

/**
 * Edge data as it is stored: with the time it was shared, inside the signature. A signed value captured earlier and
 * written back would otherwise move every instance back to old redirects; the time lets each refuse to go back.
 */
interface StampedEdgeData {
  readonly at: number;
  readonly data: unknown;
}

function signEdgeData(state: State, stamped: StampedEdgeData): string {
  return state.signer!.signText(edgeDataKey(state), JSON.stringify(stamped));
}

function entryKey(state: State, key: string): string {
  return `${namespace(state)}entry:${key}`;
}

/** The operations, over the process's one state. */
export class SharedState {
  readonly #state: State;

  constructor(state: State) {
    this.#state = state;
  }

  status(): LinkStatus {
    return this.#state.status;
  }

  /** This instance has joined the others: connected once and taken the tag states they stored. */
  hasJoined(): boolean {
    return this.#state.joined;
  }

  /** This process's id among the instances (host, pid and a random part): named in the logs of both sides. */
  instanceId(): string {
    return this.#state.instanceId;
  }

  #up(): Redis | null {
    return this.#state.status === 'up' ? this.#state.client : null;
  }

  /** Listens to other instances' events and to `resync`. */
  on(signal: ClusterSignal, listener: Listener): void {
    const set = this.#state.listeners.get(signal) ?? new Set();
    set.add(listener);
    this.#state.listeners.set(signal, set);
  }

  /** The cache handler's hook into Next's tags manifest. */
  setTagApplier(apply: TagApplier): void {
    this.#state.applyTags = apply;
  }

  /** Tag states known to this process (its own and others'). */
  tagStates(): ReadonlyMap<string, TagState> {
    return this.#state.tags;
  }

  /** Applies tag states here, stores them and tells the other instances. Never waits on Redis. */
  expireTags(tags: Readonly<Record<string, TagState>>): void {
    const state = this.#state;
    applyTags(state, tags);
    const client = this.#up();
    if (!client) {
      if (state.status === 'down') state.dirty.tags = true;
      return;
    }
    const values = Object.fromEntries(Object.keys(tags).map((tag) => [tag, signTag(state, tag, state.tags.get(tag))]));
    void client
      .hset(`${sharedNamespace(state)}tags`, values)
      .then(() => publish(state, { type: 'tags', tags }))
      .catch((error: unknown) => {
        state.dirty.tags = true;
        log('tags not shared yet', error);
      });
  }

  /** Tells the other instances that content changed (they re-read the embedded dataset). */
  contentChanged(document?: string): void {
    const state = this.#state;
    const client = this.#up();
    if (!client) {
      if (state.status === 'down') state.dirty.content = true;
      return;
    }
    void publish(state, { type: 'content', document }).catch(() => {
      state.dirty.content = true;
    });
  }

  /** Stores the edge's new CMS data for every instance and tells them. */
  shareEdgeData(data: unknown): void {
    const state = this.#state;
    const stamped = { at: Math.max(Date.now(), state.edgeDataAt + 1), data };
    state.edgeDataAt = stamped.at;
    const client = this.#up();
    if (!client) {
      if (state.status === 'down') state.dirty.edgeData = stamped;
      return;
    }
    void client
      .set(edgeDataKey(state), signEdgeData(state, stamped))
      .then(() => publish(state, { type: 'edge-data' }))
      .catch(() => {
        state.dirty.edgeData = stamped;
      });
  }

  /** The edge data another instance stored, or null (none, or Redis unavailable). */
  async sharedEdgeData(): Promise<unknown> {
    const state = this.#state;
    const client = this.#up();
    if (!client) return null;
    try {
      const signed = await client.get(edgeDataKey(state));
      if (!signed) return null;
      const text = state.signer?.openText(edgeDataKey(state), signed);
      const stamped = text == null ? null : (JSON.parse(text) as Partial<StampedEdgeData> | null);
      // Unsigned, without its time (no version of this code writes that), or older than what this instance has.
      if (typeof stamped?.at !== 'number' || stamped.at < state.edgeDataAt) {
        state.rejections.reject('edge data', edgeDataKey(state));
        return null;
      }
      state.edgeDataAt = stamped.at;
      return stamped.data ?? null;
    } catch {
      return null;
    }
  }

  /**
   * A cache entry stored by any instance, or null (missing, not signed by this deployment, or Redis unavailable
   * within 100 ms). Only verified bytes leave this method.
   */
  async getEntry(key: string): Promise<Buffer | null> {
    const state = this.#state;
    const client = this.#up();
    if (!client) return null;
    let signed: Buffer | null;
    try {
      signed = await client.getBuffer(entryKey(state, key));
    } catch {
      return null;
    }
    if (!signed) return null;
    const value = state.signer?.openBytes(entryKey(state, key), signed) ?? null;
    if (!value) state.rejections.reject('cache entry', key);
    return value;
  }

  /** Stores a cache entry, signed, in the background. */
  putEntry(key: string, value: Buffer): void {
    const state = this.#state;
    const client = this.#up();
    if (!client || !state.signer) return;
    const signed = state.signer.signBytes(entryKey(state, key), value);
    void client.set(entryKey(state, key), signed, 'EX', ENTRY_TTL_SECONDS).catch(() => undefined);
  }

  /**
   * Records a webhook signature: true the first time, false for a replay. Shared across instances and builds when
   * Redis is up; this process's memory otherwise (a replay to another instance during an outage is not caught).
   */
  async acceptOnce(signature: string, ttlMs: number, now: number): Promise<boolean> {
    const state = this.#state;
    for (const [key, expires] of state.seen) if (expires <= now) state.seen.delete(key);
    if (state.seen.has(signature)) return false;
    state.seen.set(signature, now + ttlMs);
    const client = this.#up();
    if (!client) return true;
    try {
      return (
        (await client.set(`${sharedNamespace(state)}webhook-signature:${signature}`, '1', 'PX', ttlMs, 'NX')) === 'OK'
      );
    } catch {
      return true;
    }
  }

  /** Forgets a signature acceptOnce took (its delivery failed), here and in Redis, so a retry is accepted. */
  async releaseOnce(signature: string): Promise<void> {
    const state = this.#state;
    state.seen.delete(signature);
    try {
      await this.#up()?.del(`${sharedNamespace(state)}webhook-signature:${signature}`);
    } catch {
      // Redis unreachable: the key expires with the signature's age anyway.
    }
  }

  /** Closes the connections (tests, shutdown). */
  async close(): Promise<void> {
    const state = this.#state;
    state.status = 'off';
    await Promise.allSettled([state.client?.quit(), state.subscriber?.quit()]);
    if ((globalThis as Holder)[KEY] === state) delete (globalThis as Holder)[KEY];
  }
}
