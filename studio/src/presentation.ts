import { servedByRuBlog } from '@site/edge';
import { DOCUMENTS, documentPath, getLocale, LOCALE_CODES, type LocaleCode, localeUrl } from '@site/schemas';
import type { DocumentLocationResolvers, DocumentLocationsState, DocumentResolver } from 'sanity/presentation';
import { siteUrls } from './env';

/**
 * The Presentation tool's document locations: for every document type of the model, the pages that show a document,
 * one per language it is translated into, on that language's host and prefix. Paths come from the model's
 * `documentPath` and URLs from `localeUrl` (the rules the site itself uses); the Russian site's blog, news and guides
 * are the external blog's (`servedByRuBlog`), so they have no Russian location here.
 */

/** A localized field's languages (`{en, zh, ...}`); a plain value counts as every language. */
function languagesOf(value: unknown): LocaleCode[] {
  if (!value || typeof value !== 'object') return [...LOCALE_CODES];
  const present = new Set(Object.keys(value).filter((key) => !key.startsWith('_')));
  return LOCALE_CODES.filter((code) => present.has(code));
}

function titleOf(value: unknown): string {
  if (typeof value === 'string') return value;
  const english = value && typeof value === 'object' ? (value as Record<string, unknown>).en : undefined;
  return typeof english === 'string' ? english : 'Untitled';
}

/** Locations of one document (exported for tests). */
export function locationsOf(
  type: string,
  value: { slug?: string | null; title?: unknown; presence?: unknown } | null,
): DocumentLocationsState {
  const path = documentPath(type, value?.slug ?? null);
  if (!path)
    return { message: 'This document has no page of its own: it appears on the pages that use it.', tone: 'positive' };
  const title = titleOf(value?.title);
  const codes = languagesOf(value?.presence ?? value?.title).filter((code) => !(code === 'ru' && servedByRuBlog(path)));
  return {
    locations: codes.map((code) => ({
      title: `${title} (${getLocale(code).tag})`,
      href: localeUrl(code, path, siteUrls),
    })),
  };
}

export const documentLocations: DocumentLocationResolvers = Object.fromEntries(
  DOCUMENTS.map((def) => [
    def.name,
    {
      select: { slug: 'slug.current', title: def.titleField, presence: def.presence?.[0] ?? def.titleField },
      resolve: (value: Record<string, unknown> | null) =>
        locationsOf(def.name, value as { slug?: string; title?: unknown; presence?: unknown } | null),
    },
  ]),
);

/** The site's three origins: the preview frame may navigate between the English, Chinese and Russian hosts. */
export const previewOrigins: string[] = [...new Set(Object.values(siteUrls).map((url) => new URL(url).origin))];

/** Stands for a slug in documentPath's answer, to find which types a path with a slug leads to. */
const SLUG_MARK = 'presentation-slug-mark';

/**
 * The Presentation tool's main documents: the page the preview frame shows opens its document, in every language.
 * The route patterns come from `documentPath` (the site's rule): each on the English host, with any language prefix
 * there, and on the Chinese and Russian hosts (the Russian host without the external blog's sections). Types that
 * share a path (`/{slug}`: pages and feature pages) share one resolver. Sanity takes the first resolver whose route
 * matches, so the routes that begin with a fixed segment come before `/:slug`.
 */
export const mainDocuments: DocumentResolver[] = (() => {
  const byRoute = new Map<string, string[]>();
  for (const def of DOCUMENTS) {
    const path = documentPath(def.name, SLUG_MARK);
    if (!path?.includes(SLUG_MARK)) continue;
    const route = path.replace(SLUG_MARK, ':slug');
    byRoute.set(route, [...(byRoute.get(route) ?? []), def.name]);
  }
  const generic = (route: string) => route.startsWith('/:');
  return [...byRoute]
    .sort(([a], [b]) => Number(generic(a)) - Number(generic(b)))
    .map(([route, types]) => ({
      route: [
        `${siteUrls.en}${route}`,
        `${siteUrls.en}/:locale${route}`,
        `${siteUrls.zh}${route}`,
        ...(servedByRuBlog(route) ? [] : [`${siteUrls.ru}${route}`]),
      ],
      filter: `_type in ${JSON.stringify(types)} && slug.current == $slug`,
    }));
})();
