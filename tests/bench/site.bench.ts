/**
 * The one benchmark command: the site's production build against a bare Next.js page (same Next and React,
 * same HTML size as an article), both started by this run on ports of their own, measured in the same run:
 *   - first-load JavaScript (gzip) per page type;
 *   - Lighthouse mobile (default emulation and simulated throttling): score, TBT, LCP, median of BENCH_LH_RUNS
 *     after one unrecorded run per page (lib/lighthouse.ts);
 *   - requests/s of a cached article, the home page and a 404, with and without gzip, median of BENCH_ROUNDS
 *     alternating rounds (site, bare, site, bare...);
 *   - resident memory after crawling every sitemap URL once and BENCH_CRAWLS times (the bare server after as many
 *     requests to its page);
 * then a PASS/FAIL table against its goals. A report: it exits 0 when goals fail, non-zero only when it
 * could not run. Loopback only, every load bounded in time; every server it started is stopped on exit or Ctrl-C.
 *
 *   After a build (npm run build): npm run bench -w @site/tests
 */
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { sites } from './lib/sites';
import { type BareApp, startBareApp } from './lib/bare-app';
import { crawl, sitemapPages } from './lib/crawl';
import { firstLoadJs } from './lib/first-load-js';
import { fetchLocal } from './lib/http';
import { CHROMIUM, type LighthouseFigures, startLighthouse } from './lib/lighthouse';
import { load, median } from './lib/load';
import { articleUrl, pageTypes } from './lib/pages';
import { type Rate, rateTool, requestRate } from './lib/rate';
import { treeRss } from './lib/rss';
import type { Server } from './lib/servers';
import { startSite } from './lib/site-server';
import { kb } from './lib/turbopack-build';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SITE_PORT = env('BENCH_SITE_PORT', 3711);
const BARE_PORT = env('BENCH_BARE_PORT', 3712);
const LH_RUNS = env('BENCH_LH_RUNS', 3);
const ROUNDS = env('BENCH_ROUNDS', 5);
const SECONDS = env('BENCH_SECONDS', 5);
const CONNECTIONS = env('BENCH_CONNECTIONS', 10);
const CRAWLS = env('BENCH_CRAWLS', 5);
const CRAWL_CONCURRENCY = env('BENCH_CRAWL_CONCURRENCY', 4);
const CRAWL_SECONDS = env('BENCH_CRAWL_SECONDS', 600);
const NOT_FOUND_PATH = '/this-page-does-not-exist';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** One line of the final table. */
interface Goal {
  readonly goal: string;
  readonly measured: string;
  /** undefined: not measurable with these settings (one crawl has no growth). */
  readonly pass: boolean | undefined;
}

function table(header: string[], rows: string[][]): void {
  console.info(`| ${header.join(' | ')} |`);
  console.info(`|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.info(`| ${row.join(' | ')} |`);
}

async function firstLoadSection(article: string, bare: BareApp): Promise<Goal[]> {
  const bareJs = (await firstLoadJs(bare.url)).gzipBytes;
  console.info('\n## First-load JavaScript (gzip -9, without noModule polyfills)');
  const rows: string[][] = [];
  const over: string[] = [];
  let worst = -Infinity;
  for (const [name, url] of pageTypes(article)) {
    const js = (await firstLoadJs(url, SITE_PORT)).gzipBytes;
    const delta = js - bareJs;
    worst = Math.max(worst, delta);
    if (delta > 25 * 1024) over.push(name);
    rows.push([name, new URL(url).pathname, kb(js), kb(bareJs), `${delta >= 0 ? '+' : ''}${kb(delta)}`]);
  }
  table(['page', 'path', 'site', 'bare', 'difference'], rows);
  return [{ goal: 'first-load JS <= bare + 25 KB (every page type)', measured: `worst +${kb(worst)}${over.length ? ` (over: ${over.join(', ')})` : ''}`, pass: over.length === 0 }];
}

async function lighthouseSection(article: string, bare: BareApp): Promise<Goal[]> {
  console.info(`\n## Lighthouse mobile (default emulation and throttling), median of ${LH_RUNS} run(s) per page`);
  const pages: [string, string][] = [
    ['home', `${sites.en}/`],
    ['article', article],
    ['listing', `${sites.en}/blog`],
    ['pricing', `${sites.en}/pricing`],
    ['download', `${sites.en}/download`],
    ['home (zh)', `${sites.zh}/`],
  ];
  const lighthouse = await startLighthouse([sites.en, sites.zh, sites.ru], SITE_PORT);
  try {
    const base = await lighthouse.measure(bare.url, LH_RUNS);
    const results: [string, LighthouseFigures][] = [];
    for (const [name, url] of pages) results.push([name, await lighthouse.measure(url, LH_RUNS)]);
    const cell = (site: number, ref: number, format: (n: number) => string) => `${format(site)} (bare ${format(ref)})`;
    table(
      ['page', 'score', 'TBT', 'LCP'],
      [
        ...results.map(([name, r]) => [name, cell(r.score, base.score, (n) => n.toFixed(0)), cell(r.tbtMs, base.tbtMs, ms), cell(r.lcpMs, base.lcpMs, ms)]),
        ['bare page', base.score.toFixed(0), ms(base.tbtMs), ms(base.lcpMs)],
      ],
    );
    const tbtOver = results.filter(([, r]) => r.tbtMs > base.tbtMs + 150).map(([name]) => name);
    const scoreUnder = results.filter(([, r]) => r.score < base.score - 3).map(([name]) => name);
    const worstTbt = results.reduce((a, b) => (b[1].tbtMs > a[1].tbtMs ? b : a));
    const worstScore = results.reduce((a, b) => (b[1].score < a[1].score ? b : a));
    return [
      { goal: 'Lighthouse TBT <= bare + 150 ms (every page)', measured: `worst ${worstTbt[0]} ${ms(worstTbt[1].tbtMs)}, bare ${ms(base.tbtMs)}${tbtOver.length ? ` (over: ${tbtOver.join(', ')})` : ''}`, pass: tbtOver.length === 0 },
      { goal: 'Lighthouse score >= bare - 3 (every page)', measured: `worst ${worstScore[0]} ${worstScore[1].score.toFixed(0)}, bare ${base.score.toFixed(0)}${scoreUnder.length ? ` (under: ${scoreUnder.join(', ')})` : ''}`, pass: scoreUnder.length === 0 },
    ];
  } finally {
    await lighthouse.close();
  }
}

async function rateSection(article: string, bare: BareApp): Promise<Goal[]> {
  const bareNotFound = new URL(NOT_FOUND_PATH, bare.url).href;
  const pairs = [
    { name: 'cached article', site: article, bare: bare.url, status: 200, goal: 0.85 },
    { name: 'home', site: `${sites.en}/`, bare: bare.url, status: 200, goal: undefined },
    { name: '404', site: `${sites.en}${NOT_FOUND_PATH}`, bare: bareNotFound, status: 404, goal: 0.5 },
  ];
  for (const pair of pairs) {
    const [site, ref] = [await fetchLocal(pair.site, SITE_PORT), await fetchLocal(pair.bare)];
    if (site.status !== pair.status || ref.status !== pair.status) {
      throw new Error(`${pair.name}: expected ${pair.status}, the site answered ${site.status} and the bare app ${ref.status}`);
    }
  }
  console.info(`\n## Requests/s (${rateTool === 'wrk' ? 'wrk' : 'Node client of lib/load.ts (wrk not installed)'}, ${CONNECTIONS} connections, ${SECONDS} s runs, median of ${ROUNDS} alternating rounds)`);
  const goals: Goal[] = [];
  const rows: string[][] = [];
  for (const pair of pairs) {
    for (const gzip of [false, true]) {
      const options = { gzip, connections: CONNECTIONS, seconds: SECONDS };
      // Warm both, then alternate so that machine noise hits both alike.
      await requestRate({ ...options, url: pair.site, port: SITE_PORT, seconds: 1 }, pair.status);
      await requestRate({ ...options, url: pair.bare, port: BARE_PORT, seconds: 1 }, pair.status);
      const site: number[] = [];
      const ref: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const a = await requestRate({ ...options, url: pair.site, port: SITE_PORT }, pair.status);
        const b = await requestRate({ ...options, url: pair.bare, port: BARE_PORT }, pair.status);
        const unexpected = (r: Rate) => r.wrongStatus + r.socketErrors;
        if (unexpected(a) || unexpected(b)) console.error(`  ${pair.name}: ${unexpected(a)} (site) and ${unexpected(b)} (bare) answers were not ${pair.status}`);
        site.push(a.rps);
        ref.push(b.rps);
      }
      const ratio = median(site) / median(ref);
      const encoding = gzip ? 'gzip' : 'no compression';
      rows.push([pair.name, encoding, median(site).toFixed(0), median(ref).toFixed(0), `${ratio.toFixed(2)}x`]);
      if (pair.goal !== undefined) goals.push({ goal: `${pair.name} >= ${pair.goal}x bare req/s (${encoding})`, measured: `${ratio.toFixed(2)}x`, pass: ratio >= pair.goal });
    }
  }
  table(['page', 'encoding', 'site req/s', 'bare req/s', 'ratio'], rows);
  return goals;
}

async function memorySection(site: Server, bare: BareApp): Promise<Goal[]> {
  const urls = await sitemapPages(SITE_PORT);
  console.info(`\n## Resident memory (VmRSS of the server and its children) while crawling ${urls.length} sitemap URLs, ${CRAWL_CONCURRENCY} at a time`);
  const rows: string[][] = [];
  const before = treeRss(site.pid);
  const bareBefore = treeRss(bare.server.pid);
  rows.push(['at start', mb(before.bytes), mb(bareBefore.bytes), '']);
  const after: number[] = [];
  const bareAfter: number[] = [];
  for (let round = 1; round <= CRAWLS; round += 1) {
    const result = await crawl(urls, SITE_PORT, { concurrency: CRAWL_CONCURRENCY, maxSeconds: CRAWL_SECONDS });
    // The same number of requests to the bare page, with as many clients.
    await load({ url: bare.url, connections: CRAWL_CONCURRENCY, seconds: CRAWL_SECONDS, maxRequests: result.requests });
    after.push(treeRss(site.pid).bytes);
    bareAfter.push(treeRss(bare.server.pid).bytes);
    const statuses = Object.entries(result.statuses).map(([status, count]) => `${count}x${status}`).join(' ');
    rows.push([`after crawl ${round}`, mb(after.at(-1)!), mb(bareAfter.at(-1)!), `${result.requests} requests in ${result.seconds.toFixed(0)} s: ${statuses}${result.errors ? `, ${result.errors} errors` : ''}`]);
  }
  table(['', 'site', 'bare', 'crawl'], rows);
  const growth = (after.at(-1)! / after[0]! - 1) * 100;
  const ratio = after.at(-1)! / bareAfter.at(-1)!;
  console.info(`growth from crawl 1 to crawl ${CRAWLS}: ${growth.toFixed(1)}%; site/bare after crawl ${CRAWLS}: ${ratio.toFixed(2)}x (processes: site ${treeRss(site.pid).processes}, bare ${treeRss(bare.server.pid).processes})`);
  return [
    { goal: `RSS after ${CRAWLS} crawls <= 2.5x bare`, measured: `${mb(after.at(-1)!)} vs ${mb(bareAfter.at(-1)!)} (${ratio.toFixed(2)}x)`, pass: ratio <= 2.5 },
    { goal: `RSS growth crawl 1 -> ${CRAWLS} <= 5%`, measured: CRAWLS > 1 ? `${growth.toFixed(1)}%` : 'needs BENCH_CRAWLS >= 2', pass: CRAWLS > 1 ? growth <= 5 : undefined },
  ];
}

async function main(): Promise<void> {
  if (!existsSync(CHROMIUM)) throw new Error(`Lighthouse needs Debian's Chromium at ${CHROMIUM}: run \`bash scripts/ensure-browser.sh\` first.`);
  const started = performance.now();
  console.info(`Starting the site's production build on 127.0.0.1:${SITE_PORT} (public origins ${sites.en}, ${sites.zh}, ${sites.ru})...`);
  const site = await startSite(SITE_PORT);
  let bare: BareApp | undefined;
  try {
    const article = await articleUrl(SITE_PORT);
    const articleHtml = (await fetchLocal(article, SITE_PORT)).body;
    const articleBytes = Buffer.byteLength(articleHtml);
    console.info(`Article: ${article} (${kb(articleBytes)} of HTML, ${kb(gzipSync(articleHtml).length)} gzipped)`);
    bare = await startBareApp(articleBytes, BARE_PORT);
    console.info(`Bare page: ${bare.url} (${kb(bare.htmlBytes)} of HTML, ${kb(gzipSync((await fetchLocal(bare.url)).body).length)} gzipped)`);

    // Memory first, on fresh servers: the first crawl also renders and caches every page the later sections load.
    const goals = [
      ...(await memorySection(site, bare)),
      ...(await firstLoadSection(article, bare)),
      ...(await lighthouseSection(article, bare)),
      ...(await rateSection(article, bare)),
    ];
    console.info(`\n## Goals (${((performance.now() - started) / 60_000).toFixed(1)} min)`);
    table(['goal', 'measured', ''], goals.map((g) => [g.goal, g.measured, g.pass === undefined ? 'n/a' : g.pass ? 'PASS' : 'FAIL']));
    console.info(`\n${goals.filter((g) => g.pass).length} of ${goals.filter((g) => g.pass !== undefined).length} goals met.`);
  } finally {
    await bare?.server.stop();
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
