import { knownContentPaths } from './content-routes';
import { EdgeConfigError } from './errors';
import { markdownTwinLocales } from './markdown-twins';
import type { LegacySolutionEntry } from './legacy-solutions';
import { RU_BLOG_SECTIONS, type RuBlogMapEntry, type RuBlogSection } from './ru-blog';

/** The edge's data from the CMS, compiled at build into a JSON the proxy imports; refreshed on revalidation. */
export interface EdgeData {
  /** The Russian blog's home from the CMS (`ruBlogMap.blogHome`); absent: RU_BLOG_URL, then the placeholder. */
  readonly ruBlogHome?: string;
  readonly ruBlogMap: readonly RuBlogMapEntry[];
  readonly legacySolutions: readonly LegacySolutionEntry[];
  /** Locale-free paths of every content page (see content-routes.ts); absent: no content path is checked. */
  readonly contentPaths?: readonly string[];
  /** Page path -> the locales whose twin exists (markdown-twins.ts); absent: only the pages every language has. */
  readonly twinLocales?: Readonly<Record<string, readonly string[]>>;
}

export const EMPTY_EDGE_DATA: EdgeData = { ruBlogMap: [], legacySolutions: [] };

/** The two CMS documents as the named queries return them (RU_BLOG_MAP_QUERY, LEGACY_SLUG_MAP_QUERY). */
export interface CmsEdgeDocuments {
  readonly ruBlogMap: {
    blogHome: string;
    entries: { section: string; articleId: string; url: string }[] | null;
  } | null;
  readonly legacySlugMap: { entries: LegacySolutionEntry[] | null } | null;
  /** Every routable document and tag (SITEMAP_QUERY over those types). */
  readonly routes?: readonly { _type: string; slug: string; locales?: readonly string[] | null }[];
}

/**
 * Converts the CMS documents. The blog home is the CMS's (`blogHome`), RU_BLOG_URL only a fallback for a dataset
 * without one. Article addresses are stored absolute in the CMS; the edge keeps them relative to that home. An
 * address outside the CMS's blog home, or an unknown section, cannot be kept safely: it is skipped and reported
 * through `warn`.
 */
export function edgeDataFromCms(
  documents: CmsEdgeDocuments,
  warn: (message: string) => void = () => undefined,
): EdgeData {
  const ruBlogMap: RuBlogMapEntry[] = [];
  const home = documents.ruBlogMap?.blogHome;
  for (const entry of documents.ruBlogMap?.entries ?? []) {
    if (!home) throw new EdgeConfigError('The Russian blog map has entries but no blog home');
    const base = home.endsWith('/') ? home : `${home}/`;
    if (!(RU_BLOG_SECTIONS as readonly string[]).includes(entry.section)) {
      warn(`RU blog map: ${entry.articleId} has unknown section ${entry.section}; skipped`);
    } else if (!entry.url.startsWith(base)) {
      warn(`RU blog map: ${entry.url} is not under the blog home ${base}; skipped`);
    } else {
      ruBlogMap.push({
        section: entry.section as RuBlogSection,
        id: entry.articleId,
        target: entry.url.slice(base.length),
      });
    }
  }
  const legacySolutions = documents.legacySlugMap?.entries ?? [];
  const blog = home ? { ruBlogHome: home, ruBlogMap } : { ruBlogMap };
  return documents.routes
    ? {
        ...blog,
        legacySolutions,
        contentPaths: knownContentPaths(documents.routes),
        twinLocales: markdownTwinLocales(documents.routes),
      }
    : { ...blog, legacySolutions };
}
