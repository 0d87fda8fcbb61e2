import { DEFAULT_LOCALE, LOCALES, type LocaleCode, documentPath, getLocale, localeUrl } from '@site/schemas';
import { publishedContent as content } from '@/content';
import { siteUrls } from '@/env';
import { localesServing } from './alternates';
import type { SitemapEntry } from './sitemap-xml';

/** The sitemap files: `/sitemap.xml` is the index of `/index-sitemap.xml` and one `/{iso}-sitemap.xml` per language. */
export const SITEMAP_NAMES = ['index', ...LOCALES.map((locale) => locale.iso)] as const;

export function sitemapUrl(name: string): string {
  return `${siteUrls.en}/${name}-sitemap.xml`;
}

export function localeOfIso(iso: string): LocaleCode | undefined {
  return LOCALES.find((locale) => locale.iso === iso)?.code as LocaleCode | undefined;
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
  return pages;
}

export async function languageSitemap(locale: LocaleCode): Promise<SitemapEntry[]> {
  const pages = await sitemapPages();
  return pages.filter((page) => page.locales.includes(locale)).map((page) => entryFor(page, locale));
}

export function homeSitemap(): SitemapEntry[] {
  const home = { path: '/', locales: ALL_LOCALES };
  return ALL_LOCALES.map((locale) => entryFor(home, locale));
}
