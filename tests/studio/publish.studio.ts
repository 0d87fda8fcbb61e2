import { get } from '../e2e/support/http';
import { urlOf } from '../e2e/support/sites';
import { h1, lake, webhook } from '../lake/support';
import { expect, test } from './support';

/**
 * An editor's publish, from the click in the Studio to the page: the Studio sends its document actions to the
 * stand-in, the stand-in sends the signed webhook, the Lake site refreshes. No test code in between.
 */
const ID = 'blog-post-agency-onboarding-checklist';
const SLUG = 'agency-onboarding-checklist';
/**
 * The site's webhook expires pages as soon as the Lake shows the announced revision (the stand-in at once, without a
 * lag), so the page follows within 2 s of the publish the stand-in receives.
 */
const LIVE_WITHIN_MS = 2000;

/** The seed again, and the site told so (an earlier run may have left its publish on the pages). */
async function restore() {
  await lake.reset();
  await webhook({ _id: ID, _type: 'blogPost', slug: SLUG });
}

test.beforeAll(restore);
test.afterAll(restore);

test('a German title published in the Studio shows on the German page within 2 s; the English page stays', async ({
  studio: page,
  shot,
}) => {
  test.setTimeout(120_000);
  const english = h1((await get(urlOf('en', `/blog/${SLUG}`))).body);
  const germanBefore = h1((await get(urlOf('de', `/blog/${SLUG}`))).body);
  expect(english).toBeTruthy();

  await page.goto(`structure/blog;blogPost;${ID}`);
  await expect(page.getByTestId('action-publish')).toBeVisible({ timeout: 60_000 });
  await shot('opened');

  // The language filter, through the translation panel: English only, then German beside it.
  await page.getByRole('button', { name: 'English only' }).click();
  await expect(page.getByRole('textbox', { name: /^German/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'de', exact: true }).click();
  await expect(page.getByRole('textbox', { name: /^Spanish/ })).toHaveCount(0);
  const title = page.locator('input[id="title.de"]');
  await expect(title).toHaveValue(germanBefore!);
  await title.scrollIntoViewIfNeeded();
  await shot('german-shown');

  const marker = `Neuer Titel ${Date.now()}`;
  await title.fill(marker);
  await title.scrollIntoViewIfNeeded();
  await shot('edited');
  const publish = page.getByTestId('action-publish');
  await expect(publish).toBeEnabled({ timeout: 20_000 });
  // The Studio validates the document before it sends the publish (seconds on a loaded machine): the 2 s count from
  // the publish the Lake receives.
  const sent = page.waitForRequest((request) => /\/data\/actions\/.*document\.publish/.test(request.url()), {
    timeout: 60_000,
  });
  const clicked = Date.now();
  await publish.click();
  await sent;
  const published = Date.now();
  await shot('published');

  let german = germanBefore;
  while (german !== marker && Date.now() - published < LIVE_WITHIN_MS + 5000) {
    german = h1((await get(urlOf('de', `/blog/${SLUG}`))).body);
    if (german !== marker) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const ms = Date.now() - published;
  const deliveries = (await (await fetch(`${lake.base}/__lake/webhooks`)).json()) as {
    documentId: string;
    body: { _id: string; slug: string; operation: string; listed: unknown[] };
    attempts: { status: number; ms: number }[];
  }[];
  const delivery = deliveries.findLast((item) => item.documentId === ID);
  console.info(
    `the publish left the Studio ${published - clicked} ms after the click; the German page showed it ${ms} ms later; webhook attempts ${JSON.stringify(delivery?.attempts)}`,
  );
  expect(german).toBe(marker);
  expect(ms).toBeLessThanOrEqual(LIVE_WITHIN_MS);
  expect(h1((await get(urlOf('en', `/blog/${SLUG}`))).body)).toBe(english);
  // The page followed the stand-in's own webhook, signed with the projection's body, answered 200 at once.
  // The projection carries the published revision, which the site waits to see before it re-renders.
  const live = (await lake.client.getDocument(ID)) as { _rev: string; _updatedAt: string };
  expect(delivery?.body).toMatchObject({
    _id: ID,
    _type: 'blogPost',
    slug: SLUG,
    previousSlug: SLUG,
    operation: 'update',
    _rev: live._rev,
    _updatedAt: live._updatedAt,
  });
  // A text edit leaves the article in the listings it was in: the site refreshes those, not every listing.
  const [before, after] = delivery?.body.listed ?? [];
  expect(after).toEqual(before);
  expect(after).toMatchObject({ category: expect.any(String), locales: expect.arrayContaining(['en', 'de']) });
  expect(delivery?.attempts.map((attempt) => attempt.status)).toEqual([200]);
  // The Studio's edits came back through the listener (Saved). The open form keeps showing the draft after the
  // publish until it is opened again (tests/README.md, what the stand-in leaves out); opened again, nothing is left
  // to publish.
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(title).toHaveValue(marker, { timeout: 30_000 });
  await expect(page.getByTestId('action-publish')).toBeDisabled();
  await title.scrollIntoViewIfNeeded();
  await shot('studio-after');
  // The site in a page of its own: the Studio's page is the one whose requests are watched.
  const site = await page.context().newPage();
  await site.goto(urlOf('de', `/blog/${SLUG}`));
  await expect(site.locator('h1')).toHaveText(marker);
  await site.screenshot({ path: '.artifacts/studio/publish-6-german-page.png' });
});
