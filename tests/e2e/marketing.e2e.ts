import {
  ALTERNATIVE_IDS,
  DOWNLOAD_KEYS,
  FEATURE_IDS,
  FIXED_PAGE_SLUGS,
  type LocaleCode,
  SOLUTION_IDS,
  getLocale,
} from '@site/schemas';
import type { Browser, Page } from '@playwright/test';
import { get } from './support/http';
import { urlOf } from './support/sites';
import { STUB_PATHS, expect, stub as stubAddress, test } from './support/stub';
import type { StubClient } from '../stub/client';

/**
 * The marketing and product pages against the production build: every route in six languages (three hosts and
 * three prefixed languages), the guards, pricing's currency switch and formats, download detection with the
 * latest-version call of the stub, structured data, images and the icon page.
 */
const LOCALES: LocaleCode[] = ['en', 'zh', 'ru', 'de', 'th', 'km'];

const ROUTES = [
  '/solutions',
  '/solutions/affiliate-marketing',
  '/solutions/whatsapp',
  '/alternatives',
  '/alternatives/gologin-alternative',
  '/pricing',
  '/download',
  '/faq',
  ...FIXED_PAGE_SLUGS.map((slug) => `/${slug}`),
  '/privacy-policy',
  '/synchronizer',
  '/_icons',
];

const INVALID = [
  '/solutions/not-a-solution',
  '/alternatives/gologin',
  '/alternatives/not-an-alternative',
  '/not-a-feature-or-page',
  '/solutions/Affiliate-Marketing',
];

const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const RELEASE_HOST = 'https://download.morphis.com/';

const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

/** Every JSON-LD block of a page, parsed (a block that is not valid JSON fails here). */
async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

function jsonLdOfHtml(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** A page whose browser claims another system; the stub session stays in the user agent so the stub records it. */
/**
 * The download page opens an installer in the same tab; the test's route answers it with a small text page. Wait
 * until that page has loaded before the test ends: Chromium can leave a context close hanging while a navigation
 * is still in flight (it did here, once in about twenty runs).
 */
async function settleOn(page: Page, address: string): Promise<void> {
  await page.waitForURL((url) => url.href.startsWith(address), { waitUntil: 'load' });
}

async function pageAs(
  browser: Browser,
  stub: StubClient,
  userAgent: string,
  hints?: { platform: string; architecture: string; bitness: string },
) {
  const context = await browser.newContext({ userAgent: `${userAgent} stub-session/${stub.session}` });
  if (hints) {
    await context.addInitScript((values) => {
      const data = {
        platform: values.platform,
        brands: [],
        mobile: false,
        getHighEntropyValues: async () => ({ ...values }),
      };
      Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => data, configurable: true });
    }, hints);
  }
  return { context, page: await context.newPage() };
}

test.describe('every marketing route in six languages', () => {
  for (const locale of LOCALES) {
    test(`${locale}: valid pages answer 200 in their language, invalid ids 404`, async () => {
      test.setTimeout(60_000);
      const tag = getLocale(locale).tag;
      for (const path of ROUTES) {
        const response = await get(urlOf(locale, path));
        expect(response.status, `${locale} ${path}`).toBe(200);
        expect(response.body, `${locale} ${path}`).toContain(`<html lang="${tag}"`);
        expect(h1(response.body), `${locale} ${path} has a title`).toBeTruthy();
      }
      for (const path of INVALID) {
        expect((await get(urlOf(locale, path))).status, `${locale} ${path}`).toBe(404);
      }
    });
  }

  test('all 28 solutions, 7 alternatives and 7 features answer 200; the legacy id without suffix does not', async () => {
    test.setTimeout(60_000);
    for (const path of [
      ...SOLUTION_IDS.map((id) => `/solutions/${id}`),
      ...ALTERNATIVE_IDS.map((id) => `/alternatives/${id}`),
      ...FEATURE_IDS.map((id) => `/${id}`),
    ]) {
      expect((await get(urlOf('en', path))).status, path).toBe(200);
    }
    for (const id of ['gologin', 'multilogin', 'ziniao'])
      expect((await get(urlOf('en', `/alternatives/${id}`))).status).toBe(404);
  });

  test('an invalid id shows the localized not-found page with its path', async ({ page }) => {
    const response = await page.goto(urlOf('de', '/solutions/not-a-solution'));
    expect(response?.status()).toBe(404);
    await expect(page.locator('.error-message')).toHaveText('Seite nicht gefunden: /de/solutions/not-a-solution');
    const chinese = await page.goto(urlOf('zh', '/alternatives/gologin'));
    expect(chinese?.status()).toBe(404);
    await expect(page.locator('.error-message')).toContainText('/alternatives/gologin');
  });

  test('a Russian solution page is Russian, with its own canonical on the Russian host', async ({ page }) => {
    await page.goto(urlOf('ru', '/solutions/facebook'));
    await expect(page.locator('h1')).toHaveText('Мультиаккаунтинг Facebook');
    await expect(page.getByTestId('translation-notice')).toHaveCount(0);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', urlOf('ru', '/solutions/facebook'));
  });
});

test.describe('alternatives', () => {
  test('the comparison table has a translated row per feature, Morphis against the competitor', async ({ page }) => {
    await page.goto(urlOf('de', '/alternatives/octo-browser-alternative'));
    const table = page.locator('.comparison-table');
    await expect(table.locator('thead th')).toHaveText(['Funktion', 'Morphis', 'Octo Browser']);
    await expect(table.locator('tbody tr')).toHaveCount(9);
    await expect(table.locator('tr[data-row="rpa"] th')).toHaveText('RPA-Automatisierung ohne Code');
    await expect(table.locator('tr[data-row="rpa"] td').nth(0)).toHaveAttribute('data-support', 'yes');
    await expect(table.locator('tr[data-row="rpa"] td').nth(1)).toHaveAttribute('data-support', 'no');
  });

  test('the index lists all seven comparisons', async ({ page }) => {
    await page.goto(urlOf('km', '/alternatives'));
    await expect(page.locator('[data-alternative]')).toHaveCount(ALTERNATIVE_IDS.length);
    await expect(page.locator('[data-alternative] a').first()).toHaveAttribute(
      'href',
      '/km/alternatives/gologin-alternative',
    );
  });
});

test.describe('pricing', () => {
  const solo = (page: Page) => page.locator('[data-plan="solo"]');
  /** The island answers clicks once hydrated; it says so on its controls. */
  const ready = (page: Page) => expect(page.locator('.pricing-controls')).toHaveAttribute('data-ready', 'true');

  test('prerendered HTML carries the currency of the locale', async () => {
    for (const [locale, text] of [
      ['en', '$29.0'],
      ['pt', 'R$149.0'],
      ['pl', '119.0 zł'],
      ['vn', '690K'],
      ['zh', '$29.0'],
    ] as const) {
      const { body } = await get(urlOf(locale, '/pricing'));
      const amounts = [...body.matchAll(/data-testid="plan-amount"[^>]*>([^<]*)</g)].map((match) => match[1]);
      expect(amounts, locale).toContain(text);
    }
  });

  test('the currency switch and the annual toggle format prices with separators, symbols and the VND K form', async ({
    page,
  }) => {
    await page.goto(urlOf('en', '/pricing'));
    const amount = solo(page).getByTestId('plan-amount');
    const billing = solo(page).getByTestId('plan-billing');
    await expect(amount).toHaveText('$29.0');
    await ready(page);
    await page.locator('[data-currency-option="BRL"]').click();
    await expect(amount).toHaveText('R$149.0');
    await page.locator('[data-currency-option="PLN"]').click();
    await expect(amount).toHaveText('119.0 zł');
    await page.locator('[data-currency-option="VND"]').click();
    await expect(amount).toHaveText('690K');
    await expect(solo(page).locator('.plan-price-full')).toHaveText('= 690,000₫');
    await expect(page.locator('[data-currency-option="VND"]')).toHaveAttribute('aria-pressed', 'true');

    await page.locator('[data-billing-option="annual"]').click();
    await expect(amount).toHaveText('575K');
    await expect(billing).toHaveText('6,900,000₫ billed once a year');
    await page.locator('[data-currency-option="USD"]').click();
    await expect(amount).toHaveText('$24.2');
    await expect(billing).toHaveText('$290.0 billed once a year');
    await expect(page.locator('[data-plan="enterprise"]').getByTestId('plan-amount')).toHaveText('$249.2');
    await expect(page.locator('[data-billing-option="annual"] .save-badge')).toHaveText('Save 17%');
  });

  test('the visitor country preselects the currency once the runtime knows it', async ({ page, stub }) => {
    await stub.configure({
      answers: {
        [STUB_PATHS.visitorIp]: {
          code: 0,
          data: {
            ip: '203.0.113.7',
            ua: '',
            language: 'pt-BR',
            ip_data: { country: 'BR', region: '', city: '', timezone: 'America/Sao_Paulo' },
          },
        },
      },
    });
    await page.goto(urlOf('en', '/pricing'));
    await expect(solo(page).getByTestId('plan-amount')).toHaveText('R$149.0', { timeout: 15_000 });
    await expect(page.locator('[data-currency-option="BRL"]')).toHaveAttribute('aria-pressed', 'true');
  });

  test('a choice made before the country arrives is kept', async ({ page, stub }) => {
    await stub.configure({
      delayMs: 2500,
      answers: {
        [STUB_PATHS.visitorIp]: {
          code: 0,
          data: {
            ip: '203.0.113.8',
            ua: '',
            language: '',
            ip_data: { country: 'PL', region: '', city: '', timezone: '' },
          },
        },
      },
    });
    const countryArrived = page.waitForResponse((response) => response.url().includes(STUB_PATHS.visitorIp), {
      timeout: 15_000,
    });
    await page.goto(urlOf('en', '/pricing'));
    await ready(page);
    await page.locator('[data-currency-option="VND"]').click();
    await countryArrived;
    // The answer is in the page; what it would change (PLN) is one render away.
    await page.waitForTimeout(500);
    await expect(solo(page).getByTestId('plan-amount')).toHaveText('690K');
  });

  test('Product/Offer structured data: valid JSON, every plan in every currency', async ({ page }) => {
    await page.goto(urlOf('ru', '/pricing'));
    const product = (await jsonLd(page)).find((item) => item['@type'] === 'Product');
    expect(product).toBeDefined();
    const offers = product!['offers'] as Array<Record<string, unknown>>;
    expect(offers).toHaveLength(16);
    expect(new Set(offers.map((offer) => offer['priceCurrency']))).toEqual(new Set(['USD', 'BRL', 'PLN', 'VND']));
    expect(offers.find((offer) => offer['sku'] === 'team-vnd')).toMatchObject({
      price: '1890000',
      priceCurrency: 'VND',
    });
  });
});

test.describe('download', () => {
  test('a Mac with Apple silicon is preselected and gets the latest-version address of its system', async ({
    browser,
    stub,
  }) => {
    const { context, page } = await pageAs(browser, stub, MAC, {
      platform: 'macOS',
      architecture: 'arm',
      bitness: '64',
    });
    await page.goto(urlOf('en', '/download'));
    await expect(page.locator('[data-target="down-macos-apple"]')).toHaveAttribute('data-selected', 'true');
    await expect(page.locator('[data-selected="true"]')).toHaveCount(1);
    await expect(page.locator('.download-primary')).toHaveAttribute('data-detected', 'true');
    const [call] = await stub.waitFor((list) => list.length > 0, STUB_PATHS.latestVersion);
    expect(call!.query).toEqual({ system: 'com_arm64' });
    await expect(page.getByTestId('download-primary')).toHaveAttribute(
      'href',
      `${stubAddress.origin}/downloads/com_arm64.bin`,
    );
    await expect(page.getByTestId('download-primary')).toContainText('macOS Apple silicon');
    await context.close();
  });

  test('a Mac reporting an Intel architecture gets the Intel build (com_mac)', async ({ browser, stub }) => {
    const { context, page } = await pageAs(browser, stub, MAC, {
      platform: 'macOS',
      architecture: 'x86',
      bitness: '64',
    });
    await page.goto(urlOf('th', '/download'));
    await expect(page.locator('[data-target="down-macos-inter"]')).toHaveAttribute('data-selected', 'true');
    const [call] = await stub.waitFor((list) => list.length > 0, STUB_PATHS.latestVersion);
    expect(call!.query).toEqual({ system: 'com_mac' });
    await context.close();
  });

  test('Windows is detected from the user agent; clicking another system asks for it, then opens its address', async ({
    browser,
    stub,
  }) => {
    const { context, page } = await pageAs(browser, stub, WINDOWS);
    await context.route(`${stubAddress.origin}/downloads/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'installer' }),
    );
    await page.goto(urlOf('de', '/download'));
    await expect(page.locator('[data-target="down-windows-64"]')).toHaveAttribute('data-selected', 'true');
    await stub.waitFor((list) => list.some((call) => call.query['system'] === 'com_win64'), STUB_PATHS.latestVersion);
    const opened = page.waitForRequest((request) => request.url() === `${stubAddress.origin}/downloads/com_linux.bin`);
    await page.locator('[data-target="down-linux-64"] a').click();
    await opened;
    await settleOn(page, `${stubAddress.origin}/downloads/com_linux.bin`);
    const calls = await stub.requests(STUB_PATHS.latestVersion);
    expect(calls.map((call) => call.query['system'])).toEqual(['com_win64', 'com_linux']);
    await context.close();
  });

  test('all five targets are offered, each with the newest release that ships it', async ({ page }) => {
    await page.goto(urlOf('zh', '/download'));
    await expect(page.locator('[data-target]')).toHaveCount(DOWNLOAD_KEYS.length);
    expect(
      await page.locator('[data-target]').evaluateAll((items) => items.map((item) => item.getAttribute('data-target'))),
    ).toEqual([...DOWNLOAD_KEYS]);
    await expect(page.locator('[data-target="down-windows-32"] .target-meta')).toContainText('4.0.0');
    await expect(page.locator('[data-target="down-linux-64"] .target-meta')).toContainText('4.3.0');
  });

  test('when the latest-version call fails, the release link is offered and opened; nothing breaks', async ({
    page,
    stub,
    context,
  }) => {
    await stub.configure({ failures: [{ path: 'get-latest-version', mode: 'status', status: 500 }] });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await context.route(`${RELEASE_HOST}**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'installer' }),
    );
    await page.goto(urlOf('ru', '/download'));
    // The test browser's user agent is Playwright's desktop Chrome on Windows.
    await expect(page.locator('[data-target="down-windows-64"]')).toHaveAttribute('data-selected', 'true');
    // GET is retried once on 500, then the wrapper gives up silently.
    await stub.waitFor((list) => list.length >= 2, STUB_PATHS.latestVersion);
    const button = page.getByTestId('download-primary');
    await expect(button).toHaveAttribute('href', `${RELEASE_HOST}client/4.3.0/Morphis-Setup-4.3.0-x64.exe`);
    const opened = page.waitForRequest((request) => request.url().startsWith(RELEASE_HOST));
    await button.click();
    expect((await opened).url()).toBe(`${RELEASE_HOST}client/4.3.0/Morphis-Setup-4.3.0-x64.exe`);
    await settleOn(page, RELEASE_HOST);
    expect(errors).toEqual([]);
  });

  test('an address on an untrusted host is never opened', async ({ page, stub, context }) => {
    await stub.configure({
      answers: { [STUB_PATHS.latestVersion]: { code: 0, data: { url: 'https://evil.example/morphis.exe' } } },
    });
    const evil: string[] = [];
    await context.route('https://evil.example/**', (route) => {
      evil.push(route.request().url());
      return route.abort();
    });
    await context.route(`${RELEASE_HOST}**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'installer' }),
    );
    await page.goto(urlOf('en', '/download'));
    await stub.waitFor((list) => list.length > 0, STUB_PATHS.latestVersion);
    const button = page.getByTestId('download-primary');
    await expect(button).toHaveAttribute('href', /^https:\/\/download\.morphis\.com\//);
    const opened = page.waitForRequest((request) => request.url().startsWith(RELEASE_HOST));
    await button.click();
    await opened;
    await settleOn(page, RELEASE_HOST);
    expect(evil).toEqual([]);
  });

  test('SoftwareApplication structured data is valid JSON naming the newest version', async () => {
    const { body } = await get(urlOf('km', '/download'));
    const app = jsonLdOfHtml(body).find((item) => item['@type'] === 'SoftwareApplication');
    expect(app).toMatchObject({ name: 'Morphis', softwareVersion: '4.3.0', inLanguage: 'km', offers: { price: '0' } });
    expect(String(app!['releaseNotes'])).toBe(urlOf('km', '/release/4-3-0'));
  });
});

test.describe('FAQ', () => {
  test('FAQPage structured data matches the questions on the page', async ({ page }) => {
    await page.goto(urlOf('zh', '/faq'));
    const faq = (await jsonLd(page)).find((item) => item['@type'] === 'FAQPage');
    const questions = faq!['mainEntity'] as Array<{ name: string; acceptedAnswer: { text: string } }>;
    await expect(page.locator('.faq-item')).toHaveCount(questions.length);
    expect(questions[0]!.name).toBe('什么是指纹浏览器？');
    expect(questions.every((question) => question.acceptedAnswer.text.length > 0)).toBe(true);
    await expect(page.getByTestId('translation-notice')).toHaveCount(0);
    await page.locator('.faq-item summary').first().click();
    await expect(page.locator('.faq-item').first().locator('p')).toBeVisible();
  });
});

test.describe('CMS pages, images and icons', () => {
  test('the links page lays out the CMS links with the menu anchors #community and #scan', async ({ page }) => {
    await page.goto(urlOf('de', '/links'));
    await expect(page.locator('#resources .link-card')).toHaveCount(3);
    await expect(page.locator('#resources .link-card').first()).toHaveAttribute('href', '/de/download');
    await expect(page.locator('#community .link-card')).toHaveCount(2);
    await expect(page.locator('#scan .link-card')).toHaveAttribute('href', /^https:\/\//);
  });

  test('fixed pages have their own layouts', async ({ page }) => {
    await page.goto(urlOf('ru', '/partner-plan'));
    await expect(page.locator('[data-page="partner-plan"] .steps li')).toHaveCount(3);
    await page.goto(urlOf('th', '/referral-program'));
    const cta = page.locator('[data-page="referral-program"] .hero-actions a');
    const href = new URL((await cta.getAttribute('href'))!);
    expect(href.searchParams.get('rel')).toBe('official_website');
    expect(href.searchParams.get('lang')).toBe('th');
    await page.goto(urlOf('km', '/use-cases'));
    await expect(page.locator('[data-page="use-cases"] .card-link')).toHaveCount(10);
  });

  test('images: AVIF from next/image, priority above the fold, lazy below, an empty placeholder on failure', async ({
    page,
    context,
  }) => {
    await page.goto(urlOf('en', '/download'));
    const hero = page.locator('.download-hero img');
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(await hero.getAttribute('srcset')).toMatch(/\/_next\/image\?url=.*&w=\d+&q=100 \d+w/);
    const image = await page.request.get(new URL((await hero.getAttribute('src'))!, page.url()).href, {
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(image.headers()['content-type']).toBe('image/avif');

    await page.goto(urlOf('en', '/about-us'));
    await expect(page.locator('.split-image')).toHaveAttribute('loading', 'lazy');

    await context.route('**/_next/image**', (route) => route.abort());
    await page.goto(urlOf('zh', '/about-us'));
    await page.locator('.split').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-image-failed="true"]')).toBeVisible();
    await expect(page.locator('.split img')).toHaveCount(0);
  });

  test('/_icons has its own layout and every icon resolves in the sprite', async ({ page }) => {
    await page.goto(urlOf('th', '/_icons'));
    await expect(page.locator('.site-header')).toHaveCount(0);
    await expect(page.locator('.bare-header')).toBeVisible();
    await expect(page.locator('h1')).toHaveText('ไอคอน');
    const missing = await page.evaluate(() =>
      [...document.querySelectorAll('svg use')]
        .map((use) => use.getAttribute('href')!)
        .filter((href) => !document.querySelector(href)),
    );
    expect(missing).toEqual([]);
    expect(await page.locator('.icon-tile').count()).toBeGreaterThan(30);
  });
});
