import { type LocaleCode, getLocale, localePath } from '@site/schemas';
import { expect, test } from '@playwright/test';
import { get, locationOf } from './support/http';
import { sites, urlOf } from './support/sites';

/**
 * Unknown ids answer 404 with the localized not-found page carrying the path, and the router's prefetches of them
 * never fail with a 500 (Next 16 answers notFound() inside an ISR fallback with a 500 to RSC requests; the edge
 * keeps unknown ids out of those routes). The 404 is server-rendered HTML: Next 16.4 would send a
 * `notFound()` page's markup only in its RSC payload, so the routes render NotFoundPage instead (web/README.md).
 */
const UNKNOWN = [
  ['de', '/blog/no-such-post'],
  ['zh', '/news/no-such-item'],
  ['th', '/no-such-page'],
  ['km', '/solutions/not-a-solution'],
  ['en', '/alternatives/gologin'],
  ['ru', '/helps/no-such-help'],
  ['de', '/blog-no-such-category'],
] as const;

test.describe('unknown ids', () => {
  for (const [locale, path] of UNKNOWN) {
    test(`${locale} ${path} is a localized 404 naming the path`, async ({ page }) => {
      const response = await page.goto(urlOf(locale, path));
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('data-locale', locale);
      await expect(page.locator('.error-page h1')).toBeVisible();
      await expect(page.locator('.error-message')).toContainText(path);
    });
  }

  test('a router prefetch of an unknown id never fails with a 5xx', async () => {
    // The router's RSC request: Next first answers a wrong `_rsc` cache key with a 307 to the right one.
    const headers = { rsc: '1', 'next-router-prefetch': '1' };
    const url = `${urlOf('de', '/blog/no-such-post')}?_rsc=probe`;
    const first = await get(url, headers);
    const second = first.status === 307 ? await get(locationOf(first, url)!, headers) : first;
    expect(second.status).toBeLessThan(500);
    expect(second.status).not.toBe(307);
  });
});

/** Every route family, unknown pages, deeper paths and the edge's rewrites of unknown content, on every host. */
const SERVER_RENDERED: readonly (readonly [LocaleCode, string])[] = [
  ...UNKNOWN,
  ['en', '/no-such-page'],
  ['zh', '/no-such-page'],
  ['ru', '/no-such-page'],
  ['en', '/blog/no-such-post'],
  ['zh', '/guide/no-such-guide'],
  ['tc', '/release/no-such-release'],
  ['ru', '/partner/no-such-partner'],
  ['fr', '/blog-fingerprinting/no-such-tag'],
  ['en', '/a/b/c'],
  // The proxy rewrites these to /{locale}/~/missing/...: the visitor's path is shown, never the internal one.
  ['en', '/solutions/not-a-solution'],
  ['zh', '/solutions/not-a-solution'],
  ['jp', '/alternatives/not-an-alternative'],
];

test.describe('the 404 is server-rendered HTML', () => {
  for (const [locale, path] of SERVER_RENDERED) {
    test(`${locale} ${path}: status 404, lang, header, footer and the path in the HTML`, async () => {
      const response = await get(urlOf(locale, path));
      const shown = localePath(locale, path);
      expect(response.status).toBe(404);
      expect(response.body).toContain(`<html lang="${getLocale(locale).tag}"`);
      expect(response.body).not.toContain('id="__next_error__"');
      expect(response.body).toContain('class="site-header"');
      expect(response.body).toContain('class="site-footer"');
      expect(response.body).toContain(`data-path="${shown}"`);
      expect(response.body).not.toContain('/~/missing');
      if (locale === 'en') expect(response.body).toContain(`Page not found: ${shown}`);
    });
  }

  test('visible without JavaScript in Chromium, in several locales and hosts', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [locale, path] of [
      ['en', '/no-such-page'],
      ['zh', '/news/no-such-item'],
      ['ru', '/helps/no-such-help'],
      ['km', '/solutions/not-a-solution'],
      ['de', '/blog/no-such-post'],
    ] as const) {
      const response = await page.goto(urlOf(locale, path));
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', getLocale(locale).tag);
      await expect(page.locator('.site-header')).toBeVisible();
      await expect(page.locator('.site-footer')).toBeVisible();
      await expect(page.locator('.error-page h1')).toBeVisible();
      await expect(page.locator('.error-message')).toContainText(localePath(locale, path));
    }
    await expect(page.locator('.error-message')).toContainText('/de/blog/no-such-post');
    await context.close();
  });

  test('the English 404 reads "Page not found: {path}" on the English host without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${sites.en}/no-such-page`);
    await expect(page.locator('.error-message')).toHaveText('Page not found: /no-such-page');
    await context.close();
  });
});

/**
 * The variant 'Page Not Found: {full path}': addresses under /api/ that no route serves are programs'
 * requests, answered with JSON (`lib/routing/api-not-found.ts`), never cached; the API routes keep their answers.
 */
test.describe('unknown API addresses', () => {
  const cases: [string, string, string][] = [
    ['GET', `${sites.en}/api/no-such-endpoint?lang=de&x=%C3%A9`, '/api/no-such-endpoint?lang=de&x=%C3%A9'],
    ['GET', `${sites.zh}/api/v1/client/version`, '/api/v1/client/version'],
    ['POST', `${sites.ru}/api/draft-mode`, '/api/draft-mode'],
    ['DELETE', `${sites.en}/api/search`, '/api/search'],
    ['GET', `${sites.en}/api`, '/api'],
  ];
  for (const [method, url, path] of cases) {
    test(`${method} ${url} is a JSON 404 naming ${path}`, async () => {
      const response = await get(url, {}, method);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(response.body)).toEqual({ code: 404, message: `Page Not Found: ${path}`, data: { path } });
    });
  }

  test('the API routes still answer for themselves', async () => {
    expect((await get(`${sites.en}/api/health`)).status).toBe(200);
    const search = await get(`${sites.en}/api/search/de`);
    expect(search.status).toBe(200);
    expect(JSON.parse(search.body).locale).toBe('de');
    expect((await get(`${sites.en}/api/revalidate`)).status).toBe(405);
    expect((await get(`${sites.en}/api/draft-mode/disable`)).status).toBe(307);
    expect((await get(`${sites.en}/api/og/en/pricing`)).headers['content-type']).toBe('image/png');
  });
});
