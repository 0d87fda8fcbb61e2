import { type LocaleCode, MARKDOWN_INDEX_FILE, MARKDOWN_SUFFIX, type SiteUrls, localeUrl } from '@site/schemas';

/** A page's Markdown twin: its address plus `.md`; a language's home page names `index.html.md` in its folder. */
export function markdownTwinUrl(locale: LocaleCode, path: string, sites: SiteUrls): string {
  const page = localeUrl(locale, path, sites);
  // A home page (`/`, `/de`) has no file name of its own: its twin is the folder's `index.html.md`.
  if (path === '/') return `${page.replace(/\/$/, '')}/${MARKDOWN_INDEX_FILE}${MARKDOWN_SUFFIX}`;
  return `${page}${MARKDOWN_SUFFIX}`;
}
