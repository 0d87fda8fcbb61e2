import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PUBLISH_RELEASE_MAX_WAIT_MS,
  PUBLISH_SETTLE_MS,
  publishApplied,
  type ReleaseReport,
} from '@/server/memory-after-publish.node';

describe('memory given back after publishing', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  function options() {
    const collect = vi.fn();
    const reports: ReleaseReport[] = [];
    let rss = 600;
    return {
      collect,
      reports,
      run: () =>
        publishApplied({
          collect: (flags) => {
            collect(flags);
            rss = 250;
          },
          rss: () => rss,
          now: Date.now,
          onReleased: (report) => reports.push(report),
        }),
    };
  }

  it('collects once, with the memory-reducing flavour, when publishing has been quiet for the settle time', () => {
    const { collect, reports, run } = options();
    run();
    vi.advanceTimersByTime(PUBLISH_SETTLE_MS - 1);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(collect).toHaveBeenCalledExactlyOnceWith({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    expect(reports).toEqual([expect.objectContaining({ rssBefore: 600, rssAfter: 250 })]);
  });

  it('waits for a burst to end: one collection after the last publish', () => {
    const { collect, run } = options();
    for (let i = 0; i < 10; i += 1) {
      run();
      vi.advanceTimersByTime(PUBLISH_SETTLE_MS / 2);
    }
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(PUBLISH_SETTLE_MS);
    expect(collect).toHaveBeenCalledOnce();
  });

  it('a burst that never pauses still releases within the longest wait', () => {
    const { collect, run } = options();
    const step = PUBLISH_SETTLE_MS / 2;
    for (let elapsed = 0; elapsed <= PUBLISH_RELEASE_MAX_WAIT_MS + step; elapsed += step) {
      run();
      vi.advanceTimersByTime(step);
    }
    expect(collect).toHaveBeenCalledOnce();
  });

  it('does nothing where gc is not exposed', () => {
    expect(() => publishApplied({ collect: undefined })).not.toThrow();
    expect(vi.getTimerCount()).toBe(0);
  });
});
