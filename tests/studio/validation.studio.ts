import { lake } from '../lake/support';
import { expect, test } from './support';

/**
 * The content model's validation in the Studio: English is the required language of every required localized field
 * (studio/src/schema/build.ts). An editor who empties a blog post's English title sees the model's message on the
 * field, and the Studio refuses to publish: no publish reaches the stand-in and the published document stays.
 */
const ID = 'blog-post-how-to-choose-an-antidetect-browser';

test.beforeAll(() => lake.reset());
test.afterAll(() => lake.reset());

test('an empty English title shows the model\'s "required" message and publish is refused', async ({
  studio: page,
  shot,
}) => {
  test.setTimeout(120_000);
  const before = (await lake.client.getDocument(ID)) as { _rev: string; title: { en: string } };
  const publishes: string[] = [];
  page.on('request', (request) => {
    if (/\/data\/actions\//.test(request.url()) && (request.postData() ?? '').includes('document.publish'))
      publishes.push(request.url());
  });
  await page.goto(`structure/blog;blogPost;${ID}`);
  const title = page.locator('input[id="title.en"]');
  await expect(title).toHaveValue(before.title.en, { timeout: 60_000 });
  await shot('opened');

  await title.fill('');
  // The model's own message, on the title field, once the draft is saved and validated.
  const message = page.getByText('The English text is required').first();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 30_000 });
  const publish = page.getByTestId('action-publish');
  // The Studio lists the problem in the validation panel (the error icon beside the document's actions opens it).
  await page
    .getByRole('button', { name: /validation/i })
    .first()
    .click();
  await expect(message).toBeVisible({ timeout: 30_000 });
  await shot('validation-shown');

  // Publish is refused: the action stays disabled, and a click sends nothing.
  await expect(publish).toBeDisabled();
  await publish.click({ force: true });
  await expect(
    page.getByText('There are validation errors that need to be fixed before this document can be published'),
  ).toBeVisible();
  await shot('publish-refused');
  expect(publishes).toEqual([]);
  const after = (await lake.client.getDocument(ID)) as { _rev: string; title: { en: string } };
  expect(after._rev).toBe(before._rev);
  expect(after.title.en).toBe(before.title.en);
  // The edit itself was kept, as a draft.
  const draft = (await lake.client.getDocument(`drafts.${ID}`)) as { title: { en?: string } } | undefined;
  expect(draft?.title.en ?? '').toBe('');
});
