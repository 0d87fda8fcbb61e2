// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://www.morphis.com/de/pricing" }
import { ERROR_CODES, ERROR_REPORT_LIMIT, PRELOAD_ERROR_EVENT, RELOAD_GUARD_KEY, RELOAD_GUARD_MS } from '@site/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimReload, installErrorReporting } from '@/tracking/errors';
import { MemoryStore } from './support';

let reports: Array<[string, string, Record<string, unknown>]> = [];
const report = ((name: string, type: string, params: Record<string, unknown>) =>
  reports.push([name, type, params])) as never;
let uninstall: () => void = () => undefined;
let reload = vi.fn();
let session = new MemoryStore();
let clock = 1_000_000;

beforeEach(() => {
  reports = [];
  reload = vi.fn();
  session = new MemoryStore();
  clock = 1_000_000;
  document.body.innerHTML = '';
  uninstall = installErrorReporting({ target: window, session, reload, now: () => clock, report });
});
afterEach(() => uninstall());

function failLoad(tag: string, attributes: Record<string, string>) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  element.dispatchEvent(new Event('error')); // resource errors do not bubble
  return element;
}

describe('error reporting codes', () => {
  it('100101 for a failed resource load, with tag and absolute URL', () => {
    failLoad('img', { src: '/missing.png' });
    expect(reports).toEqual([
      [
        'resource_error',
        'error',
        { code: ERROR_CODES.resourceLoad, tag: 'img', url: 'https://www.morphis.com/missing.png' },
      ],
    ]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('100102 for a script error', () => {
    const error = new TypeError('x is undefined');
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'Uncaught TypeError: x is undefined',
        filename: 'https://www.morphis.com/app.js',
        lineno: 3,
        colno: 9,
        error,
      }),
    );
    expect(reports).toHaveLength(1);
    expect(reports[0]![0]).toBe('script_error');
    expect(reports[0]![2]).toMatchObject({
      code: ERROR_CODES.script,
      message: 'Uncaught TypeError: x is undefined',
      source: 'https://www.morphis.com/app.js',
      line: 3,
      column: 9,
    });
    expect(String(reports[0]![2]['stack'])).toContain('x is undefined');
  });

  it('100103 for an unhandled rejection, whatever the reason', () => {
    const rejection = (reason: unknown) => {
      const event = new Event('unhandledrejection') as PromiseRejectionEvent;
      Object.defineProperty(event, 'reason', { value: reason });
      window.dispatchEvent(event);
    };
    rejection(new RangeError('too far'));
    rejection('plain text');
    rejection({ status: 500 });
    expect(reports.map(([name, , params]) => [name, params['code'], params['message']])).toEqual([
      ['unhandled_rejection', ERROR_CODES.unhandledRejection, 'RangeError: too far'],
      ['unhandled_rejection', ERROR_CODES.unhandledRejection, 'plain text'],
      ['unhandled_rejection', ERROR_CODES.unhandledRejection, '{"status":500}'],
    ]);
  });

  it('sends identical reports once and stops at the limit', () => {
    failLoad('img', { src: '/same.png' });
    failLoad('img', { src: '/same.png' });
    expect(reports).toHaveLength(1);
    for (let n = 0; n < ERROR_REPORT_LIMIT + 10; n += 1) failLoad('img', { src: `/n${n}.png` });
    expect(reports).toHaveLength(ERROR_REPORT_LIMIT);
  });

  it('stops listening once uninstalled', () => {
    uninstall();
    failLoad('img', { src: '/after.png' });
    expect(reports).toEqual([]);
  });
});

describe('reload after a failed script or stylesheet', () => {
  it('reloads for our own script, at most once per 10 s per path', () => {
    failLoad('script', { src: '/_next/static/chunks/gone.js' });
    expect(reload).toHaveBeenCalledTimes(1);
    clock += RELOAD_GUARD_MS - 1;
    failLoad('script', { src: '/_next/static/chunks/gone-2.js' });
    expect(reload).toHaveBeenCalledTimes(1);
    clock += 1;
    failLoad('link', { rel: 'stylesheet', href: '/_next/static/css/gone.css' });
    expect(reload).toHaveBeenCalledTimes(2);
    expect(JSON.parse(session.getItem(RELOAD_GUARD_KEY)!)).toEqual({ '/de/pricing': clock });
  });

  it('never reloads for images, preloads or third-party scripts', () => {
    failLoad('img', { src: '/x.png' });
    failLoad('link', { rel: 'preload', href: '/_next/static/x.woff2' });
    failLoad('script', { src: 'https://chat.vendor.test/widget.js' });
    expect(reload).not.toHaveBeenCalled();
    expect(reports).toHaveLength(3);
  });

  it("dispatches a cancelable 'preload-error' on window before reloading, for our own chunks only", () => {
    const events: CustomEvent[] = [];
    const listener = (event: Event) => events.push(event as CustomEvent);
    window.addEventListener(PRELOAD_ERROR_EVENT, listener);
    try {
      failLoad('img', { src: '/x.png' });
      failLoad('script', { src: 'https://chat.vendor.test/widget.js' });
      expect(events).toHaveLength(0);
      failLoad('script', { src: '/_next/static/chunks/lazy.js' });
      expect(events).toHaveLength(1);
      expect(events[0]!.cancelable).toBe(true);
      expect(events[0]!.detail).toEqual({ url: 'https://www.morphis.com/_next/static/chunks/lazy.js', tag: 'script' });
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
    }
  });

  it('does not reload (nor use up the guard) when a listener prevented the preload-error', () => {
    const prevent = (event: Event) => event.preventDefault();
    window.addEventListener(PRELOAD_ERROR_EVENT, prevent);
    failLoad('link', { rel: 'stylesheet', href: '/_next/static/css/lazy.css' });
    window.removeEventListener(PRELOAD_ERROR_EVENT, prevent);
    expect(reload).not.toHaveBeenCalled();
    expect(session.getItem(RELOAD_GUARD_KEY)).toBeNull();
    expect(reports).toHaveLength(1);
    failLoad('script', { src: '/_next/static/chunks/lazy.js' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('claimReload keeps one time per path and forgets old ones', () => {
    const store = new MemoryStore();
    expect(claimReload(store, '/a', 0)).toBe(true);
    expect(claimReload(store, '/b', 5000)).toBe(true);
    expect(claimReload(store, '/a', 9999)).toBe(false);
    expect(claimReload(store, '/a', 10_000)).toBe(true);
    expect(JSON.parse(store.getItem(RELOAD_GUARD_KEY)!)).toEqual({ '/a': 10_000, '/b': 5000 });
    expect(claimReload(store, '/c', 30_000)).toBe(true);
    expect(JSON.parse(store.getItem(RELOAD_GUARD_KEY)!)).toEqual({ '/c': 30_000 });
  });

  it('still guards without session storage by allowing the reload', () => {
    expect(claimReload(null, '/a', 0)).toBe(true);
  });
});
