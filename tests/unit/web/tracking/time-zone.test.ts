import { afterEach, describe, expect, it, vi } from 'vitest';
import { timeZoneHere, timeZoneOffThread } from '@/tracking/time-zone';

/** A worker stand-in: answers with `reply` (or an error, or never) and records what it was asked to run. */
function fakeWorkerWindow(reply: { data: unknown } | 'error' | 'never') {
  const created: string[] = [];
  const terminated: number[] = [];
  const revoked: string[] = [];
  class FakeWorker {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(url: string) {
      created.push(url);
      queueMicrotask(() => {
        if (reply === 'error') this.onerror?.();
        else if (reply !== 'never') this.onmessage?.(reply);
      });
    }
    terminate() {
      terminated.push(1);
    }
  }
  const win = {
    Worker: FakeWorker,
    Blob,
    URL: { createObjectURL: () => 'blob:zone', revokeObjectURL: (url: string) => revoked.push(url) },
  } as unknown as Window;
  return { win, created, terminated, revoked };
}

afterEach(() => vi.useRealTimers());

describe('time zone read off the main thread', () => {
  it('uses the zone the worker reads, then ends the worker and frees its address', async () => {
    const { win, created, terminated, revoked } = fakeWorkerWindow({ data: 'Asia/Bangkok' });
    expect(await timeZoneOffThread(win)).toBe('Asia/Bangkok');
    expect(created).toEqual(['blob:zone']);
    expect(terminated).toHaveLength(1);
    expect(revoked).toEqual(['blob:zone']);
  });

  it('reads it on the main thread when the worker fails, answers nothing usable, or is too slow', async () => {
    expect(await timeZoneOffThread(fakeWorkerWindow('error').win)).toBe(timeZoneHere());
    expect(await timeZoneOffThread(fakeWorkerWindow({ data: null }).win)).toBe(timeZoneHere());
    vi.useFakeTimers();
    const slow = timeZoneOffThread(fakeWorkerWindow('never').win, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await slow).toBe(timeZoneHere());
  });

  it('reads it on the main thread without workers', async () => {
    expect(await timeZoneOffThread({} as Window)).toBe(timeZoneHere());
    expect(timeZoneHere()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
