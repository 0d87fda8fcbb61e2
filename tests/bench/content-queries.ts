/**
 * Query latency on the embedded dataset (groq-js), as the loaders run them: list and article queries per locale,
 * plus the term list and the sitemap query. Prints medians and p95; asserts nothing. BENCH_DATASET_DIR reads another
 * dataset (`npm run content:generate -- --scale 30` writes one).
 *
 *   npm run bench:content -w @site/tests
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  ARTICLE_LIST_QUERY,
  ARTICLE_PATHS_QUERY,
  ARTICLE_QUERY,
  NAVIGATION_QUERY,
  ROUTABLE_TYPES,
  SITEMAP_QUERY,
  TERM_LIST_QUERY,
} from '@site/schemas';
import { LocalContentSource } from '@/content/local-source';

const DIR = process.env.BENCH_DATASET_DIR || fileURLToPath(new URL('../../studio/seed/dataset', import.meta.url));
const ROUNDS = Number(process.env.BENCH_ROUNDS || 200);

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1)! };
}

async function measure(name: string, run: (round: number) => Promise<unknown>) {
  for (let round = 0; round < 10; round++) await run(round);
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    await run(round);
    samples.push(performance.now() - start);
  }
  const { median, p95, max } = stats(samples);
  console.info(
    `${name.padEnd(44)} median ${median.toFixed(2).padStart(6)} ms   p95 ${p95.toFixed(2).padStart(6)} ms   max ${max.toFixed(2).padStart(6)} ms`,
  );
}

const LOCALES = ['en', 'zh', 'ru', 'de', 'ko'] as const;
const SLUGS = ['what-is-browser-fingerprinting', 'scaling-facebook-ad-accounts', 'agency-onboarding-checklist'];

async function main() {
  const coldStart = performance.now();
  const source = new LocalContentSource({ dir: DIR, watch: false });
  const revision = await source.revision();
  console.info(
    `Embedded dataset ${revision}: first load and parse ${(performance.now() - coldStart).toFixed(1)} ms; ${ROUNDS} rounds per query\n`,
  );

  await measure('list: blog, 12 per page (5 locales)', (round) =>
    source.fetch(ARTICLE_LIST_QUERY, {
      type: 'blogPost',
      locale: LOCALES[round % 5],
      category: null,
      tag: null,
      start: 0,
      end: 12,
    }),
  );
  await measure('list: blog by category, page 2', (round) =>
    source.fetch(ARTICLE_LIST_QUERY, {
      type: 'blogPost',
      locale: LOCALES[round % 5],
      category: 'blog-category-fingerprinting',
      tag: null,
      start: 2,
      end: 4,
    }),
  );
  await measure('list: help (12 articles)', (round) =>
    source.fetch(ARTICLE_LIST_QUERY, {
      type: 'helpArticle',
      locale: LOCALES[round % 5],
      category: null,
      tag: null,
      start: 0,
      end: 50,
    }),
  );
  await measure('article: blog post (5 locales, 3 slugs)', (round) =>
    source.fetch(ARTICLE_QUERY, { type: 'blogPost', slug: SLUGS[round % 3], locale: LOCALES[round % 5] }),
  );
  await measure('article: missing translation (ko, fallback)', (round) =>
    source.fetch(ARTICLE_QUERY, { type: 'blogPost', slug: SLUGS[round % 3], locale: 'ko' }),
  );
  await measure('terms: blog tags, the terms of each article (5 locales)', (round) =>
    source.fetch(TERM_LIST_QUERY, { type: 'blogTag', articleType: 'blogPost', locale: LOCALES[round % 5] }),
  );
  await measure('static params: blog paths + locales', () => source.fetch(ARTICLE_PATHS_QUERY, { type: 'blogPost' }));
  await measure('navigation (20 languages stored)', (round) =>
    source.fetch(NAVIGATION_QUERY, { locale: LOCALES[round % 5] }),
  );
  await measure('sitemap: every routable document', () => source.fetch(SITEMAP_QUERY, { types: ROUTABLE_TYPES }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
