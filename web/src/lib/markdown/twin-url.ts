import {
  type LocaleCode,
  MARKDOWN_INDEX_FILE,
  MARKDOWN_MEDIA_TYPE,
  MARKDOWN_SUFFIX,
  type SiteUrls,
  localeUrl,
} from '@site/schemas';
import type { Metadata } from 'next';

/** A page's Markdown twin: its address plus `.md`; a language's home page names `index.html.md` in its folder. */
export function markdownTwinUrl(locale: LocaleCode, path: string, sites: SiteUrls): string {
  const page = localeUrl(locale, path, sites);
  // A home page (`/`, `/de`) has no file name of its own: its twin is the folder's `index.html.md`.
  if (path === '/') return `${page.replace(/\/$/, '')}/${MARKDOWN_INDEX_FILE}${MARKDOWN_SUFFIX}`;
  return `${page}${MARKDOWN_SUFFIX}`;
}

/**
 * The page's head names its twin (`<link rel="alternate" type="text/markdown">`) beside any other alternate types
 * (the feeds). Only pages that have a twin in this language call it: not a missing translation shown in English.
 */
export function withMarkdownAlternate(metadata: Metadata, locale: LocaleCode, path: string, sites: SiteUrls): Metadata {
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { ...metadata.alternates?.types, [MARKDOWN_MEDIA_TYPE]: markdownTwinUrl(locale, path, sites) },
    },
  };
}
