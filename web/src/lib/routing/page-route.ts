import { FEATURE_IDS, type FeatureId, TAXONOMY_FAMILIES, type TaxonomyFamily, isSlug } from '@site/schemas';

/** What a one-segment path `/{page}` shows: a feature page, a category listing, or a CMS page (fixed or generic). */
export type PageRoute =
  | { readonly kind: 'feature'; readonly id: FeatureId }
  | { readonly kind: 'category'; readonly family: TaxonomyFamily; readonly category: string }
  | { readonly kind: 'page'; readonly slug: string };

/** Parses the segment; null when it cannot be any page (the guard answers 404 without a content lookup). */
export function parsePageRoute(segment: string): PageRoute | null {
  if (!isSlug(segment)) return null;
  if ((FEATURE_IDS as readonly string[]).includes(segment)) return { kind: 'feature', id: segment as FeatureId };
  for (const family of TAXONOMY_FAMILIES) {
    const prefix = `${family}-`;
    if (segment.startsWith(prefix) && segment.length > prefix.length) {
      return { kind: 'category', family, category: segment.slice(prefix.length) };
    }
  }
  return { kind: 'page', slug: segment };
}
