import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { RU_BLOG_SECTIONS } from '@site/edge';
import {
  CATEGORY_TYPE,
  FAMILY_PATH,
  type LocaleCode,
  TAG_TYPE,
  TAXONOMY_FAMILIES,
  TRANSLATION_CODES,
} from '@site/schemas';
import { urlOf } from './support/sites';

/**
 * Category, tag and partner names are page chrome: the listings of the blog, news and guides and the partner page
 * show them in the page's language, in every language but English (the 17 prefixed ones and the Chinese and Russian
 * hosts). The Russian site sends its blog, news and guides to the external blog, so it has only the partner page.
 */
type Doc = { _id: string; _type: string } & Record<string, unknown>;
type Localized = Partial<Record<LocaleCode, string>> & { en?: string };

const DATASET = readFileSync(fileURLToPath(new URL('../../studio/seed/dataset/data.ndjson', import.meta.url)), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Doc);

const TERM_TYPES: readonly string[] = [...Object.values(CATEGORY_TYPE), ...Object.values(TAG_TYPE)];
const terms = DATASET.filter((doc) => TERM_TYPES.includes(doc._type));
const partners = DATASET.filter((doc) => doc._type === 'partner');
const norm = (text: string) => text.replace(/^#/, '').trim().toLowerCase();

/** English names that the language writes differently: seeing one of them on its page is an English stand-in. */
function englishOnly(locale: LocaleCode): Set<string> {
  const names = new Set<string>();
  for (const doc of terms) {
    const title = doc.title as Localized;
    if (title.en && norm(title[locale] ?? '') !== norm(title.en)) names.add(norm(title.en));
  }
  return names;
}

/** Chips, card eyebrows, heading and breadcrumbs: every place a category or tag name shows on a listing. */
async function chromeTexts(page: Page): Promise<string[]> {
  const texts = await page
    .locator(
      '[data-testid="category-filter"] .chip, [data-testid="tag-filter"] .chip, .article-card .eyebrow, main h1, .breadcrumbs li',
    )
    .allInnerTexts();
  return texts.flatMap((text) => text.split(' · ')).map(norm);
}

async function expectNoEnglish(page: Page, locale: LocaleCode, where: string): Promise<void> {
  const english = englishOnly(locale);
  expect(
    (await chromeTexts(page)).filter((text) => english.has(text)),
    where,
  ).toEqual([]);
  // A block the page marks as English is a stand-in inside a page of another language.
  expect(await page.locator('main [lang="en"], main [lang^="en-"], .breadcrumbs [lang="en"]').count(), where).toBe(0);
}

for (const locale of TRANSLATION_CODES) {
  test(`${locale}: listings and the partner page name categories, tags and partners in the language`, async ({
    page,
  }) => {
    const families = TAXONOMY_FAMILIES.filter(
      (family) => !(locale === 'ru' && (RU_BLOG_SECTIONS as readonly string[]).includes(family)),
    );
    const localTitles = new Set(terms.map((doc) => norm((doc.title as Localized)[locale] ?? '')));
    for (const family of families) {
      const index = FAMILY_PATH[family];
      expect((await page.goto(urlOf(locale, index)))?.status(), index).toBe(200);
      await expectNoEnglish(page, locale, index);
      // The first chip is "all"; the others are the categories that have articles in this language, named as the
      // dataset names them here (a language without articles in the family has none).
      const names = (await page.locator('[data-testid="category-filter"] .chip').allInnerTexts()).slice(1).map(norm);
      expect(
        names.filter((name) => !localTitles.has(name)),
        `${index}: category chips`,
      ).toEqual([]);
      // A category page: its name in the heading and breadcrumbs, and its tags' chips.
      const first = DATASET.filter((doc) => doc._type === CATEGORY_TYPE[family]).sort(
        (a, b) => Number(a.order) - Number(b.order),
      )[0]!;
      const path = `/${family}-${(first.slug as { current: string }).current}`;
      expect((await page.goto(urlOf(locale, path)))?.status(), path).toBe(200);
      await expectNoEnglish(page, locale, path);
      await expect(page.locator('main h1')).toHaveText((first.title as Localized)[locale]!);
      const tags = (await page.locator('[data-testid="tag-filter"] .chip').allInnerTexts()).slice(1).map(norm);
      expect(
        tags.filter((name) => !localTitles.has(name)),
        `${path}: tag chips`,
      ).toEqual([]);
    }

    expect((await page.goto(urlOf(locale, '/partner')))?.status()).toBe(200);
    await expectNoEnglish(page, locale, '/partner');
    const cards = page.locator('.partner-card');
    await expect(cards).toHaveCount(partners.length);
    await expect(page.locator('.partner-card .lang-badge')).toHaveCount(0);
    for (const partner of partners) {
      const slug = (partner.slug as { current: string }).current;
      const excerpt = (partner.excerpt as Localized)[locale];
      expect(excerpt, `${slug} excerpt in ${locale}`).toBeTruthy();
      await expect(page.locator(`.partner-card[data-slug="${slug}"] > p`).first()).toHaveText(excerpt!);
    }
  });
}
