import { STATS_BATCH_FIELD, STATS_BATCH_SIZE, STATS_FLUSH_MS, STATS_KEY_FIELD, STATS_QUEUE_LIMIT } from '@site/schemas';
import type { BeaconFields } from './beacon-crypto';
import type { StatsCommon, StatsEvent } from './events';
import { type Pause, sliceCheckpoint } from './main-thread';
import { type QueueEntry, entryId, readQueue, writeQueue } from './stats-queue';
import type { KeyValueStore } from './storage';

/**
 * The analytics queue: events wait in local storage, a batch goes out as soon as 20 are
 * waiting or 10 s after the first one was queued, and whatever is still stored at the next start is sent then.
 * An event leaves storage only once its batch was handed to the browser, so a page closed mid-flush loses nothing.
 * Without a beacon address or key nothing is sent; errors (event type `error`: codes 100101-100103, `api_error`) are
 * still kept, up to the queue's bound, so the first visit that loads a build with a key reports them.
 */

export interface StatsBatch {
  readonly list: readonly StatsEvent[];
  readonly comm: StatsCommon;
}

export interface AnalyticsDeps {
  readonly beaconUrl: string;
  /** Base64 SubjectPublicKeyInfo; without it nothing is sent, and only errors are kept for a later build. */
  readonly publicKey: string;
  readonly local: KeyValueStore | null;
  readonly common: () => StatsCommon;
  readonly encrypt?: (batch: StatsBatch, publicKey: string) => Promise<BeaconFields>;
  readonly send?: (url: string, body: URLSearchParams) => Promise<boolean>;
  /** How a flush yields to the browser between batches once it has worked for a slice (main-thread.ts). */
  readonly pause?: Pause;
}

export interface Analytics {
  readonly enqueue: (event: StatsEvent) => void;
  /** Sends every waiting event now, in batches of 20. */
  readonly flush: () => Promise<void>;
  /** At start: sends what a previous visit left in storage (events queued since wait for their own flush). */
  readonly resendStored: () => Promise<void>;
  /** Events waiting (stored and not in flight). */
  readonly waiting: () => number;
  readonly stop: () => void;
}

/** Loads the crypto chunk only when the first batch leaves. */
const lazyEncrypt = async (batch: StatsBatch, publicKey: string): Promise<BeaconFields> => {
  const { encryptBatch } = await import('./beacon-crypto');
  return encryptBatch(batch, publicKey);
};

/** navigator.sendBeacon, falling back to a keepalive fetch when it is missing or refuses the payload. */
export async function sendBeaconOrFetch(url: string, body: URLSearchParams): Promise<boolean> {
  try {
    if (
      typeof navigator !== 'undefined' &&
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(url, body)
    )
      return true;
  } catch {
    // An invalid URL or a policy: try fetch.
  }
  try {
    await fetch(url, { method: 'POST', body, keepalive: true, mode: 'no-cors', credentials: 'include' });
    return true;
  } catch {
    return false;
  }
}

export function createAnalytics(deps: AnalyticsDeps): Analytics {
  const enabled = Boolean(deps.beaconUrl && deps.publicKey);
  const encrypt = deps.encrypt ?? lazyEncrypt;
  const send = deps.send ?? sendBeaconOrFetch;
  const inFlight = new Set<string>();
  let memory: QueueEntry[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const load = (): QueueEntry[] => (deps.local ? readQueue(deps.local) : memory.slice());
  const save = (entries: QueueEntry[]) => {
    if (!deps.local) memory = entries.slice(-STATS_QUEUE_LIMIT);
    else writeQueue(deps.local, entries);
  };
  const ready = () => load().filter((entry) => !inFlight.has(entry.id));
  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  async function sendBatch(batch: QueueEntry[]): Promise<boolean> {
    try {
      const fields = await encrypt({ list: batch.map((entry) => entry.event), comm: deps.common() }, deps.publicKey);
      const body = new URLSearchParams();
      body.set(STATS_KEY_FIELD, fields[STATS_KEY_FIELD]);
      body.set(STATS_BATCH_FIELD, fields[STATS_BATCH_FIELD]);
      return await send(deps.beaconUrl, body);
    } catch {
      return false;
    }
  }

  /**
   * Sends the events waiting now (or, with `only`, those of a previous visit) in batches of 20. Events queued while
   * it runs are not taken along: they wait for their own 20 or 10 s.
   */
  async function flush(only?: ReadonlySet<string>): Promise<void> {
    if (!only) clearTimer();
    if (!enabled || stopped) return;
    const taken = only ?? new Set(ready().map((entry) => entry.id));
    // Restoring a full stored queue means up to 10 batches, each parsed, encrypted and stored again: spread over tasks.
    const checkpoint = sliceCheckpoint({ pause: deps.pause });
    for (;;) {
      const batch = ready()
        .filter((entry) => taken.has(entry.id))
        .slice(0, STATS_BATCH_SIZE);
      if (batch.length === 0) return;
      const ids = new Set(batch.map((entry) => entry.id));
      ids.forEach((id) => inFlight.add(id));
      const sent = await sendBatch(batch);
      ids.forEach((id) => inFlight.delete(id));
      // Failed batches stay stored: the next flush or the next start sends them.
      if (!sent) return;
      save(load().filter((entry) => !ids.has(entry.id)));
      await checkpoint();
    }
  }

  function enqueue(event: StatsEvent): void {
    if (stopped) return;
    if (!enabled) {
      if (event.event_type === 'error' && deps.local) save([...load(), { id: entryId(), event }]);
      return;
    }
    const entries = load();
    entries.push({ id: entryId(), event });
    save(entries);
    if (ready().length >= STATS_BATCH_SIZE) void flush();
    else
      timer ??= setTimeout(() => {
        timer = null;
        void flush();
      }, STATS_FLUSH_MS);
  }

  return {
    enqueue,
    flush: () => flush(),
    resendStored: () => {
      const stored = new Set(load().map((entry) => entry.id));
      return stored.size > 0 ? flush(stored) : Promise.resolve();
    },
    waiting: () => ready().length,
    stop: () => {
      stopped = true;
      clearTimer();
    },
  };
}
