// Every page the sitemaps list, fetched once each: what a search engine's crawl costs the server, and the figure
// memory growth is measured against. /sitemap.xml is an index of /index-sitemap.xml and one /{iso}-sitemap.xml per
// language; their URLs are public (the three sites' origins), so each is fetched on our port with its own Host.
import type { SiteUrls } from '@site/schemas';
import { fetchLocal } from './http';
import { sites as defaultSites } from './sites';

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));

/** The page URLs of every sitemap the index lists (deduplicated, in sitemap order). */
export async function sitemapPages(port: number, sites: SiteUrls = defaultSites): Promise<string[]> {
  const index = await fetchLocal(`${sites.en}/sitemap.xml`, port);
  if (index.status !== 200) throw new Error(`/sitemap.xml answered ${index.status}`);
  const pages = new Set<string>();
  for (const sitemap of locs(index.body)) {
    const answer = await fetchLocal(sitemap, port);
    if (answer.status !== 200) throw new Error(`${sitemap} answered ${answer.status}`);
    for (const page of locs(answer.body)) pages.add(page);
  }
  return [...pages];
}

export interface CrawlResult {
  readonly requests: number;
  readonly seconds: number;
  readonly statuses: Readonly<Record<number, number>>;
  readonly errors: number;
}

/** Fetches every URL once with `concurrency` clients; stops early (and says so) past `maxSeconds`. */
export async function crawl(
  urls: readonly string[],
  port: number,
  { concurrency = 4, maxSeconds = 600 } = {},
): Promise<CrawlResult> {
  const started = performance.now();
  const deadline = started + maxSeconds * 1000;
  const statuses: Record<number, number> = {};
  let errors = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < urls.length && performance.now() < deadline) {
        const url = urls[next++]!;
        try {
          const { status } = await fetchLocal(url, port);
          statuses[status] = (statuses[status] ?? 0) + 1;
        } catch {
          errors += 1;
        }
      }
    }),
  );
  if (next < urls.length) console.error(`crawl stopped after ${maxSeconds} s, at ${next} of ${urls.length} URLs`);
  return { requests: next, seconds: (performance.now() - started) / 1000, statuses, errors };
}
