import {
  CURRENT_LOCALE_KEY,
  LAST_LOCALE_KEY,
  LOCALES,
  LOCALE_COOKIE,
  LOCALE_KEY,
  type LocaleCode,
} from '@site/schemas';
import { expect, test } from '@playwright/test';
import { get, locationOf } from './support/http';
import { sites, urlOf } from './support/sites';

test.describe('every home page', () => {
  for (const locale of LOCALES) {
    test(`${locale.code} answers 200 on its own host or prefix with lang=${locale.tag}`, async ({ page }) => {
      const url = urlOf(locale.code as LocaleCode);
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      expect(page.url()).toBe(url);
      await expect(page.locator('html')).toHaveAttribute('lang', locale.tag);
      await expect(page.locator('h1')).toBeVisible();
    });
  }
});

test.describe('host redirects', () => {
  for (const [path, target] of [
    ['/ru/pricing?x=1', `${sites.ru}/pricing?x=1`],
    ['/zh', `${sites.zh}/`],
    ['/en/blog', `${sites.en}/blog`],
  ] as const) {
    test(`${path} goes permanently to ${target}`, async () => {
      const response = await get(`${sites.en}${path}`);
      expect(response.status).toBe(301);
      expect(locationOf(response, `${sites.en}${path}`)).toBe(target);
    });
  }

  test('/en on the Chinese host goes to the English host', async () => {
    const response = await get(`${sites.zh}/en/pricing`);
    expect(response.status).toBe(301);
    expect(locationOf(response, `${sites.zh}/en/pricing`)).toBe(`${sites.en}/pricing`);
  });
});

test.describe('language detection', () => {
  test('a browser preferring German lands on /de, a crawler does not', async () => {
    const browser = await get(`${sites.en}/`, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(browser.status).toBe(307);
    expect(locationOf(browser, `${sites.en}/`)).toBe(`${sites.en}/de`);
    const crawler = await get(`${sites.en}/`, {
      'accept-language': 'de-DE',
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)',
    });
    expect(crawler.status).toBe(200);
    expect(crawler.body).toContain('<html lang="en"');
  });

  test('an unknown page answers 404 with the localized message carrying the path', async ({ page }) => {
    const response = await page.goto(urlOf('de', '/no-such-page'));
    expect(response?.status()).toBe(404);
    await expect(page.locator('.error-message')).toContainText('/de/no-such-page');
  });
});

test('the switcher moves from a zh page to German and back, recording the choice', async ({ page, context }) => {
  await page.goto(urlOf('zh'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await page.locator('.language-switcher summary').click();
  await page.locator('.language-menu a[data-locale="de"]').click();
  await page.waitForURL(urlOf('de'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  const cookies = await context.cookies(sites.en);
  const cookie = cookies.find((c) => c.name === LOCALE_COOKIE);
  expect(cookie?.value).toBe('de');
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.secure).toBe(false);
  // 365 days, give or take the test's own runtime.
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364.9);
  expect(days).toBeLessThanOrEqual(365);

  // The German page records its language once it has hydrated (components/locale-sync.client.tsx): wait for it.
  await expect
    .poll(() =>
      page.evaluate(
        ([current, last, key]) => [
          localStorage.getItem(current!),
          localStorage.getItem(last!),
          localStorage.getItem(key!),
        ],
        [CURRENT_LOCALE_KEY, LAST_LOCALE_KEY, LOCALE_KEY],
      ),
    )
    .toEqual(['de', null, 'de']);

  await page.locator('.language-switcher summary').click();
  await page.locator('.language-menu a[data-locale="zh"]').click();
  await page.waitForURL(urlOf('zh'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('switching on the English host keeps the page and updates last and current locale', async ({ page }) => {
  await page.goto(urlOf('de', '/no-such-page'));
  await page.locator('.language-switcher summary').click();
  await page.locator('.language-menu a[data-locale="th"]').click();
  await page.waitForURL(urlOf('th', '/no-such-page'));
  const storage = await page.evaluate(
    ([current, last]) => [localStorage.getItem(current!), localStorage.getItem(last!)],
    [CURRENT_LOCALE_KEY, LAST_LOCALE_KEY],
  );
  expect(storage).toEqual(['th', 'de']);

  // With the cookie now saying th, the unprefixed English home redirects there, until English is chosen.
  await page.goto(urlOf('en'));
  expect(page.url()).toBe(urlOf('th'));
  await page.locator('.language-switcher summary').click();
  await page.locator('.language-menu a[data-locale="en"]').click();
  await page.waitForURL(urlOf('en'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
