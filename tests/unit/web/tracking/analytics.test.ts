import { readFileSync } from 'node:fs';
import {
  STATS_BATCH_FIELD,
  STATS_BATCH_SIZE,
  STATS_FLUSH_MS,
  STATS_KEY_FIELD,
  STATS_QUEUE_KEY,
  STATS_QUEUE_LIMIT,
} from '@site/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type StatsBatch, createAnalytics, sendBeaconOrFetch } from '@/tracking/analytics';
import type { BeaconFields } from '@/tracking/beacon-crypto';
import type { StatsCommon, StatsEvent } from '@/tracking/events';
import { decryptBeacon } from '../../../stub/beacon';
import { STATS_PRIVATE_KEY_PATH, stubBuildEnv, stubSettings } from '../../../stub/settings';
import { MemoryStore } from './support';

const COMMON: StatsCommon = {
  user_id: '',
  user_info: {},
  device_id: 'a'.repeat(32),
  screen_size: '1280x720',
  app_version: '1.0.0',
};
const event = (n: number): StatsEvent => ({
  event: 'home_hero_pricing',
  event_type: 'click',
  op_page: '/',
  time: 1000 + n,
  params: { n },
});

/** Encryption replaced by a readable stand-in, and a send that records batches. */
function harness(options: { local?: MemoryStore | null; sendResult?: boolean } = {}) {
  const batches: StatsBatch[] = [];
  const local = options.local === undefined ? new MemoryStore() : options.local;
  const analytics = createAnalytics({
    beaconUrl: 'https://stats.test/r',
    publicKey: 'KEY',
    local,
    common: () => COMMON,
    encrypt: async (batch) =>
      ({ [STATS_KEY_FIELD]: 'k', [STATS_BATCH_FIELD]: JSON.stringify(batch) }) as unknown as BeaconFields,
    send: async (_url, body) => {
      batches.push(JSON.parse(body.get(STATS_BATCH_FIELD)!) as StatsBatch);
      return options.sendResult ?? true;
    },
  });
  const stored = () =>
    local ? (JSON.parse(local.getItem(STATS_QUEUE_KEY) ?? '[]') as Array<{ event: StatsEvent }>) : [];
  return { analytics, batches, local, stored };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('analytics queue', () => {
  it('sends a batch as soon as 20 events are queued, not before', async () => {
    const { analytics, batches } = harness();
    for (let n = 0; n < STATS_BATCH_SIZE - 1; n += 1) analytics.enqueue(event(n));
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toHaveLength(0);
    analytics.enqueue(event(19));
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toHaveLength(1);
    expect(batches[0]!.list).toHaveLength(20);
    expect(batches[0]!.list.map((entry) => entry.params['n'])).toEqual([...Array(20).keys()]);
    expect(batches[0]!.comm).toEqual(COMMON);
  });

  it('sends what is queued 10 s after the first event', async () => {
    const { analytics, batches, stored } = harness();
    analytics.enqueue(event(1));
    await vi.advanceTimersByTimeAsync(4000);
    analytics.enqueue(event(2));
    await vi.advanceTimersByTimeAsync(STATS_FLUSH_MS - 4000 - 1);
    expect(batches).toHaveLength(0);
    expect(stored()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toHaveLength(1);
    expect(batches[0]!.list.map((entry) => entry.params['n'])).toEqual([1, 2]);
    expect(stored()).toHaveLength(0);
  });

  it('keeps events in local storage until sent, and re-sends them at the next start', async () => {
    const local = new MemoryStore();
    const first = harness({ local });
    first.analytics.enqueue(event(1));
    first.analytics.enqueue(event(2));
    first.analytics.stop(); // the page goes away before the 10 s flush
    expect(first.stored().map((entry) => entry.event)).toEqual([event(1), event(2)]);

    const second = harness({ local });
    await second.analytics.resendStored();
    expect(second.batches).toHaveLength(1);
    expect(second.batches[0]!.list).toEqual([event(1), event(2)]);
    expect(local.getItem(STATS_QUEUE_KEY)).toBeNull();
  });

  it("re-sends only what a previous visit left; this visit's events wait for their own 10 s", async () => {
    const local = new MemoryStore({ [STATS_QUEUE_KEY]: JSON.stringify([{ id: 'old', event: event(0) }]) });
    const { analytics, batches } = harness({ local });
    const resent = analytics.resendStored();
    analytics.enqueue(event(1));
    await resent;
    expect(batches.map((batch) => batch.list)).toEqual([[event(0)]]);
    await vi.advanceTimersByTimeAsync(STATS_FLUSH_MS - 1);
    expect(batches).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches.map((batch) => batch.list)).toEqual([[event(0)], [event(1)]]);
  });

  it('leaves events queued during a flush for their own flush', async () => {
    const { analytics, batches } = harness();
    analytics.enqueue(event(1));
    const flushing = analytics.flush();
    analytics.enqueue(event(2));
    await flushing;
    expect(batches.map((batch) => batch.list)).toEqual([[event(1)]]);
    await vi.advanceTimersByTimeAsync(STATS_FLUSH_MS);
    expect(batches.map((batch) => batch.list)).toEqual([[event(1)], [event(2)]]);
  });

  it('re-sends a large stored backlog in batches of 20', async () => {
    const local = new MemoryStore({
      [STATS_QUEUE_KEY]: JSON.stringify(Array.from({ length: 45 }, (_, n) => ({ id: `id${n}`, event: event(n) }))),
    });
    const { analytics, batches } = harness({ local });
    await analytics.resendStored();
    expect(batches.map((batch) => batch.list.length)).toEqual([20, 20, 5]);
  });

  it('keeps a batch stored when it could not be handed over', async () => {
    const { analytics, batches, stored } = harness({ sendResult: false });
    analytics.enqueue(event(1));
    await vi.advanceTimersByTimeAsync(STATS_FLUSH_MS);
    expect(batches).toHaveLength(1);
    expect(stored()).toHaveLength(1);
  });

  it('bounds storage to the newest events', () => {
    const { analytics, stored } = harness({ sendResult: false });
    analytics.stop();
    for (let n = 0; n < STATS_QUEUE_LIMIT + 5; n += 1) analytics.enqueue(event(n));
    expect(stored()).toHaveLength(0); // stopped: nothing is queued any more
    const bounded = harness({ sendResult: false });
    for (let n = 0; n < STATS_QUEUE_LIMIT + 5; n += 1) bounded.analytics.enqueue(event(n));
    bounded.analytics.stop();
    const kept = bounded.stored();
    expect(kept).toHaveLength(STATS_QUEUE_LIMIT);
    expect(kept[0]!.event.params['n']).toBe(5);
  });

  it('ignores a corrupt stored queue', async () => {
    const local = new MemoryStore({ [STATS_QUEUE_KEY]: '{not json' });
    const { analytics, batches } = harness({ local });
    await analytics.resendStored();
    analytics.enqueue(event(1));
    await vi.advanceTimersByTimeAsync(STATS_FLUSH_MS);
    expect(batches[0]!.list).toEqual([event(1)]);
  });

  it('works in memory when storage is unavailable', async () => {
    const { analytics, batches } = harness({ local: null });
    analytics.enqueue(event(1));
    expect(analytics.waiting()).toBe(1);
    await vi.advanceTimersByTimeAsync(STATS_FLUSH_MS);
    expect(batches).toHaveLength(1);
    expect(analytics.waiting()).toBe(0);
  });

  it('sends nothing without a beacon URL or public key, and keeps only errors for a build that has one', async () => {
    const send = vi.fn(async () => true);
    const local = new MemoryStore();
    const analytics = createAnalytics({
      beaconUrl: 'https://s.test',
      publicKey: '',
      local,
      common: () => COMMON,
      send,
    });
    analytics.enqueue(event(1));
    await vi.advanceTimersByTimeAsync(STATS_FLUSH_MS);
    expect(send).not.toHaveBeenCalled();
    expect(local.map.size).toBe(0);
    const failure: StatsEvent = {
      event: 'script_error',
      event_type: 'error',
      op_page: '/de',
      time: 5,
      params: { code: 100102, message: 'x' },
    };
    analytics.enqueue(failure);
    await analytics.flush();
    expect(send).not.toHaveBeenCalled();
    // The next visit loads a build with the key: the error kept meanwhile goes first.
    const later = harness({ local });
    await later.analytics.resendStored();
    expect(later.batches.map((batch) => batch.list)).toEqual([[failure]]);
    expect(later.stored()).toEqual([]);
  });

  it('encrypts with the real crypto by default: the stub key decrypts list and comm', async () => {
    vi.useRealTimers();
    const privateKey = readFileSync(STATS_PRIVATE_KEY_PATH, 'utf8');
    const publicKey = stubBuildEnv(stubSettings({}))['STATS_RSA_PUBLIC_KEY']!;
    const bodies: URLSearchParams[] = [];
    const analytics = createAnalytics({
      beaconUrl: 'https://s.test',
      publicKey,
      local: null,
      common: () => COMMON,
      send: async (_url, body) => {
        bodies.push(body);
        return true;
      },
    });
    analytics.enqueue(event(7));
    await analytics.flush();
    expect(bodies).toHaveLength(1);
    expect([...bodies[0]!.keys()]).toEqual([STATS_KEY_FIELD, STATS_BATCH_FIELD]);
    const decrypted = decryptBeacon(privateKey, Object.fromEntries(bodies[0]!));
    expect(decrypted.batch).toEqual({ list: [event(7)], comm: COMMON });
  });
});

describe('sendBeaconOrFetch', () => {
  it('uses navigator.sendBeacon when it accepts the payload', async () => {
    const sendBeacon = vi.fn(() => true);
    const fetcher = vi.fn();
    vi.stubGlobal('navigator', { sendBeacon });
    vi.stubGlobal('fetch', fetcher);
    const body = new URLSearchParams({ _t: 'a', _a: 'b' });
    expect(await sendBeaconOrFetch('https://s.test/r', body)).toBe(true);
    expect(sendBeacon).toHaveBeenCalledWith('https://s.test/r', body);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it.each([
    ['refuses', { sendBeacon: () => false }],
    ['is missing', {}],
    [
      'throws',
      {
        sendBeacon: () => {
          throw new TypeError('bad');
        },
      },
    ],
  ])('falls back to a keepalive fetch when sendBeacon %s', async (_label, nav) => {
    const fetcher = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('navigator', nav);
    vi.stubGlobal('fetch', fetcher);
    const body = new URLSearchParams({ _t: 'a' });
    expect(await sendBeaconOrFetch('https://s.test/r', body)).toBe(true);
    expect(fetcher).toHaveBeenCalledWith('https://s.test/r', {
      method: 'POST',
      body,
      keepalive: true,
      mode: 'no-cors',
      credentials: 'include',
    });
  });

  it('reports failure when the fallback fails too', async () => {
    vi.stubGlobal('navigator', {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    expect(await sendBeaconOrFetch('https://s.test/r', new URLSearchParams())).toBe(false);
  });
});
