import type { SiteUrls } from '@site/schemas';
import { EMPTY_EDGE_DATA, type EdgeData } from './cms-edge-data';
import { type LegacySolutions, compileLegacySolutions } from './legacy-solutions';
import { DEFAULT_RU_BLOG_URL, type RuBlog, compileRuBlog } from './ru-blog';

/** Everything the edge decides with, compiled once at start: never read or fetched per request. */
export interface EdgeConfig {
  readonly sites: SiteUrls;
  readonly ruBlog: RuBlog;
  readonly legacySolutions: LegacySolutions;
  /** Known content paths; null when the data has none (then no content path is checked). */
  readonly contentPaths: ReadonlySet<string> | null;
  /** Page path -> locales with a Markdown twin; null when the data has none (then only the fixed pages have one). */
  readonly twinLocales: ReadonlyMap<string, ReadonlySet<string>> | null;
  /** The only origins a Location may name: the three sites and the external Russian blog. */
  readonly allowedOrigins: readonly string[];
  /** Site host -> the Domain its language cookie is written for (the runtime's choice); absent: host-only. */
  readonly cookieDomains: Readonly<Record<string, string>>;
}

export interface EdgeConfigInput {
  readonly sites: SiteUrls;
  /** RU_BLOG_URL: the blog home when the CMS data has none (`data.ruBlogHome`); the placeholder default when unset. */
  readonly ruBlogUrl?: string | undefined;
  /** The CMS's maps (known Russian articles, legacy solution slugs), compiled at build; none when absent. */
  readonly data?: EdgeData;
  /** Site host -> cookie Domain, as the browser runtime writes the language cookie (web: runtimeSettings). */
  readonly cookieDomains?: Readonly<Record<string, string>>;
}

/** True when the Russian blog redirects go to the placeholder: neither the CMS nor RU_BLOG_URL named the blog. */
export function usesPlaceholderRuBlog(config: EdgeConfig): boolean {
  return config.ruBlog.home === DEFAULT_RU_BLOG_URL;
}

/** Validates and compiles the configuration; throws EdgeConfigError, so a bad value stops the start, not a request. */
export function createEdgeConfig(input: EdgeConfigInput): EdgeConfig {
  const data = input.data ?? EMPTY_EDGE_DATA;
  const ruBlog = compileRuBlog(data.ruBlogHome || input.ruBlogUrl || DEFAULT_RU_BLOG_URL, data.ruBlogMap);
  const legacySolutions = compileLegacySolutions(data.legacySolutions);
  const allowedOrigins = [...new Set([input.sites.en, input.sites.zh, input.sites.ru, ruBlog.origin])];
  const contentPaths = data.contentPaths ? new Set(data.contentPaths) : null;
  const twinLocales = data.twinLocales
    ? new Map(Object.entries(data.twinLocales).map(([path, locales]) => [path, new Set(locales)]))
    : null;
  return {
    sites: input.sites,
    ruBlog,
    legacySolutions,
    contentPaths,
    twinLocales,
    allowedOrigins,
    cookieDomains: input.cookieDomains ?? {},
  };
}
