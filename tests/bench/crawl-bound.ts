/**
 * The crawl bound of tests/e2e/crawl.e2e.ts on any running production server, at any size: a crawler from the English
 * home page (followable links only, robots.txt respected), the distinct pages it reaches against the URLs of that
 * host's sitemaps. Prints the figures and exits 1 past 1.5x. Larger content (10x):
 *
 *   npm run content:generate -- --scale 10 --out /tmp/dataset-10x
 *   CONTENT_DATASET_DIR=/tmp/dataset-10x bash scripts/build-web.sh scale10   (with SITE_URL_* of the server below)
 *   CONTENT_DATASET_DIR=/tmp/dataset-10x PORT=... .cache/releases/scale10/web/serve.sh, then:
 *   npm run bench:crawl -w @site/tests   (BENCH_CRAWL_MAX_REQUESTS, BENCH_CRAWL_MAX_MS bound it)
 */
import { crawl, sitemapUrls } from '../e2e/support/crawl';
import { sites } from './lib/sites';

const MAX_PAGES_PER_SITEMAP_URL = 1.5;

const listed = await sitemapUrls(`${sites.en}/sitemap.xml`, new URL(sites.en).host);
const result = await crawl(`${sites.en}/`, {
  maxRequests: Number(process.env.BENCH_CRAWL_MAX_REQUESTS || listed.size * 3),
  maxMs: Number(process.env.BENCH_CRAWL_MAX_MS || 30 * 60_000),
  concurrency: Number(process.env.BENCH_CRAWL_CONCURRENCY || 6),
});
const notListed = result.pages.filter((page) => !listed.has(page));
const sets = result.pages.filter((page) => decodeURIComponent(new URL(page).pathname).includes(','));
const ratio = result.pages.length / listed.size;
console.info(
  [
    `sitemap URLs of ${new URL(sites.en).host}: ${listed.size}`,
    `pages reached: ${result.pages.length} (${notListed.length} not in the sitemaps, ${sets.length} sets of tags)`,
    `ratio: ${ratio.toFixed(2)} (bound ${MAX_PAGES_PER_SITEMAP_URL})`,
    `requests: ${result.requests} in ${(result.ms / 1000).toFixed(1)} s${result.stoppedBy ? `, stopped by ${result.stoppedBy}` : ''}`,
  ].join('\n'),
);
process.exitCode = ratio <= MAX_PAGES_PER_SITEMAP_URL && !result.stoppedBy ? 0 : 1;
