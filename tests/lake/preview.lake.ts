import { type Page, expect, test } from '@playwright/test';
import { localSecret } from '../../scripts/local-secrets.mjs';
import { get } from '../e2e/support/http';
import { sites, urlOf } from '../e2e/support/sites';
import { lakeSettings, studioUrl } from '../lake-stub/settings';
import { lake } from './support';

/**
 * An editor's preview on the Lake: draft mode shows drafts; an edit (a draft mutation in the stand-in) shows in the
 * open page within 2 s without a reload (next-sanity's SanityLive on the live event stream); stega markers only in
 * draft mode and never in the head or JSON-LD; the Studio's origin, and only it, may frame draft pages.
 */
const SLUG = 'what-is-browser-fingerprinting';
const PATH = `/blog/${SLUG}`;
const ENABLE = `${sites.en}/api/draft-mode/enable?secret=${encodeURIComponent(localSecret('SANITY_PREVIEW_SECRET'))}&redirect=${encodeURIComponent(PATH)}`;
const STUDIO_ORIGIN = new URL(studioUrl(lakeSettings())).origin;
const API_HOST = lakeSettings().apiHost;
/** The invisible characters @vercel/stega encodes with. */
const STEGA = /[\u200B-\u200D\u2060\uFEFF]|\uDB40[\uDC00-\uDCFF]/;

test.beforeEach(() => lake.reset());
test.afterAll(() => lake.reset());

test('an edit shows in the open draft-mode page within 2 s, without a reload', async ({ page }) => {
  const id = await lake.client.fetch<string>('*[_type == "blogPost" && slug.current == $slug][0]._id', { slug: SLUG });
  const published = (await lake.client.getDocument(id))!;
  await openDraft(page);

  const title = `Live edit ${Date.now()}`;
  const started = Date.now();
  // Without an SEO title the head falls back to the article's title: a string that carries stega in draft mode.
  const seo = { ...(published.seo as object), seo_title: {} };
  await lake.client.createOrReplace({
    ...published,
    _id: `drafts.${id}`,
    title: { ...(published.title as object), en: title },
    seo,
  });
  await expect(page.locator('h1')).toContainText(title, { timeout: 2000 });
  console.info(`the draft showed in the open page after ${Date.now() - started} ms`);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // Stega: in the page's text for the overlays, never in the head or the structured data.
  expect(await page.locator('h1').textContent()).toMatch(STEGA);
  // React puts the new <title> in the head after it commits the body: a moment after the heading, at times.
  await expect.poll(() => page.title(), { timeout: 2000 }).toContain(title);
  const head = await page.evaluate(() => ({
    title: document.title,
    meta: [...document.querySelectorAll('meta')].map((meta) => meta.getAttribute('content') ?? ''),
    links: [...document.querySelectorAll('link')].map((link) => link.getAttribute('href') ?? ''),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => script.textContent ?? '',
    ),
  }));
  expect(head.title).toContain(title);
  expect(head.jsonLd.length).toBeGreaterThan(0);
  for (const text of [head.title, ...head.meta, ...head.links, ...head.jsonLd]) expect(text).not.toMatch(STEGA);
});

/** Opens PATH in draft mode and waits until SanityLive has opened its stream; marks the window to detect a reload. */
async function openDraft(page: Page) {
  const liveBefore = (await lake.stats()).live;
  await page.goto(ENABLE);
  await expect(page.locator('[data-preview-bar]')).toBeVisible();
  // SanityLive has opened the stream (with the Viewer token: drafts need it).
  await expect.poll(async () => (await lake.stats()).live).toBeGreaterThan(liveBefore);
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
}

/** A draft of the article with a new English title, as an editor's change in the Studio makes it. */
async function editDraft(title: string) {
  const id = await lake.client.fetch<string>('*[_type == "blogPost" && slug.current == $slug][0]._id', { slug: SLUG });
  const published = (await lake.client.getDocument(id))!;
  await lake.client.createOrReplace({
    ...published,
    _id: `drafts.${id}`,
    title: { ...(published.title as object), en: title },
  });
}

const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded);

test("the preview recovers from the live stream's restart and goaway, without a reload", async ({ page }) => {
  await openDraft(page);
  // A change the Lake does not announce, then `restart`: SanityLive refetches the page.
  await lake.configure({ liveMessages: false });
  const lost = `Unannounced edit ${Date.now()}`;
  await editDraft(lost);
  await page.waitForTimeout(1500);
  await expect(page.locator('h1')).not.toContainText(lost);
  await lake.configure({ liveMessages: true });
  await lake.live('restart');
  await expect(page.locator('h1')).toContainText(lost, { timeout: 2000 });

  // `goaway` ends the stream; an edit made before the browser is back reaches it when it reconnects (Last-Event-ID).
  const { resumed } = await lake.stats();
  expect(await lake.live('goaway')).toEqual({ open: 0 });
  const missed = `Edit while away ${Date.now()}`;
  await editDraft(missed);
  await expect(page.locator('h1')).toContainText(missed, { timeout: 6000 });
  expect((await lake.stats()).resumed).toBeGreaterThan(resumed);
  expect(await notReloaded(page)).toBe(true);
});

test("the README's CORS step matters: without the site's origin the preview's live stream is refused", async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => warnings.push(message.text()));
  const { corsOrigins } = await lake.config();
  await lake.configure({ corsOrigins: corsOrigins.filter((item) => item.origin !== sites.en) });
  const liveBefore = (await lake.stats()).live;
  await page.goto(ENABLE);
  await expect(page.locator('[data-preview-bar]')).toBeVisible();
  // SanityLive asks /check/cors after the refused stream and says why.
  await expect
    .poll(() => warnings.join('\n'), { timeout: 10_000 })
    .toContain('not in the list of allowed CORS origins');
  expect((await lake.stats()).live).toBe(liveBefore);
  const title = `Unseen edit ${Date.now()}`;
  await editDraft(title);
  await page.waitForTimeout(2000);
  await expect(page.locator('h1')).not.toContainText(title);
});

test('visitors get no stega and no preview; only draft pages may be framed, by the Studio origin alone', async () => {
  const visitor = await get(urlOf('en', PATH));
  expect(visitor.status).toBe(200);
  expect(visitor.body).not.toMatch(STEGA);
  expect(visitor.body).not.toContain('data-preview-bar');
  expect(String(visitor.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  expect(visitor.headers['x-frame-options']).toBe('DENY');

  const enable = await get(
    `${sites.en}/api/draft-mode/enable?secret=${encodeURIComponent(localSecret('SANITY_PREVIEW_SECRET'))}&redirect=${encodeURIComponent(PATH)}`,
  );
  const cookie = ([] as string[])
    .concat(enable.headers['set-cookie'] ?? [])
    .map((line) => line.split(';')[0])
    .join('; ');
  const draft = await get(urlOf('en', PATH), { cookie });
  expect(draft.status).toBe(200);
  expect(draft.body).toContain('data-preview-bar');
  const policy = String(draft.headers['content-security-policy']);
  // The site itself and the Studio's origin, nothing else.
  expect(/frame-ancestors ([^;]*)/.exec(policy)?.[1]).toBe(`'self' ${STUDIO_ORIGIN}`);
  expect(draft.headers['x-frame-options']).toBeUndefined();
  // The live stream's host is the configured API host, and no other Sanity host is needed.
  expect(/connect-src ([^;]*)/.exec(policy)?.[1]).toContain(API_HOST);
  expect(/connect-src ([^;]*)/.exec(policy)?.[1]).not.toContain('api.sanity.io');
});
