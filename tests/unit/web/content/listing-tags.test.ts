import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { type ContentCache, createLoaders } from '@/content/loaders';
import { LocalContentSource } from '@/content/local-source';
import { contentTags, tagsForChange } from '@/content/tags';
import { MemoryReplayGuard, handleRevalidation } from '@/content/webhook';
import { type LocaleCode, SIGNATURE_HEADER, WEBHOOK_PROJECTION, signWebhookPayload } from '@site/schemas';
import { copyDataset, type Doc, readDocuments } from '../../../fixtures/dataset';

/**
 * What one publish of an article expires, checked against what it changes: every listing of the blog family (all,
 * by category, by tag, by category and tag) and every term list, read before and after the edit. Each one whose
 * answer changed must carry a tag the change expires; a filtered listing the article is in neither before nor after
 * is refreshed only through the term counts, and only when they changed.
 */

const LOCALES: LocaleCode[] = ['en', 'de', 'ko', 'ru'];
const SECRET = 'listing-tags-secret';
const projection = parse(WEBHOOK_PROJECTION, { mode: 'delta' });
const seed = readDocuments();
const ids = (type: string) => seed.filter((doc) => doc._type === type).map((doc) => doc._id);
const CATEGORIES = ids('blogCategory');
const TAGS = ids('blogTag');
const slugOf = (id: string) => (seed.find((doc) => doc._id === id)!.slug as { current: string }).current;
const POST = 'blog-post-amazon-seller-accounts-in-several-regions';
const post = () => structuredClone(seed.find((doc) => doc._id === POST)!);
const ref = (id: string) => ({ _type: 'reference', _ref: id });

function datasetWith(documents: Doc[]): string {
  const dir = copyDataset();
  writeFileSync(join(dir, 'data.ndjson'), documents.map((doc) => JSON.stringify(doc)).join('\n'));
  return dir;
}

/** Every listing and term list of the blog, with the tags each read carried. */
async function readAll(documents: Doc[]) {
  const reads = new Map<string, { answer: string; tags: Set<string> }>();
  let tags = new Set<string>();
  const cache: ContentCache = (_key, entryTags, load) => {
    for (const tag of entryTags) tags.add(tag);
    return load();
  };
  const loaders = createLoaders(new LocalContentSource({ dir: datasetWith(documents), watch: false }), cache);
  const read = async (name: string, load: () => Promise<unknown>) => {
    tags = new Set();
    const answer = JSON.stringify(await load());
    reads.set(name, { answer, tags });
  };
  const slugs = (list: string[]) => list.map(slugOf);
  for (const category of slugs(CATEGORIES))
    for (const tag of slugs(TAGS))
      await read(`* ${category} ${tag}`, () => loaders.listingLocales('blog', category, tag));
  for (const locale of LOCALES) {
    await read(`${locale} all`, () => loaders.listArticles('blog', locale, { pageSize: 100 }));
    await read(`${locale} categories`, () => loaders.listCategories('blog', locale));
    await read(`${locale} tags`, () => loaders.listTags('blog', locale));
    for (const tag of slugs(TAGS))
      await read(`${locale} tag ${tag}`, () => loaders.listArticles('blog', locale, { tag, pageSize: 100 }));
    for (const category of slugs(CATEGORIES)) {
      await read(`${locale} ${category}`, () => loaders.listArticles('blog', locale, { category, pageSize: 100 }));
      for (const tag of slugs(TAGS))
        await read(`${locale} ${category} ${tag}`, () =>
          loaders.listArticles('blog', locale, { category, tag, pageSize: 100 }),
        );
    }
  }
  return reads;
}

/** The change as Sanity's webhook sends it (the projection in delta mode), taken through the site's handler. */
async function expiredBy(before: Doc | null, after: Doc | null): Promise<Set<string>> {
  const body = JSON.stringify(await (await evaluate(projection, { root: after ?? before, before, after })).get());
  let expired: readonly string[] = [];
  const response = await handleRevalidation(
    new Request('http://localhost/api/revalidate', {
      method: 'POST',
      body,
      headers: { [SIGNATURE_HEADER]: await signWebhookPayload(SECRET, body) },
    }),
    {
      secret: SECRET,
      replay: new MemoryReplayGuard(),
      now: Date.now,
      publish: async (change) => (expired = tagsForChange(change)),
    },
  );
  expect(response.status).toBe(200);
  return new Set(expired);
}

async function check(before: Doc | null, after: Doc | null) {
  const others = seed.filter((doc) => doc._id !== (before ?? after)!._id);
  const [old, now, expired] = await Promise.all([
    readAll(before ? [...others, before] : others),
    readAll(after ? [...others, after] : others),
    expiredBy(before, after),
  ]);
  const changed: string[] = [];
  const refreshed: string[] = [];
  for (const [name, read] of now) {
    const hits = [...read.tags].filter((tag) => expired.has(tag));
    // Every listing also reads the term list (to look its filter up), whose counts a change of terms or languages
    // expires: a listing must be reached by a tag of its own.
    const listing = hits.some((tag) => tag !== contentTags.terms('blogPost'));
    const termList = name.endsWith(' categories') || name.endsWith(' tags');
    if (listing) refreshed.push(name);
    if (read.answer !== old.get(name)!.answer) {
      changed.push(name);
      expect(termList ? hits.length > 0 : listing, `${name} changed but none of its tags expired`).toBe(true);
    }
  }
  const terms = (doc: Doc | null) =>
    doc
      ? [(doc.category as { _ref: string })._ref, ...((doc.tags as { _ref: string }[]) ?? []).map((t) => t._ref)]
      : [];
  const own = new Set([...terms(before), ...terms(after)].map(slugOf));
  for (const name of refreshed) {
    const filter = name.split(' ').slice(1);
    if (filter[0] === 'all' || filter[0] === 'categories' || filter[0] === 'tags') continue;
    const named = filter[0] === 'tag' ? filter.slice(1) : filter;
    expect(
      named.every((term) => own.has(term)),
      `${name} was refreshed, but the article is not in it`,
    ).toBe(true);
  }
  return { changed, refreshed, expired };
}

describe('one publish of an article expires exactly the listings it changes', () => {
  it('an edit of its title: its own listings, and no term counts', async () => {
    const after = post();
    (after.title as Record<string, string>).en = 'A new title';
    const { changed, expired } = await check(post(), after);
    expect(changed).toContain('en all');
    expect(changed).toContain('en e-commerce amazon');
    expect(changed).not.toContain('de all');
    expect(expired.has(contentTags.terms('blogPost'))).toBe(false);
    expect(expired.has(contentTags.list('blogPost'))).toBe(false);
  });

  it('a move to another category, with a tag swapped: the old and the new listings, and the counts', async () => {
    const after = post();
    after.category = ref('blog-category-team-workflows');
    after.tags = [
      ref('blog-tag-account-safety'),
      ref(TAGS.find((id) => !id.endsWith('amazon') && !id.endsWith('account-safety'))!),
    ];
    const { changed, expired } = await check(post(), after);
    expect(changed).toEqual(expect.arrayContaining(['en e-commerce', 'en team-workflows', 'en categories', 'en tags']));
    expect(expired.has(contentTags.terms('blogPost'))).toBe(true);
  });

  it('a translation taken out, a newer date: the listings of that language and the order', async () => {
    const after = post();
    delete (after.body as Record<string, unknown>).ru;
    after.publishedAt = '2026-11-01T09:00:00Z';
    const { changed } = await check(post(), after);
    expect(changed).toEqual(expect.arrayContaining(['ru all', 'ru categories', 'en all']));
  });

  it('a new article, and a deleted one', async () => {
    const created = { ...post(), _id: 'blog-post-created', slug: { current: 'created' } };
    expect((await check(null, created)).changed).toContain('en e-commerce amazon');
    expect((await check(post(), null)).changed).toContain('en e-commerce amazon');
  });

  it('without `listed` (another sender), every listing of the type', () => {
    const tags = tagsForChange({ _id: POST, _type: 'blogPost', slug: 'x', previousSlug: 'x', operation: 'update' });
    expect(tags).toContain(contentTags.list('blogPost'));
  });
});
