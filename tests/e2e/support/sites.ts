import { type LocaleCode, localeUrl, resolveSiteUrls } from '@site/schemas';

/** The same configuration the server reads, so tests follow SITE_URL_* when they are set. */
export const sites = resolveSiteUrls(process.env);

export function urlOf(locale: LocaleCode, path = '/'): string {
  return localeUrl(locale, path, sites);
}
