import {
  ALTERNATIVE_IDS,
  ARTICLE_FAMILIES,
  CATEGORY_TYPE,
  FAMILY_PATH,
  FEATURE_IDS,
  FEED_FAMILIES,
  FEED_SEGMENT,
  SOLUTION_IDS,
  TAG_TYPE,
  TAG_SEPARATOR,
  TAXONOMY_FAMILIES,
  documentPath,
} from '@site/schemas';

/**
 * Which content paths exist, so that an unknown id never reaches a prerendered route's fallback render: Next 16
 * answers `notFound()` there with an empty error shell (and RSC requests for it with a 500). The edge sends unknown
 * ids to the fully dynamic catch-all instead, which renders the localized not-found page with a 404.
 */

/** Top-level folders of the app with pages of their own; a one-segment path not listed here is a CMS `/{html}` page. */
export const STATIC_SECTIONS: ReadonlySet<string> = new Set([
  ...ARTICLE_FAMILIES.map((family) => FAMILY_PATH[family].slice(1)),
  'solutions',
  'alternatives',
  'pricing',
  'download',
  'faq',
  '_icons',
  'error',
]);

/** Sections whose second segment is an id that must exist. */
const ID_SECTIONS: ReadonlySet<string> = new Set([
  ...ARTICLE_FAMILIES.map((family) => FAMILY_PATH[family].slice(1)),
  'solutions',
  'alternatives',
]);

const CATEGORY_SEGMENT = /^(?:blog|news|guide)-./;

/** Where unknown content paths are rewritten (after the locale): three segments or more, so only the catch-all matches. */
export const MISSING_PREFIX = '/~/missing';

/** The locale-free paths of every content page, from the CMS's routable documents and the spec's fixed ids. */
export function knownContentPaths(documents: readonly { _type: string; slug: string }[]): string[] {
  const paths = new Set<string>([
    ...SOLUTION_IDS.map((id) => `/solutions/${id}`),
    ...ALTERNATIVE_IDS.map((id) => `/alternatives/${id}`),
    ...FEATURE_IDS.map((id) => `/${id}`),
    ...FEED_FAMILIES.map((family) => `${FAMILY_PATH[family]}/${FEED_SEGMENT}`),
  ]);
  for (const doc of documents) {
    const path = documentPath(doc._type, doc.slug);
    if (path) paths.add(path);
  }
  for (const family of TAXONOMY_FAMILIES) {
    const categories = documents.filter((doc) => doc._type === CATEGORY_TYPE[family]);
    const tags = documents.filter((doc) => doc._type === TAG_TYPE[family]);
    for (const category of categories) for (const tag of tags) paths.add(`/${family}-${category.slug}/${tag.slug}`);
  }
  return [...paths].sort();
}

/**
 * True when `rest` (locale-free segments) has the shape of a content page whose id is not known: a one-segment
 * CMS page or category, an id under an id section, or a category's tag. Paths of other shapes are left to the app.
 */
export function isUnknownContentPath(rest: readonly string[], known: ReadonlySet<string>): boolean {
  const [first, second, third] = rest;
  if (first === undefined || third !== undefined) return false;
  const path = `/${rest.join('/')}`;
  if (second === undefined) return !STATIC_SECTIONS.has(first) && !known.has(path);
  if (ID_SECTIONS.has(first)) return !known.has(path);
  if (CATEGORY_SEGMENT.test(first)) return !knownTagFilter(first, second, known);
  return false;
}

/**
 * `/blog-{category}/{tags}`: known when every tag of the set is a known tag of the category, whatever their order or
 * escaping (the page itself answers 308 to the canonical order and 404 to a set it does not take).
 */
function knownTagFilter(category: string, tags: string, known: ReadonlySet<string>): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(tags);
  } catch {
    return false;
  }
  return decoded.split(TAG_SEPARATOR).every((tag) => known.has(`/${category}/${tag}`));
}
