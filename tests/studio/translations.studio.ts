import { type CoverageDocument, LOCALES, translationCoverage } from '@site/schemas';
import type { Page } from '@playwright/test';
import { lake } from '../lake/support';
import { expect, test } from './support';

/**
 * The Translations tool on what editors publish: an English title changed after the German translation makes that
 * translation stale (the publish action moves `englishRevisedAt`), the tool lists the document as older than the
 * English text in German, and once the German title is published again the marker clears.
 */
const ID = 'blog-post-ebay-stealth-accounts-myths';
const GERMAN_COLUMN = LOCALES.findIndex((locale) => locale.code === 'de');

interface Revisions {
  title: { en: string; de: string };
  englishRevisedAt: string;
  translatedFrom: { de: string };
}

test.beforeAll(() => lake.reset());
test.afterAll(() => lake.reset());

/** Publishes the open document and waits until the stand-in holds the published version `done` accepts. */
async function publish(page: Page, done: (doc: Revisions) => boolean) {
  const action = page.getByTestId('action-publish');
  await expect(action).toBeEnabled({ timeout: 30_000 });
  await action.click();
  await expect(async () => expect(done((await lake.client.getDocument(ID)) as Revisions)).toBe(true)).toPass({
    timeout: 60_000,
  });
}

/** The blog posts' stale button in the German column of the Translations tool, opened fresh. */
async function germanStale(page: Page) {
  await page.goto('translations');
  const row = page.locator('tbody tr').filter({ has: page.locator('th', { hasText: /^Blog post \(/ }) });
  const button = row
    .locator('td')
    .nth(GERMAN_COLUMN)
    .getByTitle(/older than the English text$/);
  await expect(button).toBeVisible({ timeout: 60_000 });
  return button;
}

test('an English edit marks the German translation stale in the Translations tool; a German edit clears it', async ({
  studio: page,
  shot,
}) => {
  test.setTimeout(240_000);
  const seed = (await lake.client.getDocument(ID)) as Revisions;
  // The seed's German title was made from the current English text; the count the tool starts from is the shared
  // coverage rule's on the stand-in's documents.
  expect(seed.translatedFrom.de).toBe(seed.englishRevisedAt);
  const rows = translationCoverage(await lake.client.fetch<CoverageDocument[]>('*[_type == "blogPost"]'));
  const staleBefore = rows.find((row) => row.type === 'blogPost')!.cells.de.stale.length;
  expect(rows.find((row) => row.type === 'blogPost')!.cells.de.stale).not.toContain(ID);

  // The Studio opened on the document first: a fresh load on the tool first was seen to leave the form on its
  // spinner (tests/README.md).
  await page.goto(`structure/blog;blogPost;${ID}`);
  const english = page.locator('input[id="title.en"]');
  await expect(english).toHaveValue(seed.title.en, { timeout: 60_000 });
  const revised = `${seed.title.en} (revised ${Date.now().toString(36)})`;
  await english.fill(revised);
  await shot('english-edited');
  await publish(page, (doc) => doc.title.en === revised);

  // Stale in German now: one more in the count, and listed by its English title.
  let stale = await germanStale(page);
  await expect(stale).toHaveText(String(staleBefore + 1), { timeout: 30_000 });
  await stale.click();
  const listed = page.getByRole('link', { name: revised });
  await listed.scrollIntoViewIfNeeded();
  await expect(listed).toBeVisible();
  await shot('listed-stale');

  // From the list to the document, German shown beside English, the German title translated again.
  await listed.click();
  await expect(english).toHaveValue(revised, { timeout: 60_000 });
  await page.getByRole('button', { name: 'English only' }).click();
  await page.getByRole('button', { name: 'de', exact: true }).click();
  const german = page.locator('input[id="title.de"]');
  await expect(german).toHaveValue(seed.title.de);
  const translated = `${seed.title.de} (überarbeitet)`;
  await german.fill(translated);
  await german.scrollIntoViewIfNeeded();
  await shot('german-edited');
  await publish(page, (doc) => doc.title.de === translated && doc.translatedFrom.de === doc.englishRevisedAt);

  stale = await germanStale(page);
  await expect(stale).toHaveText(String(staleBefore), { timeout: 30_000 });
  await shot('coverage-after');
  if (staleBefore > 0) {
    await stale.click();
    await expect(page.getByRole('link', { name: revised })).toHaveCount(0);
  }
});
