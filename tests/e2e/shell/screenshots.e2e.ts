import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LocaleCode } from '@site/schemas';
import type { Page } from '@playwright/test';
import { urlOf } from '../support/sites';
import { expect, notify, openPaused, screenshotPath, test } from './support';

/**
 * Screenshots of the error page, the registration banner, the QR popup, the notices and a tooltip in zh, ru and a
 * prefixed locale, for people to look at (tests/.artifacts/screenshots). Each also checks what it shows.
 */

const LOCALES_SHOWN: LocaleCode[] = ['zh', 'ru', 'de'];

const widgets = (code: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../../web/messages/${code}.json`, import.meta.url)), 'utf8')) as {
    Widgets: Record<string, string>;
    ErrorPage: Record<string, string>;
    Home: { hero: { subtitle: string } };
  };

const shot = (page: Page, project: string, name: string) =>
  page.screenshot({ path: screenshotPath(`${project}-${name}`) });

for (const locale of LOCALES_SHOWN) {
  test.describe(`screenshots in ${locale}`, () => {
    test('error page', async ({ page }, testInfo) => {
      await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
      await page.clock.pauseAt(new Date('2026-03-02T09:00:01Z'));
      await page.goto(urlOf(locale, '/error/502'));
      await expect(page.locator('.error-image')).toBeVisible();
      await page.clock.runFor(2000);
      await expect(page.locator('.error-countdown strong')).toHaveText('3');
      await shot(page, testInfo.project.name, `error-502-${locale}`);
    });

    test('notices', async ({ page }, testInfo) => {
      const text = widgets(locale);
      await openPaused(page, urlOf(locale));
      await notify(page, { kind: 'message', type: 'failure', text: text.Widgets.registrationFailed });
      await notify(page, { kind: 'toast', type: 'error', text: text.ErrorPage.message, delayMs: 60_000 });
      await notify(page, { kind: 'toast', type: 'success', text: text.ErrorPage.hint, delayMs: 60_000 });
      await notify(page, { kind: 'global', type: 'failed', text: text.Widgets.signInFailed });
      await expect(page.locator('.toast')).toHaveCount(2);
      await page.waitForTimeout(400);
      await shot(page, testInfo.project.name, `notices-${locale}`);
    });

    test('tooltip', async ({ page, mobile }, testInfo) => {
      const text = widgets(locale).Home.hero.subtitle;
      await openPaused(page, urlOf(locale));
      await page.evaluate((content) => {
        const paragraph = document.createElement('p');
        paragraph.className = 'truncate container';
        paragraph.setAttribute('data-tooltip-overflow', '');
        paragraph.style.cssText = 'max-width:220px;margin:24px auto;color:#5b6170';
        paragraph.textContent = content;
        document.querySelector('.hero-inner')!.append(paragraph);
      }, text);
      const target = page.locator('.hero-inner p.truncate');
      await target.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      const box = (await target.boundingBox())!;
      if (mobile) await page.touchscreen.tap(box.x + 60, box.y + box.height / 2);
      else await page.mouse.move(box.x + 60, box.y + box.height / 2);
      await expect(page.locator('.tooltip')).toHaveText(text);
      await shot(page, testInfo.project.name, `tooltip-${locale}`);
    });

    test('registration banner', async ({ page, mobile }, testInfo) => {
      test.skip(!mobile, 'phones only');
      await openPaused(page, urlOf(locale));
      await page.clock.runFor(1000);
      await expect(page.locator('.register-banner')).toBeInViewport({ ratio: 1 });
      await page.waitForTimeout(400);
      await shot(page, testInfo.project.name, `banner-${locale}`);
    });
  });
}

test('QR popup (Chinese pages only)', async ({ page, mobile }, testInfo) => {
  await openPaused(page, urlOf('zh'));
  const button = page.locator('.consultation-button');
  if (mobile) await button.tap();
  else await button.hover();
  await expect(page.locator('#consultation-qr img')).toBeVisible();
  await shot(page, testInfo.project.name, 'qr-popup-zh');
});
