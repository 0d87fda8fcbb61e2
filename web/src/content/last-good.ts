import { log as serverLog } from '@/observability/log';

/**
 * Last good content. A read that fails (an unreadable dataset, the Content Lake down, failing or timing out) must not
 * turn pages into errors: each loader result is remembered, and a failed read answers with the last good one, logs
 * the failure with the document it was for, and marks the content stale. A probe then retries the source every few
 * seconds; once it reads again, the tags of everything answered from memory are expired, so those pages render
 * afresh. A read with nothing to fall back on throws `ContentUnavailableError`, which the server answers with 503
 * and Retry-After (`unavailable-net.node.ts`) instead of 500.
 *
 * The state is one per process on `globalThis`: Next bundles pages, route handlers and the instrumentation
 * separately, and the health route and the 503 net must see what the pages' loaders saw.
 */

export class ContentUnavailableError extends Error {
  override readonly name = 'ContentUnavailableError';
}

export type ContentHealth = 'ok' | 'stale';

export interface LastGoodOptions {
  /** Expires cache tags here and on the other instances (after recovery). */
  readonly expireTags: (tags: readonly string[]) => void;
  /** Resolves when the source reads again; rejects while it still fails. */
  readonly probe: () => Promise<unknown>;
  /** Failures and recoveries; the server's JSON log unless given (tests). */
  readonly log?: (message: string, level?: 'error' | 'info') => void;
  /** How many results are remembered (least recently used go first). */
  readonly limit?: number;
  /**
   * How many reads that found nothing are remembered, apart from the results: made-up addresses are unbounded (every
   * one is a lookup that finds nothing), and must not push the real pages' results out.
   */
  readonly absentLimit?: number;
  readonly probeIntervalMs?: number;
}

/** Seconds a client is told to wait when content cannot be read at all. */
export const RETRY_AFTER_SECONDS = 30;

interface State {
  readonly values: Map<string, unknown>;
  /** Keys whose last good read found nothing (null). */
  readonly absent: Set<string>;
  /** Tags of results served from memory since the source failed: expired on recovery. */
  readonly pending: Set<string>;
  /** Keys already logged in this failure episode (one line per document, not per request). */
  readonly logged: Set<string>;
  failing: boolean;
  unavailable: boolean;
  probing: ReturnType<typeof setTimeout> | null;
  /** The last document the webhook reported changed: named in failure logs. */
  lastChange: string | null;
}

const KEY = Symbol.for('morphis.content.lastGood');

function state(): State {
  const holder = globalThis as { [KEY]?: State };
  holder[KEY] ??= {
    values: new Map(),
    absent: new Set(),
    pending: new Set(),
    logged: new Set(),
    failing: false,
    unavailable: false,
    probing: null,
    lastChange: null,
  };
  return holder[KEY];
}

/** 'stale' while some answers come from memory because the source fails. */
export function contentHealth(): ContentHealth {
  const current = state();
  return current.failing || current.unavailable ? 'stale' : 'ok';
}

/** True from a read that had nothing to fall back on until the source reads again. */
export function contentUnavailable(): boolean {
  return state().unavailable;
}

/** Remembers the document a webhook reported, for the failure log. */
export function noteContentChange(document: string): void {
  state().lastChange = document;
}

export interface LastGood {
  /** Runs `read`; on failure answers the last good result for `key`, or throws ContentUnavailableError. */
  read<R>(key: string, tags: readonly string[], describe: string, read: () => Promise<R>): Promise<R>;
  /**
   * The source itself answers from an older copy (the embedded dataset when its changed file cannot be read): the
   * content is stale until the probe passes, and then `tags` are expired.
   */
  degraded(tags: readonly string[], describe: string, error: unknown): void;
  /** True from a failed read until the probe passes: what reads answer may be older than the source. */
  failing(): boolean;
}

export function createLastGood(options: LastGoodOptions): LastGood {
  const limit = options.limit ?? 5000;
  const absentLimit = options.absentLimit ?? 1000;
  const interval = options.probeIntervalMs ?? 2000;
  const log =
    options.log ??
    ((message: string, level: 'error' | 'info' = 'error') =>
      serverLog()[level]({ document: state().lastChange ?? undefined }, message));

  function recovered(current: State): void {
    const tags = [...current.pending];
    current.pending.clear();
    current.logged.clear();
    current.failing = false;
    current.unavailable = false;
    if (tags.length > 0) {
      log(`content: the source reads again; refreshing ${tags.length} tag(s) served from memory`, 'info');
      options.expireTags(tags);
    }
  }

  function scheduleProbe(current: State): void {
    if (current.probing) return;
    current.probing = setTimeout(() => {
      current.probing = null;
      options.probe().then(
        () => recovered(current),
        () => scheduleProbe(current),
      );
    }, interval);
    current.probing.unref?.();
  }

  const describeError = (error: unknown) =>
    error instanceof Error
      ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}`
      : String(error);

  return {
    failing(): boolean {
      const current = state();
      return current.failing || current.unavailable;
    },

    degraded(tags: readonly string[], describe: string, error: unknown): void {
      const current = state();
      const change = current.lastChange ? ` after the change of ${current.lastChange}` : '';
      if (!current.failing)
        log(`content: cannot read ${describe}${change}; serving the last good copy: ${describeError(error)}`);
      current.failing = true;
      for (const tag of tags) current.pending.add(tag);
      scheduleProbe(current);
    },

    async read<R>(key: string, tags: readonly string[], describe: string, read: () => Promise<R>): Promise<R> {
      const current = state();
      try {
        const value = await read();
        current.values.delete(key);
        current.absent.delete(key);
        if (value === null) {
          if (current.absent.size >= absentLimit) current.absent.delete(current.absent.values().next().value!);
          current.absent.add(key);
        } else {
          if (current.values.size >= limit) current.values.delete(current.values.keys().next().value!);
          current.values.set(key, value);
        }
        // Recovery is the probe's call, never a read's: a read may have been answered by Next's data cache.
        return value;
      } catch (error) {
        const cause = describeError(error);
        const change = current.lastChange ? ` after the change of ${current.lastChange}` : '';
        scheduleProbe(current);
        const absent = current.absent.has(key);
        if (!absent && !current.values.has(key)) {
          // One line per outage: every address a visitor or a stranger asks for could otherwise log its own.
          if (!current.unavailable) {
            log(
              `content: cannot read ${describe}${change}, and nothing to fall back on (503; further such reads are not logged until the source reads again): ${cause}`,
            );
          }
          current.unavailable = true;
          throw new ContentUnavailableError(`Content unavailable: ${describe}`, { cause: error });
        }
        current.failing = true;
        for (const tag of tags) current.pending.add(tag);
        if (!current.logged.has(key)) {
          current.logged.add(key);
          log(`content: cannot read ${describe}${change}; serving the last good result: ${cause}`);
        }
        return (absent ? null : current.values.get(key)) as R;
      }
    },
  };
}
