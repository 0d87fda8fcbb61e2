import { get, locationOf } from './http';

/**
 * A crawler's view of one host: from its home page, every link a search crawler follows (an `<a href>` on the same
 * host, not `rel="nofollow"`, not disallowed by robots.txt), redirects followed on the same host, each address
 * fetched once. A page is an address that answered 200 with HTML; `noindex` does not stop following (crawlers read
 * the links of a noindex page), so it is not looked at. Bounded by a count of requests and a deadline, so a URL space
 * without a bound ends the crawl instead of the test's time.
 */

export interface CrawlLimits {
  /** Requests at most (pages, redirects, 404s); past it the crawl stops and says so. */
  readonly maxRequests: number;
  /** Milliseconds at most. */
  readonly maxMs: number;
  readonly concurrency: number;
}

export interface CrawlResult {
  /** Distinct addresses that answered 200 with HTML. */
  readonly pages: string[];
  readonly requests: number;
  /** Why it stopped early, or null when every followable link was fetched. */
  readonly stoppedBy: 'requests' | 'time' | null;
  readonly ms: number;
}

/** The Allow and Disallow rules of robots.txt's group for every crawler (`User-agent: *`). */
export function robotsRules(text: string): { allow: string[]; disallow: string[] } {
  const rules = { allow: [] as string[], disallow: [] as string[] };
  let agents: string[] = [];
  let inRules = false;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const field = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (field === 'user-agent') {
      if (inRules) agents = [];
      inRules = false;
      agents.push(value);
    } else if (field === 'allow' || field === 'disallow') {
      inRules = true;
      if (agents.includes('*') && value) rules[field].push(value);
    }
  }
  return rules;
}

/** Whether robots.txt lets a crawler fetch the path: the longest matching rule wins, Allow on a tie (RFC 9309). */
export function robotsAllow(rules: { allow: string[]; disallow: string[] }, path: string): boolean {
  const longest = (list: string[]) =>
    Math.max(-1, ...list.filter((rule) => path.startsWith(rule)).map((r) => r.length));
  return longest(rules.allow) >= longest(rules.disallow);
}

/** The followable links of a page: `<a href>` without nofollow, resolved against the page, without fragment. */
export function followableLinks(html: string, pageUrl: string): string[] {
  const links: string[] = [];
  for (const [tag] of html.matchAll(/<a\b[^>]*>/gi)) {
    const href = /\shref="([^"]*)"/i.exec(tag)?.[1];
    const rel = /\srel="([^"]*)"/i.exec(tag)?.[1] ?? '';
    if (href === undefined || rel.split(/\s+/).includes('nofollow')) continue;
    try {
      const url = new URL(href.replace(/&amp;/g, '&'), pageUrl);
      url.hash = '';
      links.push(url.href);
    } catch {
      // Not a URL a crawler could fetch.
    }
  }
  return links;
}

/** The `<loc>`s of every sitemap the index lists that name this host. */
export async function sitemapUrls(indexUrl: string, host: string): Promise<Set<string>> {
  const locs = (xml: string) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
  const index = await get(indexUrl);
  if (index.status !== 200) throw new Error(`${indexUrl}: ${index.status}`);
  const urls = new Set<string>();
  for (const sitemap of locs(index.body)) {
    const file = await get(sitemap);
    if (file.status !== 200) throw new Error(`${sitemap}: ${file.status}`);
    for (const loc of locs(file.body)) if (new URL(loc).host === host) urls.add(loc);
  }
  return urls;
}

export async function crawl(home: string, limits: CrawlLimits): Promise<CrawlResult> {
  const started = Date.now();
  const host = new URL(home).host;
  const robots = robotsRules((await get(new URL('/robots.txt', home).href)).body);
  const seen = new Set<string>([home]);
  const queue = [home];
  const pages = new Set<string>();
  let requests = 0;
  let stoppedBy: CrawlResult['stoppedBy'] = null;

  const enqueue = (url: string) => {
    const parsed = new URL(url);
    if (parsed.host !== host || !robotsAllow(robots, parsed.pathname) || seen.has(url)) return;
    seen.add(url);
    queue.push(url);
  };
  const worker = async () => {
    for (;;) {
      if (requests >= limits.maxRequests) stoppedBy ??= 'requests';
      if (Date.now() - started > limits.maxMs) stoppedBy ??= 'time';
      const url = stoppedBy ? undefined : queue.shift();
      if (url === undefined) return;
      requests += 1;
      const response = await get(url, { accept: 'text/html' });
      const type = String(response.headers['content-type'] ?? '');
      if (response.status >= 300 && response.status < 400) {
        const target = locationOf(response, url);
        if (target) enqueue(target);
      } else if (response.status === 200 && type.startsWith('text/html')) {
        pages.add(url);
        for (const link of followableLinks(response.body, url)) enqueue(link);
      }
    }
  };
  // Workers end when the queue is empty; one still fetching may add more, so start again until nothing is left.
  while (queue.length > 0 && !stoppedBy) await Promise.all(Array.from({ length: limits.concurrency }, worker));
  return { pages: [...pages], requests, stoppedBy, ms: Date.now() - started };
}
