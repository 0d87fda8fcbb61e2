import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PROMOTION_CHECK_MS } from '@site/schemas';
import { urlOf } from './support/sites';
import { expect, test } from './support/stub';

/**
 * Promotions from the CMS show while the visitor's clock is inside their dates, re-checked every 60 s,
 * without a rebuild. The page clock (Playwright's) stands in for the visitor's; the promotions are the seed's.
 */
const DATASET = fileURLToPath(new URL('../../studio/seed/dataset/data.ndjson', import.meta.url));

interface Promotion {
  _id: string;
  placement: string;
  text: Record<string, string>;
  linkLabel?: Record<string, string>;
  link?: string;
  startsAt: string;
  endsAt: string;
}

const promotions = readFileSync(DATASET, 'utf8')
  .split('\n')
  .filter((line) => line.includes('"_type":"promotion"'))
  .map((line) => JSON.parse(line) as Promotion);
const banner = promotions.find((item) => item.placement === 'banner')!;
const badge = promotions.find((item) => item.placement === 'pricing')!;

test('the banner appears at its start on an open page and is gone after its end, in German', async ({ page }) => {
  const start = Date.parse(banner.startsAt);
  const end = Date.parse(banner.endsAt);
  await page.clock.install({ time: start - 20_000 });
  await page.goto(urlOf('de', '/blog'));
  const shown = page.locator(`[data-promotion="${banner._id}"]`);
  // Before its start: in the page's data, not on the page.
  await expect(page.locator('.site-header')).toBeVisible();
  await expect(shown).toHaveCount(0);
  await page.clock.runFor(PROMOTION_CHECK_MS);
  await expect(shown).toBeVisible();
  await expect(shown).toContainText(banner.text.de!);
  await expect(shown.locator('a')).toHaveAttribute('href', new URL(urlOf('de', banner.link!)).pathname);
  await expect(shown.locator('a')).toHaveText(new RegExp(banner.linkLabel!.de!));
  // It sits above the header.
  const [bannerBox, headerBox] = [await shown.boundingBox(), await page.locator('.site-header').boundingBox()];
  expect(bannerBox!.y + bannerBox!.height).toBeLessThanOrEqual(headerBox!.y + 1);
  // After its end: gone at the next check, without a reload.
  await page.clock.setSystemTime(end - 10_000);
  await page.clock.runFor(PROMOTION_CHECK_MS);
  await expect(shown).toHaveCount(0);
});

test('a page loaded after the end shows no promotion', async ({ page }) => {
  await page.clock.install({ time: Date.parse(banner.endsAt) + 1_000 });
  await page.goto(urlOf('en', '/pricing'));
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('[data-promotion]')).toHaveCount(0);
});

test('the pricing badge shows inside its dates on the Chinese site, in Chinese', async ({ page }) => {
  await page.clock.install({ time: Date.parse(badge.startsAt) + 3_600_000 });
  await page.goto(urlOf('zh', '/pricing'));
  const shown = page.locator(`.pricing-page [data-promotion="${badge._id}"]`);
  await expect(shown).toHaveText(badge.text.zh!);
  // Translated: no lang of its own (a missing translation would say lang="en").
  expect(await shown.getAttribute('lang')).toBeNull();
  await page.clock.setSystemTime(Date.parse(badge.endsAt) - 5_000);
  await page.clock.runFor(PROMOTION_CHECK_MS);
  await expect(shown).toHaveCount(0);
});
