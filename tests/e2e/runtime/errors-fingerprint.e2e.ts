import { createHash } from 'node:crypto';
import {
  ERROR_CODES,
  FINGERPRINT_PUSHED_KEY,
  PRELOAD_ERROR_EVENT,
  FINGERPRINT_START_DELAY_MS,
  RELOAD_GUARD_KEY,
  STATS_FLUSH_MS,
  STATS_QUEUE_KEY,
} from '@site/schemas';
import { DEFAULT_IP_DATA, DEFAULT_VISITOR_IP } from '../../stub/server';
import { urlOf } from '../support/sites';
import { STUB_PATHS, beacons, expect, runtimeStarted, storedQueue, test } from '../support/stub';

test('failed resources, script errors and unhandled rejections are reported as 100101, 100102, 100103', async ({
  page,
  stub,
}) => {
  await page.clock.install();
  await page.goto(urlOf('en'));
  await runtimeStarted(stub);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/missing-image.png';
    document.body.append(image);
    queueMicrotask(() => {
      throw new Error('boom-100102');
    });
    void Promise.reject(new Error('nope-100103'));
  });
  await expect
    .poll(
      async () =>
        (await storedQueue(page, STATS_QUEUE_KEY)).filter((entry) => entry.event.event_type === 'error').length,
    )
    .toBe(3);
  await page.clock.runFor(STATS_FLUSH_MS + 100);
  await stub.waitFor((list) => list.length > 0, STUB_PATHS.beacon);
  const errors = (await beacons(stub)).flatMap((batch) => batch.list).filter((event) => event.event_type === 'error');
  expect(errors.find((event) => event.event === 'resource_error')!.params).toEqual({
    code: ERROR_CODES.resourceLoad,
    tag: 'img',
    url: `${new URL(urlOf('en')).origin}/missing-image.png`,
  });
  expect(errors.find((event) => event.event === 'script_error')!.params).toMatchObject({
    code: ERROR_CODES.script,
    message: expect.stringContaining('boom-100102'),
  });
  expect(errors.find((event) => event.event === 'unhandled_rejection')!.params).toMatchObject({
    code: ERROR_CODES.unhandledRejection,
    message: 'Error: nope-100103',
  });
});

test('a missing script of ours reloads the page once, not again within 10 s', async ({ page, stub }) => {
  await page.goto(urlOf('en'));
  await runtimeStarted(stub);
  const addMissingScript = (name: string) =>
    page.evaluate((src) => {
      (window as unknown as { marker: number }).marker = 1;
      const script = document.createElement('script');
      script.src = src;
      document.body.append(script);
    }, `/_next/static/chunks/${name}.js`);
  const reloaded = page.waitForEvent('load');
  await addMissingScript('gone-after-deploy');
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
  const guard = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '{}'), RELOAD_GUARD_KEY);
  expect(Object.keys(guard)).toEqual(['/']);

  await runtimeStarted(stub, 2);
  await addMissingScript('gone-again');
  await expect
    .poll(async () =>
      (await storedQueue(page, STATS_QUEUE_KEY)).some((entry) => entry.event.event === 'resource_error'),
    )
    .toBe(true);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test("a lazy chunk that fails dispatches a cancelable 'preload-error' on window; preventing it keeps the page", async ({
  page,
  stub,
}) => {
  await page.goto(urlOf('en'));
  await runtimeStarted(stub);
  await page.evaluate((type) => {
    const seen: Array<{ url: string; cancelable: boolean }> = [];
    (window as unknown as { preloadErrors: typeof seen }).preloadErrors = seen;
    window.addEventListener(type, (event) => {
      seen.push({ url: (event as CustomEvent<{ url: string }>).detail.url, cancelable: event.cancelable });
      event.preventDefault(); // the page takes care of it (say, shows a notice) instead of the reload
    });
    const script = document.createElement('script');
    script.src = '/_next/static/chunks/lazy-gone-after-deploy.js';
    document.body.append(script);
  }, PRELOAD_ERROR_EVENT);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { preloadErrors: unknown[] }).preloadErrors))
    .toEqual([
      { url: `${new URL(urlOf('en')).origin}/_next/static/chunks/lazy-gone-after-deploy.js`, cancelable: true },
    ]);
  await page.waitForTimeout(500);
  // Not reloaded (the marker array is still there) and the 10 s guard not used up.
  expect(
    await page.evaluate(() => Array.isArray((window as unknown as { preloadErrors?: unknown[] }).preloadErrors)),
  ).toBe(true);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), RELOAD_GUARD_KEY)).toBeNull();
});

test('the fingerprint goes to the log call once per distinct payload', async ({ page, stub }) => {
  const started = Date.now();
  await page.goto(urlOf('en'));
  const [log] = await stub.waitFor((list) => list.length > 0, STUB_PATHS.recordLog);
  const takes = Date.now() - started;
  expect(log!.method).toBe('POST');
  expect(log!.contentType).toMatch(/^multipart\/form-data/);
  expect(Object.keys(log!.fields)).toEqual(['log_type', 'data', 'base_encode']);
  expect(log!.fields['log_type']).toBe('WWW_FINGERPRINT_INFO');
  expect(log!.fields['base_encode']).toBe('1');
  const json = Buffer.from(log!.fields['data']!, 'base64').toString('utf8');
  const fingerprint = JSON.parse(json);
  expect(Object.keys(fingerprint)).toEqual(['navigator', 'ip', 'fonts', 'audio', 'webgl', 'canvas']);
  expect(fingerprint.navigator.userAgent).toBe(await page.evaluate(() => navigator.userAgent));
  expect(fingerprint.ip).toMatchObject({ ip: DEFAULT_VISITOR_IP, ip_data: DEFAULT_IP_DATA });
  expect(Array.isArray(fingerprint.fonts)).toBe(true);
  expect(fingerprint.canvas).toMatch(/^[0-9a-f]{32}$/);
  expect(fingerprint.audio === null || /^\d+(\.\d+)?(e-?\d+)?$/.test(fingerprint.audio)).toBe(true);
  const pushed = await page.evaluate((key) => localStorage.getItem(key), FINGERPRINT_PUSHED_KEY);
  expect(pushed).toBe(createHash('md5').update(json).digest('hex'));

  // Same device, same answer: nothing new, once the fingerprint has run (its delay after load, plus an idle moment;
  // at least twice what the first report took on this machine, so a slow run cannot pass before it ran).
  const reloaded = Date.now();
  await page.reload();
  await runtimeStarted(stub, 2);
  await page.waitForTimeout(Math.max(FINGERPRINT_START_DELAY_MS + 3000, 2 * takes - (Date.now() - reloaded)));
  expect(await stub.requests(STUB_PATHS.recordLog)).toHaveLength(1);

  // The visitor-IP answer changes: a new report.
  await stub.configure({
    answers: {
      [STUB_PATHS.visitorIp]: {
        code: 0,
        data: { ip: '198.51.100.4', ua: '', language: 'pt', ip_data: { ...DEFAULT_IP_DATA, country: 'BR' } },
      },
    },
  });
  await page.reload();
  const logs = await stub.waitFor((list) => list.length === 2, STUB_PATHS.recordLog);
  expect(JSON.parse(Buffer.from(logs[1]!.fields['data']!, 'base64').toString('utf8')).ip.ip_data.country).toBe('BR');
});

test('the fingerprint waits for its delay after load, or starts at the first key press', async ({ page, stub }) => {
  await page.clock.install();
  await page.goto(urlOf('en'));
  await runtimeStarted(stub);
  // The page's time stands still short of the delay: no fingerprint, however long we wait in real time...
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.waitForTimeout(2000);
  expect(await stub.requests(STUB_PATHS.recordLog)).toEqual([]);
  // ...until the visitor interacts.
  await page.keyboard.press('Shift');
  await stub.waitFor((list) => list.length === 1, STUB_PATHS.recordLog);
});

test('idempotent calls are retried once on 503, POSTs never', async ({ page, stub }) => {
  await stub.configure({
    failures: [
      { path: STUB_PATHS.visitorIp, mode: 'status', status: 503, times: 1 },
      { path: STUB_PATHS.recordSource, mode: 'status', status: 503 },
    ],
  });
  await page.goto(`${urlOf('en')}?source=retry-test`);
  const visits = await stub.waitFor((list) => list.length === 2, STUB_PATHS.visitorIp);
  expect(visits.map((request) => request.method)).toEqual(['GET', 'GET']);
  const [log] = await stub.waitFor((list) => list.length > 0, STUB_PATHS.recordLog);
  expect(JSON.parse(Buffer.from(log!.fields['data']!, 'base64').toString('utf8')).ip.ip).toBe(DEFAULT_VISITOR_IP);
  await page.waitForTimeout(1000);
  expect(await stub.requests(STUB_PATHS.recordSource)).toHaveLength(1);
});
