import { expect, test } from '@playwright/test';
import { ENGLISH_BROWSER_HEADERS } from '../fixtures/browser';
import { get, locationOf } from './support/http';
import { sites, urlOf } from './support/sites';

/**
 * Detection and internal headers over HTTP against the production build: language detection on the English host moves
 * visitors across hosts (307), `Vary` names its inputs on every answer it decides, and Next's internal rewrite
 * header never reaches a client.
 */

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const varyOf = (headers: Record<string, string | string[] | undefined>) =>
  [headers['vary']]
    .flat()
    .join(',')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim());

test.describe('detection across hosts', () => {
  for (const [path, headers, target] of [
    ['/', { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' }, `${sites.zh}/`],
    ['/', { 'accept-language': 'zh' }, `${sites.zh}/`],
    ['/pricing?ref=x', { 'accept-language': 'zh-Hans' }, `${sites.zh}/pricing?ref=x`],
    ['/', { 'accept-language': 'ru-RU,ru;q=0.9' }, `${sites.ru}/`],
    ['/', { 'accept-language': 'zh-TW,zh;q=0.9' }, urlOf('tc')],
    ['/faq', { 'accept-language': 'zh-HK' }, urlOf('tc', '/faq')],
    ['/', { 'accept-language': 'zh-Hant' }, urlOf('tc')],
    ['/', { 'accept-language': 'ja-JP,ja;q=0.9' }, urlOf('jp')],
    ['/', { cookie: 'i18n_redirected=zh' }, `${sites.zh}/`],
    ['/download', { cookie: 'i18n_redirected=ru', 'accept-language': 'en-US' }, `${sites.ru}/download`],
  ] as const) {
    test(`${path} with ${JSON.stringify(headers)} goes to ${target} (307)`, async () => {
      const response = await get(`${sites.en}${path}`, headers);
      expect(response.status).toBe(307);
      expect(locationOf(response, `${sites.en}${path}`)).toBe(target);
      expect(varyOf(response.headers)).toEqual(expect.arrayContaining(['accept-language', 'cookie', 'user-agent']));
    });
  }

  for (const [name, headers] of [
    ['a cookie naming English', { cookie: 'i18n_redirected=en', 'accept-language': 'zh-CN' }],
    ['an English browser', ENGLISH_BROWSER_HEADERS],
    ['a crawler preferring Chinese', { 'user-agent': GOOGLEBOT, 'accept-language': 'zh-CN' }],
    ['a crawler with a Russian cookie', { 'user-agent': GOOGLEBOT, cookie: 'i18n_redirected=ru' }],
  ] as const) {
    test(`keeps ${name} on the English host, with Vary`, async () => {
      const response = await get(`${sites.en}/`, headers);
      expect(response.status).toBe(200);
      expect(response.body).toContain('<html lang="en"');
      expect(varyOf(response.headers)).toEqual(expect.arrayContaining(['accept-language', 'cookie', 'user-agent']));
    });
  }

  test('the Chinese and Russian hosts and prefixed pages do not vary by language', async () => {
    for (const url of [`${sites.zh}/`, `${sites.ru}/pricing`, urlOf('de', '/pricing')]) {
      const response = await get(url, { 'accept-language': 'ja', cookie: 'i18n_redirected=en' });
      expect(response.status, url).toBe(200);
      expect(varyOf(response.headers), url).not.toContain('accept-language');
    }
  });

  test('a Chinese browser reaches the Chinese home in the browser', async ({ browser }) => {
    const context = await browser.newContext({
      locale: 'zh-CN',
      extraHTTPHeaders: { 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    const page = await context.newPage();
    await page.goto(`${sites.en}/`);
    expect(page.url()).toBe(`${sites.zh}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await context.close();
  });
});

test.describe('English reachable from every host', () => {
  // The test hosts share no cookie (localhost is no registrable domain: every cookie is host-only), as a Chinese or
  // Russian site on a country domain of its own would: a choice made on one host is unknown to the others.
  test('a Chinese browser that chooses English on the Chinese host stays on English pages', async ({ browser }) => {
    const context = await browser.newContext({
      locale: 'zh-CN',
      extraHTTPHeaders: { 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    const page = await context.newPage();
    await page.goto(`${sites.zh}/pricing`);
    await page.locator('.language-switcher summary').first().click();
    await page.locator('.language-switcher a[data-locale="en"]').first().click();
    await page.waitForURL(`${sites.en}/pricing`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The choice is this host's cookie now: the next visit to an unprefixed page is not sent back to Chinese.
    await page.goto(`${sites.en}/`);
    expect(page.url()).toBe(`${sites.en}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('the parameter alone sets the language cookie and leaves the address', async () => {
    const response = await get(`${sites.en}/pricing?set_locale=en&utm_source=t`, {
      'accept-language': 'zh-CN,zh;q=0.9',
      'user-agent': ENGLISH_BROWSER_HEADERS['user-agent'],
    });
    expect(response.status).toBe(307);
    expect(locationOf(response, `${sites.en}/pricing`)).toBe(`${sites.en}/pricing?utm_source=t`);
    expect(String(response.headers['set-cookie'])).toMatch(
      /^i18n_redirected=en; Path=\/; Max-Age=31536000; SameSite=Lax/,
    );
  });
});

test.describe('internal headers', () => {
  // Answers the proxy rewrote: every solutions path on the English host (to /en/solutions/...), unknown content (to
  // /{locale}/~/missing/...), and the English home for comparison (next.config's static rewrite).
  const PROXIED = [
    `${sites.en}/solutions/media-market`,
    `${sites.en}/solutions/not-a-solution`,
    urlOf('de', '/solutions/not-a-solution'),
    `${sites.zh}/solutions/not-a-solution`,
    `${sites.en}/`,
  ];

  for (const url of PROXIED) {
    test(`x-middleware-rewrite is not sent for ${url}`, async () => {
      const variants: Record<string, string>[] = [
        {},
        { rsc: '1' },
        { 'accept-language': 'de', cookie: 'i18n_redirected=en' },
      ];
      for (const headers of variants) {
        const response = await get(url, headers);
        expect(response.status).toBeLessThan(500);
        expect(response.headers['x-middleware-rewrite'], JSON.stringify(headers)).toBeUndefined();
        // The internal path stays out of every header but the one the client router reads on RSC answers
        // (`x-nextjs-rewritten-path`: which route rendered the payload).
        const { 'x-nextjs-rewritten-path': _routerOnly, ...others } = response.headers;
        expect(JSON.stringify(others)).not.toContain('/~/missing');
      }
    });
  }

  test('client-side navigation still works in a prefixed locale and through a proxied rewrite', async ({ page }) => {
    await page.goto(urlOf('de'));
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.locator('.site-header a[href="/de/pricing"]').first().click();
    await page.waitForURL(urlOf('de', '/pricing'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.locator('.site-header a[href="/de/download"]').first().click();
    await page.waitForURL(urlOf('de', '/download'));
    await page.goBack();
    await page.waitForURL(urlOf('de', '/pricing'));
    // The same document all along: the router navigated, nothing reloaded.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });
});
