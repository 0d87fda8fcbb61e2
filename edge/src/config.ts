import type { SiteUrls } from '@site/schemas';
import { RU_BLOG_MAP } from './data/ru-blog-map';
import { DEFAULT_RU_BLOG_URL, type RuBlog, type RuBlogMapEntry, compileRuBlog } from './ru-blog';

/** Everything the edge decides with, compiled once at start: never read or fetched per request. */
export interface EdgeConfig {
  readonly sites: SiteUrls;
  readonly ruBlog: RuBlog;
  /** The only origins a Location may name: the three sites and the external Russian blog. */
  readonly allowedOrigins: readonly string[];
}

export interface EdgeConfigInput {
  readonly sites: SiteUrls;
  /** RU_BLOG_URL; the placeholder default when unset. */
  readonly ruBlogUrl?: string | undefined;
  /** The known-article map; the one in `data/ru-blog-map.ts` unless a test or the CMS step passes another. */
  readonly ruBlogMap?: readonly RuBlogMapEntry[];
}

/** Validates and compiles the configuration; throws EdgeConfigError, so a bad value stops the start, not a request. */
export function createEdgeConfig(input: EdgeConfigInput): EdgeConfig {
  const ruBlog = compileRuBlog(input.ruBlogUrl || DEFAULT_RU_BLOG_URL, input.ruBlogMap ?? RU_BLOG_MAP);
  const allowedOrigins = [...new Set([input.sites.en, input.sites.zh, input.sites.ru, ruBlog.origin])];
  return { sites: input.sites, ruBlog, allowedOrigins };
}
