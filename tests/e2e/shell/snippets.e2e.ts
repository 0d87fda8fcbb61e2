import { STATS_QUEUE_KEY } from '@site/schemas';
import { storedQueue } from '../support/stub';
import { urlOf } from '../support/sites';
import { REFUSED_SNIPPET_SCRIPT, SNIPPET_LINE_ENDINGS, SNIPPET_TEST_LOCALE, stubSettings } from '../../stub/settings';
import { expect, test, widgetsReady } from './support';

/**
 * base-info's statistical snippets under the page's CSP (no 'unsafe-inline'): the test build's Romanian answer
 * (stub/settings.ts) has inline scripts (one of them per kind of line ending), a script from the stub's host
 * (SNIPPET_SCRIPT_ORIGINS) and one from a host the CSP does not allow. The first ones run; the last is refused and
 * reported as api_error with its position.
 */
const EXTERNAL = `${stubSettings().origin}/fixtures/snippet.js`;
/**
 * Where they are tested: an address of that language rendered while the tests run, the not-found page of an article
 * nobody wrote (stored like any page, its policy carrying its own hashes). The test build is made without the stub
 * running, so its prerendered pages hold no base-info answer until something publishes the site settings
 * (base-info.e2e.ts); a page rendered on request has the stub's snippets whatever ran before.
 */
const SNIPPET_PAGE = urlOf(SNIPPET_TEST_LOCALE, '/blog/statistical-snippets-under-test');

test('an inline tag and an allowed external tag run; a tag from a host not allowed is refused and reported', async ({
  page,
}) => {
  await page.route(EXTERNAL, (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: 'window.__snippetExternal = (window.__snippetExternal || 0) + 1;',
    }),
  );
  const refusals: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.info(`violation ${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  page.on('console', (message) => {
    if (message.text().startsWith('violation ')) refusals.push(message.text());
  });
  const response = await page.goto(SNIPPET_PAGE);
  // The inline script's hash is in the cached page's own policy, next to Next's scripts.
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' [^;]*'sha256-/);
  await widgetsReady(page);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __snippetInline?: number }).__snippetInline))
    .toBe(1);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __snippetExternal?: number }).__snippetExternal))
    .toBe(1);
  await expect.poll(() => refusals).toEqual([`violation script-src-elem ${REFUSED_SNIPPET_SCRIPT}`]);
  await expect
    .poll(async () =>
      (await storedQueue(page, STATS_QUEUE_KEY))
        .map((entry) => entry.event)
        .filter((event) => event.event === 'api_error'),
    )
    .toEqual([
      expect.objectContaining({
        event_type: 'error',
        params: expect.objectContaining({
          trigger: 'api error',
          position: 'statistical_body',
          message: expect.stringContaining(REFUSED_SNIPPET_SCRIPT),
        }),
      }),
    ]);
});

// The server hashes a snippet's scripts for the page's policy; the browser hashes what it runs, the text its HTML
// parser produced, which has every CRLF and CR turned into LF. A CRLF snippet (what a form's textarea submits) ran
// only once both hashed the same text.
test('inline scripts run whatever their line endings, none refused', async ({ page }) => {
  const refusals: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.info(`violation ${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  page.on('console', (message) => {
    if (message.text().startsWith('violation ') && message.text().endsWith(' inline')) refusals.push(message.text());
  });
  await page.goto(SNIPPET_PAGE);
  await widgetsReady(page);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __snippetInline?: number }).__snippetInline))
    .toBe(1);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __snippetEndings?: string[] }).__snippetEndings ?? []))
    .toEqual(Object.keys(SNIPPET_LINE_ENDINGS));
  expect(refusals).toEqual([]);
});

test('no other language carries the snippets', async ({ page }) => {
  await page.goto(urlOf('de'));
  await widgetsReady(page);
  expect(
    await page.evaluate(() => (window as unknown as { __snippetInline?: number }).__snippetInline),
  ).toBeUndefined();
});
