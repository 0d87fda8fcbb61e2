/**
 * Serving cost of a cached (prerendered) article page against a bare Next.js page of the same HTML size, measured
 * in the same run, and the gzipped first-load JavaScript of each page type against the bare page.
 *
 * Needs the site running (`npm start`, or SITE_URL_EN pointing at a running build). Builds and starts the bare app
 * itself on BARE_PORT (default 3899). Loopback only; every load run is bounded in time and count.
 *   npm run bench:pages -w @site/tests
 */
import { type BareApp, startBareApp } from './lib/bare-app';
import { firstLoadJs } from './lib/first-load-js';
import { fetchLocal, waitFor } from './lib/http';
import { load, median } from './lib/load';
import { articleUrl, pageTypes } from './lib/pages';
import { sites } from './lib/sites';
import { kb } from './lib/turbopack-build';

const BARE_PORT = Number(process.env.BARE_PORT ?? 3899);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function main(): Promise<void> {
  try {
    await waitFor(`${sites.en}/`, { timeoutMs: 3000 });
  } catch {
    console.error(`The site is not running at ${sites.en}. Start it with \`npm start\` first.`);
    process.exit(1);
  }
  const article = await articleUrl();
  const articleHtml = (await fetchLocal(article)).body;
  console.info(`Article page: ${article} (${kb(Buffer.byteLength(articleHtml))} of HTML)`);

  let bare: BareApp | undefined;
  try {
    bare = await startBareApp(Buffer.byteLength(articleHtml), BARE_PORT);
    const bareUrl = bare.url;
    console.info(`Bare page: ${bareUrl} (${kb(bare.htmlBytes)} of HTML)\n`);

    // Warm both, then alternate so that machine noise hits both alike.
    await load({ url: article, connections: CONNECTIONS, seconds: 1 });
    await load({ url: bareUrl, connections: CONNECTIONS, seconds: 1 });
    const site: { rps: number; p99: number }[] = [];
    const base: { rps: number; p99: number }[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const a = await load({ url: article, connections: CONNECTIONS, seconds: SECONDS });
      const b = await load({ url: bareUrl, connections: CONNECTIONS, seconds: SECONDS });
      if (a.errors || b.errors || Object.keys(a.statuses).some((s) => s !== '200')) {
        console.error('non-200 answers or errors:', a.statuses, a.errors, b.statuses, b.errors);
      }
      site.push(a);
      base.push(b);
      console.info(
        `round ${round}: article ${a.rps.toFixed(0)} req/s p99 ${a.p99.toFixed(1)} ms | bare ${b.rps.toFixed(0)} req/s p99 ${b.p99.toFixed(1)} ms`,
      );
    }
    const siteRps = median(site.map((r) => r.rps));
    const bareRps = median(base.map((r) => r.rps));
    console.info(
      `\nmedian: article ${siteRps.toFixed(0)} req/s, p99 ${median(site.map((r) => r.p99)).toFixed(1)} ms; ` +
        `bare ${bareRps.toFixed(0)} req/s, p99 ${median(base.map((r) => r.p99)).toFixed(1)} ms; ratio ${(siteRps / bareRps).toFixed(2)}\n`,
    );

    const bareJs = await firstLoadJs(bareUrl);
    console.info(`First-load JavaScript, gzipped (bare page: ${kb(bareJs.gzipBytes)}; target: within 25 KB of it)`);
    for (const [name, url] of pageTypes(article)) {
      try {
        const js = await firstLoadJs(url);
        const delta = js.gzipBytes - bareJs.gzipBytes;
        console.info(
          `  ${name.padEnd(12)} ${kb(js.gzipBytes).padStart(9)}  (+${kb(delta)} over bare, ${js.files} files) ${delta <= 25 * 1024 ? 'within' : 'OVER'} target`,
        );
      } catch (error) {
        console.info(`  ${name.padEnd(12)} ${(error as Error).message}`);
      }
    }
  } finally {
    await bare?.server.stop();
  }
}

await main();
