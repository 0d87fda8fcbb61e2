import { STATS_QUEUE_KEY } from '@site/schemas';
import { storedQueue } from '../support/stub';
import { urlOf } from '../support/sites';
import { REFUSED_SNIPPET_SCRIPT, SNIPPET_TEST_LOCALE, stubSettings } from '../../stub/settings';
import { expect, test, widgetsReady } from './support';

/**
 * base-info's statistical snippets under the page's CSP (no 'unsafe-inline'): the test build's Romanian answer
 * (stub/settings.ts) has an inline script, a script from the stub's host (SNIPPET_SCRIPT_ORIGINS) and one from a
 * host the CSP does not allow. The first two run; the third is refused and reported as api_error with its position.
 */
const EXTERNAL = `${stubSettings().origin}/fixtures/snippet.js`;

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
  const response = await page.goto(urlOf(SNIPPET_TEST_LOCALE));
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

test('no other language carries the snippets', async ({ page }) => {
  await page.goto(urlOf('de'));
  await widgetsReady(page);
  expect(
    await page.evaluate(() => (window as unknown as { __snippetInline?: number }).__snippetInline),
  ).toBeUndefined();
});
