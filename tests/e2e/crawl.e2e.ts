import { TAG_SEPARATOR } from '@site/schemas';
import { expect, test } from '@playwright/test';
import { crawl, sitemapUrls } from './support/crawl';
import { sites } from './support/sites';

/**
 * The URL space has a bound: a crawler following every followable link from the English home page reaches no more
 * than 1.5 times the URLs that host's sitemaps list, and never a set of tags (those are reached by nofollow links
 * only, and are noindex). The crawl is bounded too (3 times the sitemaps, 4 minutes), so a space without a bound
 * fails here instead of running on. tests/bench/crawl-bound.ts runs the same crawl on a larger dataset.
 */

/** How many distinct pages a crawler may reach per URL the host's sitemaps list. */
const MAX_PAGES_PER_SITEMAP_URL = 1.5;

test('a crawler from the home page reaches at most 1.5x the sitemaps URLs of the host, and no set of tags', async () => {
  test.setTimeout(300_000);
  const listed = await sitemapUrls(`${sites.en}/sitemap.xml`, new URL(sites.en).host);
  expect(listed.size).toBeGreaterThan(100);
  const result = await crawl(`${sites.en}/`, { maxRequests: listed.size * 3, maxMs: 240_000, concurrency: 6 });
  const notListed = result.pages.filter((page) => !listed.has(page));
  test.info().annotations.push({
    type: 'crawl',
    description: `${result.pages.length} pages (${notListed.length} not in the sitemaps) against ${listed.size} sitemap URLs; ${result.requests} requests in ${result.ms} ms`,
  });
  expect(result.stoppedBy, `stopped after ${result.requests} requests, ${result.pages.length} pages`).toBeNull();
  const sets = result.pages.filter((page) => decodeURIComponent(new URL(page).pathname).includes(TAG_SEPARATOR));
  expect(sets, 'pages of a set of tags reached by a followable link').toEqual([]);
  expect(result.pages.length).toBeLessThanOrEqual(listed.size * MAX_PAGES_PER_SITEMAP_URL);
});
