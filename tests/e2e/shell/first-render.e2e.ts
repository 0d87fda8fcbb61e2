import { LOCALES, type LocaleCode } from '@site/schemas';
import { urlOf } from '../support/sites';
import { DEFAULT_CHAT_SCRIPT, GSI_SCRIPT } from '../support/third-party';
import { expect, test, widgetsReady } from './support';

test.describe('first render', () => {
  // Every vendor script answers only after 4 s: if any of them were on the critical path, the page would wait.
  test.use({ thirdParty: { delayMs: 4000 } });

  test('no third-party script is in the HTML, and none is asked for before the page has loaded', async ({ page }) => {
    const response = await page.goto(urlOf('zh'));
    const html = await response!.text();
    expect(html).not.toMatch(/<script[^>]+src="https:\/\/accounts\.google\.com/);
    expect(html).not.toMatch(/<script[^>]+src="https?:\/\/(?!zh\.localhost|localhost)/);
    await widgetsReady(page);
    // Both vendors' scripts are asked for, but only after the load event ended.
    await page.waitForFunction(
      ([gsi, chat]) =>
        performance.getEntriesByType('resource').some((entry) => entry.name === gsi) ||
        [...document.scripts].some((script) => script.src === gsi || script.src === chat),
      [GSI_SCRIPT, DEFAULT_CHAT_SCRIPT],
      { timeout: 10_000 },
    );
    const timing = await page.evaluate((gsi) => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const inserted = [...document.scripts].find((script) => script.src === gsi);
      return {
        loadEnd: navigation.loadEventEnd,
        domReady: navigation.domContentLoadedEventEnd,
        fcp: paint?.startTime ?? -1,
        inserted: Boolean(inserted),
      };
    }, GSI_SCRIPT);
    expect(timing.inserted).toBe(true);
    // The page was complete long before the vendors' 4 s: nothing waited for them.
    expect(timing.loadEnd).toBeGreaterThan(0);
    expect(timing.loadEnd).toBeLessThan(3500);
    expect(timing.fcp).toBeGreaterThan(0);
    expect(timing.fcp).toBeLessThan(3500);
  });

  test('the vendor scripts start after the load event', async ({ page, mobile }) => {
    const started: Record<string, number> = {};
    await page.exposeFunction('__scriptAdded', (src: string, at: number) => {
      started[src] = at;
    });
    // Records when a third-party script element is inserted, on the page's own clock.
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        for (const record of records) {
          record.addedNodes.forEach((node) => {
            if (node instanceof HTMLScriptElement && node.src.startsWith('https://')) {
              (window as unknown as { __scriptAdded: (src: string, at: number) => void }).__scriptAdded(
                node.src,
                performance.now(),
              );
            }
          });
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(urlOf('en'));
    await widgetsReady(page);
    // A phone starts the chat once the visitor has scrolled past the first screen (docs/decisions/0047).
    if (mobile) await page.evaluate(() => window.scrollTo(0, window.innerHeight + 200));
    await expect.poll(() => Object.keys(started).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    const loadEnd = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    );
    for (const [src, at] of Object.entries(started)) expect(at, src).toBeGreaterThanOrEqual(loadEnd);
  });
});

test("the shell keeps every locale's home page working with its widgets", async ({ page }) => {
  test.setTimeout(60_000);
  for (const code of ['en', 'zh', 'ru', 'de', 'km'] as LocaleCode[]) {
    const locale = LOCALES.find((entry) => entry.code === code)!;
    await page.goto(urlOf(code));
    await expect(page.locator('html')).toHaveAttribute('lang', locale.tag);
    await widgetsReady(page);
    await expect(page.locator('.floating-stack')).toBeAttached();
    await expect(page.locator('.consultation-button')).toHaveCount(code === 'zh' ? 1 : 0);
  }
});

// The first layout is a phone's longest task before it can paint (Lighthouse mobile, tests/bench/phone.bench.ts): the
// browser resolves every family a page's font list names, and lays out everything that is not skipped.
test("the first layout resolves only the page language's fonts and leaves the footer until it nears the screen", async ({
  page,
}) => {
  const fontOf = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).fontFamily);
  const SCRIPT_FAMILIES = [
    'Noto Sans CJK SC',
    'Noto Sans Thai',
    'Noto Sans Khmer',
    'Noto Sans Devanagari',
    'PingFang SC',
    'Microsoft YaHei',
  ];
  await page.goto(urlOf('en'));
  const english = await fontOf('body');
  expect(english).toMatch(/^system-ui,/);
  for (const family of SCRIPT_FAMILIES) expect(english, family).not.toContain(family);
  // A language's own name in the switcher is set in its script's faces, as every page's list used to give it.
  expect(await fontOf('.language-switcher a[lang="th"]')).toContain('Noto Sans Thai');
  expect(await fontOf('.language-switcher a[lang="zh-CN"]')).toContain('Noto Sans CJK SC');
  expect(await page.locator('.site-footer').evaluate((element) => getComputedStyle(element).contentVisibility)).toBe(
    'auto',
  );
  await page.goto(urlOf('zh'));
  expect(await fontOf('body')).toContain('Noto Sans CJK SC');
  await page.goto(urlOf('km'));
  expect(await fontOf('body')).toContain('Noto Sans Khmer');
  // Skipped while far away, rendered as it comes into view: its links are there to be used.
  await page.locator('.site-footer a').first().scrollIntoViewIfNeeded();
  await expect(page.locator('.site-footer a').first()).toBeVisible();
});
