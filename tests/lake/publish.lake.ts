import { expect, test } from '@playwright/test';
import { get } from '../e2e/support/http';
import { urlOf } from '../e2e/support/sites';
import { h1, lake, until, webhook } from './support';

/**
 * Publishing on the Lake: an editor's publish (a mutation in the stand-in, then Sanity's signed webhook) reaches the
 * pages, even when the Lake shows it only after a delay, and a Lake that fails or hangs during a revalidation never
 * turns pages into errors. The files of this suite run one at a time (playwright.lake.config.ts).
 */
const SLUG = 'what-is-browser-fingerprinting';
const PATH = `/blog/${SLUG}`;
let id: string;

async function retitle(title: string) {
  const { transactionId } = await lake.client.patch(id).set({ 'title.en': title }).commit({ returnDocuments: false });
  return webhook({ _id: id, _type: 'blogPost', slug: SLUG, _rev: transactionId });
}

test.beforeAll(async () => {
  await lake.reset();
  id = await lake.client.fetch<string>('*[_type == "blogPost" && slug.current == $slug][0]._id', { slug: SLUG });
});

test.afterAll(async () => {
  await lake.reset();
  await webhook({ _id: id, _type: 'blogPost', slug: SLUG });
  await webhook({ _id: 'navigation', _type: 'navigation' });
});

test('a publish the Lake shows only 5 s later: no request after the webhook answered gets the old version, live within 6 s', async () => {
  // What the page shows now (a rerun of one release may start from pages a previous run cached).
  const previous = h1((await get(urlOf('en', PATH))).body);
  expect(previous).toBeTruthy();
  await lake.configure({ visibilityDelayMs: 5000 });
  const title = `Published late ${Date.now()}`;
  const started = Date.now();
  // Visitors keep asking while the webhook waits: a tag expired before the Lake shows the change would cache the
  // previous version from one of these reads.
  let waiting = true;
  const visitors = (async () => {
    while (waiting) {
      await get(urlOf('en', PATH));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  const answer = await retitle(title);
  waiting = false;
  await visitors;
  expect(answer.status).toBe(200);
  const live = Date.now() - started;
  console.info(`a publish with a 5 s Lake lag was live ${live} ms after the mutation (webhook ${answer.ms} ms)`);
  expect(h1((await get(urlOf('en', PATH))).body)).toBe(title);
  expect(live).toBeLessThan(6000);
  // Never the previous version cached until the next publish: a while later too.
  for (let probe = 0; probe < 6; probe += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(h1((await get(urlOf('en', PATH))).body)).toBe(title);
  }
  expect(h1((await get(urlOf('de', '/blog'))).body)).toBeTruthy();
});

test('a menu label published in the Lake shows on other pages with the webhook', async ({ page }) => {
  const marker = `Lake menu ${Date.now()}`;
  type Navigation = {
    _id: string;
    _type: string;
    menu: { key: string; items?: { key: string; label: Record<string, string> }[] }[];
  };
  const navigation = (await lake.client.getDocument<Navigation>('navigation'))!;
  navigation.menu.find((entry) => entry.key === 'resources')!.items!.find((entry) => entry.key === 'blog')!.label.de =
    marker;
  const { transactionId } = await lake.client.createOrReplace(navigation, { returnDocuments: false });
  expect((await webhook({ _id: 'navigation', _type: 'navigation', _rev: transactionId })).status).toBe(200);
  for (const path of ['/faq', '/pricing']) {
    await page.goto(urlOf('de', path));
    await expect(page.locator('.nav-menu a[href="/de/blog"]'), path).toHaveText(marker);
  }
});

test('the Lake down or hanging during a revalidation keeps the last good page; a never-seen page is 503; recovery needs no webhook', async () => {
  test.setTimeout(180_000);
  const url = urlOf('en', PATH);
  // A page this server rendered from the Lake: its reads are the last good copy.
  const good = `Last good ${Date.now()}`;
  expect((await retitle(good)).status).toBe(200);
  expect(h1((await get(url)).body)).toBe(good);

  // Down: every query answers 503 while the editor publishes.
  await lake.configure({ faults: [{ mode: 'status', status: 503 }] });
  const unseen = `Published while down ${Date.now()}`;
  expect((await retitle(unseen)).status).toBe(200);
  const during = await get(url);
  expect(during.status).toBe(200);
  expect(h1(during.body)).toBe(good);
  const never = await get(urlOf('en', `/blog/never-seen-${Date.now()}`));
  expect(never.status).toBe(503);
  expect(Number(never.headers['retry-after'])).toBeGreaterThan(0);

  // Back: the page follows within a few probes, with no other webhook.
  await lake.configure({ faults: [] });
  expect(h1((await until(url, (body) => h1(body) === unseen)).body)).toBe(unseen);

  // Hanging: answers slower than the client's timeout (10 s) are failed reads too, never a 5xx.
  await lake.configure({ faults: [{ mode: 'slow', delayMs: 30_000 }] });
  const later = `Published while hanging ${Date.now()}`;
  expect((await retitle(later)).status).toBe(200);
  const started = Date.now();
  const slow = await get(url, {}, 'GET', 90_000);
  console.info(`a page whose reads hang answered in ${Date.now() - started} ms`);
  expect(slow.status).toBe(200);
  expect(h1(slow.body)).toBe(unseen);
  await lake.configure({ faults: [] });
  expect(h1((await until(url, (body) => h1(body) === later, 30_000)).body)).toBe(later);
});
