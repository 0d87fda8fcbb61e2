import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LOCALES, type LocaleCode, localePath } from '@site/schemas';
import type { Page } from '@playwright/test';
import { urlOf } from '../support/sites';
import { expect, test } from './support';

const messages = (code: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../../web/messages/${code}.json`, import.meta.url)), 'utf8')) as {
    ErrorPage: Record<string, string>;
  };

/** Opens the page with the clock paused, so the countdown moves only when the test says so. */
async function openErrorPage(page: Page, locale: LocaleCode) {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-03-02T09:00:01Z'));
  const response = await page.goto(urlOf(locale, '/error/502'));
  expect(response?.status()).toBe(200);
  await expect(page.locator('[data-error="502"]')).toBeVisible();
}

test.describe('the 502 error page', () => {
  test('has its image, two messages, a countdown labelled auto refresh and a back button, without the site chrome', async ({
    page,
  }) => {
    await openErrorPage(page, 'de');
    const strings = messages('de').ErrorPage;
    const panel = page.locator('[data-error="502"]');
    const image = panel.locator('img.error-image');
    await expect(image).toBeVisible();
    expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(
      true,
    );
    await expect(panel.locator('h1')).toHaveText(strings.title!);
    await expect(panel.locator('.error-message')).toHaveText(strings.message!);
    await expect(panel.locator('.error-hint')).toHaveText(strings.hint!);
    await expect(panel.locator('.error-countdown')).toHaveText(strings.countdown!.replace('{seconds}', '5'));
    await expect(panel.getByRole('link', { name: strings.back })).toHaveAttribute('href', '/de/blog');
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.locator('.site-footer')).toBeHidden();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('counts 5 to 0 and then goes to the blog; a German visitor lands on the German blog', async ({ page }) => {
    await openErrorPage(page, 'de');
    const seconds = page.locator('.error-countdown strong');
    for (const left of [4, 3, 2, 1]) {
      await page.clock.runFor(1000);
      await expect(seconds).toHaveText(String(left));
    }
    expect(page.url()).toBe(urlOf('de', '/error/502'));
    await page.clock.runFor(1000);
    // '/blog' unprefixed, then the edge's language detection follows the visitor's language cookie.
    await page.waitForURL(urlOf('de', '/blog'));
  });

  test('goes to the site root on the Russian site', async ({ page }) => {
    await openErrorPage(page, 'ru');
    await expect(page.locator('[data-error="502"] a.button')).toHaveAttribute('href', '/');
    await page.clock.runFor(5000);
    await page.waitForURL(urlOf('ru'));
    await expect(page.locator('.hero h1')).toBeVisible();
  });

  test('goes to the Chinese blog on the Chinese site', async ({ page }) => {
    await openErrorPage(page, 'zh');
    await expect(page.locator('[data-error="502"] a.button')).toHaveAttribute('href', '/blog');
    await page.clock.runFor(5000);
    await page.waitForURL(urlOf('zh', '/blog'));
  });

  test('the back button goes to the target with the locale’s prefix at once', async ({ page }) => {
    await openErrorPage(page, 'th');
    await page.locator('[data-error="502"] a.button').click();
    await page.waitForURL(urlOf('th', '/blog'));
  });

  test('is localized in all 20 languages', async ({ page, mobile }) => {
    test.skip(mobile, 'text only; the desktop run covers it');
    test.setTimeout(90_000);
    for (const { code } of LOCALES) {
      const strings = messages(code).ErrorPage;
      await page.goto(urlOf(code as LocaleCode, '/error/502'));
      const panel = page.locator('[data-error="502"]');
      await expect(panel.locator('h1'), code).toHaveText(strings.title!);
      await expect(panel.locator('.error-message'), code).toHaveText(strings.message!);
      await expect(panel.locator('a.button'), code).toHaveText(strings.back!);
      await expect(panel.locator('a.button'), code).toHaveAttribute(
        'href',
        localePath(code as LocaleCode, code === 'ru' ? '/' : '/blog'),
      );
    }
  });
});

test('the 404 route shows the page-not-found message with its own path', async ({ page }) => {
  const response = await page.goto(urlOf('de', '/error/404'));
  expect(response?.status()).toBe(200);
  await expect(page.locator('[data-error="404"] .error-message')).toHaveText('Seite nicht gefunden: /de/error/404');
  await expect(page.locator('.site-header')).toBeHidden();
});
