/**
 * Publish-to-live on a running production server: edit the embedded dataset, send the signed webhook, and poll the
 * article until the first fresh response. Prints the webhook's answer time and the time to the first fresh page.
 * Restores the dataset (and the page) when done. Asserts nothing.
 *
 *   npm start (or next start on SITE_URL_EN's port), then: npm run bench:publish -w @site/tests
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { localeUrl, SIGNATURE_HEADER, signWebhookPayload } from '@site/schemas';
import { localSecret } from '../../scripts/local-secrets.mjs';
import { sites as SITES } from './lib/sites';

const DATASET = fileURLToPath(new URL('../../studio/seed/dataset/data.ndjson', import.meta.url));
const SECRET = localSecret('SANITY_REVALIDATE_SECRET');
const ROUNDS = Number(process.env.BENCH_ROUNDS || 10);
const ID = 'blog-post-residential-vs-mobile-proxies';
const SLUG = 'residential-vs-mobile-proxies';

function call(
  url: string,
  method: 'GET' | 'POST',
  body?: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: target.port || 80,
        path: target.pathname,
        method,
        headers: { host: target.host, ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error(`timeout ${url}`)));
    req.on('error', reject);
    req.end(body);
  });
}

async function publish(): Promise<number> {
  const body = JSON.stringify({ _id: ID, _type: 'blogPost', slug: SLUG, previousSlug: SLUG, operation: 'update' });
  const start = performance.now();
  const response = await call(`${SITES.en}/api/revalidate`, 'POST', body, {
    'content-type': 'application/json',
    [SIGNATURE_HEADER]: await signWebhookPayload(SECRET, body),
  });
  if (response.status !== 200) throw new Error(`webhook answered ${response.status}: ${response.text}`);
  return performance.now() - start;
}

function withTitle(original: string, title: string): string {
  return original
    .split('\n')
    .map((line) => {
      if (!line.includes(`"_id":"${ID}"`)) return line;
      const doc = JSON.parse(line) as { title: Record<string, string> };
      doc.title.en = title;
      return JSON.stringify(doc);
    })
    .join('\n');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const page = localeUrl('en', `/blog/${SLUG}`, SITES);
  const warm: number[] = [];
  for (let index = 0; index < 20; index++) {
    const start = performance.now();
    const response = await call(page, 'GET');
    if (response.status !== 200)
      throw new Error(`${page} answered ${response.status}; is the production server running on ${SITES.en}?`);
    warm.push(performance.now() - start);
  }
  const original = readFileSync(DATASET, 'utf8');
  const webhook: number[] = [];
  const live: number[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const title = `Residential or mobile proxies, edition ${Date.now()}-${round}`;
      writeFileSync(DATASET, withTitle(original, title));
      const start = performance.now();
      webhook.push(await publish());
      for (;;) {
        const response = await call(page, 'GET');
        if (response.text.includes(title)) break;
        if (performance.now() - start > 30_000) throw new Error('the page did not refresh within 30 s');
      }
      live.push(performance.now() - start);
    }
  } finally {
    writeFileSync(DATASET, original);
    await publish();
  }
  console.info(`Prerendered page, cache hit (20 GETs):       median ${median(warm).toFixed(1)} ms`);
  console.info(
    `Webhook answer (verify + expire tags):       median ${median(webhook).toFixed(1)} ms   max ${Math.max(...webhook).toFixed(1)} ms`,
  );
  console.info(
    `Publish to live (webhook -> first fresh GET): median ${median(live).toFixed(1)} ms   max ${Math.max(...live).toFixed(1)} ms   (${ROUNDS} rounds)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
