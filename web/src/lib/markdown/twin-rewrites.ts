import {
  LLMS_FULL_TXT_FILE,
  LLMS_TXT_FILE,
  LOCALES,
  MARKDOWN_SUFFIX,
  type SiteKey,
  type SiteUrls,
} from '@site/schemas';

/**
 * next.config `afterFiles` rewrites of the answer engines' addresses to their route handlers, keyed by host like the
 * static locale rewrite (`@site/edge` staticRewrites):
 *
 * - a page's twin, the page's address plus `.md` (`/de/blog/x.md`, `/index.html.md`) -> `/api/markdown/{locale}/{path}`;
 * - `/llms.txt` and `/llms-full.txt` on each host, `/{code}/llms.txt` and `/{code}/llms-full.txt` for the 17 prefixed
 *   languages on the English host -> `/api/llms/{locale}` and `/api/llms/{locale}/full`.
 *
 * `afterFiles`, not `beforeFiles`: a page's clean address finds its page before these rules are looked at, so they
 * cost the pages nothing. Addresses with a file extension skip the proxy (edge/README.md, Static routing) and no page
 * route has a dot, so these rules see them first. Hosts that share a hostname (no static rewrites either) get none:
 * a host condition could not tell their languages apart.
 */
export interface TwinRewrite {
  readonly source: string;
  readonly destination: string;
  has?: { type: 'host'; value: string }[];
  missing?: { type: 'host'; value: string }[];
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const hostIs = (name: string) => ({ type: 'host' as const, value: escapeRegex(name) });

const PREFIXED = LOCALES.filter((locale) => !locale.isDefault).map((locale) => locale.code);
const HOST_LOCALE = Object.fromEntries(
  LOCALES.filter((locale) => locale.isDefault).map((locale) => [locale.site, locale.code]),
) as Record<SiteKey, string>;

/** `.md` escaped for path-to-regexp; the path before it must not be Next's or the API's. */
const SUFFIX = escapeRegex(MARKDOWN_SUFFIX);
const TWIN_PATH = `:path((?!api/|_next/)[^.]+(?:\\.html)?)${SUFFIX}`;

export function twinRewrites(sites: SiteUrls): TwinRewrite[] {
  const names = { en: new URL(sites.en).hostname, zh: new URL(sites.zh).hostname, ru: new URL(sites.ru).hostname };
  if (new Set(Object.values(names)).size !== 3) return [];
  const codes = `:code(${PREFIXED.join('|')})`;
  return (['en', 'zh', 'ru'] as const).flatMap((site) => {
    const locale = HOST_LOCALE[site];
    const condition =
      site === 'en' ? { missing: [hostIs(names.zh), hostIs(names.ru)] } : { has: [hostIs(names[site])] };
    const prefixed: TwinRewrite[] =
      site === 'en'
        ? [
            { source: `/${codes}/${LLMS_TXT_FILE}`, destination: '/api/llms/:code', ...condition },
            { source: `/${codes}/${LLMS_FULL_TXT_FILE}`, destination: '/api/llms/:code/full', ...condition },
            { source: `/${codes}/${TWIN_PATH}`, destination: '/api/markdown/:code/:path', ...condition },
          ]
        : [];
    return [
      ...prefixed,
      { source: `/${LLMS_TXT_FILE}`, destination: `/api/llms/${locale}`, ...condition },
      { source: `/${LLMS_FULL_TXT_FILE}`, destination: `/api/llms/${locale}/full`, ...condition },
      { source: `/${TWIN_PATH}`, destination: `/api/markdown/${locale}/:path`, ...condition },
    ];
  });
}
