/**
 * Before and after a change, in one run: two or more standalone releases, each started with the artefact's own
 * launcher on a private copy of the dataset, measured in alternating wrk rounds against each other and against the
 * bare reference app (lib/bare-app.ts). Requests/s of the cached English article, the home page and the 404 page
 * (plain; also gzip with BENCH_GZIP=1), median of BENCH_ROUNDS rounds with their spread, and each server's CPU time
 * per request (/proc), which moves far less than requests/s when neighbours load the machine. Every release after
 * the first is also given as a difference from the first.
 *
 * The releases must be built for the same origins, http://localhost:BENCH_RELEASES_ORIGIN_PORT (3711 by default: the
 * site bench's, so `.cache/releases/bench` and copies of it qualify) and its zh./ru. twins. To compare a change:
 *
 *   cp -a "$(realpath .cache/releases/bench)" /tmp/before       # the site bench's release, before the change
 *   SITE_URL_EN=http://localhost:3711 SITE_URL_ZH=http://zh.localhost:3711 SITE_URL_RU=http://ru.localhost:3711 \
 *     bash scripts/build-web.sh bench                            # after it
 *   BENCH_RELEASES=/tmp/before,$PWD/.cache/releases/bench npm run bench:releases -w @site/tests
 *
 * Ports: the releases on BENCH_RELEASES_PORT (3851) and the ports after it, the bare app on BENCH_RELEASES_PORT + 9.
 * Loopback only, every load bounded in time; every server it started is stopped on exit or Ctrl-C.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BareApp, startBareApp } from './lib/bare-app';
import { fetchLocal } from './lib/http';
import { loadAverages, median, spread } from './lib/load';
import { articleUrl } from './lib/pages';
import { expectAllAnswered, rateWithCpu, requestRate } from './lib/rate';
import type { Server } from './lib/servers';
import { startSite } from './lib/site-server';
import { originsOnPort } from './lib/sites';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const PORT = env('BENCH_RELEASES_PORT', 3851);
const BARE_PORT = PORT + 9;
const ROUNDS = env('BENCH_ROUNDS', 5);
const SECONDS = env('BENCH_SECONDS', 4);
const CONNECTIONS = env('BENCH_CONNECTIONS', 10);
const NOT_FOUND_PATH = '/this-page-does-not-exist';
const sites = originsOnPort(env('BENCH_RELEASES_ORIGIN_PORT', 3711));
const repo = fileURLToPath(new URL('../../', import.meta.url));
const releases = (process.env.BENCH_RELEASES ?? '').split(',').filter(Boolean);

interface Measured {
  readonly name: string;
  readonly port: number;
  readonly server: Server;
}

async function main(): Promise<void> {
  if (releases.length < 2 || releases.length > 8)
    throw new Error('BENCH_RELEASES: two to eight release folders, comma-separated (see the head of this file)');
  const loadAtStart = loadAverages();
  const dataDir = mkdtempSync(join(tmpdir(), 'morphis-releases-'));
  cpSync(join(repo, 'studio/seed/dataset'), join(dataDir, 'dataset'), { recursive: true });
  const servers: Measured[] = [];
  let bare: BareApp | undefined;
  try {
    for (const [index, release] of releases.entries()) {
      const port = PORT + index;
      const server = await startSite(port, {
        release: resolve(release),
        origins: sites,
        datasetDir: join(dataDir, 'dataset'),
      });
      servers.push({ name: `${index + 1}. ${basename(resolve(release))}`, port, server });
    }
    const article = await articleUrl(PORT, sites);
    const articleBytes = Buffer.byteLength((await fetchLocal(article, PORT)).body);
    bare = await startBareApp(articleBytes, BARE_PORT);
    const all: Measured[] = [...servers, { name: 'bare app', port: BARE_PORT, server: bare.server }];
    const pages = [
      { name: 'cached article', path: new URL(article).pathname, status: 200 },
      { name: 'home', path: '/', status: 200 },
      { name: '404', path: NOT_FOUND_PATH, status: 404 },
    ];
    const encodings = process.env.BENCH_GZIP === '1' ? [false, true] : [false];
    console.info(
      `${releases.length} releases and the bare app, ${ROUNDS} alternating rounds of ${SECONDS} s, wrk -c${CONNECTIONS}; load average ${loadAtStart}`,
    );
    const rows: string[][] = [];
    for (const page of pages) {
      for (const gzip of encodings) {
        const url = (one: Measured) =>
          one.port === BARE_PORT
            ? page.status === 200
              ? bare!.url
              : new URL(page.path, bare!.url).href
            : `${sites.en}${page.path}`;
        const options = { gzip, connections: CONNECTIONS };
        for (const one of all)
          await requestRate({ ...options, url: url(one), port: one.port, seconds: 2 }, page.status);
        const rates = all.map(() => [] as number[]);
        const cpu = all.map(() => [] as number[]);
        for (let round = 0; round < ROUNDS; round += 1) {
          for (const [index, one] of all.entries()) {
            const rate = await rateWithCpu(
              { ...options, url: url(one), port: one.port, seconds: SECONDS },
              page.status,
              one.server.pid,
            );
            expectAllAnswered(rate, `${one.name}, ${page.name}`, page.status);
            rates[index]!.push(rate.rps);
            cpu[index]!.push(rate.cpuUs);
          }
        }
        const bareRate = median(rates.at(-1)!);
        const first = { rate: median(rates[0]!), cpu: median(cpu[0]!) };
        for (const [index, one] of all.entries()) {
          const rate = median(rates[index]!);
          const perRequest = median(cpu[index]!);
          const versusFirst =
            index === 0 || index === all.length - 1
              ? ''
              : `${signed((rate / first.rate - 1) * 100)} req/s, ${signed((perRequest / first.cpu - 1) * 100)} CPU`;
          rows.push([
            index === 0 ? `${page.name}${gzip ? ', gzip' : ''}` : '',
            one.name,
            `${Math.round(rate).toLocaleString('en-US')} (${spread(rates[index]!)})`,
            `${(rate / bareRate).toFixed(2)}x`,
            Math.round(perRequest).toLocaleString('en-US'),
            versusFirst,
          ]);
        }
      }
    }
    const header = ['page', 'server', 'req/s (spread)', 'x bare', 'CPU µs/req', 'vs release 1'];
    console.info(
      [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n') +
        `\n\nload average at the end ${loadAverages()}`,
    );
  } finally {
    for (const one of servers) await one.server.stop();
    await bare?.server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const signed = (percent: number) => `${percent >= 0 ? '+' : ''}${percent.toFixed(1)} %`;

await main();
