// @vitest-environment jsdom
import { API_PATHS, DEVICE_ID_COOKIE, FINGERPRINT_START_DELAY_MS } from '@site/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeSettings } from '@/tracking/settings';
import { FakeTasks } from './support';

/**
 * The runtime's start on a jsdom page with a fake backend: each step in its own task, and the fingerprint (the log
 * call) only after the delay and an idle moment, or at the first interaction.
 */

const SETTINGS: RuntimeSettings = {
  api: 'https://api.example.test',
  webApi: 'https://api.example.test/web/',
  clientApi: 'https://app.example.test/api/',
  beacon: '',
  statsPublicKey: '',
  signInPublicKey: '',
  siteHosts: ['localhost'],
  cookieDomains: {},
  appVersion: '1.0.0',
};
const VISITOR_IP = {
  ip: '203.0.113.9',
  ua: '',
  language: 'en',
  ip_data: { country: 'DE', region: '', city: '', timezone: '' },
};

let called: string[] = [];

beforeEach(() => {
  vi.resetModules(); // startRuntime runs once per page load: a fresh module per test
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  called = [];
  vi.stubGlobal('fetch', async (url: string) => {
    called.push(new URL(url).pathname);
    return new Response(JSON.stringify({ code: 0, data: VISITOR_IP }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  window.history.replaceState(null, '', '/?ref=ABC123');
  document.cookie = `${DEVICE_ID_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const logCalls = () => called.filter((path) => path.endsWith(API_PATHS.recordLog));

/** Lets fetches, answers and the tasks they park settle, without moving the clock. */
async function settle(tasks: FakeTasks) {
  for (let round = 0; round < 10; round += 1) {
    await tasks.drain();
    await vi.advanceTimersByTimeAsync(0);
  }
}

async function start(tasks: FakeTasks) {
  const { startRuntime } = await import('@/tracking/start');
  const done = startRuntime(SETTINGS, window, tasks.pause);
  await tasks.settle();
  // First task: the device id only; nothing asked of the backend yet.
  expect(document.cookie).toContain(`${DEVICE_ID_COOKIE}=`);
  expect(called).toEqual([]);
  let taskCount = 1;
  while (tasks.pending > 0) {
    await tasks.runNext();
    taskCount += 1;
  }
  await done;
  return taskCount;
}

describe('startRuntime', () => {
  it('runs its eight steps in eight tasks, and the fingerprint only after the delay and an idle moment', async () => {
    const tasks = new FakeTasks();
    // Device id, analytics, track sink, declarative tracking, visitor IP, referral, source, fingerprint timer.
    expect(await start(tasks)).toBe(8);
    await settle(tasks);
    expect(called.some((path) => path.endsWith(API_PATHS.visitorIp))).toBe(true);
    expect(called.some((path) => path.endsWith(API_PATHS.refSet))).toBe(true);
    expect(logCalls()).toEqual([]);

    await vi.advanceTimersByTimeAsync(FINGERPRINT_START_DELAY_MS - 10);
    await settle(tasks);
    expect(logCalls()).toEqual([]);

    // The delay ends, then the idle callback (a 1 ms timer without requestIdleCallback) starts the collection.
    await vi.advanceTimersByTimeAsync(20);
    await settle(tasks);
    expect(logCalls()).toHaveLength(1);
    // The visitor-IP answer was asked for once, at start, and shared with the fingerprint.
    expect(called.filter((path) => path.endsWith(API_PATHS.visitorIp))).toHaveLength(1);
  });

  it('collects the fingerprint at the first interaction, long before the delay', async () => {
    const tasks = new FakeTasks();
    await start(tasks);
    await settle(tasks);
    await vi.advanceTimersByTimeAsync(200);
    expect(logCalls()).toEqual([]);
    window.dispatchEvent(new Event('keydown'));
    await settle(tasks);
    expect(logCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(FINGERPRINT_START_DELAY_MS);
    await settle(tasks);
    expect(logCalls()).toHaveLength(1);
  });
});
