/**
 * Serving cost of a cached (prerendered) article page against a bare Next.js page of the same HTML size, measured
 * in the same run, and the gzipped first-load JavaScript of each page type against the bare page.
 *
 * Needs the site running (`npm start`, or SITE_URL_EN pointing at a running build). Builds and starts the bare app
 * itself on BARE_PORT (default 3899). Loopback only; every load run is bounded in time and count.
 *   npm run bench:pages -w @site/tests
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { get } from '../e2e/support/http';
import { sites } from '../e2e/support/sites';
import { firstLoadJs } from './lib/first-load-js';
import { load, median } from './lib/load';

const BARE_PORT = Number(process.env.BARE_PORT ?? 3899);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const bareDir = fileURLToPath(new URL('./bare-app/', import.meta.url));
const nextBin = fileURLToPath(new URL('../../node_modules/next/dist/bin/next', import.meta.url));

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const start = Date.now();
  for (;;) {
    try {
      if ((await get(url)).status === 200) return;
    } catch {
      // not up yet
    }
    if (Date.now() - start > timeoutMs) throw new Error(`${url} did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function articleUrl(): Promise<string> {
  const sitemap = await get(`${sites.en}/en-US-sitemap.xml`);
  const match = /<loc>([^<]+\/blog\/[a-z0-9-]+)<\/loc>/.exec(sitemap.body);
  if (!match) throw new Error('no blog article in the en-US sitemap');
  return match[1]!;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  try {
    await waitFor(`${sites.en}/`, 3000);
  } catch {
    console.error(`The site is not running at ${sites.en}. Start it with \`npm start\` first.`);
    process.exit(1);
  }
  const article = await articleUrl();
  const articleHtml = (await get(article)).body;
  console.info(`Article page: ${article} (${kb(Buffer.byteLength(articleHtml))} of HTML)`);

  // The bare page's text reaches the HTML twice (markup and the inline RSC payload), so its size is found by
  // building once, measuring, and building again with the text scaled to hit the article's size.
  const target = Buffer.byteLength(articleHtml);
  let textBytes = target;
  let bare: ChildProcess | undefined;
  let bareBytes = 0;
  const bareUrl = `http://127.0.0.1:${BARE_PORT}/`;
  try {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      console.info(`Building the bare page (text ${kb(textBytes)})...`);
      execFileSync(process.execPath, [nextBin, 'build', bareDir], {
        stdio: 'ignore',
        env: { ...process.env, BARE_PAGE_BYTES: String(textBytes), NEXT_TELEMETRY_DISABLED: '1' },
      });
      bare = spawn(process.execPath, [nextBin, 'start', bareDir, '-p', String(BARE_PORT), '-H', '127.0.0.1'], { stdio: 'ignore' });
      await waitFor(bareUrl);
      bareBytes = Buffer.byteLength((await get(bareUrl)).body);
      if (Math.abs(bareBytes - target) / target <= 0.05) break;
      bare.kill();
      await new Promise((resolve) => bare!.once('exit', resolve));
      textBytes = Math.round((textBytes * target) / bareBytes);
    }
    console.info(`Bare page: ${bareUrl} (${kb(bareBytes)} of HTML)\n`);

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
      console.info(`round ${round}: article ${a.rps.toFixed(0)} req/s p99 ${a.p99.toFixed(1)} ms | bare ${b.rps.toFixed(0)} req/s p99 ${b.p99.toFixed(1)} ms`);
    }
    const siteRps = median(site.map((r) => r.rps));
    const bareRps = median(base.map((r) => r.rps));
    console.info(
      `\nmedian: article ${siteRps.toFixed(0)} req/s, p99 ${median(site.map((r) => r.p99)).toFixed(1)} ms; ` +
        `bare ${bareRps.toFixed(0)} req/s, p99 ${median(base.map((r) => r.p99)).toFixed(1)} ms; ratio ${(siteRps / bareRps).toFixed(2)}\n`,
    );

    const bareJs = await firstLoadJs(bareUrl);
    console.info(`First-load JavaScript, gzipped (bare page: ${kb(bareJs.gzipBytes)}; target: within 25 KB of it)`);
    const pages: [string, string][] = [
      ['home', `${sites.en}/`],
      ['article', article],
      ['listing', `${sites.en}/blog`],
      ['help centre', `${sites.en}/helps`],
      ['pricing', `${sites.en}/pricing`],
      ['download', `${sites.en}/download`],
      ['solution', `${sites.en}/solutions/affiliate-marketing`],
      ['feature', `${sites.en}/synchronizer`],
      ['faq', `${sites.en}/faq`],
    ];
    for (const [name, url] of pages) {
      try {
        const js = await firstLoadJs(url);
        const delta = js.gzipBytes - bareJs.gzipBytes;
        console.info(`  ${name.padEnd(12)} ${kb(js.gzipBytes).padStart(9)}  (+${kb(delta)} over bare, ${js.files} files) ${delta <= 25 * 1024 ? 'within' : 'OVER'} target`);
      } catch (error) {
        console.info(`  ${name.padEnd(12)} ${(error as Error).message}`);
      }
    }
  } finally {
    bare?.kill();
  }
}

await main();
