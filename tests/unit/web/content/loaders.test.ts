import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ContentCache, createLoaders } from '@/content/loaders';
import { LocalContentSource } from '@/content/local-source';
import type { ContentSource, QueryParams } from '@/content/source';
import { contentTags } from '@/content/tags';
import { LOCALE_CODES, QUERIES, isPublishedId } from '@site/schemas';
import { copyDataset, DATASET_DIR, readDocuments } from '../../../fixtures/dataset';

/** A cache that caches nothing and records the keys and tags each loader asked for. */
function recordingCache() {
  const calls: { key: readonly string[]; tags: readonly string[] }[] = [];
  const cache: ContentCache = (key, tags, load) => {
    calls.push({ key, tags });
    return load();
  };
  return { cache, calls };
}

const recorder = recordingCache();
const content = createLoaders(new LocalContentSource({ dir: DATASET_DIR, watch: false }), recorder.cache);
const BLOG_POSTS = readDocuments().filter((doc) => doc._type === 'blogPost' && !doc._id.startsWith('drafts.')).length;
const englishTitle = (id: string) =>
  (readDocuments().find((doc) => doc._id === id)!.title as Record<string, string>).en;

describe('article loader', () => {
  it('returns the translation when it exists', async () => {
    const article = (await content.getArticle('blog', 'what-is-browser-fingerprinting', 'de'))!;
    expect(article).toMatchObject({
      locale: 'de',
      lang: 'de',
      isFallback: false,
      canonicalLocale: 'de',
      stale: false,
      title: 'Was ist Browser-Fingerprinting?',
    });
    expect(article.body.length).toBeGreaterThan(0);
  });

  it('returns the English text with a fallback flag and an English canonical when the translation is missing', async () => {
    const article = (await content.getArticle('blog', 'what-is-browser-fingerprinting', 'ko'))!;
    expect(article).toMatchObject({ locale: 'ko', lang: 'en', isFallback: true, canonicalLocale: 'en' });
    expect(article.title).toBe(englishTitle('blog-post-what-is-browser-fingerprinting'));
    expect(article.locales).not.toContain('ko');
    expect(article.locales).toEqual(expect.arrayContaining(['en', 'zh', 'ru']));
  });

  it('never mixes languages: a translation without a body falls back as a whole', async () => {
    const dir = copyDataset();
    const file = join(dir, 'data.ndjson');
    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const doc = lines.find((item) => item._id === 'blog-post-what-is-browser-fingerprinting')!;
    delete (doc.body as Record<string, unknown>).fr;
    writeFileSync(file, lines.map((item) => JSON.stringify(item)).join('\n'));
    const loaders = createLoaders(new LocalContentSource({ dir, watch: false }), recordingCache().cache);
    const article = (await loaders.getArticle('blog', 'what-is-browser-fingerprinting', 'fr'))!;
    expect(article.isFallback).toBe(true);
    expect(article.title).toBe(englishTitle('blog-post-what-is-browser-fingerprinting'));
  });

  it('flags a translation made from an older English text as stale', async () => {
    expect((await content.getArticle('blog', 'canvas-fingerprint-explained', 'de'))!.stale).toBe(true);
    expect((await content.getArticle('blog', 'canvas-fingerprint-explained', 'fr'))!.stale).toBe(false);
  });

  it('returns null for an unknown slug', async () => {
    expect(await content.getArticle('news', 'no-such-article', 'en')).toBeNull();
  });

  it('tags an article with its slug and the types it projects', async () => {
    await content.getArticle('guide', 'import-cookies', 'es');
    const call = recorder.calls.at(-1)!;
    expect(call.tags).toEqual(
      expect.arrayContaining([
        contentTags.slug('guide', 'import-cookies'),
        contentTags.type('author'),
        contentTags.type('guideCategory'),
        contentTags.all(),
      ]),
    );
    expect(call.key[0]).toMatch(/^ARTICLE_QUERY@[0-9a-f]{12}$/);
    expect(call.key[1]).toMatch(/^local:[0-9a-f]{16}$/);
  });
});

describe('list loaders', () => {
  it('leave out articles without the translation', async () => {
    const translatedIn = (code: string) =>
      readDocuments()
        .filter(
          (doc) => isPublishedId(doc._id) && doc._type === 'blogPost' && (doc.title as Record<string, unknown>)[code],
        )
        .map((doc) => (doc.slug as { current: string }).current)
        .sort();
    for (const code of ['ko', 'tr'] as const) {
      const list = await content.listArticles('blog', code);
      expect(translatedIn(code).length, code).toBeLessThan(BLOG_POSTS);
      expect(list.items.map((item) => item.slug).sort(), code).toEqual(translatedIn(code));
      for (const item of list.items) expect(item.lang).toBe(code);
    }
    expect(translatedIn('ko')).not.toContain('what-is-browser-fingerprinting');
  });

  it('page through a family newest first', async () => {
    const first = await content.listArticles('blog', 'en', { pageSize: 5 });
    const second = await content.listArticles('blog', 'en', { pageSize: 5, page: 2 });
    expect(first.total).toBe(BLOG_POSTS);
    expect(first.items).toHaveLength(5);
    expect(second.items[0]!.slug).not.toBe(first.items[0]!.slug);
    const dates = [...first.items, ...second.items].map((item) => item.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(recorder.calls.at(-1)!.tags).toContain(contentTags.list('blogPost'));
    // Keyed by the query's text too: a changed query is never answered from a cache entry of the old one.
    const version = `ARTICLE_LIST_QUERY@${createHash('sha1').update(QUERIES.ARTICLE_LIST_QUERY).digest('hex').slice(0, 12)}`;
    expect(recorder.calls.at(-1)!.key[0]).toBe(version);
  });

  it('filter by category and tag', async () => {
    const fingerprinting = await content.listArticles('blog', 'en', { category: 'fingerprinting' });
    expect(fingerprinting.items.length).toBeGreaterThan(0);
    for (const item of fingerprinting.items) expect(item.category?.slug).toBe('fingerprinting');
    const canvas = await content.listArticles('blog', 'en', { tag: 'canvas' });
    for (const item of canvas.items) expect(item.tags?.map((tag) => tag.slug)).toContain('canvas');
  });

  it('name the languages a category filtered by one tag lists an article in, as its list in each language does', async () => {
    const [categories, tags] = [await content.listCategories('blog', 'en'), await content.listTags('blog', 'en')];
    let pages = 0;
    for (const { slug: category } of categories)
      for (const { slug: tag } of tags) {
        const listed: string[] = [];
        for (const code of LOCALE_CODES)
          if ((await content.listArticles('blog', code, { category, tag })).total > 0) listed.push(code);
        expect(await content.listingLocales('blog', category, tag), `${category} ${tag}`).toEqual(listed);
        if (listed.length > 0) pages += 1;
      }
    expect(pages).toBeGreaterThan(3);
    expect(await content.listingLocales('blog', 'no-such-category', tags[0]!.slug)).toEqual([]);
  });

  it('count category articles in the locale only', async () => {
    const english = await content.listCategories('blog', 'en');
    const turkish = await content.listCategories('blog', 'tr');
    const total = (list: { count: number }[]) => list.reduce((sum, item) => sum + item.count, 0);
    expect(total(english)).toBe(BLOG_POSTS);
    const turkishPosts = readDocuments().filter(
      (doc) => isPublishedId(doc._id) && doc._type === 'blogPost' && (doc.title as Record<string, unknown>).tr,
    ).length;
    expect(turkishPosts).toBeLessThan(BLOG_POSTS);
    expect(total(turkish)).toBe(turkishPosts);
  });

  it('fall back to English item by item for landing pages, so an index lists every id', async () => {
    // Marketing content exists in every language, so the fallback is seen on a copy with one translation removed.
    const dir = copyDataset();
    const file = join(dir, 'data.ndjson');
    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const doc = lines.find((item) => item._id === 'solution-page-facebook')!;
    for (const field of ['title', 'summary', 'body']) delete (doc[field] as Record<string, unknown>).de;
    writeFileSync(file, lines.map((item) => JSON.stringify(item)).join('\n'));
    const loaders = createLoaders(new LocalContentSource({ dir, watch: false }), recordingCache().cache);
    const list = await loaders.listLanding('solutions', 'de');
    expect(list).toHaveLength(28);
    expect(list.filter((item) => item.lang === 'en').map((item) => item.slug)).toEqual(['facebook']);
    expect((await content.listLanding('solutions', 'zh')).every((item) => item.lang === 'zh')).toBe(true);
  });

  it('serve site settings and navigation in every language', async () => {
    const settings = (await content.getSiteSettings('km'))!;
    expect(settings.title).toMatch(/Morphis/);
    expect(settings.register_url).toMatch(/^https:\/\//);
    const navigation = (await content.getNavigation('pl'))!;
    const entries = [...navigation.menu!, ...navigation.footer!].flatMap((group) => [group, ...(group.items ?? [])]);
    expect(entries.find((item) => item.key === 'blog')?.label).toBe('Blog');
    expect(entries.find((item) => item.key === 'about-us')?.label).toBe('O nas');
    expect(recorder.calls.at(-1)?.tags).toContain(contentTags.doc('navigation'));
  });
});

describe('menus and promotions', () => {
  function edit(dir: string, id: string, change: (doc: Record<string, unknown>) => void) {
    const file = join(dir, 'data.ndjson');
    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    change(lines.find((item) => item._id === id)!);
    writeFileSync(file, lines.map((item) => JSON.stringify(item)).join('\n') + '\n');
  }

  it('a menu label missing in a language falls back to English, the others stay translated', async () => {
    const dir = copyDataset();
    edit(dir, 'navigation', (doc) => {
      const resources = (doc.menu as { key: string; items: { key: string; label: Record<string, string> }[] }[]).find(
        (group) => group.key === 'resources',
      )!;
      const blog = resources.items.find((item) => item.key === 'blog')!;
      blog.label.en = 'Blog (English)';
      delete blog.label.de;
    });
    const loaders = createLoaders(new LocalContentSource({ dir, watch: false }), recordingCache().cache);
    const labels = async (locale: 'de' | 'fr') => {
      const resources = (await loaders.getNavigation(locale))!.menu!.find((group) => group.key === 'resources')!;
      return Object.fromEntries(resources.items!.map((item) => [item.key, item.label]));
    };
    expect((await labels('de')).blog).toBe('Blog (English)');
    expect((await labels('de')).news).not.toBe((await labels('fr')).news);
    expect((await labels('fr')).blog).not.toBe('Blog (English)');
  });

  it('promotions come with their dates, placement and text in the locale, English where it is missing', async () => {
    const dir = copyDataset();
    edit(dir, 'promotion-summer-sale-banner', (doc) => {
      delete (doc.text as Record<string, string>).ko;
    });
    const loaders = createLoaders(new LocalContentSource({ dir, watch: false }), recorder.cache);
    const [banner] = (await loaders.listPromotions('ko')).filter((item) => item.placement === 'banner');
    expect(banner).toMatchObject({ lang: 'en', link: '/pricing' });
    expect(banner!.text).toBe(
      (readDocuments().find((doc) => doc._id === 'promotion-summer-sale-banner')!.text as Record<string, string>).en,
    );
    expect(Date.parse(banner!.endsAt!)).toBeGreaterThan(Date.parse(banner!.startsAt));
    const [german] = (await loaders.listPromotions('de')).filter((item) => item.placement === 'pricing');
    expect(german).toMatchObject({ lang: 'de' });
    expect(recorder.calls.at(-1)?.tags).toContain(contentTags.type('promotion'));
  });
});

describe('embedded source reloading', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.splice(0));

  function editTitle(dir: string, title: string) {
    const file = join(dir, 'data.ndjson');
    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const doc = lines.find((item) => item._id === 'news-item-team-plan-price-cut')!;
    (doc.title as Record<string, string>).en = title;
    writeFileSync(file, lines.map((item) => JSON.stringify(item)).join('\n') + '\n');
  }

  it('in production re-reads the file only after invalidate(), and the revision (cache key) changes', async () => {
    const dir = copyDataset();
    dirs.push(dir);
    const source = new LocalContentSource({ dir, watch: false });
    const loaders = createLoaders(source, recordingCache().cache);
    const before = await source.revision();
    expect((await loaders.getArticle('news', 'team-plan-price-cut', 'en'))!.title).toBe(
      'The Team plan now includes 10 members',
    );
    editTitle(dir, 'The Team plan now includes twelve seats');
    expect((await loaders.getArticle('news', 'team-plan-price-cut', 'en'))!.title).toBe(
      'The Team plan now includes 10 members',
    );
    source.invalidate();
    expect((await loaders.getArticle('news', 'team-plan-price-cut', 'en'))!.title).toBe(
      'The Team plan now includes twelve seats',
    );
    expect(await source.revision()).not.toBe(before);
  });

  it('in development picks up a changed file on the next query', async () => {
    const dir = copyDataset();
    dirs.push(dir);
    const source = new LocalContentSource({ dir, watch: true });
    await source.revision();
    editTitle(dir, 'Edited while the dev server runs');
    const article = await createLoaders(source, recordingCache().cache).getArticle('news', 'team-plan-price-cut', 'en');
    expect(article!.title).toBe('Edited while the dev server runs');
  });

  it('fails with a clear error when the dataset is missing', () => {
    expect(() => new LocalContentSource({ dir: '/nonexistent/dataset', watch: false })).toThrow(
      /embedded content dataset was not found/,
    );
  });
});

describe('lookups of made-up addresses', () => {
  it('every single-document loader resolves to null for something that does not exist (what the cache handler keeps off disk)', async () => {
    expect(await content.getArticle('blog', 'zz-made-up', 'de')).toBeNull();
    expect(await content.getLanding('solutions', 'zz-made-up', 'en')).toBeNull();
    expect(await content.getPage('zz-made-up', 'fil')).toBeNull();
  });

  it('the embedded source keeps a bounded number of parsed queries, however many slugs are asked for', async () => {
    const source = new LocalContentSource({ dir: DATASET_DIR, watch: false });
    const loaders = createLoaders(source, recordingCache().cache);
    for (let index = 0; index < 1000; index += 1) await loaders.getArticle('blog', `zz-made-up-${index}`, 'en');
    expect((source as unknown as { parsed: Map<string, unknown> }).parsed.size).toBeLessThanOrEqual(200);
    // 1,000 lookups take 3-5 s on a loaded 2-core machine: vitest's default 5 s made it fail by load alone.
  }, 30_000);

  it("with known slugs only (the site's published content), a made-up slug reads its type's list of slugs, never the document", async () => {
    const asked: string[] = [];
    const local = new LocalContentSource({ dir: DATASET_DIR, watch: false });
    const counting: ContentSource = {
      kind: local.kind,
      fetch<R>(query: string, params?: QueryParams) {
        asked.push(query === QUERIES.ARTICLE_QUERY || query === QUERIES.PAGE_QUERY ? 'document' : 'list');
        return local.fetch<R>(query, params);
      },
      revision: () => local.revision(),
      invalidate: () => local.invalidate(),
    };
    const cache = recordingCache();
    const loaders = createLoaders(counting, cache.cache, undefined, { knownSlugsOnly: true });
    expect(await loaders.getArticle('blog', 'zz-made-up', 'de')).toBeNull();
    expect(await loaders.getPage('zz-made-up', 'fil')).toBeNull();
    expect(asked).toEqual(['list', 'list']);
    // The answer depends on the list, so it is tagged with it: publishing that slug expires the not-found page.
    expect(cache.calls.map((call) => call.tags)).toEqual([
      [contentTags.all(), contentTags.members('blogPost')],
      [contentTags.all(), contentTags.members('page')],
    ]);
    asked.length = 0;
    expect((await loaders.getArticle('blog', 'what-is-browser-fingerprinting', 'de'))!.title).toBe(
      'Was ist Browser-Fingerprinting?',
    );
    expect((await loaders.getPage('about-us', 'en'))!.slug).toBe('about-us');
    expect(asked).toEqual(['list', 'document', 'list', 'document']);

    // While the source fails, the list comes from memory and may predate the slug: the source is asked after all
    // (and a slug never read answers 503, not 404).
    const failing = {
      read: (_key: string, _tags: readonly string[], _describe: string, read: () => Promise<unknown>) => read(),
      degraded: () => undefined,
      failing: () => true,
    };
    asked.length = 0;
    const during = createLoaders(counting, recordingCache().cache, failing as never, { knownSlugsOnly: true });
    expect(await during.getArticle('blog', 'zz-made-up', 'de')).toBeNull();
    expect(asked).toEqual(['list', 'document']);
  });
});
