/**
 * The one benchmark command: the site's production build against a bare Next.js page (same Next and React, same HTML
 * size as an article), both started by this run on ports of their own, measured in the same run, each figure the
 * median of its rounds with their spread (lowest-highest):
 *   - resident memory after crawling every sitemap URL once and BENCH_CRAWLS times (the bare server after as many
 *     requests to its page), with V8's heap pages beside each reading (how much is mapped, how much of it resident);
 *   - first-load JavaScript (gzip) per page type;
 *   - Lighthouse mobile (default emulation and simulated throttling): score, TBT, LCP, median of BENCH_LH_RUNS
 *     after one unrecorded run per page (lib/lighthouse.ts);
 *   - requests/s of a cached article, the home page and a 404, with and without gzip, median of BENCH_ROUNDS
 *     alternating rounds (site, bare, site, bare...);
 *   - memory across publishes: BENCH_PUBLISHES edits of an article (its webhook and five page reads each) on a
 *     private copy of the dataset, then four crawls (the goal reads the second, and holds only if the third and
 *     fourth stay within it), against the same server's figure before them;
 *   - the front (nginx over two instances of the same release, Redis between them) against the same nginx serving
 *     the page as a precompressed file, alternating rounds;
 * then a PASS/FAIL table against the goals, also written to tests/bench/RESULTS.md. A report: it exits 0 when goals
 * fail, non-zero only when it could not run. Loopback only, every load bounded in time; every server it started is
 * stopped on exit or Ctrl-C.
 *
 * It builds (or takes from turbo's cache) a release for its own origins, http://localhost:BENCH_SITE_PORT and the
 * zh./ru. twins (lib/bench-build.ts), so it runs after any build of web/.
 *
 *   npm run bench -w @site/tests
 *   BENCH_SECTIONS=memory,publish npm run bench -w @site/tests   # some sections only; RESULTS.md is left alone
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { SiteUrls } from '@site/schemas';
import { editDocument, publish, startTestCluster } from '../cluster/support';
import { type BareApp, startBareApp } from './lib/bare-app';
import { benchRelease } from './lib/bench-build';
import { crawl, sitemapPages } from './lib/crawl';
import { firstLoadJs } from './lib/first-load-js';
import { addStaticCopy, STATIC_COPY_PATH } from './lib/front';
import { fetchLocal } from './lib/http';
import { CHROMIUM, type LighthouseResult, startLighthouse } from './lib/lighthouse';
import { load, loadAverages, median, spread } from './lib/load';
import { articleUrl, pageTypes, phonePageTypes } from './lib/pages';
import { expectAllAnswered, rateTool, requestRate } from './lib/rate';
import { heapPages, treeRss } from './lib/rss';
import type { Server } from './lib/servers';
import { startSite } from './lib/site-server';
import { originsOnPort } from './lib/sites';
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
const PUBLISHES = env('BENCH_PUBLISHES', 80);
const SECTION_NAMES = ['memory', 'js', 'lighthouse', 'rate', 'publish', 'front'] as const;
type Section = (typeof SECTION_NAMES)[number];
/** BENCH_SECTIONS: a comma-separated subset (the publish section measures against the memory section's crawls). */
const SECTIONS = new Set<Section>(
  process.env.BENCH_SECTIONS
    ? process.env.BENCH_SECTIONS.split(',').map((name) => {
        const section = name.trim() as Section;
        if (!SECTION_NAMES.includes(section))
          throw new Error(`BENCH_SECTIONS: unknown section "${name}" (known: ${SECTION_NAMES.join(', ')})`);
        return section;
      })
    : SECTION_NAMES,
);
const ALL_SECTIONS = SECTIONS.size === SECTION_NAMES.length;
// The front's cluster takes the ports after the bare app's: nginx, two instances, Redis, then the backend address its
// instances are built with, so the whole run stays within BENCH_SITE_PORT .. + 6.
const FRONT_PORT = SITE_PORT + 2;
const INSTANCE_PORTS: [number, number] = [SITE_PORT + 3, SITE_PORT + 4];
const REDIS_PORT = SITE_PORT + 5;
const BACKEND_PORT = env('BENCH_BACKEND_PORT', SITE_PORT + 6);
const NOT_FOUND_PATH = '/this-page-does-not-exist';
/** The article the publish phase edits (the editor's change: its English title). */
const EDITED = {
  _id: 'blog-post-residential-vs-mobile-proxies',
  _type: 'blogPost',
  slug: 'residential-vs-mobile-proxies',
};
const repo = fileURLToPath(new URL('../../', import.meta.url));
/** The origins of the release this bench builds and serves (lib/bench-build.ts). */
const sites: SiteUrls = originsOnPort(SITE_PORT);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
/** "median (lowest-highest)" of the rounds. */
const withSpread = (values: readonly number[], format: (value: number) => string = (value) => value.toFixed(0)) =>
  `${format(median(values))} (${spread(values, format)})`;

/** One line of the final table. */
interface Goal {
  readonly goal: string;
  readonly measured: string;
  /** undefined: not measurable with these settings (one crawl has no growth). */
  readonly pass: boolean | undefined;
}

/**
 * A requests/s goal: the ratio of the medians, at least `min`, printed with three decimals (two can round a miss
 * onto the line: 0.848 reads 0.85) and the two medians it is made of.
 */
function rateGoal(goal: string, measured: readonly number[], reference: readonly number[], min: number): Goal {
  const [a, b] = [median(measured), median(reference)];
  return { goal, measured: `${(a / b).toFixed(3)}x (${a.toFixed(0)} vs ${b.toFixed(0)} req/s)`, pass: a / b >= min };
}

function tableText(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

function table(header: string[], rows: string[][]): void {
  console.info(tableText(header, rows));
}

async function firstLoadSection(article: string, bare: BareApp): Promise<Goal[]> {
  const bareJs = (await firstLoadJs(bare.url)).gzipBytes;
  console.info('\n## First-load JavaScript (gzip -9, without noModule polyfills)');
  const rows: string[][] = [];
  const over: string[] = [];
  let worst = -Infinity;
  for (const [name, url] of pageTypes(article, sites)) {
    const js = (await firstLoadJs(url, SITE_PORT)).gzipBytes;
    const delta = js - bareJs;
    worst = Math.max(worst, delta);
    if (delta > 25 * 1024) over.push(name);
    rows.push([name, new URL(url).pathname, kb(js), kb(bareJs), `${delta >= 0 ? '+' : ''}${kb(delta)}`]);
  }
  table(['page', 'path', 'site', 'bare', 'difference'], rows);
  return [
    {
      goal: 'first-load JS <= bare + 25 KB (every page type)',
      measured: `worst +${kb(worst)}${over.length ? ` (over: ${over.join(', ')})` : ''}`,
      pass: over.length === 0,
    },
  ];
}

async function lighthouseSection(article: string, bare: BareApp): Promise<Goal[]> {
  console.info(`\n## Lighthouse mobile (default emulation and throttling), median of ${LH_RUNS} run(s) per page`);
  const pages = phonePageTypes(article, sites);
  const lighthouse = await startLighthouse([sites.en, sites.zh, sites.ru], SITE_PORT);
  try {
    const base = await lighthouse.measure(bare.url, LH_RUNS);
    const results: [string, LighthouseResult][] = [];
    for (const [name, url] of pages) results.push([name, await lighthouse.measure(url, LH_RUNS)]);
    const cells = (r: LighthouseResult) => [
      withSpread(r.runs.map((run) => run.score)),
      withSpread(
        r.runs.map((run) => run.tbtMs),
        ms,
      ),
      withSpread(
        r.runs.map((run) => run.lcpMs),
        ms,
      ),
    ];
    table(
      ['page', 'score', 'TBT', 'LCP'],
      [...results.map(([name, r]) => [name, ...cells(r)]), ['bare page (reference)', ...cells(base)]],
    );
    const tbtOver = results.filter(([, r]) => r.tbtMs > base.tbtMs + 150).map(([name]) => name);
    const scoreUnder = results.filter(([, r]) => r.score < base.score - 3).map(([name]) => name);
    const worstTbt = results.reduce((a, b) => (b[1].tbtMs > a[1].tbtMs ? b : a));
    return [
      {
        goal: `Lighthouse score >= bare - 3 (${pages.map(([name]) => name).join(', ')})`,
        measured: `${results.map(([name, r]) => `${name} ${r.score.toFixed(0)}`).join(', ')}; bare ${base.score.toFixed(0)}${scoreUnder.length ? ` (under: ${scoreUnder.join(', ')})` : ''}`,
        pass: scoreUnder.length === 0,
      },
      {
        goal: 'Lighthouse TBT <= bare + 150 ms (every page)',
        measured: `worst ${worstTbt[0]} ${ms(worstTbt[1].tbtMs)}, bare ${ms(base.tbtMs)}${tbtOver.length ? ` (over: ${tbtOver.join(', ')})` : ''}`,
        pass: tbtOver.length === 0,
      },
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
      throw new Error(
        `${pair.name}: expected ${pair.status}, the site answered ${site.status} and the bare app ${ref.status}`,
      );
    }
  }
  console.info(
    `\n## Requests/s (${rateTool === 'wrk' ? 'wrk' : 'Node client of lib/load.ts (wrk not installed)'}, ${CONNECTIONS} connections, ${SECONDS} s runs, median of ${ROUNDS} alternating rounds)`,
  );
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
        expectAllAnswered(a, `${pair.name} (site)`, pair.status);
        expectAllAnswered(b, `${pair.name} (bare)`, pair.status);
        site.push(a.rps);
        ref.push(b.rps);
      }
      const ratio = median(site) / median(ref);
      const encoding = gzip ? 'gzip' : 'no compression';
      rows.push([pair.name, encoding, withSpread(site), withSpread(ref), `${ratio.toFixed(2)}x`]);
      if (pair.goal !== undefined)
        goals.push(rateGoal(`${pair.name} >= ${pair.goal}x bare req/s (${encoding})`, site, ref, pair.goal));
    }
  }
  table(['page', 'encoding', 'site req/s', 'bare req/s (reference)', 'ratio of medians'], rows);
  return goals;
}

async function memorySection(
  site: Server,
  bare: BareApp,
  urls: readonly string[],
): Promise<{ goals: Goal[]; fresh: number }> {
  console.info(
    `\n## Resident memory (VmRSS of the server and its children) while crawling ${urls.length} sitemap URLs, ${CRAWL_CONCURRENCY} at a time`,
  );
  const rows: string[][] = [];
  // V8's heap pages, resident of mapped, beside each reading: growth in mapped pages is a heap taking more room;
  // growth in resident bytes alone is room it already held being touched (lib/rss.ts).
  const pages = (pid: number) => {
    const { mapped, resident } = heapPages(pid);
    return { mapped, resident, text: `${mb(resident)} of ${mb(mapped)}` };
  };
  rows.push([
    'at start',
    mb(treeRss(site.pid).bytes),
    pages(site.pid).text,
    mb(treeRss(bare.server.pid).bytes),
    pages(bare.server.pid).text,
    '',
  ]);
  const after: number[] = [];
  const bareAfter: number[] = [];
  const sitePages: ReturnType<typeof pages>[] = [];
  for (let round = 1; round <= CRAWLS; round += 1) {
    const result = await crawl(urls, SITE_PORT, { concurrency: CRAWL_CONCURRENCY, maxSeconds: CRAWL_SECONDS });
    // The same number of requests to the bare page, with as many clients.
    await load({ url: bare.url, connections: CRAWL_CONCURRENCY, seconds: CRAWL_SECONDS, maxRequests: result.requests });
    after.push(treeRss(site.pid).bytes);
    bareAfter.push(treeRss(bare.server.pid).bytes);
    sitePages.push(pages(site.pid));
    const statuses = Object.entries(result.statuses)
      .map(([status, count]) => `${count}x${status}`)
      .join(' ');
    rows.push([
      `after crawl ${round}`,
      mb(after.at(-1)!),
      sitePages.at(-1)!.text,
      mb(bareAfter.at(-1)!),
      pages(bare.server.pid).text,
      `${result.requests} requests in ${result.seconds.toFixed(0)} s: ${statuses}${result.errors ? `, ${result.errors} errors` : ''}`,
    ]);
  }
  table(['', 'site', 'site: V8 heap pages, resident of mapped', 'bare', 'bare: V8 heap pages', 'crawl'], rows);
  const growth = (after.at(-1)! / after[0]! - 1) * 100;
  const ratio = after.at(-1)! / bareAfter.at(-1)!;
  const delta = (to: number, from: number) => `${to >= from ? '+' : '-'}${mb(Math.abs(to - from))}`;
  console.info(
    `growth from crawl 1 to crawl ${CRAWLS}: ${growth.toFixed(1)}% (${delta(after.at(-1)!, after[0]!)}; V8 heap pages mapped ${delta(sitePages.at(-1)!.mapped, sitePages[0]!.mapped)}, resident ${delta(sitePages.at(-1)!.resident, sitePages[0]!.resident)}); site/bare after crawl ${CRAWLS}: ${ratio.toFixed(2)}x (processes: site ${treeRss(site.pid).processes}, bare ${treeRss(bare.server.pid).processes})`,
  );
  return {
    fresh: after.at(-1)!,
    goals: [
      {
        goal: `RSS after ${CRAWLS} crawls <= 2.5x bare`,
        measured: `${mb(after.at(-1)!)} vs ${mb(bareAfter.at(-1)!)} (${ratio.toFixed(2)}x)`,
        pass: ratio <= 2.5,
      },
      {
        goal: `RSS growth crawl 1 -> ${CRAWLS} <= 5%`,
        measured: CRAWLS > 1 ? `${growth.toFixed(1)}%` : 'needs BENCH_CRAWLS >= 2',
        pass: CRAWLS > 1 ? growth <= 5 : undefined,
      },
    ],
  };
}

/**
 * A server with editors at work: PUBLISHES edits of one article in the server's private dataset copy, each with its
 * webhook and five page reads, then four crawls; resident memory after each phase against the same server's before
 * the first publish (`fresh`: after the crawls of memorySection).
 */
async function publishSection(
  site: Server,
  datasetFile: string,
  urls: readonly string[],
  fresh: number,
): Promise<Goal[]> {
  console.info(
    `\n## Resident memory across ${PUBLISHES} publishes (edit, webhook, five page reads each), then four crawls`,
  );
  const reads = [
    `${sites.en}/blog/${EDITED.slug}`,
    `${sites.en}/`,
    `${sites.en}/blog`,
    `${sites.zh}/`,
    `${sites.en}/de/blog`,
  ];
  const rows: string[][] = [['fresh (before the first publish)', mb(fresh), '1.00x', '']];
  const started = performance.now();
  for (let round = 1; round <= PUBLISHES; round += 1) {
    editDocument(datasetFile, EDITED._id, (doc) => {
      (doc.title as Record<string, string>).en = `Residential vs mobile proxies (edit ${round})`;
    });
    const answer = await publish(SITE_PORT, EDITED);
    if (answer.status !== 200)
      throw new Error(`publish ${round}: the webhook answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    for (const url of reads) {
      const page = await fetchLocal(url, SITE_PORT);
      if (page.status !== 200) throw new Error(`publish ${round}: ${url} answered ${page.status}`);
    }
    if (round % 20 === 0 || round === PUBLISHES) {
      const rss = treeRss(site.pid).bytes;
      rows.push([
        `after ${round} publishes`,
        mb(rss),
        `${(rss / fresh).toFixed(2)}x`,
        `${((performance.now() - started) / 1000).toFixed(0)} s`,
      ]);
    }
  }
  // The goal reads RSS after two crawls. The memory release after publishing may fall just before that reading, so
  // two more crawls show where the server settles; the goal holds only if it holds there too.
  const after: number[] = [];
  for (let round = 1; round <= 4; round += 1) {
    const result = await crawl(urls, SITE_PORT, { concurrency: CRAWL_CONCURRENCY, maxSeconds: CRAWL_SECONDS });
    const rss = treeRss(site.pid).bytes;
    after.push(rss);
    rows.push([
      `then crawl ${round}`,
      mb(rss),
      `${(rss / fresh).toFixed(2)}x`,
      `${result.requests} requests in ${result.seconds.toFixed(0)} s${result.errors ? `, ${result.errors} errors` : ''}`,
    ]);
  }
  table(['', 'site', 'vs fresh', ''], rows);
  const ratio = after[1]! / fresh;
  const settled = Math.max(...after.slice(1)) / fresh;
  return [
    {
      goal: `RSS after ${PUBLISHES} publishes and two crawls <= 1.2x the same server fresh`,
      measured: `${mb(after[1]!)} vs ${mb(fresh)} (${ratio.toFixed(2)}x; highest of crawls 2-4 ${settled.toFixed(2)}x)`,
      // The highest of crawls 2-4 includes the second crawl's reading.
      pass: settled <= 1.2,
    },
  ];
}

/**
 * The front: nginx's micro-cache over two instances of the same release (Redis between them), against the same
 * nginx serving the article as a precompressed static file with the same headers (lib/front.ts), alternating rounds.
 */
async function frontSection(release: string, articlePath: string): Promise<Goal[]> {
  console.info(
    `\n## The front (nginx on ${FRONT_PORT} over instances on ${INSTANCE_PORTS.join(' and ')}, Redis on ${REDIS_PORT}) vs nginx serving the page as a file`,
  );
  const cluster = await startTestCluster(
    { redis: REDIS_PORT, instances: INSTANCE_PORTS, front: FRONT_PORT, backend: BACKEND_PORT },
    { standaloneDir: release, siteUrls: sites },
  );
  const goals: Goal[] = [];
  try {
    const host = new URL(sites.en).host;
    await addStaticCopy(cluster, articlePath, host, join(repo, 'tests/.artifacts/bench-static'));
    const rows: string[][] = [];
    for (const gzip of [false, true]) {
      const options = { gzip, connections: CONNECTIONS, seconds: SECONDS, port: FRONT_PORT };
      const front: number[] = [];
      const file: number[] = [];
      await requestRate({ ...options, url: `${sites.en}${articlePath}`, seconds: 1 });
      for (let round = 0; round < ROUNDS; round += 1) {
        const fileRate = await requestRate({ ...options, url: `${sites.en}${STATIC_COPY_PATH}` });
        const frontRate = await requestRate({ ...options, url: `${sites.en}${articlePath}` });
        expectAllAnswered(fileRate, 'the static file');
        expectAllAnswered(frontRate, 'the front');
        file.push(fileRate.rps);
        front.push(frontRate.rps);
      }
      const ratio = median(front) / median(file);
      const encoding = gzip ? 'gzip' : 'no compression';
      rows.push([encoding, withSpread(front), withSpread(file), `${ratio.toFixed(2)}x`]);
      if (gzip) goals.push(rateGoal('the front >= 0.8x nginx serving the same file (gzip)', front, file, 0.8));
    }
    table(['encoding', 'front req/s', 'static file req/s (reference)', 'ratio of medians'], rows);
  } finally {
    await cluster.stop();
  }
  return goals;
}

async function main(): Promise<void> {
  if (!existsSync(CHROMIUM))
    throw new Error(`Lighthouse needs Debian's Chromium at ${CHROMIUM}: run \`bash scripts/ensure-browser.sh\` first.`);
  const started = performance.now();
  const loadAtStart = loadAverages();
  const release = benchRelease(sites);
  // Publishing edits the dataset: a private copy, never the repository's.
  const dataDir = mkdtempSync(join(tmpdir(), 'morphis-bench-'));
  const datasetDir = join(dataDir, 'dataset');
  cpSync(join(repo, 'studio/seed/dataset'), datasetDir, { recursive: true });
  console.info(
    `Starting ${release} on 127.0.0.1:${SITE_PORT} (public origins ${sites.en}, ${sites.zh}, ${sites.ru}); load average ${loadAtStart}...`,
  );
  let site: Server | undefined;
  let bare: BareApp | undefined;
  try {
    site = await startSite(SITE_PORT, { release, origins: sites, datasetDir });
    const article = await articleUrl(SITE_PORT, sites);
    const articleHtml = (await fetchLocal(article, SITE_PORT)).body;
    const articleBytes = Buffer.byteLength(articleHtml);
    console.info(`Article: ${article} (${kb(articleBytes)} of HTML, ${kb(gzipSync(articleHtml).length)} gzipped)`);
    bare = await startBareApp(articleBytes, BARE_PORT);
    console.info(
      `Bare page: ${bare.url} (${kb(bare.htmlBytes)} of HTML, ${kb(gzipSync((await fetchLocal(bare.url)).body).length)} gzipped)`,
    );
    const urls = await sitemapPages(SITE_PORT, sites);

    // Memory first, on fresh servers: the first crawl also renders and caches every page the later sections load.
    // Publishing last: it changes the content every other section measures.
    const memory =
      SECTIONS.has('memory') || SECTIONS.has('publish') ? await memorySection(site, bare, urls) : undefined;
    const goals = [
      ...(memory?.goals ?? []),
      ...(SECTIONS.has('js') ? await firstLoadSection(article, bare) : []),
      ...(SECTIONS.has('lighthouse') ? await lighthouseSection(article, bare) : []),
      ...(SECTIONS.has('rate') ? await rateSection(article, bare) : []),
    ];
    await bare.server.stop();
    bare = undefined;
    if (memory && SECTIONS.has('publish'))
      goals.push(...(await publishSection(site, join(datasetDir, 'data.ndjson'), urls, memory.fresh)));
    await site.stop();
    site = undefined;
    if (SECTIONS.has('front')) goals.push(...(await frontSection(release, new URL(article).pathname)));

    const minutes = ((performance.now() - started) / 60_000).toFixed(1);
    const closing = tableText(
      ['goal', 'measured (reference)', ''],
      goals.map((g) => [g.goal, g.measured, g.pass === undefined ? 'n/a' : g.pass ? 'PASS' : 'FAIL']),
    );
    const met = `${goals.filter((g) => g.pass).length} of ${goals.filter((g) => g.pass !== undefined).length} goals met.`;
    console.info(`\n## Goals (${minutes} min; load average at start ${loadAtStart}, at end ${loadAverages()})`);
    console.info(`${closing}\n\n${met}`);
    if (!ALL_SECTIONS) {
      console.info(`Sections ${[...SECTIONS].join(', ')} only: tests/bench/RESULTS.md left as it was.`);
      return;
    }
    // Only this bench's section of RESULTS.md is replaced; the other benches' latest figures stay.
    writeResultsSection(
      '# Latest site bench',
      [
        '# Latest site bench',
        '',
        `\`npm run bench -w @site/tests\`, the closing table of its latest run (${minutes} min, ${ROUNDS} alternating rounds of ${SECONDS} s,`,
        `${LH_RUNS} Lighthouse runs per page, ${CRAWLS} crawls, ${PUBLISHES} publishes; 1-minute load average ${loadAtStart.split(' / ')[0]} at the start and`,
        `${loadAverages().split(' / ')[0]} at the end, on a machine shared with other work: compare ratios of one run, not absolute rates). The`,
        'bench prints each figure with its median and spread (lowest-highest) above this table.',
        '',
        closing,
        '',
        met,
        '',
      ].join('\n'),
    );
  } finally {
    await bare?.server.stop();
    await site?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Replaces the section of tests/bench/RESULTS.md that starts with `heading` (up to the next `# `), or puts it first. */
function writeResultsSection(heading: string, text: string): void {
  const file = join(repo, 'tests/bench/RESULTS.md');
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
  const start = lines.indexOf(heading);
  const next = start < 0 ? -1 : lines.findIndex((line, i) => i > start && line.startsWith('# '));
  const before = start < 0 ? [] : lines.slice(0, start);
  const after = start < 0 ? lines : next < 0 ? [] : lines.slice(next);
  writeFileSync(file, [...before, text.trimEnd(), '', ...after].join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
