import { hash } from 'node:crypto';
import {
  ARTICLE_LIST_QUERY,
  ARTICLE_PATHS_QUERY,
  ARTICLE_QUERY,
  ARTICLE_TYPE,
  type ArticleFamily,
  type ArticleListItemResult,
  type ArticleQueryResult,
  CATEGORY_TYPE,
  DEFAULT_LOCALE,
  FAQ_QUERY,
  type FaqItemResult,
  LANDING_LIST_QUERY,
  LANDING_QUERY,
  LANDING_TYPE,
  type LandingKind,
  type LandingListItemResult,
  type LandingQueryResult,
  LEGACY_SLUG_MAP_QUERY,
  LISTING_LOCALES_QUERY,
  LOCALE_CODES,
  type LocaleCode,
  NAVIGATION_QUERY,
  PAGE_PATHS_QUERY,
  PAGE_QUERY,
  type PageQueryResult,
  PRICING_QUERY,
  PROMOTIONS_QUERY,
  type QueryResults,
  ROUTABLE_TYPES,
  RU_BLOG_MAP_QUERY,
  SITE_SETTINGS_QUERY,
  SITEMAP_QUERY,
  TAG_TYPE,
  type TaxonomyFamily,
  TERM_LIST_QUERY,
} from '@site/schemas';
import type { LastGood } from './last-good';
import type { ContentSource, QueryParams } from './source';
import { articleTags, contentTags, listTags, relatedTags } from './tags';

/**
 * Loaders: take the locale, run a named query through the source, attach cache tags, return domain types.
 * The cache is injected (Next's cache in the app, a recording one in tests), so this module has no Next import.
 */
export interface ContentCache {
  /** Runs `load` or returns its cached result for `key`; `tags` let the webhook invalidate it. */
  <R>(key: readonly string[], tags: readonly string[], load: () => Promise<R>): Promise<R>;
}

/** A translated document, or its English text when the requested translation does not exist. */
export interface Localized {
  /** The locale asked for. */
  readonly locale: LocaleCode;
  /** The language of the text returned: the locale, or English when that translation is missing. */
  readonly lang: LocaleCode;
  /** True when the English text stands in for a missing translation: show a notice, lang="en", canonical to English. */
  readonly isFallback: boolean;
  /** The locale whose URL is canonical for this text. */
  readonly canonicalLocale: LocaleCode;
  /** The translation exists but was made from an older English text. */
  readonly stale: boolean;
  /** Languages this document exists in. */
  readonly locales: readonly LocaleCode[];
}

export type Article = Omit<ArticleQueryResult, 'lang' | 'stale' | 'locales'> &
  Localized & { readonly family: ArticleFamily };
export type ArticleSummary = ArticleListItemResult & { readonly family: ArticleFamily };
export type LandingPage = Omit<LandingQueryResult, 'lang' | 'stale' | 'locales'> & Localized;
export type Page = Omit<PageQueryResult, 'lang' | 'stale' | 'locales'> & Localized;

export interface ArticleListOptions {
  readonly category?: string;
  readonly tag?: string;
  /** 1-based. */
  readonly page?: number;
  readonly pageSize?: number;
  /**
   * For an article's related articles: the same list, refreshed when an article of the family is created, deleted
   * or renamed, or a shown one changes (its own tag, through the card), not on every edit of any article of the
   * family. A related list is a suggestion; the family's listings follow every edit.
   */
  readonly related?: boolean;
}

export interface ArticleList {
  readonly items: ArticleSummary[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

function localized<T extends { lang: LocaleCode; stale: boolean; locales: LocaleCode[] | null }>(
  result: T,
  locale: LocaleCode,
) {
  const { lang, stale, locales, ...rest } = result;
  const isFallback = lang !== locale;
  return {
    ...rest,
    locale,
    lang,
    isFallback,
    canonicalLocale: isFallback ? DEFAULT_LOCALE : locale,
    stale: Boolean(stale) && !isFallback,
    locales: locales ?? [],
  };
}

export const DEFAULT_PAGE_SIZE = 12;

/** Terms with how many articles name each, counted in one pass over the uses (what is cached: not the uses). */
function withCounts({ terms, uses }: QueryResults['TERM_LIST_QUERY']) {
  const counts = new Map<string, number>();
  for (const { ids } of uses) for (const id of new Set(ids)) if (id !== null) counts.set(id, (counts.get(id) ?? 0) + 1);
  return terms.map((term) => ({ ...term, count: counts.get(term._id) ?? 0 }));
}

const textHashes = new Map<string | ((answer: never) => unknown), string>();
/** A short hash of a query's text, or of a function's source, computed once per query or function. */
function textHash(text: string | ((answer: never) => unknown)): string {
  let found = textHashes.get(text);
  if (!found) textHashes.set(text, (found = hash('sha1', text.toString()).slice(0, 12)));
  return found;
}

/** Without a last-good store (unit tests of the loaders alone), a failed read is the caller's error. */
const NO_FALLBACK: LastGood = {
  read: (_key, _tags, _describe, read) => read(),
  degraded: () => undefined,
  failing: () => false,
};

export interface LoaderOptions {
  /**
   * A slug is asked for only when its type's list of slugs has it (one cached query, expired with every publish of
   * that type, as the page itself is). Made-up addresses are unbounded, and the Content Lake bills every request: with
   * this, a made-up slug costs no read of the source, only a look into the cached list. Off in draft mode, where a slug
   * may exist as a draft only.
   */
  readonly knownSlugsOnly?: boolean;
}

export function createLoaders(
  source: ContentSource,
  cache: ContentCache,
  lastGood: LastGood = NO_FALLBACK,
  options: LoaderOptions = {},
) {
  async function run<N extends keyof QueryResults, R = QueryResults[N]>(
    name: N,
    query: string,
    params: QueryParams,
    tags: readonly string[],
    more: {
      /** Another cached copy of the same query with other tags (`related`). */
      variant?: string;
      /** What is kept of the answer: made once per answer, not on every read of the cached entry. */
      shape?: (answer: QueryResults[N]) => R;
    } = {},
  ): Promise<R> {
    const { variant, shape } = more;
    const key = variant ? `${JSON.stringify(params)}\u0000${variant}` : JSON.stringify(params);
    // The query's text (and the shape's) is part of the key: a release that changed a query never reads an answer of
    // the old one from a cache that outlived the previous build (Next keys `unstable_cache` by its function's text).
    const version = `${name}@${textHash(query)}${shape ? `.${textHash(shape)}` : ''}`;
    return lastGood.read(`${version}\u0000${key}`, tags, `${name} ${key}`, async () => {
      // The source revision is part of the key: entries computed from an older dataset are never served again.
      const revision = await source.revision();
      return cache([version, revision, key], tags, async () => {
        const answer = await source.fetch<QueryResults[N]>(query, params);
        return shape ? shape(answer) : (answer as unknown as R);
      });
    });
  }

  /**
   * Every slug of a family: what decides whether a slug is asked for. Its languages are refreshed with the slugs
   * only (a create, a delete or a rename), so nothing that serves a page reads them.
   */
  function listArticlePaths(family: ArticleFamily) {
    const type = ARTICLE_TYPE[family];
    return run('ARTICLE_PATHS_QUERY', ARTICLE_PATHS_QUERY, { type }, [contentTags.all(), contentTags.members(type)]);
  }

  function listPagePaths() {
    return run('PAGE_PATHS_QUERY', PAGE_PATHS_QUERY, {}, [contentTags.all(), contentTags.members('page')]);
  }

  /** A family's categories or tags with how many articles of the language each lists. */
  function listTerms(family: TaxonomyFamily, kind: 'category' | 'tag', locale: LocaleCode) {
    const type = (kind === 'category' ? CATEGORY_TYPE : TAG_TYPE)[family];
    const articleType = ARTICLE_TYPE[family];
    return run(
      'TERM_LIST_QUERY',
      TERM_LIST_QUERY,
      { type, articleType, locale },
      [contentTags.all(), contentTags.list(type), contentTags.list(articleType), contentTags.terms(articleType)],
      { shape: withCounts },
    );
  }

  /** The id of a term named by slug: null when none is asked for, undefined when the family has no such term. */
  async function termId(
    family: ArticleFamily,
    kind: 'category' | 'tag',
    slug: string | undefined,
    locale: LocaleCode,
  ): Promise<string | null | undefined> {
    if (slug === undefined) return null;
    if (!(family in CATEGORY_TYPE)) return undefined;
    const terms = await listTerms(family as TaxonomyFamily, kind, locale);
    return terms.find((term) => term.slug === slug)?._id;
  }

  /**
   * False only when `knownSlugsOnly` is on and the list of slugs does not have `slug`. A list answered from memory
   * while the source fails may predate the slug: then the source is asked, and a slug never read is a 503, not a 404.
   */
  async function mayExist(paths: () => Promise<readonly { slug: string }[]>, slug: string): Promise<boolean> {
    if (!options.knownSlugsOnly) return true;
    return (await paths()).some((path) => path.slug === slug) || lastGood.failing();
  }

  return {
    /** One article in the locale; the English text with `isFallback` when that translation is missing; null if none. */
    async getArticle(family: ArticleFamily, slug: string, locale: LocaleCode): Promise<Article | null> {
      const type = ARTICLE_TYPE[family];
      if (!(await mayExist(() => listArticlePaths(family), slug))) return null;
      const result = await run('ARTICLE_QUERY', ARTICLE_QUERY, { type, slug, locale }, articleTags(type, slug));
      return result ? { ...localized(result, locale), family } : null;
    },

    /**
     * A page of a family's list in the locale. Articles without that translation are left out. A category or tag is
     * named by slug and looked up in the family's term list of the language; one that does not exist lists nothing.
     */
    async listArticles(
      family: ArticleFamily,
      locale: LocaleCode,
      options: ArticleListOptions = {},
    ): Promise<ArticleList> {
      const type = ARTICLE_TYPE[family];
      const pageSize = Math.min(Math.max(options.pageSize ?? DEFAULT_PAGE_SIZE, 1), 100);
      const page = Math.max(Math.floor(options.page ?? 1), 1);
      const [category, tag] = await Promise.all([
        termId(family, 'category', options.category, locale),
        termId(family, 'tag', options.tag, locale),
      ]);
      if (category === undefined || tag === undefined) return { items: [], total: 0, page, pageSize };
      const params = { type, locale, category, tag, start: (page - 1) * pageSize, end: page * pageSize };
      const result = options.related
        ? await run('ARTICLE_LIST_QUERY', ARTICLE_LIST_QUERY, params, relatedTags(type), { variant: 'related' })
        : await run('ARTICLE_LIST_QUERY', ARTICLE_LIST_QUERY, params, listTags(type, { category, tag }));
      return { items: result.items.map((item) => ({ ...item, family })), total: result.total, page, pageSize };
    },

    listArticlePaths,

    listCategories: (family: TaxonomyFamily, locale: LocaleCode) => listTerms(family, 'category', locale),

    listTags: (family: TaxonomyFamily, locale: LocaleCode) => listTerms(family, 'tag', locale),

    /**
     * The languages a category filtered by one tag (slugs) lists an article in, read once for all languages and
     * refreshed only by a change of an article with that category and tag.
     */
    async listingLocales(family: TaxonomyFamily, category: string, tag: string): Promise<LocaleCode[]> {
      const type = ARTICLE_TYPE[family];
      const [categoryId, tagId] = await Promise.all([
        termId(family, 'category', category, DEFAULT_LOCALE),
        termId(family, 'tag', tag, DEFAULT_LOCALE),
      ]);
      if (!categoryId || !tagId) return [];
      const perArticle = await run(
        'LISTING_LOCALES_QUERY',
        LISTING_LOCALES_QUERY,
        { type, category: categoryId, tag: tagId },
        [contentTags.all(), contentTags.list(type), contentTags.listing(type, categoryId, tagId)],
      );
      const listed = new Set(perArticle.flat().filter((code): code is LocaleCode => code !== null));
      return LOCALE_CODES.filter((code) => listed.has(code));
    },

    /** A solution, feature or alternative page, falling back to English like articles. */
    async getLanding(kind: LandingKind, slug: string, locale: LocaleCode): Promise<LandingPage | null> {
      const type = LANDING_TYPE[kind];
      const result = await run('LANDING_QUERY', LANDING_QUERY, { type, slug, locale }, [
        contentTags.all(),
        contentTags.slug(type, slug),
      ]);
      return result ? localized(result, locale) : null;
    },

    /** Every page of a landing kind; each falls back to English on its own (`lang` tells which). */
    async listLanding(kind: LandingKind, locale: LocaleCode): Promise<LandingListItemResult[]> {
      const type = LANDING_TYPE[kind];
      return run('LANDING_LIST_QUERY', LANDING_LIST_QUERY, { type, locale }, [
        contentTags.all(),
        contentTags.list(type),
      ]);
    },

    async getPage(slug: string, locale: LocaleCode): Promise<Page | null> {
      if (!(await mayExist(listPagePaths, slug))) return null;
      const result = await run('PAGE_QUERY', PAGE_QUERY, { slug, locale }, [
        contentTags.all(),
        contentTags.slug('page', slug),
      ]);
      return result ? localized(result, locale) : null;
    },

    listPagePaths,

    async listFaq(locale: LocaleCode): Promise<FaqItemResult[]> {
      return run('FAQ_QUERY', FAQ_QUERY, { locale }, [contentTags.all(), contentTags.list('faqEntry')]);
    },

    async listPricingPlans(locale: LocaleCode) {
      return run('PRICING_QUERY', PRICING_QUERY, { locale }, [contentTags.all(), contentTags.list('pricingPlan')]);
    },

    /** Base info, in the locale (English where a field is not translated). */
    async getSiteSettings(locale: LocaleCode) {
      return run('SITE_SETTINGS_QUERY', SITE_SETTINGS_QUERY, { locale }, [
        contentTags.all(),
        contentTags.doc('siteSettings'),
      ]);
    },

    /** The header menu and the footer columns, labels in the locale (English where a label is not translated). */
    async getNavigation(locale: LocaleCode) {
      return run('NAVIGATION_QUERY', NAVIGATION_QUERY, { locale }, [contentTags.all(), contentTags.doc('navigation')]);
    },

    /** Every promotion with its dates, text in the locale or English; the browser decides which one shows. */
    async listPromotions(locale: LocaleCode) {
      return run('PROMOTIONS_QUERY', PROMOTIONS_QUERY, { locale }, [contentTags.all(), contentTags.type('promotion')]);
    },

    async getRuBlogMap() {
      return run('RU_BLOG_MAP_QUERY', RU_BLOG_MAP_QUERY, {}, [contentTags.all(), contentTags.doc('ruBlogMap')]);
    },

    async getLegacySlugMap() {
      return run('LEGACY_SLUG_MAP_QUERY', LEGACY_SLUG_MAP_QUERY, {}, [
        contentTags.all(),
        contentTags.doc('legacySlugMap'),
      ]);
    },

    /** Every routable document with its languages: the sitemaps' input. */
    async listSitemapEntries() {
      return run('SITEMAP_QUERY', SITEMAP_QUERY, { types: ROUTABLE_TYPES }, [contentTags.all(), contentTags.sitemap()]);
    },

    /**
     * A family's categories with the languages their titles are translated into (the sitemaps' entries for them),
     * refreshed by a change of a category, not by every publish as the sitemaps are.
     */
    async listCategoryLocales(family: TaxonomyFamily) {
      const type = CATEGORY_TYPE[family];
      return run('SITEMAP_QUERY', SITEMAP_QUERY, { types: [type] }, [contentTags.all(), contentTags.list(type)]);
    },
  };
}

export type ContentLoaders = ReturnType<typeof createLoaders>;
