import {
  LOCALE_CHOICE_PARAM,
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
  type LocaleCode,
  SITE_DEFAULT_LOCALE,
  type SiteKey,
  getLocale,
  hostnameOf,
  isLocaleCode,
  siteOfHost,
} from '@site/schemas';
import type { EdgeConfig } from './config';
import { cookieValues } from './cookies';
import { BAD_REQUEST, type CookieToSet, type Decision, NEXT } from './decision';
import { MISSING_PREFIX, isUnknownContentPath } from './content-routes';
import { legacyArticlePath } from './legacy-slugs';
import { legacySolutionPath } from './legacy-solutions';
import { detectLocale, resolveLocale } from './locale-routing';
import { buildLocation, isAllowedLocation } from './location';
import { isAssetPath, isDecodablePath, normalisePath, pathSegments, safeSearch } from './normalise';
import { markdownTwinPath, prefersMarkdown } from './markdown-twins';
import { ruBlogLocation } from './ru-blog';

/**
 * The language cookies an answer on the English host sets: the one a `?set_locale=` link carries (a choice made on
 * a host that shares no cookie with this one), and the removal of a host-only copy when the request has several
 * (an older site's, which would otherwise shadow this site's domain-wide one in every other reader). Only where
 * this site writes the cookie for a domain: on a host-only setup the host-only copy is this site's own.
 */
function languageCookies(request: Request, config: EdgeConfig, chosen: LocaleCode | undefined): CookieToSet[] {
  // Own keys only: a Host of `__proto__` or `constructor` names no domain.
  const host = hostnameOf(request.headers.get('host'));
  const domain = Object.hasOwn(config.cookieDomains, host) ? config.cookieDomains[host] : undefined;
  const cookies: CookieToSet[] = [];
  if (domain && cookieValues(request.headers.get('cookie'), LOCALE_COOKIE).length > 1) {
    cookies.push({ name: LOCALE_COOKIE, value: '', maxAgeSeconds: 0 });
  }
  if (chosen)
    cookies.push({
      name: LOCALE_COOKIE,
      value: chosen,
      maxAgeSeconds: LOCALE_COOKIE_DAYS * 86_400,
      ...(domain ? { domain } : {}),
    });
  return cookies;
}

/** Pages whose capitalised old addresses are still linked (spec: "Capitalised Pricing or Download paths"). */
const LOWERCASED_PAGES: ReadonlySet<string> = new Set(['pricing', 'download']);

/**
 * The one decision for a request, composing every routing rule so that a URL with several faults costs a
 * single redirect: normalisation, the locale prefix (host moves, wrong host, case), lowercase pages, the Russian
 * external blog, moved articles, then language detection; a page asked for as Markdown is then its twin. Permanent
 * fixes are 301; when language detection also moves the visitor, the one hop is a 307 straight to the final page (it
 * depends on the visitor, so never cached as permanent). Every Location is rebuilt from configured origins and
 * validated segments, then checked against the allowlist; a path that cannot be rebuilt safely is not redirected but
 * answered with the 404.
 */
export function decide(request: Request, config: EdgeConfig): Decision {
  const url = new URL(request.url);
  if (!isDecodablePath(url.pathname)) return BAD_REQUEST;
  if (isAssetPath(url.pathname)) return NEXT;
  const site = siteOfHost(request.headers.get('host'), config.sites);
  const normalised = normalisePath(url.pathname);
  const target = resolveLocale(pathSegments(normalised), site);

  // A 404 in the language of the host, for a path that needed a redirect but cannot be rebuilt safely.
  const notFound: Decision = {
    type: 'rewrite',
    pathname: `/${target.site === site ? target.locale : SITE_DEFAULT_LOCALE[site]}${url.pathname}`,
  };

  let changed = normalised !== url.pathname || target.moved;

  let rest = [...target.rest];
  const page = rest[0];
  if (page !== undefined && page !== page.toLowerCase() && LOWERCASED_PAGES.has(page.toLowerCase())) {
    rest[0] = page.toLowerCase();
    changed = true;
  }

  const redirect = (location: string | undefined, status: 301 | 307): Decision =>
    location !== undefined && isAllowedLocation(location, config.allowedOrigins)
      ? { type: 'redirect', status, location }
      : notFound;

  if (target.locale === 'ru') {
    const external = ruBlogLocation(config.ruBlog, rest);
    if (external !== undefined) return redirect(external, 301);
  }

  // Moved articles and old solution slugs, for the locale the page is finally served in.
  const movedFor = (locale: LocaleCode, segments: readonly string[]) =>
    legacyArticlePath(locale, segments) ?? legacySolutionPath(config.legacySolutions, locale, segments);
  const requested = rest;
  const moved = movedFor(target.locale, requested);
  if (moved) {
    rest = moved;
    changed = true;
  }

  const publicSegments = target.prefixed ? [target.locale, ...rest] : rest;
  // A language chosen on another host arrives once in the query: stored as this host's cookie, then dropped from the
  // address in the same hop as every other fix (a 307: it depends on the visitor).
  const choice =
    site === 'en' && url.searchParams.has(LOCALE_CHOICE_PARAM) ? url.searchParams.get(LOCALE_CHOICE_PARAM) : null;
  if (choice !== null) url.searchParams.delete(LOCALE_CHOICE_PARAM);
  const search = safeSearch(url.search);
  const location = (key: SiteKey, segments: readonly string[]) => buildLocation(config.sites[key], segments, search);
  if (choice !== null) {
    return withCookies(
      redirect(location(target.site, publicSegments), 307),
      languageCookies(request, config, isLocaleCode(choice) ? choice : undefined),
    );
  }

  // Detection only where the visitor asked for no language: an unprefixed path that stays on the English host (the
  // Chinese and Russian hosts set their language). It may move the visitor under a prefix or to the Chinese or
  // Russian host, in one 307 with every permanent fix of that locale folded in (the Russian blog included). Across
  // hosts the other host's cookie is unknown here, so a host move stays permanent and detection happens there.
  let cookies: CookieToSet[] = [];
  if (!target.prefixed && target.site === site && site === 'en') {
    cookies = languageCookies(request, config, undefined);
    const detected = detectLocale(request);
    if (detected !== undefined && detected !== SITE_DEFAULT_LOCALE[site]) {
      const where = getLocale(detected);
      const segments = movedFor(detected, requested) ?? requested;
      const external = detected === 'ru' ? ruBlogLocation(config.ruBlog, segments) : undefined;
      return withCookies(
        redirect(external ?? location(where.site, where.isDefault ? segments : [detected, ...segments]), 307),
        cookies,
      );
    }
  }

  if (changed) return withCookies(redirect(location(target.site, publicSegments), 301), cookies);
  if (config.contentPaths && isUnknownContentPath(rest, config.contentPaths)) {
    return withCookies({ type: 'rewrite', pathname: `/${target.locale}${MISSING_PREFIX}/${rest.join('/')}` }, cookies);
  }
  // Asked for as Markdown: the page's twin, the answer its `.md` address gives; a page without one stays the page.
  // GET and HEAD only: the twin's route is cached by path, whatever method rendered it (web cached-routes.ts).
  if ((request.method === 'GET' || request.method === 'HEAD') && prefersMarkdown(request.headers.get('accept'))) {
    const twin = markdownTwinPath(target.locale, rest, config.twinLocales);
    if (twin) return withCookies({ type: 'rewrite', pathname: twin }, cookies);
  }
  if (target.prefixed) return withCookies(NEXT, cookies);
  return withCookies(
    { type: 'rewrite', pathname: `/${target.locale}${normalised === '/' ? '' : normalised}` },
    cookies,
  );
}

function withCookies(decision: Decision, cookies: readonly CookieToSet[]): Decision {
  return cookies.length === 0 || decision.type === 'reject' ? decision : { ...decision, cookies };
}
