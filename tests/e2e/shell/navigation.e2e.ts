import type { Page, Route } from '@playwright/test';
import { sites, urlOf } from '../support/sites';
import { expect, openPaused, test, widgetsReady } from './support';

/** The element is what a visitor sees at its own centre (not clipped away, not under something else). */
function isSeen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const seen = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return seen !== null && (seen === element || element.contains(seen));
}

const isPrefetch = (route: Route) => route.request().headers()['next-router-prefetch'] !== undefined;
const isRsc = (route: Route) => route.request().headers()['rsc'] !== undefined;

/** Holds the next client navigation's server answer until the test releases it; prefetches are refused. */
async function holdNavigations(page: Page): Promise<() => void> {
  const held: Route[] = [];
  let released = false;
  await page.route('**/*', async (route) => {
    if (isPrefetch(route)) return route.abort();
    if (isRsc(route) && !released) {
      held.push(route);
      return;
    }
    return route.continue();
  });
  return () => {
    released = true;
    for (const route of held.splice(0)) void route.continue();
  };
}

const bar = (page: Page) => page.locator('.loading-bar');

test.describe('loading bar', () => {
  test('a slow navigation shows a 3 px bar after 200 ms, growing, until the page arrives', async ({ page }) => {
    const release = await holdNavigations(page);
    await openPaused(page, urlOf('de', '/no-such-page'));
    await page.locator('header a.brand').click();
    await page.clock.runFor(199);
    await expect(bar(page)).toHaveAttribute('data-visible', 'false');
    await page.clock.runFor(1);
    await expect(bar(page)).toHaveAttribute('data-visible', 'true');
    expect(await bar(page).evaluate((element) => element.getBoundingClientRect().height)).toBe(3);
    await page.clock.runFor(1000);
    const halfway = Number(await bar(page).getAttribute('aria-valuenow'));
    await page.clock.runFor(1000);
    const atDuration = Number(await bar(page).getAttribute('aria-valuenow'));
    expect(halfway).toBeGreaterThan(30);
    expect(atDuration).toBeGreaterThan(halfway);
    expect(atDuration).toBeLessThan(100);
    release();
    await expect(page).toHaveURL(urlOf('de'));
    await expect(page.locator('.hero h1')).toBeVisible();
    await expect(bar(page)).toHaveAttribute('aria-valuenow', '100');
    await page.clock.runFor(400);
    await expect(bar(page)).toHaveAttribute('data-visible', 'false');
  });

  test('a navigation faster than the 200 ms throttle never shows it', async ({ page }) => {
    await openPaused(page, urlOf('de', '/no-such-page'));
    await page.evaluate(() => {
      const element = document.querySelector('.loading-bar')!;
      new MutationObserver(() => {
        if (element.getAttribute('data-visible') === 'true')
          (window as unknown as { __barShown: boolean }).__barShown = true;
      }).observe(element, { attributes: true });
    });
    // The clock stays paused: however long the server takes in real time, less than 200 ms pass on the page.
    await page.locator('header a.brand').click();
    await expect(page).toHaveURL(urlOf('de'));
    await expect(page.locator('.hero h1')).toBeVisible();
    await page.clock.runFor(3000);
    expect(await page.evaluate(() => (window as unknown as { __barShown?: boolean }).__barShown ?? false)).toBe(false);
  });
});

test.describe('scroll on page change', () => {
  /** Makes every page tall, and gives the /links page the anchors its menu entries point at. */
  async function tallPages(page: Page) {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const spacer = document.createElement('div');
        spacer.style.cssText = 'position:relative;height:6000px';
        spacer.innerHTML = '<div id="scan" style="position:absolute;top:3000px;height:40px">scan</div>';
        document.body.appendChild(spacer);
      });
    });
  }

  test('goes to the top of the new page', async ({ page }) => {
    await tallPages(page);
    await page.goto(urlOf('de'));
    await widgetsReady(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const link = page.locator('footer a[href="/de/faq"]');
    await link.click();
    await expect(page).toHaveURL(urlOf('de', '/faq'));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('back and forward put the page where the visitor left it', async ({ page }) => {
    await tallPages(page);
    await page.goto(urlOf('de'));
    await widgetsReady(page);
    const link = page.locator('footer a[href="/de/faq"]');
    await link.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(1000);
    await link.click();
    await expect(page).toHaveURL(urlOf('de', '/faq'));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // A visitor's scroll is seen (its scroll event, dispatched in the next frame) before they press back: on a loaded
    // machine the back could otherwise come first.
    await page.evaluate(async () => {
      window.scrollTo(0, 1200);
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    });
    await page.goBack();
    await expect(page).toHaveURL(urlOf('de'));
    const near = (y: number, target: number) => Math.abs(y - target) <= 2;
    await expect.poll(async () => near(await page.evaluate(() => window.scrollY), left)).toBe(true);
    // Give the page-change effect its delay: it must not take the visitor to the top afterwards.
    await page.waitForTimeout(300);
    expect(near(await page.evaluate(() => window.scrollY), left)).toBe(true);
    await page.goForward();
    await expect(page).toHaveURL(urlOf('de', '/faq'));
    await expect.poll(async () => near(await page.evaluate(() => window.scrollY), 1200)).toBe(true);
  });

  /**
   * A visit through the blog: the listing opened several times, each time left at another depth, with an article
   * opened from the screen in between, one shorter than the listing's place and one longer. Back and forward must put
   * every entry where the visitor left it, the listing's too, though its address is the same each time.
   */
  test('back and forward put each visit of a page at its own depth, whatever the heights of the pages between', async ({
    page,
    mobile,
  }) => {
    test.setTimeout(120_000);
    if (!mobile) await page.setViewportSize({ width: 1280, height: 800 });
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    /** A visitor's scroll, seen (its scroll event, dispatched in the next frame) before anything else happens. */
    const scrollTo = (y: number) =>
      page.evaluate(async (top) => {
        window.scrollTo(0, top);
        await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
        return Math.round(window.scrollY);
      }, y);
    /** Opens the listing from the header's menu (the header stays on the screen at any depth). */
    const openListing = async () => {
      await page.locator('.nav-group summary').nth(2).click();
      await page.locator('.nav-menu a[href="/blog"]').click();
      await expect(page).toHaveURL(urlOf('en', '/blog'));
      await expect.poll(scrollY).toBe(0);
    };
    /**
     * Clicks (taps, on a phone) an article's title on the screen, below the sticky header: nothing scrolls the
     * page before the click. The article is made shorter or longer than it is by a style for it alone.
     */
    const openArticle = async (height: 'short' | 'long' | 'as it is') => {
      const target = await page.evaluate(() => {
        // What the visitor sees of a title: below the sticky header, above the lower part of the screen (where a
        // phone's banner and floating buttons sit).
        const top = document.querySelector('.site-header')!.getBoundingClientRect().bottom + 4;
        const bottom = window.innerHeight * 0.6;
        for (const link of document.querySelectorAll<HTMLAnchorElement>('.article-list a[href^="/blog/"]')) {
          if (link.classList.contains('article-card-cover')) continue;
          const box = link.getBoundingClientRect();
          const seenTop = Math.max(box.top, top);
          const seenBottom = Math.min(box.bottom, bottom);
          if (box.height > 0 && seenBottom - seenTop >= 16)
            return {
              href: link.getAttribute('href')!,
              x: box.left + Math.min(12, box.width / 2),
              y: (seenTop + seenBottom) / 2,
            };
        }
        return null;
      });
      expect(target, `an article title on the screen at ${await scrollY()}`).not.toBeNull();
      const slug = target!.href.split('/').pop()!;
      if (height !== 'as it is') {
        const css = height === 'short' ? 'height:120px;overflow:hidden' : 'min-height:6000px';
        await page.evaluate(
          ([name, rule]) => {
            // The share links carry the article's own address: the rules hold for this article alone.
            const article = `.article-layout:has(.share-links a[href*="${name}"])`;
            const style = document.createElement('style');
            style.textContent = `${article} {${rule}} ${article} ~ .related {display:none}`;
            document.head.appendChild(style);
          },
          [slug, css] as const,
        );
      }
      if (mobile) await page.touchscreen.tap(target!.x, target!.y);
      else await page.mouse.click(target!.x, target!.y);
      await expect(page).toHaveURL(urlOf('en', target!.href));
      await expect.poll(scrollY).toBe(0);
      return page.evaluate(() => document.documentElement.scrollHeight);
    };

    const depths = mobile ? [1500, 400, 5000, 3000] : [1500, 400, 800, 1200];
    const trail: Array<{ path: string; y: number }> = [];
    await page.goto(urlOf('en', '/blog'));
    await widgetsReady(page);
    const heights: Array<'short' | 'long' | 'as it is'> = ['short', 'long', 'as it is'];
    for (const [index, depth] of depths.entries()) {
      if (index > 0) await openListing();
      trail.push({ path: '/blog', y: await scrollTo(depth) });
      expect(trail.at(-1)!.y, 'the listing is long enough for this depth').toBe(depth);
      const height = heights[index];
      if (!height) break;
      const listingDepth = trail.at(-1)!.y;
      const articleHeight = await openArticle(height);
      const viewport = await page.evaluate(() => window.innerHeight);
      // The pages opened are shorter and longer than the listing's place, as asked.
      if (height === 'short') expect(articleHeight - viewport).toBeLessThan(listingDepth);
      if (height === 'long') expect(articleHeight - viewport).toBeGreaterThan(listingDepth + 1000);
      const articleDepth = { short: 60, long: 4000, 'as it is': 700 }[height];
      trail.push({ path: new URL(page.url()).pathname, y: await scrollTo(articleDepth) });
    }

    /** The position, read as the one expected when within 2 px of it (a failure shows where the page was). */
    const at = async (expected: number) => {
      const y = await scrollY();
      return Math.abs(y - expected) <= 2 ? expected : y;
    };
    const arrive = async (entry: { path: string; y: number }, how: string) => {
      await expect(page).toHaveURL(urlOf('en', entry.path));
      await expect.poll(() => at(entry.y), { message: `${how} to ${entry.path}` }).toBe(entry.y);
      // Nothing moves it afterwards (the page-change effect's delay, a late restore).
      await page.waitForTimeout(300);
      expect(await at(entry.y), `${how} to ${entry.path}`).toBe(entry.y);
    };
    for (let index = trail.length - 2; index >= 0; index -= 1) {
      await page.goBack();
      await arrive(trail[index]!, 'back');
    }
    for (let index = 1; index < trail.length; index += 1) {
      await page.goForward();
      await arrive(trail[index]!, 'forward');
    }
  });

  test('goes to the hash’s anchor when there is one, below the header', async ({ page }) => {
    await page.goto(urlOf('de'));
    await widgetsReady(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('.nav-group summary').nth(2).click();
    const entry = page.locator('.nav-menu a[href="/de/links#scan"]');
    // Seen where it is laid out, not only laid out: on a phone the header's strip scrolls sideways, and an open menu
    // positioned inside it was clipped to the strip's height.
    await expect.poll(() => entry.evaluate(isSeen)).toBe(true);
    await entry.click();
    await expect(page).toHaveURL(urlOf('de', '/links#scan'));
    // The menu closed once its entry was chosen (the header, and the menu in it, stay across a client page change).
    await expect(page.locator('.nav-group > details[open]')).toHaveCount(0);
    // Below the sticky header, one row on a desktop and two on a phone.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.getElementById('scan')!.getBoundingClientRect().top -
            document.querySelector('.site-header')!.getBoundingClientRect().bottom,
        ),
      )
      .toBeGreaterThan(0);
    // The anchor ends at the top, below the sticky header: exactly its own scroll margin away.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const anchor = document.getElementById('scan')!;
          return (
            Math.round(
              anchor.getBoundingClientRect().top - parseFloat(getComputedStyle(anchor).scrollMarginTop || '0'),
            ) || 0
          );
        }),
      )
      .toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});

test.describe('header menus', () => {
  const group = (page: Page, index: number) => page.locator('.nav-group > details').nth(index);
  /** A click on the page where no open menu lies: the hero's right edge, just under the header. */
  async function clickElsewhere(page: Page) {
    const hero = (await page.locator('.hero').boundingBox())!;
    await page.mouse.click(hero.x + hero.width - 4, hero.y + 24);
  }

  test('open one at a time, and close on a click elsewhere and on Escape', async ({ page }) => {
    await page.goto(urlOf('de'));
    await widgetsReady(page);
    await group(page, 0).locator('summary').click();
    await expect(group(page, 0)).toHaveAttribute('open', '');
    await expect.poll(() => group(page, 0).locator('.nav-menu a').first().evaluate(isSeen)).toBe(true);
    await group(page, 1).locator('summary').click();
    await expect(group(page, 1)).toHaveAttribute('open', '');
    await expect(group(page, 0)).not.toHaveAttribute('open');
    // The open menu's own summary closes it, as without JavaScript.
    await group(page, 1).locator('summary').click();
    await expect(group(page, 1)).not.toHaveAttribute('open');

    await group(page, 1).locator('summary').click();
    await clickElsewhere(page);
    await expect(group(page, 1)).not.toHaveAttribute('open');

    await group(page, 2).locator('summary').click();
    await group(page, 2).locator('.nav-menu a').first().focus();
    await page.keyboard.press('Escape');
    await expect(group(page, 2)).not.toHaveAttribute('open');
    await expect(group(page, 2).locator('summary')).toBeFocused();

    const languages = page.locator('details.language-switcher');
    await languages.locator('summary').click();
    await expect(languages).toHaveAttribute('open', '');
    // Every language on the screen, on a phone too (the menu is aligned to the switcher, near the right edge).
    const menu = (await languages.locator('.language-menu').boundingBox())!;
    expect(menu.x).toBeGreaterThanOrEqual(0);
    expect(menu.x + menu.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await clickElsewhere(page);
    await expect(languages).not.toHaveAttribute('open');
  });
});

test.describe('build update check', () => {
  async function markPage(page: Page) {
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
    });
  }
  const samePage = (page: Page) =>
    page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage ?? false);

  test('without a newer build, a route change stays a client-side navigation', async ({ page }) => {
    await page.clock.install();
    await page.goto(urlOf('de', '/no-such-page'));
    await widgetsReady(page);
    await markPage(page);
    await page.clock.fastForward('01:00:00');
    await page.locator('header a.brand').click();
    await expect(page.locator('.hero h1')).toBeVisible();
    expect(await samePage(page)).toBe(true);
  });

  test('once a newer build is published, the next route change loads the page in full', async ({ page }) => {
    const checks: string[] = [];
    await page.route('**/build-id.json', (route) => {
      checks.push(route.request().url());
      return route.fulfill({ json: { buildId: 'a-newer-build' } });
    });
    await page.clock.install();
    await page.goto(urlOf('de', '/no-such-page'));
    await widgetsReady(page);
    await markPage(page);
    expect(checks).toHaveLength(0);
    // The check runs every hour.
    await page.clock.fastForward('01:00:00');
    await expect.poll(() => checks.length).toBe(1);
    await page.locator('header a.brand').click();
    await expect(page).toHaveURL(urlOf('de'));
    await expect(page.locator('.hero h1')).toBeVisible();
    expect(await samePage(page)).toBe(false);
  });

  test('the build id is published as a static JSON file', async ({ request }) => {
    const answer = await request.get(`${sites.en}/build-id.json`);
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({ buildId: expect.stringMatching(/^[a-z0-9]+$/) });
  });
});

test.describe('link prefetching', () => {
  test('prefetches links as they come into view, at most 5 at a time', async ({ page }) => {
    const inFlight = new Set<string>();
    const seen = new Set<string>();
    let peak = 0;
    await page.route('**/*', async (route) => {
      if (!isPrefetch(route)) return route.continue();
      const path = new URL(route.request().url()).pathname;
      seen.add(path);
      inFlight.add(path);
      peak = Math.max(peak, inFlight.size);
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue().catch(() => undefined);
      inFlight.delete(path);
    });
    await page.goto(urlOf('de'));
    await widgetsReady(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => seen.size, { timeout: 20_000 }).toBeGreaterThanOrEqual(8);
    expect(peak).toBeGreaterThan(1);
    expect(peak).toBeLessThanOrEqual(5);
  });

  // An empty listing in a prefixed language links to the English one; Next's router, asked to prefetch it, retried a
  // missing segment without end (~90 requests a second). Links to another language are not prefetched.
  for (const [locale, path] of [
    ['km', '/guide'],
    ['fil', '/news'],
  ] as const) {
    test(`an empty ${locale} listing does not prefetch its English version (${path})`, async ({ page }) => {
      const rsc = new Map<string, number>();
      await page.route('**/*', (route) => {
        if (isRsc(route)) {
          const target = new URL(route.request().url()).pathname;
          rsc.set(target, (rsc.get(target) ?? 0) + 1);
        }
        return route.continue();
      });
      await page.goto(urlOf(locale, path));
      await expect(page.getByTestId('listing-empty').locator('a[hreflang="en"]')).toHaveAttribute(
        'href',
        urlOf('en', path),
      );
      await widgetsReady(page);
      await page.waitForTimeout(3000);
      expect(rsc.get(path) ?? 0).toBe(0);
      // The page's own links are still prefetched, each once or twice (layout and page segments).
      expect(rsc.size).toBeGreaterThan(3);
      expect(Math.max(...rsc.values())).toBeLessThanOrEqual(3);
    });
  }

  for (const [name, connection] of [
    ['data-saver mode', { saveData: true, effectiveType: '4g' }],
    ['a 2g connection', { saveData: false, effectiveType: '2g' }],
  ] as const) {
    test(`prefetches nothing in ${name}`, async ({ page, context }) => {
      // The same page on an ordinary connection first: how long its first prefetch takes on this machine is what
      // "nothing" is waited for below (twice that), so a slow run cannot pass before a prefetch had its chance.
      const control = await context.newPage();
      const firstPrefetch = new Promise<number>((resolve) =>
        control.on('request', (request) => {
          if (request.headers()['next-router-prefetch'] !== undefined) resolve(Date.now());
        }),
      );
      const controlStarted = Date.now();
      await control.goto(urlOf('de'));
      await widgetsReady(control);
      await control.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const takes = (await firstPrefetch) - controlStarted;
      await control.close();

      let prefetches = 0;
      await page.route('**/*', (route) => {
        if (isPrefetch(route)) prefetches += 1;
        return route.continue();
      });
      await page.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => value });
      }, connection);
      const started = Date.now();
      await page.goto(urlOf('de'));
      await widgetsReady(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(Math.max(2500, 2 * takes - (Date.now() - started)));
      expect(prefetches).toBe(0);
    });
  }
});
