import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerController } from '@/shell/banner-controller';
import { startCountdown } from '@/shell/countdown';
import { floatingBottom } from '@/shell/floating-offset';
import { LoadingBarController, estimatedProgress } from '@/shell/loading-progress';
import { poll } from '@/shell/poller';
import { isPromotionActive, watchPromotion } from '@/shell/promotion';
import { throttleTrailing } from '@/shell/throttle';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loading bar', () => {
  it('never shows for a navigation shorter than the 200 ms throttle', () => {
    const states: boolean[] = [];
    const bar = new LoadingBarController(
      (state) => states.push(state.visible),
      200,
      2000,
      () => Date.now(),
    );
    bar.start();
    vi.advanceTimersByTime(199);
    bar.finish();
    vi.advanceTimersByTime(5000);
    expect(states).toEqual([]);
  });

  it('shows at 200 ms, grows over the 2000 ms duration, completes and hides on finish', () => {
    const bar = new LoadingBarController(
      () => undefined,
      200,
      2000,
      () => Date.now(),
    );
    bar.start();
    vi.advanceTimersByTime(199);
    expect(bar.current.visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(bar.current).toEqual({ visible: true, progress: 0 });
    vi.advanceTimersByTime(1000);
    const half = bar.current.progress;
    vi.advanceTimersByTime(1000);
    const full = bar.current.progress;
    expect(half).toBeGreaterThan(30);
    expect(full).toBeGreaterThan(half);
    expect(full).toBeLessThan(100);
    bar.finish();
    expect(bar.current).toEqual({ visible: true, progress: 100 });
    vi.advanceTimersByTime(400);
    expect(bar.current.visible).toBe(false);
  });

  it('estimates about 70 % at the duration and never 100 % before the page is there', () => {
    expect(estimatedProgress(0)).toBe(0);
    expect(estimatedProgress(2000, 2000)).toBeCloseTo(70.48, 1);
    expect(estimatedProgress(10 ** 9, 2000)).toBeLessThan(100);
    for (let t = 0; t < 10_000; t += 100)
      expect(estimatedProgress(t + 100)).toBeGreaterThanOrEqual(estimatedProgress(t));
  });
});

describe('trailing throttle', () => {
  it('runs once at the end of the 200 ms window with the latest arguments', () => {
    const calls: number[] = [];
    const throttled = throttleTrailing((y: number) => calls.push(y), 200);
    throttled(1);
    throttled(2);
    vi.advanceTimersByTime(199);
    throttled(3);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([3]);
    throttled(4);
    vi.advanceTimersByTime(200);
    expect(calls).toEqual([3, 4]);
  });
});

describe('registration banner', () => {
  it('appears 1 s after start', () => {
    const banner = new BannerController(() => undefined);
    banner.start(0);
    vi.advanceTimersByTime(999);
    expect(banner.isVisible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(banner.isVisible).toBe(true);
  });

  it('counts the 1 s from the load event: widgets mounted 400 ms after it show the banner 600 ms later', () => {
    const banner = new BannerController(() => undefined);
    banner.start(0, 400);
    vi.advanceTimersByTime(599);
    expect(banner.isVisible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(banner.isVisible).toBe(true);
  });

  it('appears at once when the widgets came more than 1 s after the load event', () => {
    const banner = new BannerController(() => undefined);
    banner.start(0, 2500);
    vi.advanceTimersByTime(0);
    expect(banner.isVisible).toBe(true);
  });

  it('hides on scroll down, shows on scroll up', () => {
    const banner = new BannerController(() => undefined);
    banner.start(0);
    vi.advanceTimersByTime(1000);
    banner.scrolled(300);
    expect(banner.isVisible).toBe(false);
    banner.scrolled(200);
    expect(banner.isVisible).toBe(true);
  });

  it('comes back 5 s after scrolling stops', () => {
    const banner = new BannerController(() => undefined);
    banner.start(0);
    vi.advanceTimersByTime(1000);
    banner.scrolled(300);
    vi.advanceTimersByTime(4000);
    banner.scrolled(600);
    vi.advanceTimersByTime(4999);
    expect(banner.isVisible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(banner.isVisible).toBe(true);
  });

  it('stays closed once closed', () => {
    const changes: boolean[] = [];
    const banner = new BannerController((visible) => changes.push(visible));
    banner.start(0);
    vi.advanceTimersByTime(1000);
    banner.close();
    banner.scrolled(-100);
    vi.advanceTimersByTime(10_000);
    expect(banner.isVisible).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('ignores scrolling before it first appeared', () => {
    const banner = new BannerController(() => undefined);
    banner.start(0);
    banner.scrolled(500);
    banner.scrolled(100);
    expect(banner.isVisible).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(banner.isVisible).toBe(true);
  });
});

describe('error page countdown', () => {
  it('counts 5 to 0, one a second, then leaves once', () => {
    const ticks: number[] = [];
    const done = vi.fn();
    startCountdown(5, (left) => ticks.push(left), done);
    vi.advanceTimersByTime(4999);
    expect(ticks).toEqual([5, 4, 3, 2, 1]);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ticks).toEqual([5, 4, 3, 2, 1, 0]);
    expect(done).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('stops when cancelled', () => {
    const done = vi.fn();
    const stop = startCountdown(5, () => undefined, done);
    vi.advanceTimersByTime(2000);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(done).not.toHaveBeenCalled();
  });
});

describe('promotional flag', () => {
  const cutoff = '2025-08-23T16:00:00+08:00';

  it('is true until 2025-08-23 16:00 UTC+8 and false from then on', () => {
    expect(isPromotionActive(Date.UTC(2025, 7, 23, 7, 59, 59, 999), cutoff)).toBe(true);
    expect(isPromotionActive(Date.UTC(2025, 7, 23, 8, 0, 0), cutoff)).toBe(false);
    expect(isPromotionActive(Date.now(), 'not a date')).toBe(false);
  });

  it('is checked every 60 s and checking stops after the cutoff', () => {
    vi.setSystemTime(Date.UTC(2025, 7, 23, 7, 58, 30));
    const seen: boolean[] = [];
    const spy = vi.spyOn(Date, 'now');
    watchPromotion((active) => seen.push(active), cutoff);
    expect(seen).toEqual([true]);
    vi.advanceTimersByTime(60_000);
    expect(seen).toEqual([true]);
    vi.advanceTimersByTime(60_000);
    expect(seen).toEqual([true, false]);
    const calls = spy.mock.calls.length;
    vi.advanceTimersByTime(600_000);
    expect(spy.mock.calls.length).toBe(calls);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not start checking when the cutoff has passed', () => {
    vi.setSystemTime(Date.UTC(2026, 0, 1));
    const seen: boolean[] = [];
    watchPromotion((active) => seen.push(active), cutoff);
    expect(seen).toEqual([false]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a CMS promotion with a start appears on an open page at the first check after it, and goes at the cutoff', () => {
    const start = '2025-08-01T00:00:00Z';
    expect(isPromotionActive(Date.UTC(2025, 6, 31, 23, 59, 59), cutoff, start)).toBe(false);
    expect(isPromotionActive(Date.UTC(2025, 7, 1), cutoff, start)).toBe(true);
    expect(isPromotionActive(Date.UTC(2025, 7, 1), cutoff, 'not a date')).toBe(false);
    vi.setSystemTime(Date.UTC(2025, 6, 31, 23, 59, 30));
    const seen: boolean[] = [];
    const stop = watchPromotion((active) => seen.push(active), cutoff, undefined, start);
    expect(seen).toEqual([false]);
    vi.advanceTimersByTime(60_000);
    expect(seen).toEqual([false, true]);
    vi.setSystemTime(Date.UTC(2025, 7, 23, 7, 59, 30));
    vi.advanceTimersByTime(60_000);
    expect(seen).toEqual([false, true, false]);
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });
});

describe('poll', () => {
  it('stops when the check succeeds', () => {
    let ready = false;
    const check = vi.fn(() => ready);
    poll(check, { intervalMs: 500, maxTicks: 1200 });
    vi.advanceTimersByTime(1500);
    ready = true;
    vi.advanceTimersByTime(500);
    vi.advanceTimersByTime(5000);
    expect(check).toHaveBeenCalledTimes(4);
  });

  it('gives up after the last tick (500 ms x 1200 = 10 minutes)', () => {
    const check = vi.fn(() => false);
    const giveUp = vi.fn();
    poll(check, { intervalMs: 500, maxTicks: 1200, onGiveUp: giveUp });
    vi.advanceTimersByTime(500 * 1200 - 1);
    expect(giveUp).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1200);
    expect(giveUp).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(check).toHaveBeenCalledTimes(1200);
  });

  it('treats a throwing check as a failed tick', () => {
    const check = vi.fn(() => {
      throw new Error('half-initialised');
    });
    const giveUp = vi.fn();
    poll(check, { intervalMs: 500, maxTicks: 3, onGiveUp: giveUp });
    vi.advanceTimersByTime(1500);
    expect(giveUp).toHaveBeenCalledTimes(1);
  });
});

describe('floating offset', () => {
  it('is 93 px plus 5 px without a chat frame, and the frame plus 5 px with one', () => {
    expect(floatingBottom()).toBe(98);
    expect(floatingBottom(null)).toBe(98);
    expect(floatingBottom(0)).toBe(98);
    expect(floatingBottom(120)).toBe(125);
    expect(floatingBottom(600.2)).toBe(606);
  });
});
