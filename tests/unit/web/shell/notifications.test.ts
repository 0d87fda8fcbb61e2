import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_MS, NotificationStore, isNotifyRequest } from '@/shell/notifications';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toast', () => {
  it('closes after the default 1000 ms delay, then disappears after the 300 ms animation', () => {
    const store = new NotificationStore();
    store.toast('error', 'Oops');
    expect(store.getSnapshot().toasts).toMatchObject([{ type: 'error', text: 'Oops', closing: false }]);
    vi.advanceTimersByTime(999);
    expect(store.getSnapshot().toasts[0]?.closing).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().toasts[0]?.closing).toBe(true);
    vi.advanceTimersByTime(299);
    expect(store.getSnapshot().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().toasts).toHaveLength(0);
  });

  it('takes its own delay, and the close button closes it at once (with the animation)', () => {
    const store = new NotificationStore();
    const id = store.toast('success', 'Saved', 5000);
    vi.advanceTimersByTime(100);
    store.closeToast(id);
    expect(store.getSnapshot().toasts[0]?.closing).toBe(true);
    vi.advanceTimersByTime(300);
    expect(store.getSnapshot().toasts).toHaveLength(0);
    vi.advanceTimersByTime(10_000);
    expect(store.getSnapshot().toasts).toHaveLength(0);
  });
});

describe('global toast', () => {
  it('shows for 3.6 s', () => {
    const store = new NotificationStore();
    store.globalToast('failed', 'Sign-in failed');
    vi.advanceTimersByTime(3599);
    expect(store.getSnapshot().global).toMatchObject({ type: 'failed', text: 'Sign-in failed' });
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().global).toBeNull();
  });

  it('is replaced by a newer one, which gets its full 3.6 s', () => {
    const store = new NotificationStore();
    store.globalToast('failed', 'first');
    vi.advanceTimersByTime(3000);
    store.globalToast('success', 'second');
    vi.advanceTimersByTime(3000);
    expect(store.getSnapshot().global).toMatchObject({ type: 'success', text: 'second' });
    vi.advanceTimersByTime(600);
    expect(store.getSnapshot().global).toBeNull();
  });
});

describe('message box', () => {
  it('is transient, failure or success, and notifies subscribers', () => {
    const store = new NotificationStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.message('failure', 'Registration failed!');
    store.message('success', 'Done');
    expect(store.getSnapshot().messages.map((m) => m.type)).toEqual(['failure', 'success']);
    vi.advanceTimersByTime(MESSAGE_MS);
    expect(store.getSnapshot().messages).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(4);
  });
});

describe('notify requests from other islands', () => {
  it('accepts only the kinds and types of the spec', () => {
    expect(isNotifyRequest({ kind: 'toast', type: 'error', text: 'x' })).toBe(true);
    expect(isNotifyRequest({ kind: 'global', type: 'failed', text: 'x' })).toBe(true);
    expect(isNotifyRequest({ kind: 'message', type: 'success', text: 'x' })).toBe(true);
    expect(isNotifyRequest({ kind: 'toast', type: 'failed', text: 'x' })).toBe(false);
    expect(isNotifyRequest({ kind: 'global', type: 'error', text: 'x' })).toBe(false);
    expect(isNotifyRequest({ kind: 'message', type: 'success', text: '' })).toBe(false);
    expect(isNotifyRequest('toast')).toBe(false);
  });
});
