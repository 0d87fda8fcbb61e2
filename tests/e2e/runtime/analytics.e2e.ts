import { DEVICE_ID_COOKIE, STATS_BATCH_SIZE, STATS_FLUSH_MS, STATS_QUEUE_KEY } from '@site/schemas';
import type { Page } from '@playwright/test';
import { sites, urlOf } from '../support/sites';
import { STUB_PATHS, beacons, expect, keepClicksOnPage, runtimeStarted, storedQueue, test } from '../support/stub';

const PRICING = 'a[data-track="home_hero_pricing"]';
/** What a desktop visitor sees of the English home page at first: the hero's buttons and the header's login and register links. */
const ABOVE_THE_FOLD = ['home_hero_download', 'home_hero_pricing', 'login_link', 'register_link'];

/** How far the page's clock moves at a time while the runtime starts: the most the flush timer can have run. */
const STEP_MS = 100;

/**
 * Installs the fake clock paused before the page loads, so page time moves only when the test moves it, however long
 * anything takes in real time. Steps it until the runtime has queued its first event, which starts the flush timer:
 * that timer has then run at most one step.
 */
async function startFrozen(page: Page, stub: Parameters<typeof runtimeStarted>[0], url = urlOf('en')): Promise<void> {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-03-02T09:00:01Z'));
  await page.goto(url);
  await expect
    .poll(
      async () => {
        if ((await storedQueue(page, STATS_QUEUE_KEY)).length > 0) return true;
        await page.clock.runFor(STEP_MS);
        return false;
      },
      { intervals: [50], timeout: 15_000 },
    )
    .toBe(true);
  await runtimeStarted(stub);
}

async function waitForExposures(page: Page, names: string[]) {
  await expect
    .poll(async () =>
      (await storedQueue(page, STATS_QUEUE_KEY))
        .filter((entry) => entry.event.event_type === 'expose')
        .map((entry) => entry.event.event)
        .sort(),
    )
    .toEqual([...names].sort());
}

test('nothing is sent before 10 s; after 10 s one encrypted beacon carries the queued events and comm', async ({
  page,
  context,
  stub,
}) => {
  await startFrozen(page, stub);
  await waitForExposures(page, ABOVE_THE_FOLD);
  // The flush timer has run at most one step: a step short of 10 s it has not fired, two steps later it has.
  await page.clock.runFor(STATS_FLUSH_MS - 2 * STEP_MS);
  await page.waitForTimeout(500);
  expect(await stub.requests(STUB_PATHS.beacon)).toEqual([]);
  await page.clock.runFor(2 * STEP_MS);
  await stub.waitFor((list) => list.length === 1, STUB_PATHS.beacon);

  const [batch] = await beacons(stub);
  const deviceId = (await context.cookies(sites.en)).find((found) => found.name === DEVICE_ID_COOKIE)!.value;
  const screenSize = await page.evaluate(() => `${screen.width}x${screen.height}`);
  expect(batch!.comm).toEqual({
    user_id: '',
    user_info: {},
    device_id: deviceId,
    screen_size: screenSize,
    app_version: '0.0.0',
  });
  expect(batch!.list[0]).toMatchObject({
    event: 'page_view',
    event_type: 'view',
    op_page: '/',
    params: { locale: 'en' },
  });
  expect(
    batch!.list
      .slice(1)
      .map((event) => `${event.event} ${event.event_type} ${event.op_page}`)
      .sort(),
  ).toEqual(ABOVE_THE_FOLD.map((name) => `${name} expose /`));
  expect(await storedQueue(page, STATS_QUEUE_KEY)).toEqual([]);
});

test('20 queued events leave at once, without waiting for the 10 s', async ({ page, stub }) => {
  await keepClicksOnPage(page);
  await startFrozen(page, stub);
  await waitForExposures(page, ABOVE_THE_FOLD);
  const before = (await storedQueue(page, STATS_QUEUE_KEY)).length;
  expect(before).toBeLessThan(STATS_BATCH_SIZE);
  for (let n = 0; n < STATS_BATCH_SIZE - before - 1; n += 1) await page.locator(PRICING).click();
  await page.waitForTimeout(500);
  expect(await stub.requests(STUB_PATHS.beacon)).toEqual([]);
  expect(await storedQueue(page, STATS_QUEUE_KEY)).toHaveLength(STATS_BATCH_SIZE - 1);

  await page.locator(PRICING).click(); // the 20th, with the clock still frozen
  await stub.waitFor((list) => list.length === 1, STUB_PATHS.beacon);
  const [batch] = await beacons(stub);
  expect(batch!.list).toHaveLength(STATS_BATCH_SIZE);
  const clicks = batch!.list.filter((event) => event.event_type === 'click');
  expect(clicks).toHaveLength(STATS_BATCH_SIZE - before);
  for (const click of clicks) expect(click).toMatchObject({ event: 'home_hero_pricing', op_page: '/', params: {} });
  expect(page.url()).toBe(urlOf('en'));
  await expect.poll(async () => storedQueue(page, STATS_QUEUE_KEY)).toEqual([]);
});

test('events still queued when the page goes away are sent at the next start', async ({ page, stub }) => {
  await keepClicksOnPage(page);
  await startFrozen(page, stub);
  for (let n = 0; n < 3; n += 1) await page.locator(PRICING).click();
  await waitForExposures(page, ABOVE_THE_FOLD);
  const left = await storedQueue(page, STATS_QUEUE_KEY);
  expect(left.filter((entry) => entry.event.event_type === 'click')).toHaveLength(3);
  expect(await stub.requests(STUB_PATHS.beacon)).toEqual([]);

  await page.reload();
  await page.clock.runFor(2500); // lets the idle callback load the runtime again
  await runtimeStarted(stub, 2);
  await stub.waitFor((list) => list.length >= 1, STUB_PATHS.beacon);
  const [resent] = await beacons(stub);
  for (const entry of left) expect(resent!.list).toContainEqual(entry.event);
  expect(resent!.list.filter((event) => event.event_type === 'click')).toHaveLength(3);
});

test('an element is exposed once, however often it scrolls into view', async ({ page, stub }) => {
  await startFrozen(page, stub);
  const cta = page.locator('a[data-track="home_cta_download"]');
  const exposures = async () =>
    (await storedQueue(page, STATS_QUEUE_KEY)).filter(
      (entry) => entry.event.event === 'home_cta_download' && entry.event.event_type === 'expose',
    ).length;
  expect(await exposures()).toBe(0);
  await cta.scrollIntoViewIfNeeded();
  await expect.poll(exposures).toBe(1);
  for (let n = 0; n < 2; n += 1) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(200);
    await cta.scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
  }
  expect(await exposures()).toBe(1);
});
