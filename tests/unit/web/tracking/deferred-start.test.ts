// @vitest-environment jsdom
import { FINGERPRINT_START_DELAY_MS, FINGERPRINT_START_EVENTS } from '@site/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startWhenSettled } from '@/tracking/deferred-start';

/** An idle queue the test empties by hand: "the page is idle now". */
function fakeIdle() {
  const waiting: Array<() => void> = [];
  return {
    idle: (callback: () => void) => {
      waiting.push(callback);
      return () => waiting.splice(waiting.indexOf(callback) >>> 0, 1);
    },
    becomeIdle: () => waiting.splice(0).forEach((callback) => callback()),
    get waiting() {
      return waiting.length;
    },
  };
}

let time = 0;
beforeEach(() => {
  vi.useFakeTimers();
  time = 0;
});
afterEach(() => vi.useRealTimers());

function setup(loadedAt = 0) {
  const target = new EventTarget();
  const idle = fakeIdle();
  const run = vi.fn();
  const cancel = startWhenSettled(run, {
    delayMs: FINGERPRINT_START_DELAY_MS,
    events: FINGERPRINT_START_EVENTS,
    target,
    loadedAt,
    now: () => time,
    idle: idle.idle,
    pause: async () => undefined,
  });
  return { target, idle, run, cancel };
}

describe('the fingerprint starts when the page has settled, or at the first interaction', () => {
  it('waits a few seconds after load (our choice) and listens for pointer, key and wheel input', () => {
    expect(FINGERPRINT_START_DELAY_MS).toBeGreaterThanOrEqual(3000);
    expect(FINGERPRINT_START_DELAY_MS).toBeLessThanOrEqual(5000);
    expect([...FINGERPRINT_START_EVENTS].sort()).toEqual(['keydown', 'pointerdown', 'wheel']);
  });

  it('does not start before the delay, nor at the delay before the page is idle', () => {
    const { idle, run } = setup();
    vi.advanceTimersByTime(FINGERPRINT_START_DELAY_MS - 1);
    idle.becomeIdle();
    expect(idle.waiting).toBe(0);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).not.toHaveBeenCalled();
    expect(idle.waiting).toBe(1);
    idle.becomeIdle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('counts the delay from the load event, not from when the runtime started', () => {
    time = 1500; // the runtime started 1.5 s after load
    const { idle, run } = setup(0);
    vi.advanceTimersByTime(FINGERPRINT_START_DELAY_MS - 1500 - 1);
    expect(idle.waiting).toBe(0);
    vi.advanceTimersByTime(1);
    idle.becomeIdle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts at the first interaction, outside the event listener, once', async () => {
    const { target, idle, run } = setup();
    vi.advanceTimersByTime(500);
    target.dispatchEvent(new Event('pointerdown'));
    expect(run).not.toHaveBeenCalled(); // not inside the listener
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(FINGERPRINT_START_DELAY_MS);
    idle.becomeIdle();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('ignores events that are not an interaction (scroll may be the page scrolling itself)', async () => {
    const { target, run } = setup();
    target.dispatchEvent(new Event('scroll'));
    target.dispatchEvent(new Event('mousemove'));
    await vi.advanceTimersByTimeAsync(0);
    expect(run).not.toHaveBeenCalled();
  });

  it('listens passively, in the capture phase, and stops listening once started', () => {
    const target = new EventTarget();
    const add = vi.spyOn(target, 'addEventListener');
    const remove = vi.spyOn(target, 'removeEventListener');
    const idle = fakeIdle();
    startWhenSettled(() => undefined, {
      delayMs: 10,
      events: FINGERPRINT_START_EVENTS,
      target,
      loadedAt: 0,
      now: () => 0,
      idle: idle.idle,
    });
    expect(add.mock.calls.map(([type, , options]) => [type, options])).toEqual(
      FINGERPRINT_START_EVENTS.map((type) => [type, { capture: true, passive: true }]),
    );
    vi.advanceTimersByTime(10);
    idle.becomeIdle();
    expect(remove.mock.calls.map(([type]) => type)).toEqual([...FINGERPRINT_START_EVENTS]);
  });

  it('runs nothing once cancelled', async () => {
    const { target, idle, run, cancel } = setup();
    cancel();
    target.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(FINGERPRINT_START_DELAY_MS);
    idle.becomeIdle();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).not.toHaveBeenCalled();
  });
});
