/**
 * Lighthouse mobile alone (the Lighthouse part of site.bench.ts, without the crawls and load rounds): the six page
 * types of the phone goal (home, article, pricing, download, the Chinese home, the German blog) against the bare
 * Next.js page of the article's HTML size, measured in the same run, for one or more builds at once, so a change is
 * judged before and after on the same machine in the same minutes. Runs alternate (bare, then each build, page by
 * page, round by round) so that the load of a shared machine hits all of them alike; each page and the bare page get
 * one unrecorded run first (lib/lighthouse.ts says why). Prints the median and the spread (min-max) of each figure
 * and PASS/FAIL per build against: score >= bare - 3 and TBT <= bare + 150 ms on every page type.
 *
 *   After a build: npm run bench:phone -w @site/tests
 *   Before and after: PHONE_BUILDS="before=.cache/releases/main,after=web/.next/standalone" npm run bench:phone -w @site/tests
 *
 * PHONE_BUILDS: name=standalone-dir pairs (relative to the repository's root; default `site=web/.next/standalone`),
 * all built with the same SITE_URL_* as this run's environment. The first build listens on BENCH_SITE_PORT (3711), the
 * bare page on BENCH_BARE_PORT (3712), further builds on the bare port + 1, + 2... BENCH_LH_RUNS (3) rounds;
 * PHONE_PAGES (e.g. `home,download`) measures only those page types. Exits 0 when goals fail (a report).
 */
import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BareApp, startBareApp } from './lib/bare-app';
import { fetchLocal } from './lib/http';
import { CHROMIUM, type LighthouseFigures, type LighthouseRunner, startLighthouse } from './lib/lighthouse';
import { median } from './lib/load';
import { articleUrl, phonePageTypes } from './lib/pages';
import type { Server } from './lib/servers';
import { startSite } from './lib/site-server';
import { sites } from './lib/sites';
import { kb } from './lib/turbopack-build';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SITE_PORT = env('BENCH_SITE_PORT', 3711);
const BARE_PORT = env('BENCH_BARE_PORT', 3712);
const RUNS = env('BENCH_LH_RUNS', 3);
const repo = fileURLToPath(new URL('../../', import.meta.url));

interface Build {
  readonly name: string;
  readonly dir: string;
  readonly port: number;
  server?: Server;
  lighthouse?: LighthouseRunner;
}

function builds(): Build[] {
  const spec = process.env.PHONE_BUILDS?.trim() || 'site=web/.next/standalone';
  return spec.split(',').map((pair, index) => {
    const [name, dir] = pair.split('=');
    if (!name || !dir) throw new Error(`PHONE_BUILDS: expected name=directory pairs, got "${pair}"`);
    const absolute = isAbsolute(dir) ? dir : resolve(repo, dir);
    if (!existsSync(`${absolute}/web/serve.sh`))
      throw new Error(`PHONE_BUILDS: ${absolute} is not a standalone build (no web/serve.sh)`);
    return { name, dir: absolute, port: index === 0 ? SITE_PORT : BARE_PORT + index };
  });
}

function pages(article: string): [name: string, url: string][] {
  const all = phonePageTypes(article, sites);
  const only = process.env.PHONE_PAGES?.split(',').map((name) => name.trim());
  return only ? all.filter(([name]) => only.some((wanted) => name.startsWith(wanted))) : all;
}

const spread = (values: number[], digits = 0) =>
  `${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)}`;

function summary(runs: LighthouseFigures[]): { score: number; tbtMs: number; cells: string[] } {
  const scores = runs.map((r) => r.score);
  const tbts = runs.map((r) => r.tbtMs);
  const lcps = runs.map((r) => r.lcpMs);
  return {
    score: median(scores),
    tbtMs: median(tbts),
    cells: [
      `${median(scores).toFixed(0)} (${spread(scores)})`,
      `${median(tbts).toFixed(0)} ms (${spread(tbts)})`,
      `${median(lcps).toFixed(0)} ms (${spread(lcps)})`,
    ],
  };
}

async function main(): Promise<void> {
  if (!existsSync(CHROMIUM))
    throw new Error(`Lighthouse needs Debian's Chromium at ${CHROMIUM}: run \`bash scripts/ensure-browser.sh\` first.`);
  const started = performance.now();
  const targets = builds();
  let bare: BareApp | undefined;
  try {
    for (const build of targets) {
      console.info(
        `Starting ${build.name} (${build.dir}) on 127.0.0.1:${build.port}, public origins ${sites.en}, ${sites.zh}...`,
      );
      build.server = await startSite(build.port, {
        release: build.dir,
        origins: sites,
        datasetDir: resolve(repo, 'studio/seed/dataset'),
      });
      build.lighthouse = await startLighthouse([sites.en, sites.zh, sites.ru], build.port);
    }
    const first = targets[0]!;
    const article = await articleUrl(first.port);
    const articleBytes = Buffer.byteLength((await fetchLocal(article, first.port)).body);
    bare = await startBareApp(articleBytes, BARE_PORT);
    console.info(`Article ${article} (${kb(articleBytes)} of HTML); bare page ${bare.url} (${kb(bare.htmlBytes)})`);
    // Its address is 127.0.0.1, which every build's Chromium leaves unmapped: the first one loads it.
    const bareLighthouse = first.lighthouse!;

    const list = pages(article);
    const bareRuns: LighthouseFigures[] = [];
    const siteRuns = new Map<string, LighthouseFigures[]>();
    const key = (build: Build, page: string) => `${build.name}\n${page}`;
    await bareLighthouse.once(bare.url);
    for (const [, url] of list) for (const build of targets) await build.lighthouse!.once(url);
    for (let round = 1; round <= RUNS; round += 1) {
      console.info(`Round ${round} of ${RUNS}...`);
      for (const [name, url] of list) {
        bareRuns.push(await bareLighthouse.once(bare.url));
        for (const build of targets) {
          const runs = siteRuns.get(key(build, name)) ?? [];
          runs.push(await build.lighthouse!.once(url));
          siteRuns.set(key(build, name), runs);
        }
      }
    }

    const reference = summary(bareRuns);
    console.info(
      `\n## Lighthouse mobile (default emulation and throttling): median (min-max) of ${RUNS} run(s) per page and build`,
    );
    console.info(
      `Bare page, ${bareRuns.length} runs alternating with the pages': score ${reference.cells[0]}, TBT ${reference.cells[1]}, LCP ${reference.cells[2]}\n`,
    );
    console.info('| page | build | score | TBT | LCP |');
    console.info('|---|---|---|---|---|');
    const failures = new Map<string, string[]>(targets.map((build) => [build.name, []]));
    for (const [name] of list) {
      for (const build of targets) {
        const figures = summary(siteRuns.get(key(build, name))!);
        console.info(`| ${name} | ${build.name} | ${figures.cells.join(' | ')} |`);
        if (figures.score < reference.score - 3)
          failures.get(build.name)!.push(`${name} score ${figures.score.toFixed(0)}`);
        if (figures.tbtMs > reference.tbtMs + 150)
          failures.get(build.name)!.push(`${name} TBT ${figures.tbtMs.toFixed(0)} ms`);
      }
    }
    console.info(
      `\n## Goal: score >= bare - 3 (${(reference.score - 3).toFixed(0)}) and TBT <= bare + 150 ms (${(reference.tbtMs + 150).toFixed(0)} ms) on every page (${((performance.now() - started) / 60_000).toFixed(1)} min)`,
    );
    for (const build of targets) {
      const missed = failures.get(build.name)!;
      console.info(`${build.name}: ${missed.length ? `FAIL (${missed.join(', ')})` : 'PASS'}`);
    }
  } finally {
    await bare?.server.stop();
    for (const build of targets) {
      await build.lighthouse?.close();
      await build.server?.stop();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
