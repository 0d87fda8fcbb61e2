// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SLICE_BUDGET_MS,
  afterInteractive,
  mapInSlices,
  runSteps,
  sliceCheckpoint,
  whenIdle,
  yieldToMain,
} from '@/tracking/main-thread';
import { FakeTasks } from './support';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('yieldToMain', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    const yielded = vi.fn(async () => undefined);
    vi.stubGlobal('scheduler', { yield: yielded });
    await yieldToMain();
    expect(yielded).toHaveBeenCalledTimes(1);
  });

  it('falls back to a MessageChannel message: a new task that fake timers do not hold back', async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    const done = yieldToMain().then(() => order.push('continued'));
    queueMicrotask(() => order.push('microtask'));
    await done;
    expect(order).toEqual(['microtask', 'continued']);
  });

  it('falls back to setTimeout without MessageChannel', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('MessageChannel', undefined);
    let continued = false;
    void yieldToMain().then(() => {
      continued = true;
    });
    await Promise.resolve();
    expect(continued).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(continued).toBe(true);
  });
});

describe('runSteps', () => {
  it('runs every step in its own task, in order', async () => {
    const tasks = new FakeTasks();
    const ran: string[] = [];
    const done = runSteps(
      ['device id', 'analytics', 'tracking'].map((name) => () => ran.push(name)),
      tasks.pause,
    );
    await tasks.settle();
    expect(ran).toEqual(['device id']);
    await tasks.runNext();
    expect(ran).toEqual(['device id', 'analytics']);
    await tasks.runNext();
    expect(ran).toEqual(['device id', 'analytics', 'tracking']);
    await done;
    expect(tasks.yields).toBe(2);
  });

  it('waits for a step that returns a promise before the next one', async () => {
    const ran: string[] = [];
    let release: () => void = () => undefined;
    const done = runSteps(
      [
        () => new Promise<void>((resolve) => (release = () => (ran.push('first done'), resolve()))),
        () => ran.push('second'),
      ],
      async () => undefined,
    );
    await Promise.resolve();
    expect(ran).toEqual([]);
    release();
    await done;
    expect(ran).toEqual(['first done', 'second']);
  });
});

describe('time-budget slices', () => {
  /** Items whose work advances a fake clock by their cost; records which items shared a task. */
  async function sliced(costs: number[], budgetMs?: number) {
    let time = 0;
    const slices: number[][] = [[]];
    const results = await mapInSlices(
      costs,
      (cost, index) => {
        time += cost;
        slices[slices.length - 1]!.push(cost);
        return index;
      },
      {
        budgetMs,
        now: () => time,
        pause: async () => {
          slices.push([]);
        },
      },
    );
    return { results, slices };
  }

  it('starts no further item once a slice has used its budget, and keeps the order', async () => {
    const { results, slices } = await sliced([3, 3, 3, 3, 3, 3, 3], 8);
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(slices).toEqual([[3, 3, 3], [3, 3, 3], [3]]);
    for (const slice of slices) {
      // Every item of a slice but the last began while the slice was under budget.
      const beforeLast = slice.slice(0, -1).reduce((sum, cost) => sum + cost, 0);
      expect(beforeLast).toBeLessThan(8);
    }
  });

  it('uses the default budget, well under a long task, and gives an item over budget a slice of its own', async () => {
    expect(SLICE_BUDGET_MS).toBeLessThanOrEqual(10);
    const { slices } = await sliced([1, 1, 20, 1, 1]);
    expect(slices).toEqual([
      [1, 1, 20],
      [1, 1],
    ]);
  });

  it('with a budget of 0, gives every item its own task', async () => {
    const { slices } = await sliced([1, 1, 1], 0);
    expect(slices).toEqual([[1], [1], [1]]);
  });

  it('costs no yield at all while cheap work stays under the budget', async () => {
    const pause = vi.fn(async () => undefined);
    let time = 0;
    const checkpoint = sliceCheckpoint({ budgetMs: 8, now: () => time, pause });
    time = 7;
    await checkpoint();
    expect(pause).not.toHaveBeenCalled();
    time = 8;
    await checkpoint();
    expect(pause).toHaveBeenCalledTimes(1);
    time = 15; // a new slice started at 8
    await checkpoint();
    expect(pause).toHaveBeenCalledTimes(1);
  });
});

describe('whenIdle and afterInteractive', () => {
  it('asks for an idle callback with a timeout, and cancels it', () => {
    const request = vi.fn((_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const callback = vi.fn();
    const cancel = whenIdle(callback, 1500);
    expect(request.mock.calls[0]![1]).toEqual({ timeout: 1500 });
    request.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(callback).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer without requestIdleCallback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const callback = vi.fn();
    whenIdle(callback);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('afterInteractive waits for the load event, then for an idle moment', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const callback = vi.fn();
    afterInteractive(callback);
    vi.advanceTimersByTime(100);
    expect(callback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    readyState.mockRestore();
  });

  it('loadEventTime is the moment of the load event, noted by afterInteractive, however late it is asked', async () => {
    vi.resetModules();
    const fresh = await import('@/tracking/main-thread');
    vi.stubGlobal('requestIdleCallback', undefined);
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const now = vi.spyOn(performance, 'now').mockReturnValue(100);
    fresh.afterInteractive(() => undefined);
    now.mockReturnValue(250);
    window.dispatchEvent(new Event('load'));
    now.mockReturnValue(2400);
    expect(fresh.loadEventTime()).toBe(250);
    readyState.mockRestore();
    now.mockRestore();
  });

  it("loadEventTime reads the navigation entry's loadEventEnd when the page had loaded before anyone asked", async () => {
    vi.resetModules();
    const fresh = await import('@/tracking/main-thread');
    const entries = vi
      .spyOn(performance, 'getEntriesByType')
      .mockReturnValue([{ loadEventEnd: 420 } as unknown as PerformanceEntry]);
    const now = vi.spyOn(performance, 'now').mockReturnValue(3000);
    expect(fresh.loadEventTime()).toBe(420);
    entries.mockReturnValue([]);
    expect(fresh.loadEventTime()).toBe(420);
    entries.mockRestore();
    now.mockRestore();
  });
});
