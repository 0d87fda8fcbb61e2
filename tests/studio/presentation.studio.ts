import { stegaClean } from '@sanity/client/stega';
import type { Locator } from '@playwright/test';
import { get } from '../e2e/support/http';
import { routeThirdParty } from '../e2e/support/third-party';
import { urlOf } from '../e2e/support/sites';
import { h1, lake } from '../lake/support';
import { expect, test } from './support';

/**
 * The Presentation tool: the Studio opens the Lake site in its frame through the site's real
 * /api/draft-mode/enable (the tool's own secret, stored in the stand-in and checked by the site with its token);
 * clicking the page's title (Visual Editing's overlay) opens the document with its English title focused; an edit
 * there shows in the frame without a publish, while visitors still get the published title.
 */
const ID = 'blog-post-automating-routine-with-rpa';
const SLUG = 'automating-routine-with-rpa';
const PATH = `/blog/${SLUG}`;

/** What a reader sees: draft mode's text carries stega (invisible characters naming the field) for the overlays. */
const shown = (locator: Locator) =>
  expect.poll(async () => stegaClean(await locator.textContent()), { timeout: 30_000 });

test.beforeAll(() => lake.reset());
test.afterAll(() => lake.reset());

test('Presentation opens the site in draft mode, an overlay click focuses the field, an edit shows live', async ({
  studio: page,
  shot,
}) => {
  test.setTimeout(180_000);
  const published = h1((await get(urlOf('en', PATH))).body)!;
  expect(published).toBeTruthy();
  // The site in the frame asks for its third-party scripts: the e2e suite's local stand-ins answer.
  await routeThirdParty(page);
  const enabled = page.waitForResponse((response) => response.url().includes('/api/draft-mode/enable'), {
    timeout: 60_000,
  });
  await page.goto(`presentation?preview=${encodeURIComponent(PATH)}`);
  // The tool's own secret, accepted by the site: a redirect to the page, with draft mode's cookie.
  const enable = await enabled;
  expect(enable.status()).toBe(307);
  expect(new URL(enable.headers().location ?? '', urlOf('en', '/')).pathname).toBe(PATH);
  const frame = page.frameLocator('iframe');
  const heading = frame.locator('h1');
  await expect(heading).toBeVisible({ timeout: 60_000 });
  await shown(heading).toBe(published);
  // Draft mode's bar; the title carries stega, which Visual Editing's overlays read.
  await expect(frame.locator('[data-preview-bar]')).toBeVisible();
  expect(await heading.textContent()).not.toBe(published);
  await shot('site-in-frame');

  // The overlay over the title opens the document beside the frame at the field it shows: the Studio's focus path
  // (its address) is the title. The stand-in's source map is coarse (a field, not its language), so the path is the
  // localized field itself: the form neither scrolls to it nor takes the keyboard from the frame.
  await heading.hover();
  await heading.click();
  await page.waitForURL(new RegExp(`/presentation/blogPost/${ID}/title\\?`), { timeout: 30_000 });
  const title = page.locator('input[id="title.en"]');
  await expect(title).toHaveValue(published, { timeout: 30_000 });
  await shot('overlay-clicked');

  const edited = `${published} (draft ${Date.now().toString(36)})`;
  await title.fill(edited);
  await title.scrollIntoViewIfNeeded();
  await shown(heading).toBe(edited);
  await shot('edit-live');
  // Unpublished: visitors get the published title.
  expect(h1((await get(urlOf('en', PATH))).body)).toBe(published);
  expect(((await lake.client.getDocument(ID)) as { title: { en: string } }).title.en).toBe(published);
});
