import { DEVICE_ID_COOKIE, LOCALES, type LocaleCode } from '@site/schemas';
import type { Page } from '@playwright/test';
import { REFUSED_SNIPPET_SCRIPT } from '../../stub/settings';
import { sites, urlOf } from '../support/sites';
import { STUB_PATHS, expect, stub as stubAddress, test } from '../support/stub';

/**
 * Collects what the page throws and what it logs as errors. Not counted: the browser's own "Failed to load
 * resource" notes for the failing backend (refused, or an error status: the fault each test sets up) and for our
 * own 404s (the not-found page itself, a favicon and link prefetches of pages that do not exist yet); they are
 * network notes, not errors thrown by the page.
 */
function watchErrors(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const source = message.location().url;
    if (
      /^Failed to load resource: (?:net::ERR_|the server responded with a status of 5\d\d)/.test(text) &&
      source.startsWith(stubAddress.origin)
    )
      return;
    if (/^Failed to load resource: .*status of 404/.test(text) && new URL(source).port === new URL(sites.en).port)
      return;
    // The one refusal on purpose: the test build's Romanian snippets name a host the CSP does not allow.
    if (text.includes(REFUSED_SNIPPET_SCRIPT)) return;
    problems.push(`console: ${text} (${source})`);
  });
  return problems;
}

test('with the backend stopped, every page renders, the runtime runs, and nothing is thrown', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // Refused connections, exactly as a stopped server answers.
  await context.route(`${stubAddress.origin}/**`, (route) => route.abort('connectionrefused'));
  const problems = watchErrors(page);
  const targets = [...LOCALES.map((locale) => urlOf(locale.code as LocaleCode)), urlOf('de', '/no-such-page')];
  for (const url of targets) {
    const failedCall = page.waitForEvent('requestfailed', {
      predicate: (request) => request.url().includes('get-visitor-ip'),
      timeout: 15_000,
    });
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(url.endsWith('no-such-page') ? 404 : 200);
    await expect(page.locator('h1')).toBeVisible();
    await failedCall;
  }
  expect((await context.cookies(sites.en)).some((found) => found.name === DEVICE_ID_COOKIE)).toBe(true);
  await page.waitForTimeout(500);
  expect(problems).toEqual([]);
});

test('a slow backend delays nothing on the page', async ({ page, stub }) => {
  await stub.configure({ delayMs: 8000 });
  const problems = watchErrors(page);
  await page.goto(urlOf('ru'));
  await expect(page.locator('h1')).toBeVisible();
  await stub.waitFor((list) => list.length > 0, STUB_PATHS.visitorIp);
  await page.locator('.language-switcher summary').click();
  await expect(page.locator('.language-menu')).toBeVisible();
  expect(problems).toEqual([]);
});

for (const failure of [
  { name: 'answers 500', mode: 'status', status: 500 },
  { name: 'answers malformed JSON', mode: 'malformed' },
  { name: 'answers a huge body', mode: 'huge' },
] as const) {
  test(`a backend that ${failure.name} to every call leaves the page as it is`, async ({ page, stub }) => {
    await stub.configure({ failures: Object.values(STUB_PATHS).map((path) => ({ path, ...failure })) });
    const problems = watchErrors(page);
    for (const url of [urlOf('en'), urlOf('de', '/pricing'), urlOf('zh', '/download')]) {
      expect((await page.goto(url))?.status(), url).toBe(200);
      await expect(page.locator('h1')).toBeVisible();
    }
    // The runtime made its calls and took the failures in its stride.
    await stub.waitFor((list) => list.length > 0, STUB_PATHS.visitorIp);
    await page.locator('.language-switcher summary').click();
    await expect(page.locator('.language-menu')).toBeVisible();
    await page.waitForTimeout(500);
    expect(problems).toEqual([]);
  });
}
