import { MAX_FILTER_TAGS, TAG_SEPARATOR, isSlug } from '@site/schemas';

export { MAX_FILTER_TAGS, TAG_SEPARATOR };

/**
 * The tag part of `/blog-{category}/{tags}` (and news, guide): several tag slugs joined by `,`, e.g.
 * `/blog-fingerprinting/canvas,webgl`. A comma is readable, never part of a slug (a-z, 0-9, `-`), allowed unencoded
 * in a path (RFC 3986 sub-delims), and unlike `+` it means nothing in a query or a form. Semantics: AND (an
 * article carries every tag). The canonical form is each slug once, in code-point order; any other spelling of the
 * same set answers 308 to it, so one set has one URL (one cache entry, one canonical). More than MAX_FILTER_TAGS
 * tags are a 404, repeats counted: the AND of more is almost always empty, every set is a page to cache, and every
 * other spelling is a redirect to render (repeats without a bound would make those unbounded). web/README.md, Tag
 * filters.
 */
export type TagSegment =
  /** Every slug is well formed and the segment is already canonical. */
  | { readonly kind: 'canonical'; readonly slugs: readonly string[] }
  /** Well formed but in another order or repeated: the canonical segment to redirect to. */
  | { readonly kind: 'redirect'; readonly segment: string; readonly slugs: readonly string[] }
  | { readonly kind: 'invalid' };

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The canonical segment of a set of slugs: unique, sorted by code point, joined. */
export function canonicalTagSegment(slugs: readonly string[]): string {
  return [...new Set(slugs)].sort().join(TAG_SEPARATOR);
}

/**
 * Reads the segment as Next passes it. Next hands the route `%2C` for a comma, whether the request spelled it `,` or
 * `%2C`, so escaping is no difference here (both render, with the comma form as canonical); order and repeats are.
 * The slugs' existence is the route's to check.
 */
export function parseTagSegment(segment: string): TagSegment {
  const decoded = decode(segment);
  if (decoded === null) return { kind: 'invalid' };
  const slugs = decoded.split(TAG_SEPARATOR);
  if (slugs.length > MAX_FILTER_TAGS || !slugs.every(isSlug)) return { kind: 'invalid' };
  const canonical = canonicalTagSegment(slugs);
  const unique = canonical.split(TAG_SEPARATOR);
  return canonical === decoded
    ? { kind: 'canonical', slugs: unique }
    : { kind: 'redirect', segment: canonical, slugs: unique };
}

/** The segment after toggling one tag in or out of a selection; null when nothing is left (the category itself). */
export function toggleTag(selected: readonly string[], slug: string): string | null {
  const next = selected.includes(slug) ? selected.filter((s) => s !== slug) : [...selected, slug];
  return next.length > 0 ? canonicalTagSegment(next) : null;
}

/** AND semantics: the items carrying every selected tag. */
export function withEveryTag<T extends { readonly tags?: readonly { readonly slug: string }[] | null | undefined }>(
  items: readonly T[],
  slugs: readonly string[],
): T[] {
  return items.filter((item) => slugs.every((slug) => item.tags?.some((term) => term.slug === slug)));
}
