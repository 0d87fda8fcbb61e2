import { FROM_PARAM, OFFICIAL_WEBSITE_REL, type LocaleCode } from '@site/schemas';

/**
 * Register and login links. Every function takes the configured URL as input, so the
 * same code serves the environment's defaults today and the CMS's site settings later. A URL that does not parse
 * is left exactly as configured: the spec says the failure is ignored silently.
 */

function parse(raw: string): URL | undefined {
  try {
    return new URL(raw);
  } catch {
    return undefined;
  }
}

/**
 * The base-info register or login URL with `rel=official_website` and `lang={locale}` added when missing. A URL of
 * another scheme (javascript:, data:) gives nothing: it never becomes a link.
 */
export function officialUrl(raw: string | null | undefined, locale: LocaleCode): string | undefined {
  if (!raw) return undefined;
  const url = parse(raw);
  if (!url) return raw;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (!url.searchParams.has('rel')) url.searchParams.set('rel', OFFICIAL_WEBSITE_REL);
  if (!url.searchParams.has('lang')) url.searchParams.set('lang', locale);
  return url.href;
}

/**
 * Whether a register or login URL from base-info or the CMS may be used: https (or http on a loopback origin the
 * configuration lists, for tests) on one of `allowed`. Whoever edits the site settings or answers base-info must not
 * be able to send visitors, and one-tap's token, to a host of their choosing.
 */
export function isAllowedAuthUrl(raw: string, allowed: readonly string[]): boolean {
  const url = parse(raw);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return false;
  return allowed.includes(url.origin);
}

/** The link with `from` holding the visitor's current full address, unless the link already carries one. */
export function withFrom(raw: string, currentHref: string): string {
  const url = parse(raw);
  if (!url || url.searchParams.has(FROM_PARAM)) return raw;
  url.searchParams.set(FROM_PARAM, currentHref);
  return url.href;
}

/** The login destination after a successful one-tap sign-in: the login URL with token `t`. */
export function withToken(raw: string, token: string): string {
  const url = parse(raw);
  if (!url) return raw;
  url.searchParams.set('t', token);
  return url.href;
}
