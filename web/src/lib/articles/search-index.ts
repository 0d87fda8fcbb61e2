import { type LocaleCode, documentPath, getLocale, localePath } from '@site/schemas';
import { articleFacts, listAllArticles, listComplete } from './article-data';
import { normalizeSearchText, type SearchEntry, type SearchIndex } from './search-text';

/** Where a language's index is served (same origin as its pages; `api/` is outside the locale proxy). */
export function searchIndexPath(locale: LocaleCode): string {
  return `/api/search/${locale}`;
}

/** Body text kept per entry: enough to find any answer in a help article, bounded so one long page cannot bloat it. */
export const SEARCH_TEXT_LIMIT = 4000;

/**
 * A language's search index: help articles as the help centre lists them (English standing in where a translation
 * is missing, marked with `l`), then the language's guides. Paths carry the locale prefix of this host.
 */
export async function buildSearchIndex(locale: LocaleCode): Promise<SearchIndex> {
  const [help, guides] = await Promise.all([listComplete('help', locale), listAllArticles('guide', locale)]);
  const entries: SearchEntry[] = await Promise.all(
    [...help, ...guides].map(async (item) => {
      const { text } = await articleFacts(item.family, item.slug, item.lang);
      const entry: SearchEntry = {
        t: item.title,
        e: item.excerpt ?? '',
        p: localePath(locale, documentPath(item._type, item.slug) ?? '/'),
        s: item.family === 'guide' ? 'guide' : (item.section ?? ''),
        x: normalizeSearchText([...text].slice(0, SEARCH_TEXT_LIMIT).join('')),
      };
      return item.lang === locale ? entry : { ...entry, l: getLocale(item.lang).tag };
    }),
  );
  return { locale, entries };
}
