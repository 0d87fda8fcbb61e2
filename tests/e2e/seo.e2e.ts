import { LOCALES } from '@site/schemas';
import { type Page, expect, test } from '@playwright/test';
import { get } from './support/http';
import { sites, urlOf } from './support/sites';

interface ParsedSitemap {
  readonly error: string | null;
  readonly locs: string[];
  /** loc -> hreflang -> href */
  readonly alternates: Record<string, Record<string, string>>;
}

/** Parses XML with the browser's own parser: a real XML check, not a regex. */
async function parseSitemap(page: Page, xml: string): Promise<ParsedSitemap> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.querySelector('parsererror')?.textContent ?? null;
    const locs: string[] = [];
    const alternates: Record<string, Record<string, string>> = {};
    for (const node of Array.from(doc.getElementsByTagName('loc'))) locs.push(node.textContent ?? '');
    for (const url of Array.from(doc.getElementsByTagName('url'))) {
      const loc = url.getElementsByTagName('loc')[0]?.textContent ?? '';
      const links = Array.from(url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link'));
      alternates[loc] = Object.fromEntries(
        links.map((link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '']),
      );
    }
    return { error, locs, alternates };
  }, xml);
}

test.describe('sitemaps', () => {
  // Most sitemap URLs are not prerendered (schemas/prerender.ts): this crawl renders each of them once.
  test.describe.configure({ timeout: 360_000 });

  test('the index, the home sitemap and 20 language sitemaps are valid XML whose every URL answers 200, with reciprocal hreflang', async ({
    page,
  }) => {
    await page.goto('about:blank');
    const index = await get(`${sites.en}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(String(index.headers['content-type'])).toContain('xml');
    const parsedIndex = await parseSitemap(page, index.body);
    expect(parsedIndex.error).toBeNull();
    const expected = ['index', ...LOCALES.map((l) => l.iso)].map((name) => `${sites.en}/${name}-sitemap.xml`);
    expect(parsedIndex.locs).toEqual(expected);

    const all: Record<string, Record<string, string>> = {};
    for (const sitemapUrl of expected) {
      const response = await get(sitemapUrl);
      expect(response.status, sitemapUrl).toBe(200);
      const parsed = await parseSitemap(page, response.body);
      expect(parsed.error, sitemapUrl).toBeNull();
      expect(parsed.locs.length, sitemapUrl).toBeGreaterThan(0);
      Object.assign(all, parsed.alternates);
    }
    const home = await parseSitemap(page, (await get(`${sites.en}/index-sitemap.xml`)).body);
    expect(home.locs).toEqual(LOCALES.map((l) => urlOf(l.code as never)));

    // Every URL answers 200 (no redirect), on its own host.
    const urls = Object.keys(all);
    expect(urls.length).toBeGreaterThan(400);
    const failures: string[] = [];
    for (let i = 0; i < urls.length; i += 8) {
      const batch = await Promise.all(
        urls.slice(i, i + 8).map(async (url) => ({ url, status: (await get(url)).status })),
      );
      failures.push(...batch.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.url}`));
    }
    expect(failures).toEqual([]);

    // hreflang is reciprocal: every alternate lists the page back, with the same set of languages.
    const notReciprocal: string[] = [];
    for (const [loc, alternates] of Object.entries(all)) {
      for (const [hreflang, href] of Object.entries(alternates)) {
        if (hreflang === 'x-default') continue;
        const back = all[href];
        if (!back || !Object.values(back).includes(loc)) notReciprocal.push(`${loc} -> ${href}`);
      }
    }
    expect(notReciprocal).toEqual([]);
  });

  test('robots.txt points at the sitemap index on every host', async () => {
    for (const host of [sites.en, sites.zh, sites.ru]) {
      const robots = await get(`${host}/robots.txt`);
      expect(robots.status).toBe(200);
      expect(robots.body).toContain(`Sitemap: ${sites.en}/sitemap.xml`);
    }
  });
});

test.describe('metadata and social images', () => {
  test('a page names its canonical, hreflang alternates and social image from configuration', async ({ page }) => {
    await page.goto(urlOf('de'));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', urlOf('de'));
    await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute('href', urlOf('zh'));
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', urlOf('en'));
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(21);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(new RegExp(`^${sites.en}/api/og/de\\?v=[A-Za-z0-9_-]+$`));
    const response = await get(image!);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
  });

  test('a forged Host header changes no absolute URL', async () => {
    const response = await get(`${sites.en}/de`, { 'x-forwarded-host': 'evil.example' });
    expect(response.status).toBe(200);
    expect(response.body).not.toContain('evil.example');
  });

  test('social images exist for pages only', async () => {
    expect((await get(`${sites.zh}/api/og/zh`)).status).toBe(200);
    expect((await get(`${sites.en}/api/og/th/pricing`)).status).toBe(200);
    expect((await get(`${sites.en}/api/og/de/solutions/not-a-solution`)).status).toBe(404);
    expect((await get(`${sites.en}/api/og/xx`)).status).toBe(404);
    expect((await get(`${sites.en}/api/og/de/%3Cscript%3E`)).status).toBe(404);
  });

  test('Organization and WebSite structured data are valid JSON on every page', async ({ page }) => {
    await page.goto(urlOf('th'));
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = blocks.flatMap((text) => [JSON.parse(text)].flat().map((item: { '@type': string }) => item['@type']));
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
  });
});
