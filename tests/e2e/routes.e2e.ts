import { MAX_FILTER_TAGS, type LocaleCode } from '@site/schemas';
import { type Page, expect, test } from '@playwright/test';
import { get, locationOf } from './support/http';
import { ruBlogHome, sites, urlOf } from './support/sites';

/**
 * Route families: up to two tags on a category (`,`, canonical order by 308, AND, 404 for unknown tags and for sets
 * that list nothing, a pair noindex with the category as canonical and reached by nofollow links only), the
 * `/docs/{id}` pages, the legacy article redirects landing on real articles, the RSS feeds and robots.txt.
 */

const slugsListed = (html: string) =>
  [...html.matchAll(/<li class="card article-card" data-slug="([^"]+)"/g)].map((match) => match[1]);

test.describe('category pages filtered by several tags', () => {
  const base = '/blog-affiliate-marketing';

  test('AND semantics: every listed article carries every tag', async () => {
    const one = await get(urlOf('en', `${base}/facebook-ads`));
    expect(one.status).toBe(200);
    expect(slugsListed(one.body).sort()).toEqual([
      'facebook-agency-accounts-how-to-get-and-use-them',
      'scaling-facebook-ad-accounts',
    ]);
    const both = await get(urlOf('en', `${base}/facebook-ads,proxies`));
    expect(both.status).toBe(200);
    expect(slugsListed(both.body)).toEqual(['scaling-facebook-ad-accounts']);
    const german = await get(urlOf('de', `${base}/facebook-ads,proxies`));
    expect(german.status).toBe(200);
    expect(slugsListed(german.body)).toEqual(['scaling-facebook-ad-accounts']);
  });

  test('a set that lists no article is a 404 in every spelling, and so is a tag no article of the category carries', async () => {
    // Both tags exist (amazon on articles of other categories), but no article of this category carries both.
    expect((await get(urlOf('en', `${base}/account-safety`))).status).toBe(200);
    for (const tags of ['account-safety,amazon', 'amazon,account-safety', 'amazon']) {
      const response = await get(urlOf('en', `${base}/${tags}`));
      expect(response.status, tags).toBe(404);
      expect(response.body, tags).toMatch(/<meta name="robots" content="noindex/);
    }
    // A pair with articles in English and none in Thai.
    expect((await get(urlOf('th', `${base}/facebook-ads,proxies`))).status).toBe(404);
  });

  test('a single tag is its own canonical and indexable; a pair is noindex with the category as canonical', async () => {
    const single = await get(urlOf('de', `${base}/facebook-ads`));
    expect(single.body).toContain(`<link rel="canonical" href="${urlOf('de', `${base}/facebook-ads`)}"/>`);
    expect(single.body).not.toMatch(/<meta name="robots"[^>]*noindex/);
    const pair = await get(urlOf('de', `${base}/facebook-ads,proxies`));
    expect(pair.body).toContain(`<link rel="canonical" href="${urlOf('de', base)}"/>`);
    expect(pair.body).toContain('<meta name="robots" content="noindex, follow"/>');
  });

  test('a chip leading to a pair is nofollow; chips to the category and to single tags are followed', async () => {
    const pathOf = (locale: LocaleCode, path: string) => new URL(urlOf(locale, path)).pathname;
    /** The opening tag of the link to `href` in the page. */
    const chipRel = (html: string, href: string) =>
      [...html.matchAll(/<a\b[^>]*>/g)].map((match) => match[0]).find((tag) => tag.includes(`href="${href}"`));
    const category = (await get(urlOf('en', base))).body;
    expect(chipRel(category, pathOf('en', `${base}/facebook-ads`))).not.toContain('nofollow');
    const single = (await get(urlOf('en', `${base}/facebook-ads`))).body;
    expect(chipRel(single, pathOf('en', `${base}/facebook-ads,proxies`))).toContain('rel="nofollow"');
    expect(chipRel(single, pathOf('en', base))).not.toContain('nofollow');
    // Only tags the listed articles carry are offered: every chip leads to a page.
    expect(chipRel(single, pathOf('en', `${base}/amazon,facebook-ads`))).toBeUndefined();
  });

  const redirects: [LocaleCode, string, string][] = [
    ['en', 'proxies,facebook-ads', 'facebook-ads,proxies'],
    ['de', 'proxies,facebook-ads', 'facebook-ads,proxies'],
    ['zh', 'proxies,facebook-ads', 'facebook-ads,proxies'],
    ['en', 'proxies%2Cfacebook-ads', 'facebook-ads,proxies'],
    ['de', 'proxies%2cfacebook-ads', 'facebook-ads,proxies'],
    ['en', 'proxies,proxies', 'proxies'],
  ];
  for (const [locale, tags, canonical] of redirects) {
    test(`${locale}: ${tags} answers 308 to the canonical ${canonical}`, async () => {
      const url = urlOf(locale, `${base}/${tags}`);
      const response = await get(url);
      expect(response.status, url).toBe(308);
      expect(locationOf(response, url)).toBe(urlOf(locale, `${base}/${canonical}`));
      expect((await get(urlOf(locale, `${base}/${canonical}`))).status).toBe(200);
    });
  }

  test('an escaped comma in canonical order is the same page, with the category as canonical', async () => {
    const response = await get(urlOf('de', `${base}/facebook-ads%2Cproxies`));
    expect(response.status).toBe(200);
    expect(slugsListed(response.body)).toEqual(['scaling-facebook-ad-accounts']);
    expect(response.body).toContain(`<link rel="canonical" href="${urlOf('de', base)}"/>`);
  });

  test('unknown tags, empty parts, other separators and a third tag (repeats counted) are 404', async () => {
    // Three tags that one article carries together: the third is still a 404, not a redirect.
    const tooMany = ['account-safety', 'facebook-ads', 'proxies'].slice(0, MAX_FILTER_TAGS + 1).join(',');
    expect(MAX_FILTER_TAGS).toBe(2);
    // Every spelling of a set is a redirect to render: repeats without a bound would make them unbounded.
    const repeated = Array.from({ length: MAX_FILTER_TAGS + 1 }, () => 'proxies').join(',');
    for (const tags of [
      'facebook-ads,no-such-tag',
      'no-such-tag,facebook-ads',
      'facebook-ads,',
      ',facebook-ads',
      'facebook-ads+proxies',
      'facebook-ads;proxies',
      tooMany,
      repeated,
    ]) {
      const url = urlOf('de', `${base}/${tags}`);
      expect((await get(url)).status, url).toBe(404);
    }
    expect((await get(urlOf('en', '/blog-no-such-category/facebook-ads,proxies'))).status).toBe(404);
  });

  test('the tag chips add a tag to the selection and take it out again', async ({ page }) => {
    await page.goto(urlOf('en', `${base}/facebook-ads`));
    const chips = page.getByTestId('tag-filter');
    await chips.locator(`a[href="${new URL(urlOf('en', `${base}/facebook-ads,proxies`)).pathname}"]`).click();
    await expect(page).toHaveURL(urlOf('en', `${base}/facebook-ads,proxies`));
    await expect(page.locator('.paged-list > li')).toHaveCount(1);
    await expect(chips.locator('a[aria-current="page"]')).toHaveCount(2);
    await chips.locator('a[aria-current="page"]').first().click();
    await expect(page.locator('.paged-list > li')).not.toHaveCount(1);
    await expect(chips.locator('a[aria-current="page"]')).toHaveCount(1);
  });
});

test.describe('documentation pages', () => {
  test('/docs/{id} pages come from the CMS and /docs lists them', async ({ page }) => {
    for (const locale of ['en', 'zh', 'de', 'km'] as const) {
      expect((await get(urlOf(locale, '/docs/local-api'))).status, locale).toBe(200);
      expect((await get(urlOf(locale, '/docs/no-such-doc'))).status, locale).toBe(404);
    }
    await page.goto(urlOf('de', '/docs'));
    const list = page.getByTestId('docs-list');
    await expect(list.locator('a')).toHaveCount(2);
    await list.getByRole('link', { name: 'Referenz der lokalen API' }).click();
    await expect(page).toHaveURL(urlOf('de', '/docs/local-api'));
    await expect(page.locator('h1')).toHaveText('Referenz der lokalen API');
  });
});

test.describe('legacy article redirects', () => {
  const cases: [LocaleCode, string, string][] = [
    [
      'en',
      '/blog/facebook-agency-accounts:-how-to-get-and-use-them',
      'Facebook agency accounts: how to get and use them',
    ],
    [
      'es',
      '/blog/facebook-agency-accounts%3A-how-to-get-and-use-them',
      'Cuentas de agencia de Facebook: cómo conseguirlas y usarlas',
    ],
    ['zh', '/blog/facebook-agency-accounts:-how-to-get-and-use-them', 'Facebook 代理商账户：如何获取和使用'],
    ['pt', '/blog/proxy-vs-vpn-vs-antidetect-browser', 'Proxy, VPN ou navegador antidetect?'],
  ];
  for (const [locale, path, title] of cases) {
    test(`${locale}${path} lands on an article that exists`, async () => {
      const url = urlOf(locale, path);
      const moved = await get(url);
      expect(moved.status).toBe(301);
      const target = locationOf(moved, url)!;
      const landed = await get(target);
      expect(landed.status, target).toBe(200);
      expect(landed.body).toContain(`<h1>${title}</h1>`);
    });
  }
});

async function parseFeed(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const channel = doc.querySelector('channel');
    const field = (node: Element | null | undefined, name: string) =>
      node?.getElementsByTagName(name)[0]?.textContent ?? null;
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      root: doc.documentElement.tagName,
      link: field(channel, 'link'),
      language: field(channel, 'language'),
      self: channel?.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]?.getAttribute('href') ?? null,
      items: Array.from(doc.getElementsByTagName('item')).map((item) => ({
        title: field(item, 'title'),
        link: field(item, 'link'),
        pubDate: field(item, 'pubDate'),
      })),
    };
  }, xml);
}

test.describe('RSS feeds', () => {
  const feeds: [LocaleCode, '/blog' | '/news' | '/release', string][] = [
    ['en', '/blog', 'en-US'],
    ['zh', '/blog', 'zh-CN'],
    ['jp', '/news', 'ja-JP'],
    ['ru', '/release', 'ru-RU'],
    ['km', '/release', 'km-KH'],
    ['pt', '/blog', 'pt-PT'],
  ];
  for (const [locale, section, language] of feeds) {
    test(`${locale}${section}/feed is RSS with absolute URLs on the language's host and prefix, linked from the page`, async ({
      page,
    }) => {
      await page.goto('about:blank');
      const feedUrl = urlOf(locale, `${section}/feed`);
      const response = await get(feedUrl);
      expect(response.status, feedUrl).toBe(200);
      expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      const feed = await parseFeed(page, response.body);
      expect(feed.error).toBeNull();
      expect(feed.root).toBe('rss');
      expect(feed.link).toBe(urlOf(locale, section));
      expect(feed.self).toBe(feedUrl);
      expect(feed.language?.toLowerCase().split('-')[0]).toBe(language.toLowerCase().split('-')[0]);
      expect(feed.items.length).toBeGreaterThan(0);
      const dates = feed.items.map((item) => Date.parse(item.pubDate ?? ''));
      expect(dates.every((date) => !Number.isNaN(date))).toBe(true);
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      for (const item of feed.items) expect(item.link!.startsWith(`${urlOf(locale, section)}/`), item.link!).toBe(true);
      for (const item of feed.items.slice(0, 3)) expect((await get(item.link!)).status, item.link!).toBe(200);

      await page.goto(urlOf(locale, section));
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', feedUrl);
      await page.goto(feed.items[0]!.link!);
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', feedUrl);
    });
  }

  test('category listings, with and without tags, name their family feed in head; guide categories name none', async ({
    page,
  }) => {
    const listings: [LocaleCode, string, '/blog' | '/news' | null][] = [
      ['en', '/blog-fingerprinting', '/blog'],
      ['de', '/blog-affiliate-marketing/facebook-ads,proxies', '/blog'],
      ['zh', '/news-product', '/news'],
      ['jp', '/news-company/events', '/news'],
      ['fr', '/guide-proxies', null],
    ];
    const feedLinks = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    for (const [locale, path, family] of listings) {
      const response = await page.goto(urlOf(locale, path));
      expect(response?.status(), path).toBe(200);
      if (family) {
        await expect(feedLinks, `${locale}${path}`).toHaveCount(1);
        await expect(feedLinks).toHaveAttribute('href', urlOf(locale, `${family}/feed`));
      } else {
        await expect(feedLinks, `${locale}${path}`).toHaveCount(0);
      }
    }
  });

  test('a language without news translations has a valid, empty news feed', async ({ page }) => {
    await page.goto('about:blank');
    const feed = await parseFeed(page, (await get(urlOf('de', '/news/feed'))).body);
    expect(feed.error).toBeNull();
    expect(feed.link).toBe(urlOf('de', '/news'));
    expect(feed.items).toEqual([]);
  });

  test('the Russian blog and news feeds are the external blog; other paths are no feeds', async () => {
    for (const section of ['/blog', '/news']) {
      const url = urlOf('ru', `${section}/feed`);
      const response = await get(url);
      expect(response.status, url).toBe(301);
      expect(locationOf(response, url)!.startsWith(ruBlogHome)).toBe(true);
    }
    expect((await get(urlOf('de', '/guide/feed'))).status).toBe(404);
    expect((await get(urlOf('de', '/helps/feed'))).status).toBe(404);
    expect((await get(`${sites.zh}/de/blog/feed`)).status).toBe(301);
  });
});

test('robots.txt lets crawlers fetch the social images and nothing else under /api/', async () => {
  const robots = (await get(`${sites.en}/robots.txt`)).body;
  expect(robots).toMatch(/^Allow: \/api\/og\/$/m);
  expect(robots).toMatch(/^Disallow: \/api\/$/m);
});
