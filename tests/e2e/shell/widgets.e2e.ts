import { type LocaleCode, bannerLanguage } from '@site/schemas';
import type { Page } from '@playwright/test';
import { urlOf } from '../support/sites';
import { APP_ORIGIN } from '../support/third-party';
import { expect, notify, openPaused, openPausedSinceLoad, test, trackedEvents, widgetsReady } from './support';

/** Scrolls and waits for the browser's scroll event, which it sends with its next rendering step. */
const scrollTo = (page: Page, y: number) =>
  page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        if (Math.round(window.scrollY) === top) return resolve();
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo(0, top);
      }),
    y,
  );

test.describe('scroll-to-top button', () => {
  test('appears past one viewport height and scrolls smoothly to the top', async ({ page }) => {
    await page.goto(urlOf('de'));
    await widgetsReady(page);
    const button = page.locator('.scroll-top');
    await expect(button).toHaveAttribute('data-visible', 'false');
    const height = await page.evaluate(() => window.innerHeight);
    await scrollTo(page, height - 20);
    await page.waitForTimeout(400);
    await expect(button).toHaveAttribute('data-visible', 'false');
    await scrollTo(page, height + 40);
    await expect(button).toHaveAttribute('data-visible', 'true');
    await expect(button).toBeVisible();
    const start = await page.evaluate(() => window.scrollY);
    await page.evaluate(() => {
      const positions: number[] = [];
      (window as unknown as { __positions: number[] }).__positions = positions;
      window.addEventListener('scroll', () => positions.push(window.scrollY), { passive: true });
    });
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const positions = await page.evaluate(() => (window as unknown as { __positions: number[] }).__positions);
    // Smooth: the page passed through a position between the start and the top (a jump sends only the top). How many
    // depends on the frames the browser draws in the scroll's time, fewer on a loaded machine: one proves it.
    expect(positions.filter((y) => y > 0 && y < start).length).toBeGreaterThan(0);
    await expect(button).toHaveAttribute('data-visible', 'false');
  });
});

test.describe('consultation button', () => {
  test('exists on Chinese pages only', async ({ page }) => {
    for (const code of ['en', 'ru', 'tc', 'de'] as LocaleCode[]) {
      await page.goto(urlOf(code));
      await widgetsReady(page);
      await expect(page.locator('.consultation-button')).toHaveCount(0);
    }
  });

  test('shows the QR code on hover on a desktop and hides it on leave', async ({ page, mobile }) => {
    test.skip(mobile, 'phones toggle it by tapping (next test)');
    await page.goto(urlOf('zh'));
    await widgetsReady(page);
    const popup = page.locator('#consultation-qr');
    await expect(popup).toBeHidden();
    await page.locator('.consultation-button').hover();
    await expect(popup).toBeVisible();
    await expect(popup.locator('img')).toHaveJSProperty('complete', true);
    expect(await popup.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    // The code the editor uploaded in the site settings (the seed's: a scannable one), with its Chinese alt text.
    expect(new URL((await popup.locator('img').getAttribute('src'))!, page.url()).pathname).toBe(
      '/content-assets/consultation-qr.svg',
    );
    await expect(popup.locator('img')).toHaveAttribute('alt', '扫码咨询销售团队');
    await expect(popup).toContainText('咨询顾问');
    await page.mouse.move(10, 10);
    await expect(popup).toBeHidden();
  });

  test('toggles the QR code on tap on a phone and hides it on scroll', async ({ page, mobile }) => {
    test.skip(!mobile, 'desktops show it on hover (previous test)');
    await page.goto(urlOf('zh'));
    await widgetsReady(page);
    const button = page.locator('.consultation-button');
    const popup = page.locator('#consultation-qr');
    await button.tap();
    await expect(popup).toBeVisible();
    await button.tap();
    await expect(popup).toBeHidden();
    await button.tap();
    await expect(popup).toBeVisible();
    await scrollTo(page, 300);
    await expect(popup).toBeHidden();
  });

  test('its exposure is tracked as service_consultation, entrance 2', async ({ page, stub }) => {
    await page.clock.install();
    await page.goto(urlOf('zh'));
    await widgetsReady(page);
    await expect(page.locator('.consultation-button')).toBeVisible();
    // The analytics queue sends every 10 s of the page's clock. The exposure is recorded when the button is seen,
    // which on a loaded machine may come after a first fast-forward: each poll moves the clock on by one period.
    await expect
      .poll(
        async () => {
          await page.clock.fastForward(10_000);
          return (await trackedEvents(stub)).filter((event) => event.event === 'service_consultation');
        },
        { timeout: 10_000 },
      )
      .toEqual([
        expect.objectContaining({ event: 'service_consultation', event_type: 'expose', params: { entrance: 2 } }),
      ]);
  });
});

test.describe('registration banner', () => {
  const banner = (page: Page) => page.locator('.register-banner');

  test('is for phones only', async ({ page, mobile }) => {
    test.skip(mobile, 'phones: the tests below');
    await page.goto(urlOf('zh'));
    await widgetsReady(page);
    await page.waitForTimeout(1500);
    await expect(banner(page)).toHaveCount(0);
  });

  test('appears 1 s after load, hides on scroll down, returns on scroll up or 5 s after scrolling stops', async ({
    page,
    mobile,
  }) => {
    test.skip(!mobile, 'phones only');
    // 1 s after the load event, not after the widgets chunk arrived (here 100 ms after the load).
    const sinceLoad = await openPausedSinceLoad(page, urlOf('ru'));
    expect(sinceLoad).toBeGreaterThan(0);
    expect(sinceLoad).toBeLessThan(999);
    await expect(banner(page)).toHaveAttribute('data-visible', 'false');
    await page.clock.runFor(999 - sinceLoad);
    await expect(banner(page)).toHaveAttribute('data-visible', 'false');
    await page.clock.runFor(1);
    await expect(banner(page)).toHaveAttribute('data-visible', 'true');
    await expect(banner(page)).toBeInViewport();

    await scrollTo(page, 900);
    await page.clock.runFor(200);
    await expect(banner(page)).toHaveAttribute('data-visible', 'false');
    await scrollTo(page, 500);
    await page.clock.runFor(200);
    await expect(banner(page)).toHaveAttribute('data-visible', 'true');

    await scrollTo(page, 1400);
    await page.clock.runFor(200);
    await expect(banner(page)).toHaveAttribute('data-visible', 'false');
    await page.clock.runFor(4999);
    await expect(banner(page)).toHaveAttribute('data-visible', 'false');
    await page.clock.runFor(1);
    await expect(banner(page)).toHaveAttribute('data-visible', 'true');
  });

  test('its left edge closes it for the rest of the visit', async ({ page, mobile }) => {
    test.skip(!mobile, 'phones only');
    await openPaused(page, urlOf('de'));
    await page.clock.runFor(1000);
    await expect(banner(page)).toBeInViewport({ ratio: 1 });
    await page.locator('.register-banner-close').tap();
    await expect(banner(page)).toHaveCount(0);
    await scrollTo(page, 600);
    await scrollTo(page, 100);
    await page.clock.runFor(6000);
    await expect(banner(page)).toHaveCount(0);
    await page.reload();
    await page.clock.runFor(2000);
    await widgetsReady(page);
    await page.clock.runFor(2000);
    await expect(banner(page)).toHaveCount(0);
  });

  test('its right part opens the register URL in a new tab, with rel, lang and from', async ({
    page,
    mobile,
    context,
  }) => {
    test.skip(!mobile, 'phones only');
    await openPaused(page, urlOf('pt'));
    await page.clock.runFor(1000);
    await expect(banner(page)).toBeInViewport({ ratio: 1 });
    const opened = context.waitForEvent('page');
    await page.locator('.register-banner-link').tap();
    const tab = await opened;
    await tab.waitForLoadState();
    const url = new URL(tab.url());
    expect(`${url.origin}${url.pathname}`).toBe(`${APP_ORIGIN}/register`);
    expect(url.searchParams.get('rel')).toBe('official_website');
    expect(url.searchParams.get('lang')).toBe('pt');
    expect(url.searchParams.get('from')).toBe(urlOf('pt'));
    expect(page.url()).toBe(urlOf('pt'));
  });

  test('shows the image of its locale', async ({ page, mobile }) => {
    test.skip(!mobile, 'phones only');
    test.setTimeout(60_000);
    for (const code of ['zh', 'tc', 'ru', 'pt', 'vn', 'de', 'en', 'th'] as LocaleCode[]) {
      await page.goto(urlOf(code));
      await widgetsReady(page);
      const image = page.locator('.register-banner img');
      await expect(image).toHaveAttribute('src', `/images/register-banner-${bannerLanguage(code)}.svg`);
      expect(bannerLanguage(code)).toBe({ zh: 'zh', tc: 'zh', ru: 'ru', pt: 'pt', vn: 'vn' }[code as string] ?? 'en');
    }
  });
});

test.describe('notices', () => {
  test('the message box shows at the top centre, failure or success', async ({ page }) => {
    await openPaused(page, urlOf('de'));
    await notify(page, { kind: 'message', type: 'failure', text: 'Registrierung fehlgeschlagen!' });
    await notify(page, { kind: 'message', type: 'success', text: 'Gespeichert' });
    const boxes = page.locator('.message-box');
    await expect(boxes).toHaveCount(2);
    await expect(boxes.nth(0)).toHaveAttribute('data-type', 'failure');
    await expect(boxes.nth(1)).toHaveAttribute('data-type', 'success');
    const box = (await boxes.nth(0).boundingBox())!;
    const width = await page.evaluate(() => window.innerWidth);
    expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(2);
    expect(box.y).toBeLessThan(120);
    await page.clock.runFor(3000);
    await expect(boxes).toHaveCount(0);
  });

  test('the toast closes after 1000 ms plus a 300 ms animation, or at once with its close button', async ({ page }) => {
    await openPaused(page, urlOf('de'));
    await notify(page, { kind: 'toast', type: 'error', text: 'Etwas ist schiefgelaufen' });
    const toast = page.locator('.toast');
    await expect(toast).toHaveAttribute('data-type', 'error');
    expect(await toast.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(229, 72, 77)');
    await page.clock.runFor(999);
    await expect(toast).toHaveAttribute('data-closing', 'false');
    await page.clock.runFor(1);
    await expect(toast).toHaveAttribute('data-closing', 'true');
    await page.clock.runFor(299);
    await expect(toast).toHaveCount(1);
    await page.clock.runFor(1);
    await expect(toast).toHaveCount(0);

    await notify(page, { kind: 'toast', type: 'success', text: 'Gespeichert', delayMs: 60_000 });
    await expect(toast).toHaveAttribute('data-type', 'success');
    await toast.locator('.toast-close').click();
    await expect(toast).toHaveAttribute('data-closing', 'true');
    await page.clock.runFor(300);
    await expect(toast).toHaveCount(0);
  });

  test('the global toast is red for failed and green for success, for 3.6 s', async ({ page }) => {
    await openPaused(page, urlOf('de'));
    const toast = page.locator('.global-toast');
    await notify(page, { kind: 'global', type: 'failed', text: 'Fehlgeschlagen' });
    expect(await toast.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(229, 72, 77)');
    await page.clock.runFor(3599);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1);
    await expect(toast).toHaveCount(0);
    await notify(page, { kind: 'global', type: 'success', text: 'Erfolgreich' });
    expect(await toast.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(35, 122, 52)'); // --color-success: white text on it 5.4:1
  });
});

test.describe('tooltips', () => {
  /** A paragraph cut off by its width, as truncated text is in lists and cards. */
  async function addTruncated(page: Page, text: string, width: number) {
    await page.evaluate(
      ([content, px]) => {
        const paragraph = document.createElement('p');
        paragraph.className = 'truncate test-truncated';
        paragraph.setAttribute('data-tooltip-overflow', '');
        paragraph.style.cssText = `width:${px}px;margin:20px;position:relative;z-index:5`;
        paragraph.textContent = content as string;
        document.querySelector('main')!.prepend(paragraph);
      },
      [text, width] as const,
    );
  }

  test('show the whole text of truncated text next to the pointer, at most 265 px wide', async ({ page, mobile }) => {
    test.skip(mobile, 'phones: tap (next test)');
    await page.goto(urlOf('de'));
    await widgetsReady(page);
    const long =
      'Verwaltung mehrerer Konten mit eigenen Fingerabdrücken, Proxys und Cookies für jedes einzelne Browserprofil';
    await addTruncated(page, long, 120);
    const target = (await page.locator('.test-truncated').boundingBox())!;
    const x = target.x + 40;
    const y = target.y + target.height / 2;
    await page.mouse.move(x, y);
    const tooltip = page.locator('.tooltip');
    await expect(tooltip).toHaveText(long);
    const box = (await tooltip.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(265);
    expect(box.x - x).toBeGreaterThanOrEqual(0);
    expect(box.x - x).toBeLessThan(30);
    expect(box.y - y).toBeGreaterThanOrEqual(0);
    expect(box.y - y).toBeLessThan(40);
    await page.mouse.move(5, 400);
    await expect(tooltip).toHaveCount(0);
  });

  test('stay away from text that fits', async ({ page, mobile }) => {
    test.skip(mobile, 'hover');
    await page.goto(urlOf('de'));
    await widgetsReady(page);
    await addTruncated(page, 'Kurz', 300);
    await page.locator('.test-truncated').hover();
    await page.waitForTimeout(300);
    await expect(page.locator('.tooltip')).toHaveCount(0);
  });

  test('show on tap on a phone', async ({ page, mobile }) => {
    test.skip(!mobile, 'phones only');
    await page.goto(urlOf('ru'));
    await widgetsReady(page);
    const long = 'Управление множеством аккаунтов с отдельными отпечатками и прокси';
    await addTruncated(page, long, 140);
    const target = (await page.locator('.test-truncated').boundingBox())!;
    await page.touchscreen.tap(target.x + 30, target.y + target.height / 2);
    const tooltip = page.locator('.tooltip');
    await expect(tooltip).toHaveText(long);
    expect((await tooltip.boundingBox())!.width).toBeLessThanOrEqual(265);
    await page.touchscreen.tap(20, 500);
    await expect(tooltip).toHaveCount(0);
  });

  test('a truncated footer link shows its full name on hover', async ({ page, mobile }) => {
    test.skip(mobile, 'hover');
    await page.goto(urlOf('de'));
    await widgetsReady(page);
    const link = page.locator('footer a.truncate').first();
    await link.evaluate((element: HTMLElement) => {
      element.style.width = '40px';
    });
    const name = (await link.textContent())!.trim();
    // Scrolling hides a tooltip, so the link is brought into view before the pointer goes there.
    await link.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await link.hover();
    await expect(page.locator('.tooltip')).toHaveText(name);
  });
});

test.describe('floating buttons without a chat', () => {
  // The chat vendor's object never appears: there is no chat frame to follow.
  test.use({ thirdParty: { chatReadyMs: -1 } });
  const bottom = (page: Page) =>
    page.locator('.floating-stack').evaluate((element) => getComputedStyle(element).bottom);

  test('sit 93 + 5 px up', async ({ page }) => {
    await page.goto(urlOf('de'));
    await widgetsReady(page);
    await page.waitForTimeout(1500);
    expect(await bottom(page)).toBe('98px');
  });
});

test.describe('floating buttons above the chat', () => {
  test('follow the chat frame’s height plus 5 px, open or closed', async ({ page, mobile }) => {
    await page.goto(urlOf('de'));
    await widgetsReady(page);
    // A phone starts the chat once the visitor has scrolled past the first screen (docs/decisions/0047).
    if (mobile) await page.evaluate(() => window.scrollTo(0, window.innerHeight + 200));
    const stack = page.locator('.floating-stack');
    await expect
      .poll(() => stack.evaluate((element) => getComputedStyle(element).bottom), { timeout: 10_000 })
      .toBe('125px');
    await page.locator('#morphis-chat-frame').click();
    await expect.poll(() => stack.evaluate((element) => getComputedStyle(element).bottom)).toBe('405px');
    await page.locator('#morphis-chat-frame').click();
    await expect.poll(() => stack.evaluate((element) => getComputedStyle(element).bottom)).toBe('125px');
  });
});

test.describe('register and login links', () => {
  test('carry rel, lang and the current full address as from', async ({ page, mobile }) => {
    await page.goto(`${urlOf('de')}?utm_source=test`);
    await widgetsReady(page);
    const here = `${urlOf('de')}?utm_source=test`;
    const login = page.locator('header a.header-login');
    const register = page.locator('header a.header-register');
    for (const [link, path] of [
      [login, '/login'],
      [register, '/register'],
    ] as const) {
      const href = new URL((await link.getAttribute('href'))!);
      expect(`${href.origin}${href.pathname}`).toBe(`${APP_ORIGIN}${path}`);
      expect(href.searchParams.get('rel')).toBe('official_website');
      expect(href.searchParams.get('lang')).toBe('de');
      await expect.poll(async () => new URL((await link.getAttribute('href'))!).searchParams.get('from')).toBe(here);
    }
    if (mobile) {
      // Phones (up to the 530 px breakpoint) keep the header short; the registration banner is their sign-up link.
      await expect(login).toBeHidden();
      await expect(register).toBeHidden();
      return;
    }
    await login.click();
    await expect(page).toHaveURL(/^https:\/\/app\.morphis\.example\/login\?/);
    expect(new URL(page.url()).searchParams.get('from')).toBe(here);
  });

  test('the pricing plans and the referral programme build theirs the same way', async ({ page }) => {
    for (const [path, selector, target] of [
      ['/pricing?plan=team', '.plan-cta', '/register'],
      ['/referral-program', '[data-page="referral-program"] .hero-actions a', '/login'],
    ] as const) {
      const here = urlOf('th', path);
      await page.goto(here);
      await widgetsReady(page);
      const link = page.locator(selector).first();
      await expect.poll(async () => new URL((await link.getAttribute('href'))!).searchParams.get('from')).toBe(here);
      const href = new URL((await link.getAttribute('href'))!);
      expect(`${href.origin}${href.pathname}`).toBe(`${APP_ORIGIN}${target}`);
      expect([href.searchParams.get('rel'), href.searchParams.get('lang')]).toEqual(['official_website', 'th']);
    }
  });

  test('follow the visitor to the next page', async ({ page }) => {
    await page.goto(urlOf('de', '/no-such-page'));
    await widgetsReady(page);
    await page.locator('header a.brand').click();
    await expect(page.locator('.hero h1')).toBeVisible();
    await expect
      .poll(async () =>
        new URL((await page.locator('header a.header-login').getAttribute('href'))!).searchParams.get('from'),
      )
      .toBe(urlOf('de'));
  });
});
