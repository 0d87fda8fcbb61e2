import { type ArticleFamily, DEFAULT_LOCALE, type LocaleCode, type TaxonomyFamily } from '@site/schemas';
import { type Article, type ArticleSummary, content } from '@/content';
import { plainText, readingMinutes } from './article-text';

/**
 * What listings and article pages read beyond one loader call: whole lists (every page of the loader's list),
 * reading times, and the complete lists of reference families (help, releases, partners) with English standing in
 * for missing translations. Every read goes through the cached loaders, so their cache tags reach the page.
 */

/** The loader's largest page; whole lists are read page by page. */
const CHUNK = 100;

export interface ListFilter {
  readonly category?: string | undefined;
  readonly tag?: string | undefined;
  /** The copy an article page picks related articles from (the loader's `related`). */
  readonly related?: boolean;
}

/** Every article of a family in `locale` (translations only, as the loader lists them), in the loader's order. */
export async function listAllArticles(
  family: ArticleFamily,
  locale: LocaleCode,
  filter: ListFilter = {},
): Promise<ArticleSummary[]> {
  const first = await content.listArticles(family, locale, { ...filter, page: 1, pageSize: CHUNK });
  const pages = Math.ceil(first.total / CHUNK);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) =>
      content.listArticles(family, locale, { ...filter, page: index + 2, pageSize: CHUNK }),
    ),
  );
  return [first, ...rest].flatMap((list) => list.items);
}

/**
 * Reference families list every document: a visitor looking for a help answer, the notes of a release or a partner
 * must find all of them. Where the language has no translation the English item stands in (its `lang` says so and
 * the page marks it). Editorial families (blog, news, guides) list translations only.
 */
export async function listComplete(family: ArticleFamily, locale: LocaleCode): Promise<ArticleSummary[]> {
  const translated = await listAllArticles(family, locale);
  if (locale === DEFAULT_LOCALE) return translated;
  const english = await listAllArticles(family, DEFAULT_LOCALE);
  const bySlug = new Map(translated.map((item) => [item.slug, item]));
  // English order is the family's order (order field, then newest first); translated items take their place in it.
  const merged = english.map((item) => bySlug.get(item.slug) ?? item);
  const extra = translated.filter((item) => !english.some((en) => en.slug === item.slug));
  return [...merged, ...extra];
}

export interface ArticleFacts {
  readonly minutes: number;
  readonly text: string;
}

/** Reading time and plain text of an article in the language it is listed in. */
export async function articleFacts(family: ArticleFamily, slug: string, lang: LocaleCode): Promise<ArticleFacts> {
  const article = await content.getArticle(family, slug, lang);
  const text = article ? plainText(article.body) : '';
  return { minutes: readingMinutes(text), text };
}

export type ListedArticle = ArticleSummary & { readonly minutes: number };

/** List items with their reading time (the list query carries no body). */
export async function withReadingTime(items: readonly ArticleSummary[]): Promise<ListedArticle[]> {
  return Promise.all(
    items.map(async (item) => ({ ...item, minutes: (await articleFacts(item.family, item.slug, item.lang)).minutes })),
  );
}

/** Full articles for a list (release notes show their bodies in the index). */
export async function loadArticles(items: readonly ArticleSummary[], locale: LocaleCode): Promise<Article[]> {
  const articles = await Promise.all(items.map((item) => content.getArticle(item.family, item.slug, locale)));
  return articles.filter((article): article is Article => article !== null);
}

/** Category and tag terms of a taxonomy family that have at least one article in `locale`. */
export async function usedTerms(family: TaxonomyFamily, locale: LocaleCode) {
  const [categories, tags] = await Promise.all([
    content.listCategories(family, locale),
    content.listTags(family, locale),
  ]);
  return { categories: categories.filter((term) => term.count > 0), tags: tags.filter((term) => term.count > 0) };
}

/**
 * The languages a category page exists in: those its title is translated into, as the sitemaps list it. Elsewhere
 * the page shows the English name and canonicalises to English, like an article without its translation.
 */
export async function categoryLocales(family: TaxonomyFamily, slug: string): Promise<LocaleCode[]> {
  const entries = await content.listCategoryLocales(family);
  const found = entries.find((entry) => entry.slug === slug);
  const locales = found && found.locales.length > 0 ? found.locales : [DEFAULT_LOCALE];
  return locales;
}
