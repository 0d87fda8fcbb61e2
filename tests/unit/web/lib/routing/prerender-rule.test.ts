import { mkdtempSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ARTICLE_FAMILIES, PRERENDER_NEWEST_ARTICLES } from '@site/schemas';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { generateDataset } from '../../../../../studio/seed/generate';
import { DATASET_DIR, readDocuments } from '../../../../fixtures/dataset';

// The rule runs on a dataset ten times the seed, where "the newest" leaves most articles out.
const dir = mkdtempSync(join(tmpdir(), 'prerender-rule-'));
cpSync(join(DATASET_DIR, 'images'), join(dir, 'images'), { recursive: true });
const documents = generateDataset(readDocuments(), { scale: 10 });
writeFileSync(join(dir, 'data.ndjson'), documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

vi.mock('@/content', async () => {
  const { createLoaders } = await import('@/content/loaders');
  const { LocalContentSource } = await import('@/content/local-source');
  return { content: createLoaders(new LocalContentSource({ dir, watch: false }), (_key, _tags, load) => load()) };
});

const { articleStaticParams } = await import('@/lib/routing/article-route');

const blogPosts = documents.filter((doc) => doc._type === 'blogPost' && !doc._id.startsWith('drafts.'));
const newest = (locale: string) =>
  blogPosts
    .filter((doc) => locale in (doc.title as object))
    .sort((a, b) => String(b.publishedAt).localeCompare(String(a.publishedAt)))
    .slice(0, PRERENDER_NEWEST_ARTICLES)
    .map((doc) => (doc.slug as { current: string }).current);

describe('what the build prerenders of an article family (schemas/prerender.ts)', () => {
  it.each(['en', 'de', 'ko'])('in %s: the newest articles translated into it, no more', async (locale) => {
    const slugs = (await articleStaticParams('blog', locale)).map((param) => param.slug);
    expect(slugs.sort()).toEqual(newest(locale).sort());
  });

  it('takes at most the limit in every family and language, and nothing for an unknown locale', async () => {
    for (const family of ARTICLE_FAMILIES)
      expect((await articleStaticParams(family, 'en')).length).toBeLessThanOrEqual(PRERENDER_NEWEST_ARTICLES);
    expect(blogPosts.length).toBeGreaterThan(10 * PRERENDER_NEWEST_ARTICLES);
    expect(await articleStaticParams('blog', 'xx')).toEqual([]);
  });
});
