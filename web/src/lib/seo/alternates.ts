import { servedByRuBlog } from '@site/edge';
import { type LocaleCode, type SiteUrls, getLocale, localeUrl } from '@site/schemas';

export interface Alternates {
  readonly canonical: string;
  /** hreflang (real language tag) -> absolute URL, plus x-default. */
  readonly languages: Readonly<Record<string, string>>;
}

/**
 * Canonical and hreflang links for a page that exists in `available` locales. hreflang uses real language tags
 * (vi, ja, zh-TW, fil), x-default points at English when the page has it. URLs come from configuration only.
 * A page shown in a locale it has no translation for canonicalises to the English URL.
 */
/** The locales whose own URL serves the page: the Russian site sends its blog, news and guide to the external blog. */
export function localesServing(path: string, locales: readonly LocaleCode[]): LocaleCode[] {
  return servedByRuBlog(path) ? locales.filter((code) => code !== 'ru') : [...locales];
}

export function alternatesFor(
  path: string,
  locale: LocaleCode,
  availableLocales: readonly LocaleCode[],
  sites: SiteUrls,
): Alternates {
  const available = localesServing(path, availableLocales);
  const languages: Record<string, string> = {};
  for (const code of available) languages[getLocale(code).tag] = localeUrl(code, path, sites);
  const fallback = available.includes('en') ? 'en' : available[0];
  if (fallback) languages['x-default'] = localeUrl(fallback, path, sites);
  const canonicalLocale = available.includes(locale) ? locale : (fallback ?? locale);
  return { canonical: localeUrl(canonicalLocale, path, sites), languages };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so CMS text can never close the script. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
