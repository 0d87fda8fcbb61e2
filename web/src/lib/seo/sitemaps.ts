import {
  CATEGORY_TYPE,
  DEFAULT_LOCALE,
  LOCALES,
  type LocaleCode,
  SITEMAP_MAX_BYTES,
  SITEMAP_MAX_URLS,
  TAXONOMY_FAMILIES,
  documentPath,
  getLocale,
  localeUrl,
} from '@site/schemas';
import { publishedContent as content } from '@/content';
import { siteUrls } from '@/env';
import { categoryLocales, listAllArticles } from '@/lib/articles/article-data';
import { localesServing } from './alternates';
import { type SitemapEntry, type SitemapLimits, sitemapParts } from './sitemap-xml';

/**
 * The sitemap files: `/sitemap.xml` is the index of `/index-sitemap.xml` and one `/{iso}-sitemap.xml` per language.
 * A language past a file's limits is split: its first part keeps that name, the next ones are `/{iso}-2-sitemap.xml`,
 * `/{iso}-3-sitemap.xml` and so on, and the index lists them all.
 */
export const SITEMAP_LIMITS: SitemapLimits = { maxUrls: SITEMAP_MAX_URLS, maxBytes: SITEMAP_MAX_BYTES };

export function sitemapUrl(name: string): string {
  return `${siteUrls.en}/${name}-sitemap.xml`;
}

/** The file name of a language's part (numbered from 1). */
export function sitemapPartName(locale: LocaleCode, part: number): string {
  const iso = getLocale(locale).iso;
  return part === 1 ? iso : `${iso}-${part}`;
}

export type SitemapName = { readonly kind: 'index' } | { readonly kind: 'language'; locale: LocaleCode; part: number };

/** What a file name asks for; null for anything that is not one (a part is written without a leading zero, from 2). */
export function parseSitemapName(name: string): SitemapName | null {
  if (name === 'index') return { kind: 'index' };
  const match = /^([a-z]{2}-[A-Z]{2})(?:-([2-9]|[1-9][0-9]{1,5}))?$/.exec(name);
  const locale = match && LOCALES.find((entry) => entry.iso === match[1]);
  if (!match || !locale) return null;
  return { kind: 'language', locale: locale.code as LocaleCode, part: match[2] ? Number(match[2]) : 1 };
}

/** Pages every language has (their text comes from messages and settings, which exist in all 20). */
const SECTION_PATHS = [
  '/',
  '/blog',
  '/news',
  '/guide',
  '/helps',
  '/release',
  '/partner',
  '/solutions',
  '/alternatives',
  '/pricing',
  '/download',
  '/faq',
];
const ALL_LOCALES = LOCALES.map((locale) => locale.code as LocaleCode);

interface SitemapPage {
  readonly path: string;
  readonly locales: readonly LocaleCode[];
  readonly updatedAt?: string | undefined;
}

function entryFor(page: SitemapPage, locale: LocaleCode): SitemapEntry {
  const alternates: Record<string, string> = {};
  for (const code of page.locales) alternates[getLocale(code).tag] = localeUrl(code, page.path, siteUrls);
  const fallback = page.locales.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : page.locales[0];
  if (fallback) alternates['x-default'] = localeUrl(fallback, page.path, siteUrls);
  return { loc: localeUrl(locale, page.path, siteUrls), lastmod: page.updatedAt, alternates };
}

/**
 * Every page with the languages it really exists in. A document shown in English where its translation is missing
 * canonicalises to English, so it is listed only under the languages it has.
 */
export async function sitemapPages(): Promise<SitemapPage[]> {
  const documents = await content.listSitemapEntries();
  const pages: SitemapPage[] = SECTION_PATHS.map((path) => ({ path, locales: localesServing(path, ALL_LOCALES) }));
  const seen = new Set(SECTION_PATHS);
  for (const doc of documents) {
    const path = documentPath(doc._type, doc.slug);
    if (!path || seen.has(path) || doc.locales.length === 0) continue;
    seen.add(path);
    const locales = localesServing(path, doc.locales);
    if (locales.length > 0) pages.push({ path, locales, updatedAt: doc.updatedAt });
  }
  return [...pages, ...(await tagPages())];
}

/**
 * A category filtered by one tag is a page of its own (it is its own canonical) in each language where an article
 * of the category carries the tag. A set of two tags is a view of the category and stays out.
 */
async function tagPages(): Promise<SitemapPage[]> {
  const pages: SitemapPage[] = [];
  for (const family of TAXONOMY_FAMILIES) {
    // category slug -> tag slug -> the languages an article of the category with the tag is listed in
    const found = new Map<string, Map<string, Set<LocaleCode>>>();
    const lists = await Promise.all(ALL_LOCALES.map((locale) => listAllArticles(family, locale)));
    lists.forEach((items, index) => {
      for (const item of items) {
        const category = item.category?.slug;
        if (!category) continue;
        const tags = found.get(category) ?? new Map<string, Set<LocaleCode>>();
        found.set(category, tags);
        for (const tag of item.tags ?? [])
          if (tag.slug) tags.set(tag.slug, (tags.get(tag.slug) ?? new Set()).add(ALL_LOCALES[index]!));
      }
    });
    for (const [category, tags] of found) {
      // The languages the tag page's own hreflang names: the category's, where an article carries the tag.
      const categoryIn = await categoryLocales(family, category);
      for (const [tag, listed] of tags) {
        const path = `${documentPath(CATEGORY_TYPE[family], category)}/${tag}`;
        const locales = localesServing(
          path,
          categoryIn.filter((locale) => listed.has(locale)),
        );
        if (locales.length > 0) pages.push({ path, locales });
      }
    }
  }
  return pages;
}

/** A language's entries among every page's (`sitemapPages()`). */
function languageEntries(pages: readonly SitemapPage[], locale: LocaleCode): SitemapEntry[] {
  return pages.filter((page) => page.locales.includes(locale)).map((page) => entryFor(page, locale));
}

/** A language's sitemap in the parts its files hold (one, until it passes a file's limits). */
export async function languageSitemapParts(
  locale: LocaleCode,
  limits: SitemapLimits = SITEMAP_LIMITS,
): Promise<SitemapEntry[][]> {
  return sitemapParts(languageEntries(await sitemapPages(), locale), limits);
}

/**
 * Every sitemap file's name, as the index lists them: the home sitemap, then each language's parts. Every page is
 * read once for all 20 languages: this runs again after each publish that touches the sitemaps.
 */
export async function sitemapNames(limits: SitemapLimits = SITEMAP_LIMITS): Promise<string[]> {
  const pages = await sitemapPages();
  const perLanguage = ALL_LOCALES.map((code) =>
    sitemapParts(languageEntries(pages, code), limits).map((_, index) => sitemapPartName(code, index + 1)),
  );
  return ['index', ...perLanguage.flat()];
}

export function homeSitemap(): SitemapEntry[] {
  const home = { path: '/', locales: ALL_LOCALES };
  return ALL_LOCALES.map((locale) => entryFor(home, locale));
}
