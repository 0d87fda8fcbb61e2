import { expect, test } from '@playwright/test';
import type { LocaleCode } from '@site/schemas';
import { urlOf } from './support/sites';

/**
 * Spot check against the production build: marketing pages in several languages show no English
 * stand-in (no fallback notice, no block marked lang="en"). The unit test stand-ins.test.ts covers every document
 * and language of the dataset; this checks that the pages really render the translations.
 */
const LOCALES: readonly LocaleCode[] = ['de', 'zh', 'ru', 'es'];
const PATHS = [
  '/pricing',
  '/faq',
  '/solutions/affiliate-marketing',
  '/solutions/whatsapp',
  '/synchronizer',
  '/alternatives/gologin-alternative',
];

for (const locale of LOCALES) {
  test(`${locale}: marketing pages show no English stand-in`, async ({ page }) => {
    for (const path of PATHS) {
      const response = await page.goto(urlOf(locale, path));
      expect(response?.status(), path).toBe(200);
      await expect(page.getByTestId('translation-notice'), path).toHaveCount(0);
      // Any block the page marks as English is an English stand-in inside a page of another language.
      expect(await page.locator('main [lang="en"], main [lang^="en-"]').count(), path).toBe(0);
    }
  });
}

test('German pricing and FAQ are German: plan descriptions, questions and answers', async ({ page }) => {
  await page.goto(urlOf('de', '/pricing'));
  await expect(page.locator('[data-plan="free"] .plan-name')).toHaveText('Kostenlos');
  await expect(page.locator('[data-plan="team"] .plan-description')).toHaveText(
    'Für Agenturen und Teams, die Profile gemeinsam nutzen.',
  );
  await page.goto(urlOf('de', '/faq'));
  await expect(page.locator('.faq-item summary').first()).toHaveText('Was ist ein Antidetect-Browser?');
  await page.goto(urlOf('de', '/solutions/affiliate-marketing'));
  await expect(page.locator('h1')).toHaveText('Antidetect-Browser für Affiliate-Marketing');
});
