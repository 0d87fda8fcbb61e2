import { expect, test } from '@playwright/test';
import { urlOf } from '../e2e/support/sites';
import { lake, webhook } from './support';

/**
 * An editor removes a translation: the landing page and the FAQ show the English text with a notice from the next
 * publish on. The seed has every marketing text in all 20 languages, so only an edit shows the fallback; here it is
 * the Lake's own mutation, the way an editor unsets a field in the Studio.
 */
const SOLUTION = { _id: 'solution-page-affiliate-marketing', _type: 'solutionPage', slug: 'affiliate-marketing' };
const FAQ_ENTRY = { _id: 'faq-entry-what-is-an-antidetect-browser', _type: 'faqEntry' };

test.afterAll(async () => {
  await lake.reset();
  await webhook(SOLUTION);
  await webhook(FAQ_ENTRY);
});

test('a solution page whose translation was removed shows the English text with a notice and an English canonical', async ({
  page,
}) => {
  const path = '/solutions/affiliate-marketing';
  await page.goto(urlOf('de', path));
  await expect(page.getByTestId('translation-notice')).toHaveCount(0);
  const chrome = await page.locator('.landing .section h2').first().textContent();

  await lake.client.patch(SOLUTION._id).unset(['title.de']).commit();
  expect((await webhook(SOLUTION)).status).toBe(200);

  await page.goto(urlOf('de', path));
  await expect(page.getByTestId('translation-notice')).toBeVisible();
  await expect(page.locator('.landing-hero-text')).toHaveAttribute('lang', 'en');
  await expect(page.locator('h1')).toHaveText('Antidetect browser for affiliate marketing');
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', urlOf('en', path));
  // The page's own chrome stays in the page's language.
  await expect(page.locator('.landing .section h2').first()).toHaveText(chrome!);
  await expect(page.locator('.landing .section h2').first()).not.toHaveText('Why teams choose Morphis');
});

test('an FAQ entry whose translation was removed falls back to English on its own, with a note', async ({ page }) => {
  await page.goto(urlOf('ru', '/faq'));
  await expect(page.getByTestId('translation-notice')).toHaveCount(0);
  await expect(page.locator('.faq-item[lang="en"]')).toHaveCount(0);
  const items = await page.locator('.faq-item').count();

  await lake.client.patch(FAQ_ENTRY._id).unset(['question.ru']).commit();
  expect((await webhook(FAQ_ENTRY)).status).toBe(200);

  await page.goto(urlOf('ru', '/faq'));
  await expect(page.getByTestId('translation-notice')).toBeVisible();
  // That entry alone, in English; the others and the page's own heading stay Russian.
  await expect(page.locator('.faq-item')).toHaveCount(items);
  await expect(page.locator('.faq-item[lang="en"]')).toHaveCount(1);
  await expect(page.locator('.faq-item[lang="en"] summary')).toHaveText('What is an antidetect browser?');
  await expect(page.locator('h1')).not.toHaveText('Frequently asked questions');
});
