import {
  LOCALE_CHOICE_PARAM,
  LOCALE_COOKIE,
  LOCALES,
  MARKDOWN_MEDIA_TYPE,
  type SiteKey,
  type SiteUrls,
} from '@site/schemas';
import { TAG_OVERRIDES } from './accept-language';
import { LEGACY_ARTICLES, type LegacyArticle } from './data/legacy-articles';
import { RU_BLOG_SECTIONS } from './ru-blog';
import type { HeaderEntry } from './security-headers';

/**
 * The proxy off the hot path. Most requests need no code: a clean path (lowercase slug segments, no trailing slash,
 * no `.html`, no escapes) on a site, from a visitor whom language detection would not move, is only the locale
 * rewrite (`/pricing` on the Chinese host is `/zh/pricing`). That rewrite is static, keyed by host
 * (`staticRewrites`, next.config `beforeFiles`), and the proxy runs only for the requests where `decide()` may
 * answer something else (`proxyMatcher`, written into `web/src/proxy.ts` at build because Next reads a proxy's
 * matcher from the file's literal text). A matcher entry may match more than needed (then `decide()` answers as
 * before); it must never miss a request `decide()` would redirect or reject.
 * tests/unit/edge/next/static-routing.test.ts runs both through Next's own matching code against `decide()`.
 *
 * One deliberate difference: an unknown content id on a clean path (`/blog/no-such-article`) reaches its page
 * route, which answers the localized 404 itself, instead of the edge's rewrite to the dynamic catch-all.
 */

/**
 * Next's `has`/`missing` items (next.config rewrites and the proxy matcher share the shape). `value` is a regular
 * expression Next anchors with ^ and $ and runs without flags.
 */
export type RouteCondition =
  | { type: 'host'; key?: undefined; value: string }
  | { type: 'header' | 'cookie' | 'query'; key: string; value?: string };

export interface StaticRewrite {
  readonly source: string;
  readonly destination: string;
  has?: RouteCondition[];
  missing?: RouteCondition[];
}

export interface ProxyMatcher {
  readonly source: string;
  has?: RouteCondition[];
  missing?: RouteCondition[];
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** `[Dd][Ee]`: Next runs `has` patterns without the i flag, and language tags come in any case. */
const anyCase = (text: string) =>
  [...text].map((c) => (/[a-z]/i.test(c) ? `[${c.toUpperCase()}${c.toLowerCase()}]` : escapeRegex(c))).join('');
const oneOf = (items: readonly string[]) => `(?:${items.join('|')})`;

const CODES = LOCALES.map((locale) => locale.code);
const HOST_LOCALES = LOCALES.filter((locale) => locale.isDefault);
const PREFIXED_LOCALES = LOCALES.filter((locale) => !locale.isDefault);
const HOST_CODES = HOST_LOCALES.map((locale) => locale.code);
const PREFIXED_CODES = PREFIXED_LOCALES.map((locale) => locale.code);
/** The English site's own locale: detection keeps its visitors; every other locale may be a move. */
const ENGLISH = HOST_LOCALES.find((locale) => locale.site === 'en')!;
const ENGLISH_PRIMARY = ENGLISH.tag.toLowerCase().split('-')[0]!;
const MOVABLE_LOCALES = LOCALES.filter((locale) => locale.code !== ENGLISH.code);

/** Next's own files, API routes and files with an extension other than `.html`: never the proxy's business. */
const NOT_AN_ASSET = '(?!_next/|api/|.*\\.(?![Hh][Tt][Mm][Ll]$)[A-Za-z0-9]+$)';
/** A path `decide()` leaves as it is: lowercase slug segments, single slashes, no trailing slash, no dots. */
const CLEAN_PATH = '(?:[a-z0-9-]+(?:/[a-z0-9-]+)*)?';
/** No locale prefix (case-insensitively: Next matches rewrites without case). */
const UNPREFIXED = `(?!${oneOf(CODES)}(?:/|$))`;

/** Hostnames of the three sites, as Next's `host` condition sees them (no port, lowercase). */
function hostnames(sites: SiteUrls): Record<SiteKey, string> {
  return { en: new URL(sites.en).hostname, zh: new URL(sites.zh).hostname, ru: new URL(sites.ru).hostname };
}

/**
 * Host conditions can tell the sites apart only by name. Sites that share a hostname (different ports, as a local
 * setup might) get no static rewrites and the proxy on every path, as before.
 */
function distinctHosts(sites: SiteUrls): Record<SiteKey, string> | null {
  const names = hostnames(sites);
  return new Set(Object.values(names)).size === 3 ? names : null;
}

const hostIs = (...names: string[]): RouteCondition => ({ type: 'host', value: oneOf(names.map(escapeRegex)) });

/** The locale rewrite of a clean path, per host: the English site answers any host that is not the other two. */
export function staticRewrites(sites: SiteUrls): StaticRewrite[] {
  const hosts = distinctHosts(sites);
  if (!hosts) return [];
  // The first segment carries the checks: no locale prefix, no Next file or API route, no file extension anywhere.
  const first = `:first(${UNPREFIXED}(?!api(?:/|$))(?!.*\\.[A-Za-z0-9]+$)[a-z0-9-]+)`;
  // The English site first: it answers most requests, and Next's router stops at the first rewrite that finds a page,
  // so an English request never tries the other hosts' rules (each a path match and a host test). The page runtime
  // replays the list on every request, where the other hosts' rules then fail on the rewritten path's locale prefix
  // before any host test. The conditions exclude each other, so the order changes no answer.
  return (['en', 'zh', 'ru'] as const).flatMap((site) => {
    const locale = HOST_LOCALES.find((candidate) => candidate.site === site)!.code;
    const condition =
      site === 'en' ? { missing: [hostIs(hosts.zh), hostIs(hosts.ru)] } : { has: [hostIs(hosts[site])] };
    return [
      { source: '/', destination: `/${locale}`, ...condition },
      { source: `/${first}/:rest*`, destination: `/${locale}/:first/:rest*`, ...condition },
    ];
  });
}

/**
 * Accept-Language values naming a language detection could move a visitor to: any of the 20 locales but English
 * (the 17 prefixed ones, and Chinese and Russian on their hosts), by primary subtag or `TAG_OVERRIDES`.
 */
export function detectableLanguagePattern(): string {
  const primaries = new Set<string>();
  for (const locale of MOVABLE_LOCALES) primaries.add(locale.tag.toLowerCase().split('-')[0]!);
  for (const [tag, code] of Object.entries(TAG_OVERRIDES)) {
    if (MOVABLE_LOCALES.some((locale) => locale.code === code)) primaries.add(tag.split('-')[0]!);
  }
  primaries.delete(ENGLISH_PRIMARY);
  // A tag starts the header or follows a comma; any Chinese tag (zh, zh-CN, zh-TW, zh-Hant) moves the visitor.
  const tag = oneOf([...primaries].sort().map(anyCase));
  return `(?:.*,)?\\s*${tag}(?:[-;,\\s].*)?`;
}

/** Clean paths of a moved article (ids with a colon are not clean, so the first entry catches them). */
function legacyArticleSources(articles: readonly LegacyArticle[]): string[] {
  const clean = /^[a-z0-9-]+$/;
  return articles
    .filter((article) => clean.test(article.from))
    .flatMap((article) => [
      `/${article.section}/${article.from}`,
      `/:code(${CODES.join('|')})/${article.section}/${article.from}`,
    ]);
}

/** Every request the proxy must see; see the module comment for the contract. */
export function proxyMatcher(sites: SiteUrls, articles: readonly LegacyArticle[] = LEGACY_ARTICLES): ProxyMatcher[] {
  const everyPath: ProxyMatcher = { source: `/(${NOT_AN_ASSET}.*)` };
  // Every path with a percent sign, wherever it points: one that does not decode gets the edge's 400, because Next
  // answers it with a 500 (see `isAssetPath`).
  const escaped: ProxyMatcher = { source: '/:path(.*%.*)' };
  const hosts = distinctHosts(sites);
  if (!hosts) return [everyPath, escaped];
  // A page asked for as Markdown may be its twin (markdown-twins.ts). Browsers never name the type, so their
  // requests never match; `decide()` weighs the q-values.
  const markdown: ProxyMatcher = {
    source: `/(${NOT_AN_ASSET}.*)`,
    has: [{ type: 'header', key: 'accept', value: `.*${anyCase(MARKDOWN_MEDIA_TYPE)}.*` }],
  };
  const cleanUnprefixed = `/(${UNPREFIXED}${CLEAN_PATH})`;
  const cookieNames = (codes: readonly string[]): RouteCondition => ({
    type: 'cookie',
    key: LOCALE_COOKIE,
    value: oneOf(codes),
  });
  return [
    // Anything normalisation may change: case, trailing or double slashes, `.html`, dots, colons, other characters.
    { source: `/(${NOT_AN_ASSET}(?!${CLEAN_PATH}$).*)` },
    escaped,
    markdown,
    // `/en`, `/zh`, `/ru` move to their host; a prefixed locale on the Chinese or Russian host moves to the English one.
    { source: `/:code(${HOST_CODES.join('|')})/:rest*` },
    { source: `/:code(${PREFIXED_CODES.join('|')})/:rest*`, has: [hostIs(hosts.zh, hosts.ru)] },
    // The Russian site's blog, news and guide live on the external blog.
    { source: `/:section(${oneOf([...RU_BLOG_SECTIONS])}(?:-[a-z0-9-]*)?)/:rest*`, has: [hostIs(hosts.ru)] },
    // Moved articles and old solution addresses (the CMS's legacy slugs change without a build).
    ...legacyArticleSources(articles).map((source) => ({ source })),
    { source: '/:section(solution|solutions)/:rest*' },
    { source: `/:code(${CODES.join('|')})/:section(solution|solutions)/:rest*` },
    // Language detection on the English site's unprefixed paths: a cookie naming another locale than English, or
    // (unless the cookie names English, which detection keeps) a browser language of another locale.
    {
      source: cleanUnprefixed,
      has: [cookieNames(MOVABLE_LOCALES.map((locale) => locale.code))],
      missing: [hostIs(hosts.zh, hosts.ru)],
    },
    {
      source: cleanUnprefixed,
      has: [{ type: 'header', key: 'accept-language', value: detectableLanguagePattern() }],
      missing: [cookieNames([ENGLISH.code]), hostIs(hosts.zh, hosts.ru)],
    },
    // Several language cookies (an older site's host-only copy beside this site's): the last wins, which Next's own
    // cookie condition (the first) cannot tell, and the proxy removes the stale copy.
    {
      source: cleanUnprefixed,
      has: [{ type: 'header', key: 'cookie', value: `(?:.*;)?\\s*${LOCALE_COOKIE}=.*;\\s*${LOCALE_COOKIE}=.*` }],
      missing: [hostIs(hosts.zh, hosts.ru)],
    },
    // A language chosen on another host, carried once by the switcher's link: stored as this host's cookie.
    {
      source: `/(${NOT_AN_ASSET}.*)`,
      has: [{ type: 'query', key: LOCALE_CHOICE_PARAM }],
      missing: [hostIs(hosts.zh, hosts.ru)],
    },
  ];
}

/** The request headers language detection reads: the cookie, the browser's languages, and whether it is a crawler. */
export const DETECTION_VARY = 'Accept-Language, Cookie, User-Agent';

/**
 * The header the rule below sets. Not `Vary` itself: Next's page renderer sets `Vary` to its own RSC names after the
 * header rules ran (`res.setHeader('Vary', ...)` in app-page-runtime), which would drop ours. The server's response
 * net (web/src/server/internal-headers-net.node.ts) merges this header's names into `Vary` and removes it.
 */
export const VARY_MARKER = 'x-site-vary';

/** What else a page's answer varies on: `Accept`, which may make it the page's Markdown twin (markdown-twins.ts). */
export const MARKDOWN_VARY = 'Accept';

export interface HeaderRule {
  readonly source: string;
  readonly headers: HeaderEntry[];
  missing?: RouteCondition[];
}

/**
 * `Vary` for every answer language detection may decide (next.config `headers()`): the English host's unprefixed
 * pages, whether they were served, redirected by detection (307) or fixed (301, a 307 for another visitor). Prefixed
 * paths, the Chinese and Russian hosts, Next's files, API routes and files are the same for everyone and get none.
 * Sites that share a hostname cannot be told apart by host, so then every host's pages get it.
 */
export function detectionVaryRule(sites: SiteUrls): HeaderRule {
  const hosts = distinctHosts(sites);
  const rule: HeaderRule = {
    // No named parameter: Next would compile the header through path-to-regexp per request (next.config.ts).
    source: `/(${NOT_AN_ASSET}(?!${oneOf(PREFIXED_CODES)}(?:/|$)).*)`,
    headers: [{ key: VARY_MARKER, value: DETECTION_VARY }],
  };
  if (hosts) rule.missing = [hostIs(hosts.zh, hosts.ru)];
  return rule;
}

/**
 * `Vary` for every page address (next.config `headers()`): `Accept` everywhere a page may be asked for as Markdown
 * (any path but Next's files, API routes and files), then detection's names too where it runs. In that order: Next
 * applies every matching rule and the last one's marker wins, so the detection rule names `Accept` as well.
 */
export function pageVaryRules(sites: SiteUrls): HeaderRule[] {
  const detection = detectionVaryRule(sites);
  return [
    { source: `/(${NOT_AN_ASSET}.*)`, headers: [{ key: VARY_MARKER, value: MARKDOWN_VARY }] },
    { ...detection, headers: [{ key: VARY_MARKER, value: `${MARKDOWN_VARY}, ${DETECTION_VARY}` }] },
  ];
}

/** `Vary` with the names of `extra` added once (names compare without case); the existing order is kept. */
export function mergeVary(current: string | readonly string[] | number | undefined, extra: string): string {
  const names = [current ?? []]
    .flat()
    .join(',')
    .split(',')
    .map((name) => String(name).trim())
    .filter(Boolean);
  for (const name of extra
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    if (!names.some((known) => known.toLowerCase() === name.toLowerCase())) names.push(name);
  }
  return names.join(', ');
}
