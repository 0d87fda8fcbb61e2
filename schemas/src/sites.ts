import { type LocaleCode, type SiteKey, getLocale, localePrefix } from './locales';

/** The three public origins. They come from configuration, never from a request's Host header. */
export type SiteUrls = Readonly<Record<SiteKey, string>>;

export const DEFAULT_SITE_URLS: SiteUrls = {
  en: 'http://localhost:3000',
  zh: 'http://zh.localhost:3000',
  ru: 'http://ru.localhost:3000',
};

export class SiteConfigError extends Error {
  override readonly name = 'SiteConfigError';
}

function origin(value: string, variable: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch (cause) {
    throw new SiteConfigError(`${variable} is not an absolute URL: ${value}`, { cause });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SiteConfigError(`${variable} must be http or https: ${value}`);
  }
  return url.origin;
}

/** Reads SITE_URL_EN, SITE_URL_ZH and SITE_URL_RU from an environment-like record. */
export function resolveSiteUrls(env: Readonly<Record<string, string | undefined>>): SiteUrls {
  return {
    en: origin(env.SITE_URL_EN || DEFAULT_SITE_URLS.en, 'SITE_URL_EN'),
    zh: origin(env.SITE_URL_ZH || DEFAULT_SITE_URLS.zh, 'SITE_URL_ZH'),
    ru: origin(env.SITE_URL_RU || DEFAULT_SITE_URLS.ru, 'SITE_URL_RU'),
  };
}

/**
 * The host name a Host header names, as Next's host conditions compare it: lower case, without the port or a
 * trailing dot (`ZH.Localhost.:9999` -> `zh.localhost`). The one way the project reads a Host.
 */
export function hostnameOf(host: string | null | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  // An IPv6 literal keeps its brackets; anything else loses a `:port`.
  const name = value.startsWith('[') ? value.slice(0, value.indexOf(']') + 1) : value.replace(/:[^:]*$/, '');
  return name.replace(/\.$/, '');
}

/**
 * The site a Host header names; unknown hosts are treated as the English site. Compared by host name, as Next's
 * rewrites pick the page, so the redirects and the page agree whatever port the request came in on. Only when the
 * three sites share a host name (a local setup on three ports) does the port tell them apart.
 */
export function siteOfHost(host: string | null | undefined, sites: SiteUrls): SiteKey {
  const keys = ['zh', 'ru', 'en'] as const;
  const names = keys.map((key) => new URL(sites[key]).hostname);
  const byName = new Set(names).size === keys.length;
  const wanted = byName
    ? hostnameOf(host)
    : (host ?? '')
        .trim()
        .toLowerCase()
        .replace(/\.(?=:|$)/, '');
  for (const [index, key] of keys.entries()) {
    if ((byName ? names[index] : new URL(sites[key]).host) === wanted) return key;
  }
  return 'en';
}

/** Normalises a locale-free path: always starts with '/', never ends with one (except the root). */
function restPath(path: string): string {
  if (!path || path === '/') return '';
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.endsWith('/') ? withSlash.slice(0, -1) : withSlash;
}

/** The public path of a page in a locale, relative to that locale's site: ('de', '/pricing') -> '/de/pricing'. */
export function localePath(code: LocaleCode, path = '/'): string {
  return `${localePrefix(code)}${restPath(path)}` || '/';
}

/** The absolute public URL of a page in a locale, on that locale's own site. */
export function localeUrl(code: LocaleCode, path: string, sites: SiteUrls): string {
  const base = sites[getLocale(code).site];
  const pathname = localePath(code, path);
  return pathname === '/' ? `${base}/` : `${base}${pathname}`;
}
