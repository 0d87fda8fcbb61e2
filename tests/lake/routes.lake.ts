import { expect, test } from '@playwright/test';
import { LOCALES } from '@site/schemas';
import { get } from '../e2e/support/http';
import { expectedStatus, pageCases } from '../e2e/support/page-types';
import { sites, urlOf } from '../e2e/support/sites';
import { lake } from './support';

/**
 * The site built and served on the Content Lake (the stand-in, through the real client): every route family in the
 * two host languages, the Russian host and a prefixed language, and in every language the page types that differ by
 * language; sitemaps, feeds, the help search index and the social images. The same answers as on the embedded
 * dataset, because the stand-in serves that dataset.
 */
test.beforeAll(() => lake.reset());

test('every route family answers in en, zh, ru and de, and every language has its home and pricing', async () => {
  const failures: string[] = [];
  for (const { type, locale, path } of pageCases(['en', 'zh', 'ru', 'de'])) {
    const url = urlOf(locale, path);
    const answer = await get(url);
    const expected = expectedStatus(type);
    if (answer.status !== expected) failures.push(`${type} ${url}: ${answer.status}`);
    else if (expected === 200 && !/<h1[\s>]/.test(answer.body)) failures.push(`${type} ${url}: no <h1>`);
  }
  expect(failures).toEqual([]);
  // The pages came from the Lake: the stand-in answered the build's and the server's queries.
  expect((await lake.stats()).queries).toBeGreaterThan(0);
});

test('made-up slugs cost the Lake no query of their own: they are looked up in the cached list of their type', async () => {
  const madeUp = (index: number) => [urlOf('en', `/blog/zz-made-up-${index}`), urlOf('de', `/zz-made-up-${index}`)];
  // The first ones read what a not-found page shows (menus, settings) and the lists of slugs, once.
  for (const url of madeUp(0)) expect((await get(url)).status, url).toBe(404);
  const before = (await lake.stats()).queries;
  for (let index = 1; index <= 20; index += 1) {
    for (const url of madeUp(index)) expect((await get(url)).status, url).toBe(404);
  }
  // A revalidation an earlier test left due may read the Lake meanwhile; no read may carry a made-up slug.
  const { queries, recentQueries } = await lake.stats();
  const during = recentQueries.slice(recentQueries.length - Math.min(queries - before, recentQueries.length));
  expect(during.filter((read) => JSON.stringify(read).includes('zz-made-up'))).toEqual([]);
});

test('sitemaps, feeds, the help search index and social images', async () => {
  const index = await get(`${sites.en}/sitemap.xml`);
  expect(index.status).toBe(200);
  for (const name of ['index', ...LOCALES.map((locale) => locale.iso)]) {
    const sitemap = await get(`${sites.en}/${name}-sitemap.xml`);
    expect(sitemap.status, name).toBe(200);
    expect(sitemap.body, name).toContain('<loc>');
  }
  for (const url of [
    urlOf('en', '/blog/feed'),
    urlOf('en', '/news/feed'),
    urlOf('zh', '/blog/feed'),
    urlOf('de', '/release/feed'),
  ]) {
    const feed = await get(url);
    expect(feed.status, url).toBe(200);
    expect(feed.body, url).toContain('<item>');
  }
  const search = await get(`${sites.zh}/api/search/zh`);
  expect(search.status).toBe(200);
  expect((JSON.parse(search.body) as { entries: unknown[] }).entries.length).toBeGreaterThan(0);
  for (const url of [`${sites.en}/api/og/de`, `${sites.en}/api/og/en/blog/what-is-browser-fingerprinting`]) {
    const image = await get(url);
    expect(image.status, url).toBe(200);
    expect(image.headers['content-type'], url).toBe('image/png');
  }
});

test('menus come from the CMS document in the Lake', async ({ page }) => {
  await page.goto(urlOf('de', '/pricing'));
  const navigation = await lake.client.fetch<{
    menu: { key: string; items?: { key: string; label: Record<string, string> }[] }[];
  }>('*[_id == "navigation"][0]');
  const blog = navigation.menu.find((group) => group.key === 'resources')!.items!.find((item) => item.key === 'blog')!;
  await expect(page.locator(`.nav-menu a[href="/de/blog"]`)).toHaveText(blog.label.de!);
});
