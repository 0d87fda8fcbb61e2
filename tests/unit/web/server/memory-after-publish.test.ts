import * as nodeFs from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SharedCacheHandler from '@/cluster/cache-handler';
import {
  contentFirstRead,
  PUBLISH_RELEASE_MAX_WAIT_MS,
  PUBLISH_SETTLE_MS,
  publishApplied,
  type ReleaseReport,
  renderStored,
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

  it('waits for the renders a publish causes: one collection once neither publishes nor renders come', () => {
    const { collect, run } = options();
    run();
    for (let i = 0; i < 6; i += 1) {
      vi.advanceTimersByTime(PUBLISH_SETTLE_MS - 1_000);
      renderStored();
    }
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(PUBLISH_SETTLE_MS - 1);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(collect).toHaveBeenCalledOnce();
  });

  it("the cache handler's stores are the renders it waits for", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'memory-after-publish-'));
    try {
      const handler = new SharedCacheHandler({ fs: nodeFs, flushToDisk: false, serverDistDir: dir } as never);
      const { collect, run } = options();
      run();
      vi.advanceTimersByTime(PUBLISH_SETTLE_MS - 1_000);
      await handler.set(
        '/en/pricing',
        { kind: 'APP_ROUTE', status: 200, body: Buffer.from('x'), headers: {} } as never,
        {
          cacheControl: { revalidate: false, expire: undefined },
        } as never,
      );
      vi.advanceTimersByTime(PUBLISH_SETTLE_MS - 1);
      expect(collect).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(collect).toHaveBeenCalledOnce();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the renders after a long run of publishes count from its last publish, not its first', () => {
    const { collect, run } = options();
    const step = PUBLISH_SETTLE_MS / 2;
    let elapsed = 0;
    for (; elapsed < PUBLISH_RELEASE_MAX_WAIT_MS / 2; elapsed += step) {
      run();
      vi.advanceTimersByTime(step);
    }
    for (; elapsed < PUBLISH_RELEASE_MAX_WAIT_MS + 20_000; elapsed += 1_000) {
      renderStored();
      vi.advanceTimersByTime(1_000);
    }
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(PUBLISH_SETTLE_MS);
    expect(collect).toHaveBeenCalledOnce();
  });

  it('renders never open a burst, and never hold one past the longest wait', () => {
    const { collect, run } = options();
    for (let i = 0; i < 20; i += 1) {
      renderStored();
      vi.advanceTimersByTime(PUBLISH_SETTLE_MS);
    }
    expect(vi.getTimerCount()).toBe(0);
    run();
    for (let elapsed = 0; elapsed < PUBLISH_RELEASE_MAX_WAIT_MS; elapsed += 1_000) {
      renderStored();
      vi.advanceTimersByTime(1_000);
    }
    expect(collect).toHaveBeenCalledOnce();
    // The burst is over: renders after it start no other collection.
    for (let i = 0; i < 20; i += 1) {
      renderStored();
      vi.advanceTimersByTime(PUBLISH_SETTLE_MS);
    }
    expect(collect).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does nothing where gc is not exposed', () => {
    expect(() => publishApplied({ collect: undefined })).not.toThrow();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('memory given back after the first content read', () => {
  it('collects once, at once, with the memory-reducing flavour, and reports the resident size', () => {
    const collect = vi.fn();
    const reports: ReleaseReport[] = [];
    let rss = 260;
    contentFirstRead({
      collect: (flags) => {
        collect(flags);
        rss = 150;
      },
      rss: () => rss,
      onReleased: (report) => reports.push(report),
    });
    expect(collect).toHaveBeenCalledTimes(1);
    expect(collect).toHaveBeenCalledWith({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    expect(reports).toMatchObject([{ rssBefore: 260, rssAfter: 150 }]);
  });

  it('does nothing where gc is not exposed', () => {
    expect(() => contentFirstRead({ collect: undefined })).not.toThrow();
  });
});
