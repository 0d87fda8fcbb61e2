/**
 * What each row of the Next.js patch (patches/next.patch.mjs, rows of patches/README.md "Where Next is overridden")
 * and the response hooks still buy: one standalone release copied as is ("all patches") and once per row with only
 * that row's edits reverted in the copy ("without row k"; for the hooks, a copy whose hook wrapper is never installed,
 * for the measurement only), measured in alternating wrk rounds, median of BENCH_ROUNDS with their spread:
 *   1. one instance each (the artefact's own launcher, a private copy of the dataset), against each other and the
 *      bare reference app (lib/bare-app.ts): the cached English article (plain and gzip), the cached 404 page, and
 *      a miss: a 404 whose path no request repeats, which Next renders and stores every time; with the server's CPU
 *      time per request (/proc);
 *   2. the production shape: each copy as a cluster (tests/cluster/support.ts: the front's micro-cache over two
 *      instances and Redis), the cached English article through the front (plain and gzip).
 * Prints a table: per row and figure, all patches and without the row, and the difference.
 *
 * The edits come from patches/next.patch.mjs itself (one source of truth): a copy reverts a row by putting each
 * edit's `find` text back in place of its `replace` text in the copy's node_modules/next (a text not found exactly
 * once stops the bench), and turns off the minified copy the build bundled of a `dist/esm/` file (BUNDLED_OFF).
 *
 * It takes BENCH_WEB_RELEASE (a release built for http://localhost:BENCH_PATCHES_PORT and its zh./ru. twins), or
 * builds one for those origins (lib/bench-build.ts). Ports: "all patches" on BENCH_PATCHES_PORT (3832), "without row
 * k" on the next port, the bare app on the one after; the two clusters on the cluster tests' kind of ports (moved by
 * CLUSTER_TEST_PORT_OFFSET). Each row starts both single servers afresh with the same warm-up (a server running
 * longer has more JIT work behind it); the "all patches" cluster runs for the whole bench (its instances see about
 * one request per second per page behind the micro-cache). Loopback only, every load bounded in time; every server
 * and cluster it started is stopped when it ends or fails, and the single servers on Ctrl-C too (a cluster left by
 * Ctrl-C: `kill` the pids in its folder's run/, printed at its start).
 *
 *   npm run bench:patches -w @site/tests        BENCH_PATCH_ROWS=1,3,hooks for some rows only
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteUrls } from '@site/schemas';
import nextPatch, { type NextEdit, ROWS } from '../../patches/next.patch.mjs';
import { startTestCluster, type TestCluster, testPort } from '../cluster/support';
import { type BareApp, startBareApp } from './lib/bare-app';
import { benchRelease } from './lib/bench-build';
import { fetchLocal } from './lib/http';
import { loadAverages, median, spread } from './lib/load';
import { articleUrl } from './lib/pages';
import { expectAllAnswered, rateTool, rateWithCpu, requestRate } from './lib/rate';
import type { Server } from './lib/servers';
import { startSite } from './lib/site-server';
import { originsOnPort } from './lib/sites';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ALL_PORT = env('BENCH_PATCHES_PORT', 3832);
const WITHOUT_PORT = ALL_PORT + 1;
const BARE_PORT = ALL_PORT + 2;
const ROUNDS = env('BENCH_ROUNDS', 5);
const SECONDS = env('BENCH_SECONDS', 5);
const CONNECTIONS = env('BENCH_CONNECTIONS', 10);
// A fresh server keeps getting faster for a while (its JIT): with 3 s of warm-up, which edit looked better changed
// from run to run.
const WARMUP_SECONDS = env('BENCH_WARMUP_SECONDS', 20);
/** The response hooks' row in BENCH_PATCH_ROWS and the table (patches/README.md names them; they are no patch edit). */
const HOOKS = 'hooks' as const;
type Row = number | typeof HOOKS;
/** Only these rows (BENCH_PATCH_ROWS=1,3,hooks), else every row the patch has and the hooks. */
const ONLY_ROWS = process.env.BENCH_PATCH_ROWS?.split(',').map((row): Row => (row === HOOKS ? HOOKS : Number(row)));
const NOT_FOUND_PATH = '/this-page-does-not-exist';
/** Two clusters ("all patches", "without row k"), on ports of their own like the cluster tests'. */
const clusterPorts = (index: 0 | 1) => ({
  redis: testPort(6385 + index),
  instances: [testPort(3185 + 2 * index), testPort(3186 + 2 * index)] as [number, number],
  front: testPort(8185 + 2 * index),
  backend: testPort(3189),
});
const repo = fileURLToPath(new URL('../../', import.meta.url));
const sites: SiteUrls = originsOnPort(ALL_PORT);

const thousands = (value: number) => Math.round(value).toLocaleString('en-US');
const percent = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)}%`;
const rowName = (row: Row) => (row === HOOKS ? 'response hooks (all six and their wrapper)' : (ROWS[row] ?? ''));

/** One measured figure: a page, an encoding, the status it must answer, where it is served. */
interface Figure {
  readonly name: string;
  readonly site: string;
  /** The bare app's URL for the same answer; none for a miss (the bare app has no render to miss). */
  readonly bare?: string;
  readonly gzip: boolean;
  readonly status: number;
  /** A path of its own for every request (lib/rate.ts): nothing cached answers it. */
  readonly miss?: boolean;
  /** Through the front of a cluster, not from one instance. */
  readonly front?: boolean;
}

interface Sample {
  readonly rps: number;
  /** The server's CPU time per request, in microseconds; none through the front (many processes). */
  readonly cpuUs?: number;
}

type Variant = 'all' | 'without' | 'bare';
type Measure = (figure: Figure, seconds: number) => Promise<Sample>;
type Samples = Record<Variant, Map<string, Sample[]>>;

/** Every file under `dir` whose name ends with `.js`. */
function jsFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

/** Puts `edit.find` back in place of `edit.replace` in `path`; the replacement must be there exactly once. */
function revertIn(path: string, edit: NextEdit, copy: string): void {
  const text = readFileSync(path, 'utf8');
  const found = text.split(edit.replace).length - 1;
  if (found !== 1) {
    throw new Error(
      `row ${edit.row}: ${relative(copy, path)} holds the patched text of next/${edit.file} ${found} times, expected ` +
        'once: is the release built from the patched node_modules (patches/next.patch.mjs)?',
    );
  }
  writeFileSync(
    path,
    text.replace(edit.replace, () => edit.find),
  );
}

/**
 * Texts turned off in the build's server chunks, which are minified. The build bundles the `dist/esm/` files it uses
 * into its server chunks, where an edit's text no longer appears as written. Row 1's `sendRenderResult` is bundled
 * into the page chunk that way; its bundled copy is turned off by making the patch's condition false (`bytes` null),
 * which leaves Next's own path for a page held as bytes. The other rows' `dist/esm/` files are not in the chunks (the
 * artefact runs their CommonJS files). The hooks: the `writeHead` wrapper of installResponseHooks is assigned to a
 * property nothing reads, so Node's own `writeHead` runs and no hook does (no readiness 503, no request id, no
 * metrics: a copy for measuring their cost, never for serving).
 */
const BUNDLED_OFF: Readonly<Partial<Record<Row, { pattern: RegExp; replacement: string }>>> = {
  1: { pattern: /Buffer\.isBuffer\(([\w$]+)\.response\)&&!\1\.waitUntil\?\1\.response:null/g, replacement: 'null' },
  [HOOKS]: {
    pattern: /\.writeHead=function\((\.\.\.[\w$]+\)\{if\(!this\.headersSent&&)/g,
    replacement: '.__benchHooksOff=function($1',
  },
};

/** A copy of `release` in `dir` without row `row`'s edits (their `find` texts back in place of their `replace`). */
function copyWithout(release: string, dir: string, row: Row): void {
  execFileSync('cp', ['-a', release, dir]);
  const edits = nextPatch.edits.filter((edit) => edit.row === row);
  if (edits.length === 0 && row !== HOOKS) throw new Error(`patches/next.patch.mjs has no edit of row ${row}`);
  for (const edit of edits) {
    if (!edit.file.startsWith('dist/esm/')) revertIn(join(dir, 'node_modules/next', edit.file), edit, dir);
  }
  const chunks = jsFiles(join(dir, 'web/.next/server'));
  const off = BUNDLED_OFF[row];
  if (off) {
    let found = 0;
    for (const chunk of chunks) {
      const text = readFileSync(chunk, 'utf8');
      const matches = text.match(off.pattern)?.length ?? 0;
      if (matches === 0) continue;
      found += matches;
      writeFileSync(chunk, text.replace(off.pattern, off.replacement));
    }
    if (found === 0)
      throw new Error(`row ${row}: its bundled copy (${off.pattern}) is in none of the build's server chunks`);
  }
  const left = [...chunks, ...jsFiles(join(dir, 'node_modules/next/dist'))].filter((file) => {
    const text = readFileSync(file, 'utf8');
    return edits.some((edit) => text.includes(edit.replace));
  });
  if (left.length > 0)
    throw new Error(`row ${row}: patched text left in ${left.map((file) => relative(dir, file)).join(', ')}`);
}

/** Requests/s of `url` on `port` and the CPU time per request of the server whose process group is `pgid`. */
async function measure(url: string, port: number, pgid: number, figure: Figure, seconds: number): Promise<Sample> {
  const options = { url, port, gzip: figure.gzip, connections: CONNECTIONS, seconds, uniquePaths: figure.miss };
  const rate = await rateWithCpu(options, figure.status, pgid);
  expectAllAnswered(rate, `${figure.name} on ${port}`, figure.status);
  return rate;
}

/** Requests/s of `figure` through a cluster's front. */
async function measureFront(cluster: TestCluster, figure: Figure, seconds: number): Promise<Sample> {
  const options = { url: figure.site, port: cluster.front, gzip: figure.gzip, connections: CONNECTIONS, seconds };
  const rate = await requestRate(options, figure.status);
  expectAllAnswered(rate, `${figure.name} through the front on ${cluster.front}`, figure.status);
  return rate;
}

/** Checks every figure's status on `port` (the bare app's URLs carry their own port). */
async function checkStatuses(
  figures: readonly Figure[],
  port: number | undefined,
  key: 'site' | 'bare',
): Promise<void> {
  for (const figure of figures) {
    const url = figure[key];
    if (!url) continue;
    const answer = await fetchLocal(figure.miss ? `${url}-${Date.now()}` : url, port);
    if (answer.status !== figure.status)
      throw new Error(
        `${figure.name}: ${url} on ${port ?? 'its port'} answered ${answer.status}, expected ${figure.status}`,
      );
  }
}

/**
 * Warm-up of "all" and "without" alike, then rounds of "all", "without row k" and bare (when given and the figure
 * has one), the order of the first two swapped every round.
 */
async function measureRounds(
  figures: readonly Figure[],
  measures: { all: Measure; without: Measure; bare?: Measure },
  warmupSeconds: number,
): Promise<Samples> {
  const samples: Samples = { all: new Map(), without: new Map(), bare: new Map() };
  for (const figure of figures) {
    await measures.all(figure, warmupSeconds);
    await measures.without(figure, warmupSeconds);
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    const order: Variant[] = round % 2 === 0 ? ['all', 'without', 'bare'] : ['without', 'all', 'bare'];
    for (const figure of figures) {
      for (const variant of order) {
        const run = measures[variant];
        if (!run || (variant === 'bare' && !figure.bare)) continue;
        const list = samples[variant].get(figure.name) ?? [];
        list.push(await run(figure, SECONDS));
        samples[variant].set(figure.name, list);
      }
    }
  }
  return samples;
}

function tableRows(row: Row, samples: Samples, figures: readonly Figure[]): string[][] {
  const rows: string[][] = [];
  for (const figure of figures) {
    const of = (variant: Variant) => samples[variant].get(figure.name) ?? [];
    const rps = (variant: Variant) => median(of(variant).map((s) => s.rps));
    const cpu = (variant: Variant) => median(of(variant).map((s) => s.cpuUs ?? Number.NaN));
    // The two runs of one round are back to back: their ratio cancels the machine's slower drifts, so the median of
    // the rounds' ratios is steadier on a shared machine than the ratio of the medians.
    const paired = (value: (sample: Sample) => number) =>
      median(of('all').map((sample, round) => value(sample) / value(of('without')[round]!))) - 1;
    const ratios = of('all').map((sample, round) => sample.rps / of('without')[round]!.rps - 1);
    const bare = (variant: Variant) => (figure.bare ? ` (${(rps(variant) / rps('bare')).toFixed(2)}x)` : '');
    const withSpread = (variant: Variant) => `${thousands(rps(variant))} (${spread(of(variant).map((s) => s.rps))})`;
    const measuredCpu = !figure.front;
    rows.push([
      String(row),
      rowName(row),
      figure.name,
      `${withSpread('all')}${bare('all')}`,
      `${withSpread('without')}${bare('without')}`,
      percent(paired((s) => s.rps)),
      spread(ratios, percent),
      measuredCpu ? `${cpu('all').toFixed(0)} / ${cpu('without').toFixed(0)}` : '-',
      measuredCpu ? percent(paired((s) => s.cpuUs!)) : '-',
      figure.bare ? thousands(rps('bare')) : '-',
    ]);
  }
  return rows;
}

async function main(): Promise<void> {
  const loadAtStart = loadAverages();
  const started = performance.now();
  const release = benchRelease(sites);
  const rows: Row[] = [...Object.keys(ROWS).map(Number), HOOKS].filter((row) => !ONLY_ROWS || ONLY_ROWS.includes(row));
  const work = mkdtempSync(join(tmpdir(), 'morphis-patches-'));
  // The servers write rendered pages into their own copy; the dataset is a private copy too.
  const datasetDir = join(work, 'dataset');
  cpSync(join(repo, 'studio/seed/dataset'), datasetDir, { recursive: true });
  let all: Server | undefined;
  let without: Server | undefined;
  let bare: BareApp | undefined;
  let allCluster: TestCluster | undefined;
  let withoutCluster: TestCluster | undefined;
  const startCluster = async (standaloneDir: string, index: 0 | 1) => {
    const cluster = await startTestCluster(clusterPorts(index), { standaloneDir, siteUrls: sites }, datasetDir);
    console.info(`  cluster on ${cluster.front} (pids in ${cluster.options.dir}/run)`);
    return cluster;
  };
  try {
    console.info(`Copying ${release} (all patches; each row's copy is made when its turn comes)...`);
    execFileSync('cp', ['-a', release, join(work, 'all')]);

    all = await startSite(ALL_PORT, { release: join(work, 'all'), origins: sites, datasetDir });
    const article = await articleUrl(ALL_PORT, sites);
    const articleBytes = Buffer.byteLength((await fetchLocal(article, ALL_PORT)).body);
    await all.stop();
    all = undefined;
    bare = await startBareApp(articleBytes, BARE_PORT);
    const notFound = { site: `${sites.en}${NOT_FOUND_PATH}`, gzip: false, status: 404 };
    const figures: Figure[] = [
      { name: 'article', site: article, bare: bare.url, gzip: false, status: 200 },
      { name: 'article, gzip', site: article, bare: bare.url, gzip: true, status: 200 },
      { name: '404', ...notFound, bare: new URL(NOT_FOUND_PATH, bare.url).href },
      { name: '404, a miss', ...notFound, miss: true },
    ];
    const frontFigures: Figure[] = [
      { name: 'article, front', site: article, gzip: false, status: 200, front: true },
      { name: 'article, gzip, front', site: article, gzip: true, status: 200, front: true },
    ];
    await checkStatuses(figures, undefined, 'bare');
    for (const figure of figures)
      if (figure.bare) await measure(figure.bare, BARE_PORT, bare.server.pid, figure, WARMUP_SECONDS);
    console.info('Starting the "all patches" cluster...');
    allCluster = await startCluster(join(work, 'all'), 0);
    console.info(
      `${rateTool === 'wrk' ? 'wrk' : 'Node client (wrk not installed)'}, ${CONNECTIONS} connections, ${SECONDS} s runs, ` +
        `median of ${ROUNDS} alternating rounds per row; article ${article} (${articleBytes} bytes), bare ${bare.url} ` +
        `(${bare.htmlBytes} bytes); load average ${loadAtStart}`,
    );

    const table: string[][] = [];
    for (const row of rows) {
      const copy = join(work, `without-${row}`);
      copyWithout(release, copy, row);
      // "All patches" is started again with each row, so that both servers of a row are equally fresh: without the
      // pages the last row's misses stored either.
      rmSync(join(work, 'all/web/.next/server/route-cache'), { recursive: true, force: true });
      all = await startSite(ALL_PORT, { release: join(work, 'all'), origins: sites, datasetDir });
      without = await startSite(WITHOUT_PORT, { release: copy, origins: sites, datasetDir });
      await checkStatuses(figures, ALL_PORT, 'site');
      await checkStatuses(figures, WITHOUT_PORT, 'site');
      // Row 1 shows in the headers (a page held as bytes has a Content-Length only with it), and so do the hooks
      // (the observe hook gives back the request's id).
      const head = async (port: number) => {
        const { headers } = await fetchLocal(article, port, { 'x-request-id': 'bench-probe' });
        const id = headers['x-request-id'] === 'bench-probe' ? 'request id echoed' : 'no request id';
        return `${headers['content-length'] ?? 'chunked'}, ${id}`;
      };
      console.info(
        `\nRow ${row} (${rowName(row)}), load average ${loadAverages()}; the article's Content-Length, hooks: ` +
          `all ${await head(ALL_PORT)}; without row ${row} ${await head(WITHOUT_PORT)}`,
      );
      const servers = { all, without, bare };
      const single = await measureRounds(
        figures,
        {
          all: (figure, seconds) => measure(figure.site, ALL_PORT, servers.all.pid, figure, seconds),
          without: (figure, seconds) => measure(figure.site, WITHOUT_PORT, servers.without.pid, figure, seconds),
          bare: (figure, seconds) => measure(figure.bare!, BARE_PORT, servers.bare.server.pid, figure, seconds),
        },
        WARMUP_SECONDS,
      );
      await without.stop();
      without = undefined;
      await all.stop();
      all = undefined;
      table.push(...tableRows(row, single, figures));

      withoutCluster = await startCluster(copy, 1);
      const clusters = { all: allCluster, without: withoutCluster };
      // Behind the micro-cache the instances see about one request per second per page: a short warm-up is enough.
      const front = await measureRounds(
        frontFigures,
        {
          all: (figure, seconds) => measureFront(clusters.all, figure, seconds),
          without: (figure, seconds) => measureFront(clusters.without, figure, seconds),
        },
        Math.min(WARMUP_SECONDS, SECONDS),
      );
      await withoutCluster.stop();
      withoutCluster = undefined;
      rmSync(copy, { recursive: true, force: true });
      table.push(...tableRows(row, front, frontFigures));
      for (const line of table.slice(-figures.length - frontFigures.length))
        console.info(`  ${line.slice(2).join('; ')}`);
      console.info(`  load average at the end of row ${row}: ${loadAverages()}`);
    }

    const header = [
      '#',
      'what',
      'page',
      'req/s, all patches (spread; x bare)',
      'req/s, without it (spread; x bare)',
      'gain, paired',
      'gain, spread of the rounds',
      'CPU µs/req, all / without',
      'CPU, paired',
      'bare req/s',
    ];
    const minutes = ((performance.now() - started) / 60_000).toFixed(1);
    console.info(
      `\n## Each patch row (${minutes} min, ${ROUNDS} rounds; load average at start ${loadAtStart}, at end ${loadAverages()})`,
    );
    console.info(
      [
        `| ${header.join(' | ')} |`,
        `|${header.map(() => '---').join('|')}|`,
        ...table.map((r) => `| ${r.join(' | ')} |`),
      ].join('\n'),
    );
  } finally {
    await without?.stop();
    await bare?.server.stop();
    await all?.stop();
    await withoutCluster?.stop();
    await allCluster?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
