import {
  LOCALE_COOKIE,
  SITE_DEFAULT_LOCALE,
  type LocaleCode,
  type SiteKey,
  getLocale,
  isLocaleCode,
} from '@site/schemas';
import { preferredLocales } from './accept-language';
import { isCrawler } from './bots';
import { readCookie } from './cookies';

/**
 * Language detection on the English site's unprefixed paths: the language cookie, then the browser's
 * preferred languages. Any of the 20 locales can win: Chinese and Russian live on their own hosts, the 17 others
 * under their prefix on the English host (`decide()` builds the move). Crawlers are never moved, by cookie or by
 * language: each URL shows every crawler the same page. Undefined keeps the visitor where they are.
 */
export function detectLocale(request: Request): LocaleCode | undefined {
  if (isCrawler(request.headers.get('user-agent'))) return undefined;
  const cookie = readCookie(request.headers.get('cookie'), LOCALE_COOKIE);
  if (isLocaleCode(cookie)) return cookie;
  return preferredLocales(request.headers.get('accept-language'))[0];
}

/** Where a path belongs once its first segment is read as a locale prefix. */
export interface LocaleTarget {
  /** The site that serves the page. */
  readonly site: SiteKey;
  readonly locale: LocaleCode;
  /** True for the 17 prefixed locales: the public path keeps `/{locale}`. */
  readonly prefixed: boolean;
  /** The path without its locale prefix, as segments. */
  readonly rest: readonly string[];
  /** The prefix itself must change: a host move (/en /zh /ru), a wrong host, or a mixed-case code (/DE). */
  readonly moved: boolean;
}

/**
 * Reads the locale prefix of normalised segments on a site. `/en`, `/zh` and `/ru` belong to their own hosts and
 * lose the prefix; the 17 prefixed locales live on the English host. A prefix in the wrong case (`/DE`, `/Ru`) is
 * that locale: no page segment is a two- or three-letter language code, and a 404 would help nobody. After a host
 * prefix the rest is read again on that host (`/zh/de/x` is `/de/x` on the Chinese host, which belongs on the
 * English host), so the visitor lands in one hop where a chain of redirects would have taken them.
 */
export function resolveLocale(segments: readonly string[], site: SiteKey): LocaleTarget {
  let current = site;
  let rest = segments;
  let moved = false;
  for (;;) {
    const [head, ...tail] = rest;
    const code = head?.toLowerCase();
    if (head === undefined || !isLocaleCode(code)) {
      return { site: current, locale: SITE_DEFAULT_LOCALE[current], prefixed: false, rest, moved };
    }
    const locale = getLocale(code);
    if (!locale.isDefault) {
      return {
        site: locale.site,
        locale: code,
        prefixed: true,
        rest: tail,
        moved: moved || head !== code || locale.site !== current,
      };
    }
    current = locale.site;
    rest = tail;
    moved = true;
  }
}
