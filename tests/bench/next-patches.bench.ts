/**
 * What each row of the Next.js patch (patches/next.patch.mjs, rows of patches/README.md "Where Next is overridden")
 * still buys: one standalone release copied as is ("all patches") and once per row with only that row's edits
 * reverted in the copy ("without row k"), each started with the artefact's own launcher on a private copy of the
 * dataset, and measured in alternating wrk rounds against each other and against the bare reference app
 * (lib/bare-app.ts): requests/s of the cached English article (plain and gzip) and of the 404 page, median of
 * BENCH_ROUNDS rounds with their spread, and the server's CPU time per request (/proc). Prints a table: per row, the
 * figures with all patches and without that row, and the difference.
 *
 * The edits come from patches/next.patch.mjs itself (one source of truth): a copy reverts a row by putting each
 * edit's `find` text back in place of its `replace` text in the copy's node_modules/next (a text not found exactly
 * once stops the bench), and turns off the minified copy the build bundled of a `dist/esm/` file (BUNDLED_OFF).
 *
 * It takes BENCH_WEB_RELEASE (a release built for http://localhost:BENCH_PATCHES_PORT and its zh./ru. twins), or
 * builds one for those origins (lib/bench-build.ts). Ports: "all patches" on BENCH_PATCHES_PORT (3832), "without row
 * k" on the next port, the bare app on the one after; at most three servers run at once, and each row starts both
 * site servers afresh with the same warm-up (a server running longer has more JIT work behind it). Loopback only, every load
 * bounded in time; every server it started is stopped on exit or Ctrl-C.
 *
 *   npm run bench:patches -w @site/tests
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteUrls } from '@site/schemas';
import nextPatch, { type NextEdit, ROWS } from '../../patches/next.patch.mjs';
import { type BareApp, startBareApp } from './lib/bare-app';
import { benchRelease } from './lib/bench-build';
import { fetchLocal } from './lib/http';
import { loadAverages, median, spread } from './lib/load';
import { articleUrl } from './lib/pages';
import { expectAllAnswered, rateTool, rateWithCpu } from './lib/rate';
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
/** Only these rows (BENCH_PATCH_ROWS=1,3), else every row the patch has. */
const ONLY_ROWS = process.env.BENCH_PATCH_ROWS?.split(',').map(Number);
const NOT_FOUND_PATH = '/this-page-does-not-exist';
const repo = fileURLToPath(new URL('../../', import.meta.url));
const sites: SiteUrls = originsOnPort(ALL_PORT);

const thousands = (value: number) => Math.round(value).toLocaleString('en-US');
const percent = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)}%`;

/** One measured figure: a page, an encoding, the status it must answer. */
interface Figure {
  readonly name: string;
  readonly site: string;
  readonly bare: string;
  readonly gzip: boolean;
  readonly status: number;
}

interface Sample {
  readonly rps: number;
  /** The server's CPU time per request, in microseconds. */
  readonly cpuUs: number;
}

type Variant = 'all' | 'without' | 'bare';

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
 * The build bundles the `dist/esm/` files it uses into its server chunks, minified, where an edit's text no longer
 * appears as written. Row 1's `sendRenderResult` is bundled into the page chunk that way; its bundled copy is turned
 * off by making the patch's condition false (`bytes` null), which leaves Next's own path for a page held as bytes.
 * The other rows' `dist/esm/` files are not in the chunks (the artefact runs their CommonJS files).
 */
const BUNDLED_OFF: Readonly<Record<number, { pattern: RegExp; replacement: string }>> = {
  1: { pattern: /Buffer\.isBuffer\(([\w$]+)\.response\)&&!\1\.waitUntil\?\1\.response:null/g, replacement: 'null' },
};

/** A copy of `release` in `dir` without row `row`'s edits (their `find` texts back in place of their `replace`). */
function copyWithout(release: string, dir: string, row: number): void {
  execFileSync('cp', ['-a', release, dir]);
  const edits = nextPatch.edits.filter((edit) => edit.row === row);
  if (edits.length === 0) throw new Error(`patches/next.patch.mjs has no edit of row ${row}`);
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
async function measure(url: string, port: number, pgid: number, figure: Figure, seconds = SECONDS): Promise<Sample> {
  const rate = await rateWithCpu(
    { url, port, gzip: figure.gzip, connections: CONNECTIONS, seconds },
    figure.status,
    pgid,
  );
  expectAllAnswered(rate, `${figure.name} on ${port}`, figure.status);
  return rate;
}

/** Checks every figure's status on `port` (the bare app's URLs carry their own port). */
async function checkStatuses(
  figures: readonly Figure[],
  port: number | undefined,
  key: 'site' | 'bare',
): Promise<void> {
  for (const figure of figures) {
    const answer = await fetchLocal(figure[key], port);
    if (answer.status !== figure.status)
      throw new Error(
        `${figure.name}: ${figure[key]} on ${port ?? 'its port'} answered ${answer.status}, expected ${figure.status}`,
      );
  }
}

interface RowResult {
  readonly row: number;
  readonly load: string;
  readonly samples: Record<Variant, Map<string, Sample[]>>;
}

/** Rounds of "all", "without row k" and bare, the order of the first two swapped every round. */
async function measureRow(
  row: number,
  figures: readonly Figure[],
  servers: { all: Server; without: Server; bare: BareApp },
): Promise<RowResult> {
  const samples: Record<Variant, Map<string, Sample[]>> = { all: new Map(), without: new Map(), bare: new Map() };
  const targets: Record<Variant, (figure: Figure) => [string, number, number]> = {
    all: (figure) => [figure.site, ALL_PORT, servers.all.pid],
    without: (figure) => [figure.site, WITHOUT_PORT, servers.without.pid],
    bare: (figure) => [figure.bare, BARE_PORT, servers.bare.server.pid],
  };
  // Both site servers are fresh: the same warm-up for each, so that neither is measured with more JIT work behind it.
  for (const figure of figures) {
    await measure(...targets.all(figure), figure, WARMUP_SECONDS);
    await measure(...targets.without(figure), figure, WARMUP_SECONDS);
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    const order: Variant[] = round % 2 === 0 ? ['all', 'without', 'bare'] : ['without', 'all', 'bare'];
    for (const figure of figures) {
      for (const variant of order) {
        const list = samples[variant].get(figure.name) ?? [];
        list.push(await measure(...targets[variant](figure), figure));
        samples[variant].set(figure.name, list);
      }
    }
  }
  return { row, load: loadAverages(), samples };
}

function printRow(result: RowResult, figures: readonly Figure[]): string[][] {
  const rows: string[][] = [];
  for (const figure of figures) {
    const of = (variant: Variant) => result.samples[variant].get(figure.name)!;
    const rps = (variant: Variant) => median(of(variant).map((s) => s.rps));
    const cpu = (variant: Variant) => median(of(variant).map((s) => s.cpuUs));
    // The two runs of one round are back to back: their ratio cancels the machine's slower drifts, so the median of
    // the rounds' ratios is steadier on a shared machine than the ratio of the medians.
    const paired = (key: keyof Sample) =>
      median(of('all').map((sample, round) => sample[key] / of('without')[round]![key])) - 1;
    const line = (variant: Variant) =>
      `${thousands(rps(variant))} (${spread(of(variant).map((s) => s.rps))}), ${cpu(variant).toFixed(0)} µs/req`;
    console.info(
      `  ${figure.name}: all ${line('all')}; without row ${result.row} ${line('without')}; bare ${line('bare')}`,
    );
    rows.push([
      String(result.row),
      ROWS[result.row] ?? '',
      figure.name,
      `${thousands(rps('all'))} (${(rps('all') / rps('bare')).toFixed(2)}x)`,
      `${thousands(rps('without'))} (${(rps('without') / rps('bare')).toFixed(2)}x)`,
      percent(rps('all') / rps('without') - 1),
      percent(paired('rps')),
      `${cpu('all').toFixed(0)} / ${cpu('without').toFixed(0)} (${percent(cpu('all') / cpu('without') - 1)})`,
      percent(paired('cpuUs')),
      thousands(rps('bare')),
    ]);
  }
  return rows;
}

async function main(): Promise<void> {
  const loadAtStart = loadAverages();
  const started = performance.now();
  const release = benchRelease(sites);
  const rows = Object.keys(ROWS)
    .map(Number)
    .filter((row) => !ONLY_ROWS || ONLY_ROWS.includes(row));
  const work = mkdtempSync(join(tmpdir(), 'morphis-patches-'));
  // The servers write rendered pages into their own copy; the dataset is a private copy too.
  const datasetDir = join(work, 'dataset');
  cpSync(join(repo, 'studio/seed/dataset'), datasetDir, { recursive: true });
  let all: Server | undefined;
  let without: Server | undefined;
  let bare: BareApp | undefined;
  try {
    console.info(`Copying ${release} (all patches; each row's copy is made when its turn comes)...`);
    execFileSync('cp', ['-a', release, join(work, 'all')]);

    all = await startSite(ALL_PORT, { release: join(work, 'all'), origins: sites, datasetDir });
    const article = await articleUrl(ALL_PORT, sites);
    const articleBytes = Buffer.byteLength((await fetchLocal(article, ALL_PORT)).body);
    await all.stop();
    all = undefined;
    bare = await startBareApp(articleBytes, BARE_PORT);
    const figures: Figure[] = [
      { name: 'article', site: article, bare: bare.url, gzip: false, status: 200 },
      { name: 'article, gzip', site: article, bare: bare.url, gzip: true, status: 200 },
      {
        name: '404',
        site: `${sites.en}${NOT_FOUND_PATH}`,
        bare: new URL(NOT_FOUND_PATH, bare.url).href,
        gzip: false,
        status: 404,
      },
    ];
    await checkStatuses(figures, undefined, 'bare');
    for (const figure of figures) await measure(figure.bare, BARE_PORT, bare.server.pid, figure, WARMUP_SECONDS);
    console.info(
      `${rateTool === 'wrk' ? 'wrk' : 'Node client (wrk not installed)'}, ${CONNECTIONS} connections, ${SECONDS} s runs, ` +
        `median of ${ROUNDS} alternating rounds per row; article ${article} (${articleBytes} bytes), bare ${bare.url} ` +
        `(${bare.htmlBytes} bytes); load average ${loadAtStart}`,
    );

    const table: string[][] = [];
    for (const row of rows) {
      const copy = join(work, `without-${row}`);
      copyWithout(release, copy, row);
      // "All patches" is started again with each row, so that both servers of a row are equally fresh.
      all = await startSite(ALL_PORT, { release: join(work, 'all'), origins: sites, datasetDir });
      without = await startSite(WITHOUT_PORT, { release: copy, origins: sites, datasetDir });
      await checkStatuses(figures, ALL_PORT, 'site');
      await checkStatuses(figures, WITHOUT_PORT, 'site');
      // Row 1 shows in the headers: a page held as bytes has a Content-Length only with it.
      const length = async (port: number) =>
        (await fetchLocal(article, port)).headers['content-length'] ?? 'none (chunked)';
      console.info(
        `\nRow ${row} (${ROWS[row]}), load average ${loadAverages()}; the article's Content-Length: ` +
          `all ${await length(ALL_PORT)}, without row ${row} ${await length(WITHOUT_PORT)}`,
      );
      const result = await measureRow(row, figures, { all, without, bare });
      await without.stop();
      without = undefined;
      await all.stop();
      all = undefined;
      rmSync(copy, { recursive: true, force: true });
      table.push(...printRow(result, figures));
      console.info(`  load average at the end of row ${row}: ${result.load}`);
    }

    const header = [
      '#',
      'what',
      'page',
      'req/s, all patches (x bare)',
      'req/s, without it (x bare)',
      'gain',
      'gain, paired',
      'CPU µs/req, all / without',
      'CPU, paired',
      'bare req/s',
    ];
    const minutes = ((performance.now() - started) / 60_000).toFixed(1);
    console.info(
      `\n## Each patch row (${minutes} min; load average at start ${loadAtStart}, at end ${loadAverages()})`,
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
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
