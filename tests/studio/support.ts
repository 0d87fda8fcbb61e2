import { type Page, test as base, expect } from '@playwright/test';
import { lake } from '../lake/support';

/**
 * The Studio journeys' page: every request that would leave the machine is blocked and recorded; the test fails on
 * any but the few Sanity's own code makes whatever the API host (below), and on any request the stand-in did not
 * know (GET /__lake/unknown). Screenshots of each step go to .artifacts/studio/.
 */

/**
 * Addresses the Studio's own code reaches whatever its `apiHost`: the bridge script `sanity build` writes into
 * index.html, the UI font, the version check of the `sanity` package and the probe of the feedback form. Blocked
 * like everything else; the Studio works without them.
 */
export const SANITY_HARD_CODED = [
  /^https:\/\/core\.sanity-cdn\.com\/bridge\.js$/,
  /^https:\/\/design-system-static\.sanity\.io\/[^/]+\.woff2$/,
  /^https:\/\/sanity-cdn\.com\/v1\/modules\/sanity\/latest\//,
  /^https:\/\/api\.sanity\.io\/vX\/intake\/feedback$/,
];

const LOOPBACK = /^(localhost|[a-z0-9-]+\.localhost|127\.0\.0\.1)$/;

export const test = base.extend<{ studio: Page; shot: (name: string) => Promise<void> }>({
  studio: async ({ page }, use) => {
    const outside: string[] = [];
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (LOOPBACK.test(new URL(url).hostname)) return route.continue();
      outside.push(url);
      return route.abort('blockedbyclient');
    });
    await fetch(`${lake.base}/__lake/unknown`, { method: 'DELETE' });
    await use(page);
    const unknown = (await (await fetch(`${lake.base}/__lake/unknown`)).json()) as unknown[];
    expect(unknown, 'requests the stand-in does not know').toEqual([]);
    expect(
      outside.filter((url) => !SANITY_HARD_CODED.some((known) => known.test(url))),
      'requests that tried to leave the machine',
    ).toEqual([]);
  },
  shot: async ({ page }, use, info) => {
    let step = 0;
    await use(async (name) => {
      step += 1;
      await page.screenshot({
        path: `.artifacts/studio/${info.title.slice(0, 40).replace(/\W+/g, '-')}-${step}-${name}.png`,
      });
    });
  },
});

export { expect };
