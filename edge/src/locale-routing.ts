import {
  LOCALE_COOKIE,
  SITE_DEFAULT_LOCALE,
  type LocaleCode,
  type SiteKey,
  type SiteUrls,
  getLocale,
  isLocaleCode,
  localesOfSite,
  siteOfHost,
} from '@site/schemas';
import { preferredLocales } from './accept-language';
import { isCrawler } from './bots';
import { readCookie } from './cookies';
import { type Decision, NEXT } from './decision';

export interface RoutingConfig {
  readonly sites: SiteUrls;
}

/** The three languages that own a host: a path starting with their code moves to that host. */
const HOST_LOCALES: readonly SiteKey[] = ['en', 'zh', 'ru'];

/** Builds a redirect target on one of our own sites from validated parts only. */
function siteLocation(sites: SiteUrls, site: SiteKey, pathname: string, search: string): string {
  return `${sites[site]}${pathname}${search}`;
}

/** Splits '/de/pricing' into its first segment and the rest ('/pricing'; '' for none). */
function firstSegment(pathname: string): { head: string; rest: string } {
  const slash = pathname.indexOf('/', 1);
  return slash < 0 ? { head: pathname.slice(1), rest: '' } : { head: pathname.slice(1, slash), rest: pathname.slice(slash) };
}

/**
 * Spec section 4 language detection for an unprefixed path: the language cookie, then the browser's preferred
 * languages (never for crawlers), limited to the locales this site serves; undefined keeps the site's default.
 */
export function detectLocale(request: Request, site: SiteKey): LocaleCode | undefined {
  const served = localesOfSite(site);
  const cookie = readCookie(request.headers.get('cookie'), LOCALE_COOKIE);
  if (isLocaleCode(cookie)) return served.includes(cookie) ? cookie : undefined;
  if (isCrawler(request.headers.get('user-agent'))) return undefined;
  return preferredLocales(request.headers.get('accept-language')).find((code) => served.includes(code));
}

/**
 * Locale routing: which site a request is on, which locale it wants, and the internal `/{locale}/...` path that
 * renders it. Paths are rebuilt from validated segments, never echoed.
 */
export function routeLocale(request: Request, config: RoutingConfig): Decision {
  const url = new URL(request.url);
  const site = siteOfHost(request.headers.get('host'), config.sites);
  const { head, rest } = firstSegment(url.pathname);

  if ((HOST_LOCALES as readonly string[]).includes(head)) {
    return { type: 'redirect', status: 301, location: siteLocation(config.sites, head as SiteKey, rest || '/', url.search) };
  }

  if (isLocaleCode(head)) {
    const owner = getLocale(head).site;
    if (owner !== site) {
      return { type: 'redirect', status: 301, location: siteLocation(config.sites, owner, url.pathname, url.search) };
    }
    return NEXT;
  }

  const detected = detectLocale(request, site);
  const siteDefault = SITE_DEFAULT_LOCALE[site];
  if (detected && detected !== siteDefault) {
    const pathname = `/${detected}${url.pathname === '/' ? '' : url.pathname}`;
    return { type: 'redirect', status: 307, location: siteLocation(config.sites, site, pathname, url.search) };
  }
  return { type: 'rewrite', pathname: `/${siteDefault}${url.pathname === '/' ? '' : url.pathname}` };
}
