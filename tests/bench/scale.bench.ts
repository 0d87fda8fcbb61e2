/**
 * How the site's costs grow with its content: the same measurements on datasets of 1x, 10x and 30x the seed's
 * articles (`npm run content:generate`, studio/seed/generate.ts), in one run, each against its own build:
 *   - build time (turbo's cache bypassed), release size (`du`), prerendered pages (HTML files in the release);
 *   - cold start to ready, resident memory fresh and after a crawl of every sitemap URL;
 *   - the crawl: requests/s and p95 of the first request of pages not prerendered (Next's cache header MISS), of
 *     prerendered ones, and of a second pass when everything is cached;
 *   - one publish of an article (a title edit and its webhook, as Sanity's projection gives it): publish-to-live, and how many sitemap pages it
 *     re-renders (a third pass counts the pages Next answers STALE: expired by the publish, rendered again);
 *   - sitemap and feed sizes, the help search index (bytes, English) and its query p95, the same queries typed into
 *     the help centre in Chromium at a phone's CPU speed (lib/help-keystrokes.ts), the slowest content queries
 *     on the dataset (groq-js, as the embedded source runs them), the listing query's p95 once its list was read
 *     (the source evaluates a list's filter once per dataset) and the p95 of the first read of each language's list;
 *   - Redis after the crawls: the memory it uses, the page and data entries it holds, and so its memory per thousand
 *     entries (the instance shares through a Redis of the bench's own, as production does);
 * then a table with each figure's ratio to 1x. A report: it exits 0 whatever the figures. Bounded: every crawl stops
 * at BENCH_SCALE_CRAWL_SECONDS and BENCH_SCALE_CRAWL_MAX URLs (an even sample of the sitemaps when they list more),
 * every server it started is stopped on exit. A single instance, without the front.
 *
 *   npm run bench:scale -w @site/tests
 *   BENCH_SCALES=1,10 npm run bench:scale -w @site/tests
 */
import { execFileSync } from 'node:child_process';
import { Redis } from 'ioredis';
import { request } from 'node:http';
import { cpSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ARTICLE_LIST_QUERY,
  ARTICLE_PATHS_QUERY,
  ARTICLE_QUERY,
  ARTICLE_TYPE,
  LOCALE_CODES,
  localeUrl,
  NAVIGATION_QUERY,
  SIGNATURE_HEADER,
  signWebhookPayload,
  SITEMAP_QUERY,
  ROUTABLE_TYPES,
  type SiteUrls,
} from '@site/schemas';
import { LocalContentSource } from '@/content/local-source';
import { prepareIndex, searchEntries, type SearchIndex } from '@/lib/articles/search-text';
import type { Document } from '@/content/dataset';
import { localSecret } from '../../scripts/local-secrets.mjs';
import { until } from '../fixtures/until';
import { webhookBody } from '../lake-stub/studio-webhook';
import { sitemapPages } from './lib/crawl';
import { helpSearchKeystrokes, type HelpKeystrokes } from './lib/help-keystrokes';
import { fetchLocal } from './lib/http';
import { loadAverages, median } from './lib/load';
import { treeRss } from './lib/rss';
import { startServer } from './lib/servers';
import { startSite } from './lib/site-server';
import { originsOnPort } from './lib/sites';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const PORT = env('BENCH_SCALE_PORT', 3871);
const REDIS_PORT = PORT + 7;
const SCALES = (process.env.BENCH_SCALES ?? '1,10,30').split(',').map(Number);
const CRAWL_SECONDS = env('BENCH_SCALE_CRAWL_SECONDS', 900);
const CRAWL_MAX = env('BENCH_SCALE_CRAWL_MAX', 20_000);
const CONCURRENCY = env('BENCH_SCALE_CONCURRENCY', 4);
const QUERY_ROUNDS = env('BENCH_SCALE_QUERY_ROUNDS', 50);
const SEARCH_QUERIES = ['proxy', 'profile team', 'cookie import', 'api'];
const repo = fileURLToPath(new URL('../../', import.meta.url));
const tsx = join(repo, 'node_modules/.bin/tsx');

const mb = (bytes: number) => bytes / 1024 / 1024;
const p95 = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))]! : Number.NaN;
};

function files(dir: string, suffix: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile() && entry.name.endsWith(suffix)) count += 1;
  return count;
}

interface Pass {
  readonly requests: number;
  readonly seconds: number;
  /** Latency (ms) by Next's cache header: MISS (rendered now), HIT, STALE (expired, rendered again), other. */
  readonly byCache: Readonly<Record<string, number[]>>;
  readonly statuses: Readonly<Record<number, number>>;
}

async function crawlPass(urls: readonly string[]): Promise<Pass> {
  const started = performance.now();
  const deadline = started + CRAWL_SECONDS * 1000;
  const byCache: Record<string, number[]> = {};
  const statuses: Record<number, number> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < urls.length && performance.now() < deadline) {
        const url = urls[next++]!;
        const start = performance.now();
        try {
          const answer = await fetchLocal(url, PORT);
          const cache = String(answer.headers['x-nextjs-cache'] ?? 'none');
          (byCache[cache] ??= []).push(performance.now() - start);
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        } catch {
          statuses[0] = (statuses[0] ?? 0) + 1;
        }
      }
    }),
  );
  if (next < urls.length) console.error(`  crawl stopped after ${CRAWL_SECONDS} s, at ${next} of ${urls.length}`);
  return { requests: next, seconds: (performance.now() - started) / 1000, byCache, statuses };
}

/** An even sample of at most `max` URLs, so a bounded crawl still covers every sitemap. */
function sample(urls: readonly string[], max: number): string[] {
  if (urls.length <= max) return [...urls];
  return Array.from({ length: max }, (_, index) => urls[Math.floor((index * urls.length) / max)]!);
}

function build(scale: number, datasetDir: string, origins: SiteUrls): { seconds: number; release: string } {
  const name = `scale-${scale}x`;
  // Another build of this checkout holds the lock build-web.sh takes: wait for it outside the timed span.
  execFileSync('flock', [join(repo, '.cache/build.lock'), 'true'], { stdio: 'inherit' });
  const start = performance.now();
  execFileSync('bash', ['scripts/build-web.sh', name], {
    cwd: repo,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PATH: `${repo}node_modules/.bin:${process.env.PATH}`,
      SITE_URL_EN: origins.en,
      SITE_URL_ZH: origins.zh,
      SITE_URL_RU: origins.ru,
      CONTENT_DATASET_DIR: datasetDir,
      // A build time, not a cache restore.
      TURBO_FORCE: 'true',
    },
  });
  return { seconds: (performance.now() - start) / 1000, release: realpathSync(join(repo, '.cache/releases', name)) };
}

async function contentQueries(datasetDir: string) {
  const source = new LocalContentSource({ dir: datasetDir, watch: false });
  const timed = async (name: string, query: string, params: Record<string, unknown>) => {
    await source.fetch(query, params);
    const samples: number[] = [];
    for (let round = 0; round < QUERY_ROUNDS; round++) {
      const start = performance.now();
      await source.fetch(query, params);
      samples.push(performance.now() - start);
    }
    return { name, p95: p95(samples), median: [...samples].sort((a, b) => a - b)[samples.length >> 1]! };
  };
  const list = (type: string, locale: string) => ({ type, locale, category: null, tag: null, start: 0, end: 12 });
  // The first read of each language's list evaluates its filter and order, which its other pages then share.
  await source.fetch(NAVIGATION_QUERY, { locale: 'en' });
  const firsts: number[] = [];
  for (const locale of LOCALE_CODES) {
    const start = performance.now();
    await source.fetch(ARTICLE_LIST_QUERY, list(ARTICLE_TYPE.blog, locale));
    firsts.push(performance.now() - start);
  }
  const results = [
    await timed('blog list en', ARTICLE_LIST_QUERY, list(ARTICLE_TYPE.blog, 'en')),
    await timed('help list en', ARTICLE_LIST_QUERY, list(ARTICLE_TYPE.help, 'en')),
    await timed('blog list de', ARTICLE_LIST_QUERY, list(ARTICLE_TYPE.blog, 'de')),
    await timed('blog paths', ARTICLE_PATHS_QUERY, { type: ARTICLE_TYPE.blog }),
    await timed('blog article', ARTICLE_QUERY, {
      type: ARTICLE_TYPE.blog,
      slug: 'agency-onboarding-checklist',
      locale: 'en',
    }),
    await timed('navigation', NAVIGATION_QUERY, { locale: 'en' }),
    await timed('sitemap', SITEMAP_QUERY, { types: ROUTABLE_TYPES }),
  ];
  return {
    listingFirstP95: p95(firsts),
    listingP95: results[0]!.p95,
    listingMedian: results[0]!.median,
    slowest: [...results].sort((a, b) => b.p95 - a.p95).slice(0, 3),
  };
}

const PUBLISH_ID = 'blog-post-agency-onboarding-checklist';
const PUBLISH_SLUG = 'agency-onboarding-checklist';

async function publishOnce(datasetDir: string, origins: SiteUrls): Promise<number> {
  const file = join(datasetDir, 'data.ndjson');
  const title = `Onboarding checklist, edition ${Date.now()}`;
  let before: Document | null = null;
  let after: Document | null = null;
  const edited = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => {
      if (!line.includes(`"_id":"${PUBLISH_ID}"`)) return line;
      before = JSON.parse(line) as Document;
      after = { ...before, title: { ...(before.title as Record<string, string>), en: title } };
      return JSON.stringify(after);
    })
    .join('\n');
  writeFileSync(file, edited);
  // What Sanity's webhook sends for this edit, `listed` included.
  const body = JSON.stringify(await webhookBody(before, after));
  const start = performance.now();
  const signature = await signWebhookPayload(localSecret('SANITY_REVALIDATE_SECRET'), body);
  const status = await new Promise<number>((resolve, reject) => {
    const post = request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: '/api/revalidate',
        method: 'POST',
        headers: { host: new URL(origins.en).host, 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      },
      (answer) => answer.resume().on('end', () => resolve(answer.statusCode ?? 0)),
    );
    post.on('error', reject);
    post.end(body);
  });
  if (status !== 200) throw new Error(`the webhook answered ${status}`);
  const page = localeUrl('en', `/blog/${PUBLISH_SLUG}`, origins);
  while (!(await fetchLocal(page, PORT)).body.includes(title)) {
    if (performance.now() - start > 30_000) throw new Error('the article did not refresh within 30 s');
  }
  return performance.now() - start;
}

type Row = Record<string, number>;

async function usedMemory(client: Redis): Promise<number> {
  return Number(/used_memory:(\d+)/.exec(await client.info('memory'))?.[1] ?? Number.NaN);
}

async function countKeys(client: Redis, pattern: string): Promise<number> {
  let count = 0;
  let cursor = '0';
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    cursor = next;
    count += keys.length;
  } while (cursor !== '0');
  return count;
}

async function measure(scale: number, origins: SiteUrls): Promise<Row> {
  console.info(`\n== ${scale}x (load ${loadAverages()})`);
  const generated = join(repo, `.cache/datasets/scale-${scale}`);
  execFileSync(tsx, ['studio/scripts/content-generate.ts', '--scale', String(scale), '--out', generated], {
    cwd: repo,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const built = build(scale, generated, origins);
  const releaseBytes = Number(execFileSync('du', ['-sb', built.release], { encoding: 'utf8' }).split('\t')[0]);
  const app = join(built.release, 'web/.next/server/app');
  const row: Row = {
    articles: readFileSync(join(generated, 'data.ndjson'), 'utf8').split('\n').length - 1,
    buildS: built.seconds,
    releaseMb: mb(releaseBytes),
    prerendered: files(app, '.html'),
  };
  // The server reads a copy: the publish edits it.
  const datasetDir = mkdtempSync(join(tmpdir(), `scale-${scale}-`));
  cpSync(generated, datasetDir, { recursive: true });
  const redis = await startServer(
    'redis',
    REDIS_PORT,
    'redis-server',
    ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', datasetDir],
    process.env,
  );
  const redisClient = new Redis(REDIS_PORT, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 2 });
  // Refused connections until redis-server listens: `until` retries them.
  redisClient.on('error', () => undefined);
  await until('redis answers', async () => (await redisClient.ping().catch(() => '')) === 'PONG', {
    timeoutMs: 10_000,
    everyMs: 50,
  });
  const redisBaseline = await usedMemory(redisClient);
  const started = performance.now();
  const site = await startSite(PORT, {
    release: built.release,
    origins,
    datasetDir,
    env: { REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}` },
  });
  try {
    row.coldStartMs = performance.now() - started;
    row.rssFreshMb = mb(treeRss(site.pid).bytes);
    const all = await sitemapPages(PORT, origins);
    const urls = sample(all, CRAWL_MAX);
    row.sitemapUrls = all.length;
    console.info(`  ${all.length} sitemap URLs, crawling ${urls.length}`);
    const first = await crawlPass(urls);
    const second = await crawlPass(urls);
    row.rssCrawledMb = mb(treeRss(site.pid).bytes);
    row.redisMb = mb((await usedMemory(redisClient)) - redisBaseline);
    row.redisEntries = await countKeys(redisClient, '*entry:*');
    row.redisMbPer1000 = (row.redisMb / row.redisEntries) * 1000;
    row.firstRps = first.requests / first.seconds;
    row.firstMissP95 = p95(first.byCache.MISS ?? []);
    row.firstMisses = (first.byCache.MISS ?? []).length;
    row.firstHitP95 = p95(first.byCache.HIT ?? []);
    row.cachedRps = second.requests / second.seconds;
    row.cachedP95 = p95(Object.values(second.byCache).flat());
    row.errors = Object.entries(first.statuses)
      .filter(([status]) => Number(status) >= 500 || Number(status) === 0)
      .reduce((sum, [, count]) => sum + count, 0);
    row.publishMs = await publishOnce(datasetDir, origins);
    const third = await crawlPass(urls);
    row.rerendered = (third.byCache.STALE ?? []).length + (third.byCache.MISS ?? []).length;
    let sitemapBytes = 0;
    const index = await fetchLocal(`${origins.en}/sitemap.xml`, PORT);
    for (const loc of index.body.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g))
      sitemapBytes += Buffer.byteLength((await fetchLocal(loc[1]!, PORT)).body);
    row.sitemapKb = sitemapBytes / 1024;
    row.feedKb = Buffer.byteLength((await fetchLocal(localeUrl('en', '/blog/feed', origins), PORT)).body) / 1024;
    const search = await fetchLocal(`${origins.en}/api/search/en`, PORT);
    row.searchKb = Buffer.byteLength(search.body) / 1024;
    // What a visitor's browser pays once, on the first focus: parsing the index and normalising its text.
    const preparing: number[] = [];
    let prepared: ReturnType<typeof prepareIndex> = [];
    for (let round = 0; round < 5; round++) {
      const start = performance.now();
      prepared = prepareIndex((JSON.parse(search.body) as SearchIndex).entries);
      preparing.push(performance.now() - start);
    }
    row.searchPrepareMs = median(preparing);
    const samples: number[] = [];
    for (let round = 0; round < QUERY_ROUNDS * SEARCH_QUERIES.length; round++) {
      const start = performance.now();
      searchEntries(prepared, SEARCH_QUERIES[round % SEARCH_QUERIES.length]!);
      samples.push(performance.now() - start);
    }
    row.searchP95 = p95(samples);
    row.searchUsPerKb = (row.searchP95 * 1000) / row.searchKb;
    // The same queries typed into the help centre as a visitor on a phone waits for them: two fresh browsers.
    const typed: HelpKeystrokes[] = [];
    for (let run = 0; run < 2; run++)
      typed.push(await helpSearchKeystrokes(localeUrl('en', '/helps', origins), SEARCH_QUERIES, 3));
    row.helpReadyMs = Math.max(...typed.map((run) => run.readyMs));
    const keystrokes = typed.flatMap((run) => run.keystrokes);
    row.helpKeyMedian = median(keystrokes);
    row.helpKeyP95 = p95(keystrokes);
  } finally {
    await site.stop();
    redisClient.disconnect();
    await redis.stop();
    rmSync(datasetDir, { recursive: true, force: true });
  }
  const queries = await contentQueries(generated);
  row.listingP95 = queries.listingP95;
  row.listingMedian = queries.listingMedian;
  row.listingFirstP95 = queries.listingFirstP95;
  console.info(`  slowest queries: ${queries.slowest.map((q) => `${q.name} ${q.p95.toFixed(1)} ms`).join(', ')}`);
  console.info(
    `  ${JSON.stringify(row, (_key, value: unknown) => (typeof value === 'number' ? +value.toFixed(2) : value))}`,
  );
  return row;
}

const FIGURES: [keyof Row & string, string, number][] = [
  ['articles', 'documents', 0],
  ['buildS', 'build (s)', 0],
  ['releaseMb', 'release (MB)', 0],
  ['prerendered', 'prerendered HTML pages', 0],
  ['coldStartMs', 'cold start to ready (ms)', 0],
  ['rssFreshMb', 'RSS fresh (MB)', 0],
  ['rssCrawledMb', 'RSS after the crawl (MB)', 0],
  ['sitemapUrls', 'sitemap URLs', 0],
  ['firstRps', 'first crawl (req/s)', 1],
  ['firstMisses', 'pages rendered on first request', 0],
  ['firstMissP95', 'p95 first request, not prerendered (ms)', 0],
  ['firstHitP95', 'p95 prerendered page (ms)', 0],
  ['cachedRps', 'cached crawl (req/s)', 1],
  ['cachedP95', 'p95 cached page (ms)', 0],
  ['errors', '5xx or failed requests', 0],
  ['publishMs', 'publish to live (ms)', 0],
  ['rerendered', 'pages re-rendered by the publish', 0],
  ['sitemapKb', 'sitemaps (KB, all hosts)', 0],
  ['feedKb', 'blog feed (KB, en)', 0],
  ['redisMb', 'Redis memory after the crawls (MB)', 1],
  ['redisEntries', 'Redis page and data entries', 0],
  ['redisMbPer1000', 'Redis MB per 1,000 entries', 1],
  ['searchKb', 'help search index (KB, en)', 0],
  ['searchPrepareMs', 'help search index parsed and prepared (ms, once)', 1],
  ['searchP95', 'help search query p95 (ms)', 2],
  ['searchUsPerKb', 'help search query p95 per KB of index (µs)', 2],
  ['helpReadyMs', 'help search, first focus to ready, phone CPU (ms, slower of 2)', 0],
  ['helpKeyMedian', 'help search, keystroke to layout, phone CPU, median (ms)', 1],
  ['helpKeyP95', 'help search, keystroke to layout, phone CPU, p95 (ms)', 1],
  ['listingMedian', 'listing query median (ms)', 2],
  ['listingP95', 'listing query p95 (ms)', 2],
  ['listingFirstP95', 'listing first read per language p95 (ms)', 2],
];

async function main() {
  const origins = originsOnPort(PORT);
  const rows: Row[] = [];
  for (const scale of SCALES) rows.push(await measure(scale, origins));
  const base = rows[0]!;
  const header = `| figure | ${SCALES.map((scale, index) => (index === 0 ? `${scale}x` : `${scale}x (ratio)`)).join(' | ')} |`;
  const lines = [header, `|---|${SCALES.map(() => '---:').join('|')}|`];
  for (const [key, label, digits] of FIGURES) {
    const cells = rows.map((row, index) => {
      const value = row[key]!;
      const text = Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
      return index === 0 || !base[key] ? text : `${text} (${(value / base[key]).toFixed(2)}x)`;
    });
    lines.push(`| ${label} | ${cells.join(' | ')} |`);
  }
  console.info(`\n${lines.join('\n')}\n\nload ${loadAverages()}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
