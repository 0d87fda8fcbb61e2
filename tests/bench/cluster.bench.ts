/**
 * The production shape's figures (deploy/README.md), in one run on one machine, against references measured in the
 * same run:
 *   1. a cached article through the front (nginx micro-cache over two instances) vs the same nginx serving the
 *      article's HTML as a static file;
 *   2. through the front vs one instance directly;
 *   3. a crawler (Googlebot's User-Agent) through the front, next to the browser: crawlers share a cached copy;
 *   4. publish-to-live across instances: the webhook sent to one instance, time until the other (and the front)
 *      serve the change; median of 20.
 * Starts its own cluster of the current build (Redis, two instances, nginx) on ports of its own and stops it
 * (moved by CLUSTER_TEST_PORT_OFFSET, like the cluster tests').
 * Loopback only; every load run is bounded in time (wrk -d) and the publish loop in count and time.
 *
 *   After a build (npm start or npm test builds one): npm run bench:cluster -w @site/tests
 *   At 30x: BENCH_DATASET_DIR=.cache/datasets/scale-30 with WEB_RELEASE and SITE_URL_* of a release built on it
 *   (bench:scale leaves .cache/releases/scale-30x, made for localhost:3871).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { editDocument, h1, hit, HOSTS, publish, sleep, startTestCluster, testPort } from '../cluster/support';
import { addStaticCopy, STATIC_COPY_PATH } from './lib/front';
import { median } from './lib/load';
import { requestRate } from './lib/rate';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PUBLISH_ROUNDS = Number(process.env.BENCH_PUBLISH_ROUNDS ?? 20);
const PORTS = {
  redis: testPort(6396),
  instances: [testPort(3161), testPort(3162)] as [number, number],
  front: testPort(8161),
  backend: testPort(3169),
};
// Googlebot sends no Accept-Language (wrk sends the header empty, which both nginx and the app read as none).
const GOOGLEBOT = {
  'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'accept-language': '',
};
const ARTICLE = {
  _id: 'blog-post-residential-vs-mobile-proxies',
  _type: 'blogPost',
  slug: 'residential-vs-mobile-proxies',
};
const ARTICLE_PATH = `/blog/${ARTICLE.slug}`;

/** Requests per second through wrk (lib/rate.ts), with a browser's headers; an answer other than 2xx fails the bench. */
async function rate(port: number, path: string, gzip: boolean, headers?: Record<string, string>): Promise<number> {
  const { rps, wrongStatus, socketErrors } = await requestRate({
    url: `http://${HOSTS.en}${path}`,
    port,
    gzip,
    connections: CONNECTIONS,
    seconds: SECONDS,
    headers,
  });
  if (wrongStatus > 0) throw new Error(`${wrongStatus} failed answers from ${path}`);
  // wrk counts a request still open when its time is up as a socket error: noted, not a failed answer.
  if (socketErrors > 0) console.warn(`  ${path}: ${socketErrors} socket errors`);
  return rps;
}

async function main(): Promise<void> {
  const cluster = await startTestCluster(PORTS, {}, process.env.BENCH_DATASET_DIR || undefined);
  const [a, b] = cluster.instances;
  try {
    const { bytes } = await addStaticCopy(
      cluster,
      ARTICLE_PATH,
      HOSTS.en,
      join(process.cwd(), '.artifacts/bench-static'),
    );
    console.info(`Article ${ARTICLE_PATH}: ${(bytes / 1024).toFixed(1)} KB of HTML`);

    for (const gzip of [false, true]) {
      const rows: Record<string, number[]> = {
        'nginx, static file': [],
        'front (nginx + 2 instances)': [],
        'front, as Googlebot': [],
        'one instance directly': [],
      };
      for (let round = 0; round < ROUNDS; round++) {
        rows['nginx, static file']!.push(await rate(cluster.front, STATIC_COPY_PATH, gzip));
        rows['front (nginx + 2 instances)']!.push(await rate(cluster.front, ARTICLE_PATH, gzip));
        rows['front, as Googlebot']!.push(await rate(cluster.front, ARTICLE_PATH, gzip, GOOGLEBOT));
        rows['one instance directly']!.push(await rate(a, ARTICLE_PATH, gzip));
      }
      const reference = median(rows['nginx, static file']!);
      console.info(
        `\nCached article, wrk -c${CONNECTIONS} -d${SECONDS}s, median of ${ROUNDS} alternating rounds, ${gzip ? 'gzip' : 'no compression'}:`,
      );
      console.info('| server | requests/s | vs static file |');
      console.info('|---|---|---|');
      for (const [name, values] of Object.entries(rows)) {
        const value = median(values);
        console.info(`| ${name} | ${value.toFixed(0)} | ${(value / reference).toFixed(2)}x |`);
      }
    }

    // Publish-to-live: the webhook to instance A, then the article polled on instance B and through the front.
    const original = readFileSync(cluster.datasetFile, 'utf8');
    const acrossInstances: number[] = [];
    const throughFront: number[] = [];
    for (let round = 0; round < PUBLISH_ROUNDS; round++) {
      const title = `Publish-to-live ${round} ${Date.now()}`;
      editDocument(cluster.datasetFile, ARTICLE._id, (doc) => {
        (doc.title as Record<string, string>).en = title;
      });
      const started = performance.now();
      if ((await publish(a, ARTICLE)).status !== 200) throw new Error('the webhook failed');
      const timings: Record<string, number> = {};
      const deadline = started + 10_000;
      while (performance.now() < deadline && Object.keys(timings).length < 2) {
        if (timings.b === undefined && h1((await hit(b, ARTICLE_PATH)).body) === title)
          timings.b = performance.now() - started;
        if (timings.front === undefined && h1((await hit(cluster.front, ARTICLE_PATH)).body) === title)
          timings.front = performance.now() - started;
        await sleep(5);
      }
      if (timings.b === undefined || timings.front === undefined) {
        const seen = {
          b: h1((await hit(b, ARTICLE_PATH)).body),
          front: h1((await hit(cluster.front, ARTICLE_PATH)).body),
          a: h1((await hit(a, ARTICLE_PATH)).body),
        };
        throw new Error(
          `round ${round}: not live within 10 s (${JSON.stringify(timings)}; wanted "${title}", saw ${JSON.stringify(seen)})`,
        );
      }
      acrossInstances.push(timings.b);
      throughFront.push(timings.front);
      await sleep(1100);
    }
    writeFileSync(cluster.datasetFile, original);
    console.info(`\nPublish-to-live, webhook to instance A, ${PUBLISH_ROUNDS} rounds (median / max):`);
    console.info('| seen on | median | max |');
    console.info('|---|---|---|');
    console.info(
      `| instance B | ${median(acrossInstances).toFixed(0)} ms | ${Math.max(...acrossInstances).toFixed(0)} ms |`,
    );
    console.info(`| the front | ${median(throughFront).toFixed(0)} ms | ${Math.max(...throughFront).toFixed(0)} ms |`);
  } finally {
    await cluster.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
