import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { DRAFT_SESSION_COOKIE, isDraftId, LOCALES, publishedId } from '@site/schemas';
import { localSecret } from '../../scripts/local-secrets.mjs';
import { get, type RawResponse } from './support/http';
import { sites, urlOf } from './support/sites';

/**
 * Draft mode end to end on the embedded dataset: drafts are invisible to visitors (pages, listings, sitemaps), shown
 * in preview with the Preview bar, never cached, and left by the exit link. The drafts come from the seed itself.
 */
const DATASET = fileURLToPath(new URL('../../studio/seed/dataset/data.ndjson', import.meta.url));
const SECRET = localSecret('SANITY_PREVIEW_SECRET');
const barLabel = (code: string) =>
  (
    JSON.parse(readFileSync(fileURLToPath(new URL(`../../web/messages/${code}.json`, import.meta.url)), 'utf8')) as {
      PreviewBar: { label: string };
    }
  ).PreviewBar.label;

type Doc = { _id: string; _type: string; slug?: { current: string }; title?: Record<string, string> };
// content.e2e.ts rewrites this file while it runs (publish to live): a line caught half written is skipped.
const documents = readFileSync(DATASET, 'utf8')
  .split('\n')
  .flatMap((line) => {
    try {
      return [JSON.parse(line) as Doc];
    } catch {
      return [];
    }
  });
const ids = new Set(documents.map((doc) => doc._id));
const blogDrafts = documents.filter((doc) => doc._type === 'blogPost' && isDraftId(doc._id));
const edited = blogDrafts.find((doc) => ids.has(publishedId(doc._id)))!;
const editedTitle = edited.title!.en!;
const published = documents.find((doc) => doc._id === publishedId(edited._id))!;
const created = blogDrafts.find((doc) => !ids.has(publishedId(doc._id)))!;
const editedPath = `/blog/${edited.slug!.current}`;
const createdPath = `/blog/${created.slug!.current}`;

const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const enableUrl = (query: string, site = sites.en) => `${site}/api/draft-mode/enable${query}`;

/** The cookies the enable route sets (Next's draft mode and the draft session), as a Cookie header. */
async function draftCookie(): Promise<string> {
  const answer = await get(
    enableUrl(`?secret=${encodeURIComponent(SECRET)}&redirect=${encodeURIComponent(editedPath)}`),
  );
  const setCookie = ([] as string[]).concat(answer.headers['set-cookie'] ?? []);
  const bypass = setCookie.find((cookie) => cookie.startsWith('__prerender_bypass='));
  const session = setCookie.find((cookie) => cookie.startsWith(`${DRAFT_SESSION_COOKIE}=`));
  expect(bypass, 'draft mode cookie').toBeTruthy();
  expect(session, 'draft session cookie').toBeTruthy();
  return `${bypass!.split(';')[0]!}; ${session!.split(';')[0]!}`;
}

function cacheControl(response: RawResponse): string {
  return String(response.headers['cache-control'] ?? '');
}

test.describe('draft mode', () => {
  test('the seed has a draft of a published post and a draft-only post', () => {
    expect(edited.title!.en).not.toBe(published.title!.en);
  });

  test('visitors never see a draft: pages, listings and sitemaps', async () => {
    const page = await get(urlOf('en', editedPath));
    expect(page.status).toBe(200);
    expect(h1(page.body)).toBe(published.title!.en);
    expect(page.body).not.toContain(edited.title!.en);
    expect(page.body).not.toContain('data-preview-bar');
    expect((await get(urlOf('en', createdPath))).status).toBe(404);
    const listing = await get(urlOf('en', '/blog'));
    expect(listing.body).not.toContain(created.title!.en);
    expect(listing.body).not.toContain(edited.title!.en);
    // A forged cookie is not draft mode.
    const forged = await get(urlOf('en', editedPath), { cookie: '__prerender_bypass=forged' });
    expect(h1(forged.body)).toBe(published.title!.en);
    const sitemaps = ['index', ...LOCALES.map((locale) => locale.iso)].map((name) => `${sites.en}/${name}-sitemap.xml`);
    for (const url of [`${sites.en}/sitemap.xml`, ...sitemaps]) {
      const body = (await get(url)).body;
      expect(body, url).not.toContain(created.slug!.current);
    }
  });

  test('the enable route: 401 without the right secret, 400 for a redirect off the site, 307 to the path otherwise', async () => {
    for (const query of [
      '',
      `?redirect=${editedPath}`,
      `?secret=wrong&redirect=${editedPath}`,
      '?secret=wrong&redirect=https://evil.example/',
    ]) {
      const answer = await get(enableUrl(query));
      expect(answer.status, query).toBe(401);
      expect(answer.headers['set-cookie'], query).toBeUndefined();
    }
    for (const redirect of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'blog']) {
      const answer = await get(
        enableUrl(`?secret=${encodeURIComponent(SECRET)}&redirect=${encodeURIComponent(redirect)}`),
      );
      expect(answer.status, redirect).toBe(400);
      expect(answer.headers['set-cookie'], redirect).toBeUndefined();
    }
    const answer = await get(
      enableUrl(`?secret=${encodeURIComponent(SECRET)}&redirect=${encodeURIComponent(`${editedPath}?x=1`)}`),
    );
    expect(answer.status).toBe(307);
    expect(answer.headers.location).toBe(`${editedPath}?x=1`);
  });

  test('in draft mode pages read the drafts, uncached and private, and visitors still get the published page', async () => {
    const cookie = await draftCookie();
    const draft = await get(urlOf('en', editedPath), { cookie });
    expect(draft.status).toBe(200);
    expect(h1(draft.body)).toBe(edited.title!.en);
    expect(draft.body).toContain('data-preview-bar');
    expect(cacheControl(draft)).toMatch(/\bprivate\b/);
    expect(cacheControl(draft)).toMatch(/\bno-store\b/);
    // (Next labels even a draft render `x-nextjs-cache: HIT`: the label follows the route, not this answer, so the
    // proof that nothing was cached is the visitor's answer below.)

    const fresh = await get(urlOf('en', createdPath), { cookie });
    expect(fresh.status).toBe(200);
    expect(h1(fresh.body)).toBe(created.title!.en);
    expect(cacheControl(fresh)).toMatch(/\bno-store\b/);
    expect((await get(urlOf('en', '/blog'), { cookie })).body).toContain(created.title!.en);

    // Right after the preview, a visitor's request for the same pages: nothing of the draft was cached.
    const visitor = await get(urlOf('en', editedPath));
    expect(h1(visitor.body)).toBe(published.title!.en);
    expect(cacheControl(visitor)).not.toMatch(/\bprivate\b/);
    expect((await get(urlOf('en', createdPath))).status).toBe(404);

    // A prefetch of the exit link (router or browser) does not end draft mode.
    // (Next strips its router's own headers before a route handler sees them; the prefetcher skips the link.)
    const prefetches: Record<string, string>[] = [{ 'sec-purpose': 'prefetch' }, { purpose: 'prefetch' }];
    for (const headers of prefetches) {
      const prefetch = await get(`${sites.en}/api/draft-mode/disable?redirect=%2F`, { cookie, ...headers });
      expect(prefetch.status).toBe(204);
      expect(prefetch.headers['set-cookie']).toBeUndefined();
    }
    // A link on another site cannot end draft mode (the browser's Fetch Metadata, else the Referer, tells).
    const forgeries: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { referer: 'https://evil.example/' },
    ];
    for (const headers of forgeries) {
      const forged = await get(`${sites.en}/api/draft-mode/disable?redirect=%2F`, { cookie, ...headers });
      expect(forged.status).toBe(403);
      expect(forged.headers['set-cookie']).toBeUndefined();
      expect(cacheControl(forged)).toMatch(/\bno-store\b/);
    }
    // Leaving: the cookie is cleared and the answer goes back to the page.
    const exit = await get(`${sites.en}/api/draft-mode/disable?redirect=${encodeURIComponent(editedPath)}`, { cookie });
    expect(exit.status).toBe(307);
    expect(exit.headers.location).toBe(editedPath);
    expect(String(exit.headers['set-cookie'])).toMatch(/__prerender_bypass=;/);
    expect(
      (
        await get(`${sites.en}/api/draft-mode/disable?redirect=${encodeURIComponent('https://evil.example/')}`, {
          cookie,
        })
      ).status,
    ).toBe(400);

    // Sitemaps stay published even for an editor in draft mode.
    expect((await get(`${sites.en}/en-sitemap.xml`, { cookie })).body).not.toContain(created.slug!.current);
  });

  test('an editor previews, sees the Preview bar in the page language, and exits back to the same page', async ({
    page,
  }) => {
    let prefetched = 0;
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch'] !== undefined) prefetched += 1;
    });
    await page.goto(enableUrl(`?secret=${encodeURIComponent(SECRET)}&redirect=${encodeURIComponent(editedPath)}`));
    await expect(page).toHaveURL(urlOf('en', editedPath));
    await expect(page.locator('h1')).toHaveText(editedTitle);
    const bar = page.locator('[data-preview-bar]');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(barLabel('en'));
    await expect(bar.locator('[data-preview-exit]')).toHaveAttribute(
      'href',
      `/api/draft-mode/disable?redirect=${encodeURIComponent(editedPath)}`,
    );

    // The prefetcher brings every internal link in view (the bar's among the first); it must leave the exit link alone.
    await expect.poll(() => prefetched, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    await page.reload();
    await expect(bar).toBeVisible();

    await bar.locator('[data-preview-exit]').click();
    await expect(page).toHaveURL(urlOf('en', editedPath));
    await expect(page.locator('h1')).toHaveText(published.title!.en!);
    await expect(page.locator('[data-preview-bar]')).toHaveCount(0);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === '__prerender_bypass' && cookie.value !== '')).toBeUndefined();
  });

  test('a prefixed language: the bar speaks it', async ({ page }) => {
    // Its own browser context: visiting /de stores the language choice, after which the English host sends this
    // visitor's unprefixed paths to /de.
    await page.goto(enableUrl(`?secret=${encodeURIComponent(SECRET)}&redirect=${encodeURIComponent('/de/pricing')}`));
    await expect(page).toHaveURL(urlOf('de', '/pricing'));
    await expect(page.locator('[data-preview-bar]')).toContainText(barLabel('de'));
  });

  test('the Chinese host: preview through its own enable route, exit stays on the host', async ({ page }) => {
    await page.goto(
      enableUrl(`?secret=${encodeURIComponent(SECRET)}&redirect=${encodeURIComponent('/pricing')}`, sites.zh),
    );
    await expect(page).toHaveURL(urlOf('zh', '/pricing'));
    await expect(page.locator('[data-preview-bar]')).toContainText(barLabel('zh'));
    await page.locator('[data-preview-exit]').click();
    await expect(page).toHaveURL(urlOf('zh', '/pricing'));
    await expect(page.locator('[data-preview-bar]')).toHaveCount(0);
  });
});
