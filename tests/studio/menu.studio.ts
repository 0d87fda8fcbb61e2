import { LOCALE_CODES } from '@site/schemas';
import { urlOf } from '../e2e/support/sites';
import { lake, webhook } from '../lake/support';
import { expect, test } from './support';

/**
 * A menu label edited in the navigation document, in all 20 languages, and published from the Studio: every
 * language's header follows, through the stand-in's webhook alone.
 */
const GROUP = 'pricing';

async function restore() {
  await lake.reset();
  await webhook({ _id: 'navigation', _type: 'navigation' });
}

test.beforeAll(restore);
test.afterAll(restore);

test("a menu label published in the Studio shows in every language's header", async ({ studio: page, shot }) => {
  test.setTimeout(180_000);
  await page.goto('structure/site;navigation');
  await expect(page.getByTestId('action-publish')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Show all languages' }).click();
  await shot('opened');

  // The Pricing group of the header menu opens in its own dialog, its label in every language.
  // The array is rendered as it scrolls into view.
  const group = page.getByRole('button', { name: /^Pricing\b/ }).first();
  await page.getByText('Header menu', { exact: true }).first().hover();
  for (let step = 0; step < 20 && (await group.count()) === 0; step += 1) await page.mouse.wheel(0, 150);
  await shot('scrolled');
  await group.click({ timeout: 10_000 });
  const label = (code: string) => page.locator(`input[id="menu[_key==\\"${GROUP}\\"].label.${code}"]`);
  await expect(label('en')).toBeVisible();
  await shot('group-open');
  const marker = `M${Date.now().toString(36)}`;
  for (const code of LOCALE_CODES) await label(code).fill(`${marker} ${code}`);
  await shot('labels-edited');
  await page.keyboard.press('Escape');

  const publish = page.getByTestId('action-publish');
  await expect(publish).toBeEnabled({ timeout: 20_000 });
  await publish.click();
  await shot('published');

  // The stand-in's own webhook told the site, once, signed as the README configures it.
  await expect(async () => {
    const deliveries = (await (await fetch(`${lake.base}/__lake/webhooks`)).json()) as {
      documentId: string;
      attempts: { status: number }[];
    }[];
    const delivery = deliveries.findLast((item) => item.documentId === 'navigation');
    expect(delivery?.attempts.map((attempt) => attempt.status)).toEqual([200]);
  }).toPass({ timeout: 15_000 });
  const site = await page.context().newPage();
  for (const code of LOCALE_CODES) {
    const link = site.locator(`.main-nav .nav-list > li > a[href="${new URL(urlOf(code, '/pricing')).pathname}"]`);
    await expect(async () => {
      await site.goto(urlOf(code, '/faq'));
      await expect(link, code).toHaveText(`${marker} ${code}`, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    if (code === 'de') await site.screenshot({ path: '.artifacts/studio/menu-5-german-header.png' });
  }
});
