import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PrefetchQueue, canPrefetch } from '@/shell/prefetch-queue';
import { UpdateChecker } from '@/shell/update-check';

describe('prefetch queue', () => {
  it('runs at most 5 at a time and each key once', async () => {
    const queue = new PrefetchQueue();
    const finishers: Array<() => void> = [];
    const started: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      queue.add(`/page-${i}`, () => {
        started.push(`/page-${i}`);
        return new Promise<void>((resolve) => finishers.push(resolve));
      });
    }
    expect(queue.add('/page-0', () => Promise.resolve())).toBe(false);
    expect(started).toHaveLength(5);
    expect(queue.active).toBe(5);
    finishers.shift()!();
    await Promise.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toHaveLength(6);
    while (finishers.length > 0) {
      finishers.shift()!();
      for (let i = 0; i < 4; i += 1) await Promise.resolve();
    }
    expect(started).toHaveLength(12);
    expect(queue.peak).toBe(5);
  });

  it('frees the slot of a task that throws or rejects', async () => {
    const queue = new PrefetchQueue(1);
    const ran: string[] = [];
    queue.add('a', () => {
      throw new Error('boom');
    });
    queue.add('b', () => Promise.reject(new Error('nope')));
    queue.add('c', async () => {
      ran.push('c');
    });
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(ran).toEqual(['c']);
  });

  it('is skipped in data-saver mode and on 2g connections', () => {
    expect(canPrefetch(undefined)).toBe(true);
    expect(canPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(canPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(canPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});

describe('build update check', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls periodically and marks the page outdated once the published id differs', async () => {
    let published = 'build-1';
    const fetchLatest = vi.fn(async () => ({ buildId: published }));
    const checker = new UpdateChecker('build-1', fetchLatest, 1000);
    checker.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(checker.isOutdated).toBe(false);
    published = 'build-2';
    await vi.advanceTimersByTimeAsync(1000);
    expect(checker.isOutdated).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
  });

  it('is not fooled by failures or malformed answers', async () => {
    const checker = new UpdateChecker(
      'build-1',
      vi
        .fn()
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValueOnce({ id: 'x' })
        .mockResolvedValueOnce(null),
    );
    expect(await checker.check()).toBe(false);
    expect(await checker.check()).toBe(false);
    expect(await checker.check()).toBe(false);
  });
});
