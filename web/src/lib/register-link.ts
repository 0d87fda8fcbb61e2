import { isHttpUrl } from '@site/schemas';

/**
 * A register or login link built from the configured address (spec sections 2 and 3): `rel=official_website` and
 * `lang={locale}` are added when missing, and `from` holds the page's address unless already present. Pages are
 * prerendered, so `from` is the page's canonical URL rather than the address with its query. An address that does
 * not parse is returned as it is (section 5: the failure is ignored); one that is not http(s) gives null.
 */
export function accountLink(configured: string | null | undefined, options: { locale: string; from: string }): string | null {
  if (!configured || !isHttpUrl(configured)) return null;
  try {
    const url = new URL(configured);
    if (!url.searchParams.has('rel')) url.searchParams.set('rel', 'official_website');
    if (!url.searchParams.has('lang')) url.searchParams.set('lang', options.locale);
    if (!url.searchParams.has('from')) url.searchParams.set('from', options.from);
    return url.href;
  } catch {
    return configured;
  }
}
