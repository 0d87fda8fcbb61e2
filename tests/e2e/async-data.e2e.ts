import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Page, type Route, expect, test } from '@playwright/test';
import { type DownloadKey, REQUEST_TIMEOUT_MESSAGE, SYSTEM_OF_DOWNLOAD } from '@site/schemas';
import { STUB_PATHS, test as stubTest } from './support/stub';
import { urlOf } from './support/sites';

const deMessages = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../web/messages/de.json', import.meta.url)), 'utf8'),
) as {
  RequestErrors: { timeout: string; superseded: string };
};

/**
 * Calls whose state a visitor sees go through useAsyncData (idle, pending, success, error; the timeout and superseded texts):
 * the help search's index and the download page's latest version.
 */

/** Holds the help search's index request until `release` is called (or forever). */
async function holdIndex(page: Page, locale: string) {
  const held: Route[] = [];
  await page.route(`**/api/search/${locale}`, (route) => {
    held.push(route);
  });
  return {
    held,
    release: async () => {
      await page.unroute(`**/api/search/${locale}`);
      for (const route of held.splice(0)) await route.continue().catch(() => undefined);
    },
  };
}

test.describe('help search through useAsyncData', () => {
  test('idle until the visitor searches, then pending, then success', async ({ page }) => {
    const index = await holdIndex(page, 'en');
    await page.goto(urlOf('en', '/helps'));
    const search = page.getByTestId('help-search');
    await expect(search).toHaveAttribute('data-status', 'idle');
    await search.locator('input').fill('proxy');
    await expect(search).toHaveAttribute('data-status', 'pending');
    await index.release();
    await expect(search).toHaveAttribute('data-status', 'success');
    await expect(page.getByTestId('search-results').locator('a').first()).toBeVisible();
  });

  for (const [locale, text] of [
    ['en', REQUEST_TIMEOUT_MESSAGE],
    ['de', deMessages.RequestErrors.timeout],
  ] as const) {
    test(`a timeout shows the timeout message in ${locale}, and the next keystroke tries again`, async ({ page }) => {
      await page.clock.install();
      const index = await holdIndex(page, locale);
      await page.goto(urlOf(locale, '/helps'));
      const search = page.getByTestId('help-search');
      await search.locator('input').fill('proxy');
      await expect(search).toHaveAttribute('data-status', 'pending');
      // The timeout counts from the request, which starts once the hook's chunk has loaded.
      await expect.poll(() => index.held.length).toBeGreaterThan(0);
      await page.clock.runFor(10_000);
      await expect(search).toHaveAttribute('data-status', 'error');
      await expect(page.getByTestId('search-error')).toHaveText(text);
      await expect(page.getByTestId('search-error')).toHaveAttribute('data-error', 'timeout');

      await page.unroute(`**/api/search/${locale}`);
      await search.locator('input').fill('proxy ');
      await expect(search).toHaveAttribute('data-status', 'success');
      await expect(page.getByTestId('search-error')).toHaveCount(0);
    });
  }
});

stubTest.describe('download latest version through useAsyncData', () => {
  stubTest('pending while the backend thinks, success with its address', async ({ page, stub }) => {
    await stub.configure({ delayMs: 1500 });
    await page.goto(urlOf('en', '/download'));
    const primary = page.locator('.download-primary');
    await expect(primary).toHaveAttribute('data-latest', 'pending');
    await expect(primary).toHaveAttribute('data-latest', 'success', { timeout: 15_000 });
    await expect(page.getByTestId('download-primary')).toHaveAttribute('href', /\/downloads\/com_win64\.bin$/);
  });

  stubTest(
    'a click on a system that was not detected asks for its latest version first, then opens the answer',
    async ({ page, stub }) => {
      await page.goto(urlOf('en', '/download'));
      const primary = page.locator('.download-primary');
      await expect(primary).toHaveAttribute('data-latest', 'success', { timeout: 15_000 });
      const other = page.locator('.target[data-selected="false"]').first();
      const system = await other.getAttribute('data-target');
      const binary = SYSTEM_OF_DOWNLOAD[system as DownloadKey];
      expect(binary).toBeDefined();
      // Until asked, its link is the release's own installer; the click asks the backend and opens its address.
      await expect(other.locator('a.target-link')).toHaveAttribute('href', /^https:\/\/download\.morphis\.com\//);
      // The opened address answers 204 here: a real download would keep the page's context busy after the test.
      const opened: string[] = [];
      await page.route('**/downloads/*.bin', (route) => {
        opened.push(route.request().url());
        return route.fulfill({ status: 204 });
      });
      await other.locator('a.target-link').click();
      await expect.poll(() => opened).toEqual([expect.stringMatching(new RegExp(`/downloads/${binary}\\.bin$`))]);
      const asked = await stub.waitFor(
        (list) => list.some((request) => request.query.system === binary),
        STUB_PATHS.latestVersion,
      );
      expect(asked.length).toBeGreaterThan(0);
    },
  );

  stubTest(
    'a backend slower than the timeout is an error state, silent: the release link stays',
    async ({ page, stub }) => {
      await page.clock.install();
      await stub.configure({ delayMs: 30_000 });
      await page.goto(urlOf('en', '/download'));
      const primary = page.locator('.download-primary');
      await expect(primary).toHaveAttribute('data-latest', 'pending');
      await stub.waitFor((list) => list.length > 0, STUB_PATHS.latestVersion);
      await page.clock.runFor(5000);
      await expect(primary).toHaveAttribute('data-latest', 'error');
      await expect(page.getByTestId('download-primary')).toHaveAttribute('href', /^https:\/\/download\.morphis\.com\//);
    },
  );
});
