/**
 * Related articles: candidates of the same family and language, ranked by what they share with the current one.
 * Pure, so the rule is tested without content.
 */
export interface RelatedCandidate {
  readonly slug: string;
  readonly publishedAt: string;
  readonly category?: { readonly slug: string } | null;
  readonly tags?: readonly { readonly slug: string }[] | null;
  /** Help articles: their section; partners: their kind. They play the category's part. */
  readonly section?: string | null;
  readonly kind?: string | null;
}

export const RELATED_LIMIT = 3;

/** Same category (or help section, or partner kind) weighs 3; each shared tag 1. */
export function relatedScore(current: RelatedCandidate, other: RelatedCandidate): number {
  let score = 0;
  if (current.category?.slug && current.category.slug === other.category?.slug) score += 3;
  if (current.section && current.section === other.section) score += 3;
  if (current.kind && current.kind === other.kind) score += 3;
  const tags = new Set((current.tags ?? []).map((tag) => tag.slug));
  for (const tag of other.tags ?? []) if (tags.has(tag.slug)) score += 1;
  return score;
}

/**
 * Up to `limit` candidates that share something with `current`, best first (newest first among equals). When
 * fewer share anything, the newest others fill the list, so a page always points somewhere further to read.
 */
export function selectRelated<T extends RelatedCandidate>(
  current: RelatedCandidate,
  candidates: readonly T[],
  limit = RELATED_LIMIT,
): T[] {
  const seen = new Set<string>([current.slug]);
  const others = candidates.filter((candidate) => {
    if (seen.has(candidate.slug)) return false;
    seen.add(candidate.slug);
    return true;
  });
  const newestFirst = (a: T, b: T) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug);
  const scored = others.map((candidate) => ({ candidate, score: relatedScore(current, candidate) }));
  const sharing = scored
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || newestFirst(a.candidate, b.candidate))
    .map((entry) => entry.candidate);
  const fill = scored
    .filter((entry) => entry.score === 0)
    .map((entry) => entry.candidate)
    .sort(newestFirst);
  return [...sharing, ...fill].slice(0, Math.max(0, limit));
}
