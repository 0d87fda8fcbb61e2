import { type CmsEdgeDocuments, type EdgeData, edgeDataFromCms } from '@site/edge';
import { LEGACY_SLUG_MAP_QUERY, ROUTABLE_TYPES, RU_BLOG_MAP_QUERY, SITEMAP_QUERY, TAG_TYPE } from '@site/schemas';
import type { ContentSource } from '../content/source';

/** The CMS documents the edge decides with, read straight from the source (never from a request's cache). */
export async function loadEdgeData(
  source: Pick<ContentSource, 'fetch'>,
  warn?: (message: string) => void,
): Promise<EdgeData> {
  const [ruBlogMap, legacySlugMap, routes] = await Promise.all([
    source.fetch<CmsEdgeDocuments['ruBlogMap']>(RU_BLOG_MAP_QUERY, {}),
    source.fetch<CmsEdgeDocuments['legacySlugMap']>(LEGACY_SLUG_MAP_QUERY, {}),
    source.fetch<{ _type: string; slug: string; locales: string[] | null }[]>(SITEMAP_QUERY, { types: ROUTE_TYPES }),
  ]);
  return edgeDataFromCms({ ruBlogMap, legacySlugMap, routes }, warn);
}

/** Documents that have a page (or, for tags, a filtered category page). */
const ROUTE_TYPES: readonly string[] = [...ROUTABLE_TYPES, ...Object.values(TAG_TYPE)];

/** Document types whose change means the edge must reload its data: its maps, and anything that has a route. */
export const EDGE_DATA_TYPES: readonly string[] = ['ruBlogMap', 'legacySlugMap', ...ROUTE_TYPES];
