// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RequestSupersededError,
  RequestTimeoutError,
  asyncErrorKind,
  runExclusive,
  statusOf,
} from '@/shell/async-data';
import type { useDeferredAsyncData } from '@/shell/deferred-async-data';
import { type AsyncData, useAsyncData } from '@/shell/use-async-data';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A fetcher that settles when the test says so, and records the signal it was given. */
function deferred<T>() {
  const calls: Array<{ signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }> = [];
  const fetcher = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ signal, resolve, reject });
    });
  return { fetcher, calls };
}

describe('runExclusive', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("fails with 'Request aborted due to timeout.' after the timeout and aborts the fetch", async () => {
    const { fetcher, calls } = deferred<string>();
    const result = runExclusive('/slow', fetcher, 1000);
    const settled = expect(result).rejects.toThrow(RequestTimeoutError);
    await vi.advanceTimersByTimeAsync(1000);
    await settled;
    await expect(result).rejects.toThrow('Request aborted due to timeout.');
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it('fails the older request with the superseded text when a newer one for the same endpoint starts', async () => {
    const { fetcher, calls } = deferred<string>();
    const first = runExclusive('/same', fetcher, 0);
    const second = runExclusive('/same', fetcher, 0);
    await expect(first).rejects.toThrow('Request aborted as another request to the same endpoint was initiated.');
    await expect(first).rejects.toBeInstanceOf(RequestSupersededError);
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[1]!.resolve('fresh');
    await expect(second).resolves.toBe('fresh');
  });

  it('leaves requests to other endpoints alone', async () => {
    const { fetcher, calls } = deferred<string>();
    const a = runExclusive('/a', fetcher, 0);
    const b = runExclusive('/b', fetcher, 0);
    calls[0]!.resolve('A');
    calls[1]!.resolve('B');
    await expect(Promise.all([a, b])).resolves.toEqual(['A', 'B']);
  });

  it('passes the fetcher’s own error through', async () => {
    await expect(runExclusive('/broken', () => Promise.reject(new Error('HTTP 500')), 0)).rejects.toThrow('HTTP 500');
  });
});

describe('status', () => {
  it.each([
    [{ enabled: false, hasData: false, error: undefined, validating: false }, 'idle'],
    [{ enabled: true, hasData: false, error: undefined, validating: true }, 'pending'],
    [{ enabled: true, hasData: true, error: undefined, validating: true }, 'pending'],
    [{ enabled: true, hasData: true, error: undefined, validating: false }, 'success'],
    [{ enabled: true, hasData: false, error: new Error('x'), validating: false }, 'error'],
  ] as const)('%o is %s', (input, expected) => {
    expect(statusOf(input)).toBe(expected);
  });
});

describe('useAsyncData', () => {
  let container: HTMLDivElement;
  let root: ReturnType<typeof createRoot>;
  let latest: AsyncData<string> | null = null;

  function Probe({
    dataKey,
    fetcher,
    timeoutMs,
  }: {
    dataKey: string | null;
    fetcher: (signal: AbortSignal) => Promise<string>;
    timeoutMs?: number;
  }) {
    latest = useAsyncData(dataKey, fetcher, timeoutMs === undefined ? {} : { timeoutMs });
    return null;
  }
  // A fresh cache per test, and no deduplication window, so each test sees its own requests.
  const render = (props: Parameters<typeof Probe>[0]) =>
    act(() =>
      root.render(
        createElement(
          SWRConfig,
          { value: { provider: () => new Map(), dedupingInterval: 0 } },
          createElement(Probe, props),
        ),
      ),
    );

  beforeEach(() => {
    container = document.createElement('div');
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    latest = null;
  });

  it('is idle without a key', async () => {
    await render({ dataKey: null, fetcher: async () => 'x' });
    expect(latest!.status).toBe('idle');
  });

  it('goes pending, then success', async () => {
    const { fetcher, calls } = deferred<string>();
    await render({ dataKey: '/ok', fetcher });
    expect(latest!.status).toBe('pending');
    await act(async () => calls[0]!.resolve('data'));
    expect(latest!.status).toBe('success');
    expect(latest!.data).toBe('data');
  });

  it('goes to error with the timeout text when the fetch is too slow', async () => {
    const { fetcher } = deferred<string>();
    await render({ dataKey: '/slow', fetcher, timeoutMs: 30 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    expect(latest!.status).toBe('error');
    expect(latest!.error?.message).toBe('Request aborted due to timeout.');
  });

  it('a refresh supersedes the request in flight, and the newer answer wins', async () => {
    const { fetcher, calls } = deferred<string>();
    await render({ dataKey: '/refresh', fetcher });
    let refreshed: Promise<string | undefined> | undefined;
    await act(async () => {
      refreshed = latest!.refresh();
    });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[0]!.signal.reason).toBeInstanceOf(RequestSupersededError);
    await act(async () => calls[1]!.resolve('newer'));
    await act(async () => {
      await refreshed;
    });
    expect(latest!.status).toBe('success');
    expect(latest!.data).toBe('newer');
  });
});

describe('useDeferredAsyncData', () => {
  let container: HTMLDivElement;
  let root: ReturnType<typeof createRoot>;
  let latest: AsyncData<string> | null = null;
  /** The state of the first render: before the slot's chunk can have loaded. */
  let first: AsyncData<string> | null = null;

  // A fresh copy of the module per test: its lazy chunk has not loaded yet, as on a page that never asked before.
  let hook: typeof useDeferredAsyncData;
  function Probe({ dataKey, fetcher }: { dataKey: string | null; fetcher: (signal: AbortSignal) => Promise<string> }) {
    const [state, slot] = hook(dataKey, fetcher);
    latest = state;
    first ??= state;
    return slot;
  }
  const render = (props: Parameters<typeof Probe>[0]) =>
    act(() =>
      root.render(
        createElement(
          SWRConfig,
          { value: { provider: () => new Map(), dedupingInterval: 0 } },
          createElement(Probe, props),
        ),
      ),
    );
  /** Lets the slot's chunk load and its effects run. */
  const settle = async (until: () => boolean) => {
    for (let turn = 0; turn < 50 && !until(); turn += 1)
      await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  };

  beforeEach(async () => {
    vi.resetModules();
    hook = (await import('@/shell/deferred-async-data')).useDeferredAsyncData;
    container = document.createElement('div');
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    latest = null;
    first = null;
  });

  it('is idle without a key and renders no slot (nothing loaded, nothing fetched)', async () => {
    const { fetcher, calls } = deferred<string>();
    await render({ dataKey: null, fetcher });
    expect(latest!.status).toBe('idle');
    await expect(latest!.refresh()).resolves.toBeUndefined();
    expect(calls).toHaveLength(0);
  });

  it('reads pending while the chunk loads, then follows the hook: pending, success', async () => {
    const { fetcher, calls } = deferred<string>();
    await render({ dataKey: '/deferred-ok', fetcher });
    expect(first!.status).toBe('pending');
    await settle(() => calls.length > 0);
    expect(calls).toHaveLength(1);
    expect(latest!.status).toBe('pending');
    await act(async () => calls[0]!.resolve('data'));
    await settle(() => latest!.status === 'success');
    expect(latest!.status).toBe('success');
    expect(latest!.data).toBe('data');
  });

  it('a refresh asked before the chunk loaded waits for the first answer', async () => {
    const { fetcher, calls } = deferred<string>();
    await render({ dataKey: '/deferred-wait', fetcher });
    const answer = first!.refresh();
    await settle(() => calls.length > 0);
    await act(async () => calls[0]!.resolve('first'));
    await expect(answer).resolves.toBe('first');
    expect(calls).toHaveLength(1);
  });

  it('an error is the error state, and the waiting refresh gets undefined', async () => {
    const { fetcher, calls } = deferred<string>();
    await render({ dataKey: '/deferred-fail', fetcher });
    const answer = first!.refresh();
    await settle(() => calls.length > 0);
    await act(async () => calls[0]!.reject(new Error('HTTP 500')));
    await settle(() => latest!.status === 'error');
    expect(latest!.status).toBe('error');
    expect(latest!.error?.message).toBe('HTTP 500');
    await expect(answer).resolves.toBeUndefined();
  });
});

describe('asyncErrorKind', () => {
  it("tells the timeout and superseded errors apart from an island's own failures", () => {
    expect(asyncErrorKind(new RequestTimeoutError())).toBe('timeout');
    expect(asyncErrorKind(new RequestSupersededError())).toBe('superseded');
    expect(asyncErrorKind(new Error('HTTP 500'))).toBe('other');
    expect(asyncErrorKind(undefined)).toBe('other');
  });
});
