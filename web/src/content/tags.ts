import {
  ARTICLE_TYPE,
  CATEGORY_TYPE,
  DOCUMENT_TYPES,
  FAMILY_OF_TYPE,
  isSlug,
  LANDING_TYPE,
  SINGLETON_TYPES,
  TAG_TYPE,
  type TaxonomyFamily,
} from '@site/schemas';

/**
 * The one place cache tags are spelled. A document holds all 20 translations, so no tag names a locale: revalidating
 * a document's tags refreshes its pages in every language at once.
 */
export const contentTags = {
  /** Every content entry (a full refresh). */
  all: () => 'content',
  /** One slug-addressed document (article, landing page, page). */
  slug: (type: string, slug: string) => `content:slug:${type}:${slug}`,
  /** Every list, index, category and tag page showing documents of a type. */
  list: (type: string) => `content:list:${type}`,
  /**
   * The lists of a type filtered by one category and/or tag (ids; null: not filtered by it), `listing(type)` the
   * unfiltered ones. An article's edit expires those of its own terms, before and after the change.
   */
  listing: (type: string, category: string | null = null, tag: string | null = null) =>
    `content:listing:${type}:${category ?? '*'}:${tag ?? '*'}`,
  /** How many articles of a type each category and tag lists: changed only when an article joins or leaves one. */
  terms: (type: string) => `content:terms:${type}`,
  /**
   * Which documents of a type exist, under which slugs: the lists of slugs that decide a 404, and what an article
   * page picks its related articles from. Only a create, a delete or a new slug changes it, so an edit of one article
   * does not re-render every page of its family.
   */
  members: (type: string) => `content:members:${type}`,
  /** Everything that projects fields of a type into other documents (author names, category titles). */
  type: (type: string) => `content:type:${type}`,
  /** A singleton by id: site settings, navigation, the external blog and legacy-slug maps. */
  doc: (id: string) => `content:doc:${id}`,
  sitemap: () => 'content:sitemap',
} as const;

/** Tags for loaders that project one article: its slug plus the types whose fields it shows. */
export function articleTags(type: string, slug: string): string[] {
  return [contentTags.all(), contentTags.slug(type, slug), ...shownTypeTags(type)];
}

/** What an article's page or card shows of other types: its author, and its family's categories and tags. */
function shownTypeTags(type: string): string[] {
  const family = FAMILY_OF_TYPE[type];
  const taxonomy =
    family && family in CATEGORY_TYPE
      ? [CATEGORY_TYPE[family as TaxonomyFamily], TAG_TYPE[family as TaxonomyFamily]]
      : [];
  return [contentTags.type('author'), ...taxonomy.map(contentTags.type)];
}

/** The filter of a list by its terms' ids. */
export interface ListFilterIds {
  readonly category?: string | null;
  readonly tag?: string | null;
}

export function listTags(type: string, filter: ListFilterIds = {}): string[] {
  return [
    contentTags.all(),
    contentTags.list(type),
    contentTags.listing(type, filter.category ?? null, filter.tag ?? null),
    ...shownTypeTags(type),
  ];
}

/** Tags for an article page's related articles: the family's members and what their cards show of other types. */
export function relatedTags(type: string): string[] {
  return [
    contentTags.members(type),
    ...listTags(type).filter((tag) => tag !== contentTags.list(type) && tag !== contentTags.listing(type)),
  ];
}

/** What decides the listings an article appears in (the webhook's `listed`, see WEBHOOK_PROJECTION). */
export interface Listed {
  readonly category: string | null;
  readonly tags: readonly string[];
  readonly locales: readonly string[];
}

/** What the webhook reports about a changed document (see WEBHOOK_PROJECTION). */
export interface ChangedDocument {
  readonly _id: string;
  readonly _type: string;
  readonly slug?: string | null;
  readonly previousSlug?: string | null;
  /** The published revision the change made, and when (the Lake is asked for it before tags expire). */
  readonly _rev?: string | null;
  readonly _updatedAt?: string | null;
  readonly operation?: string | null;
  /**
   * The listings it appears in before and after the change (null: it did not, or does not, exist). Absent when the
   * sender did not say: then every listing of its type is refreshed.
   */
  readonly listed?: readonly [Listed | null, Listed | null] | null;
}

const ARTICLE_TYPES = new Set<string>(Object.values(ARTICLE_TYPE));
const LANDING_TYPES = new Set<string>(Object.values(LANDING_TYPE));
const CATEGORY_FAMILY = new Map<string, TaxonomyFamily>(
  Object.entries(CATEGORY_TYPE).map(([family, type]) => [type, family as TaxonomyFamily]),
);
const TAG_FAMILY = new Map<string, TaxonomyFamily>(
  Object.entries(TAG_TYPE).map(([family, type]) => [type, family as TaxonomyFamily]),
);
const KNOWN_TYPES = new Set<string>(DOCUMENT_TYPES);
const SINGLETONS = new Set<string>(SINGLETON_TYPES);

/**
 * Whether a change may add, remove or rename a document: anything but an update that keeps its slug (a webhook
 * without `operation`, or without both slugs, counts as one that may).
 */
function changesMembers(change: ChangedDocument): boolean {
  if (change.operation !== 'update') return true;
  return !isSlug(change.slug) || change.slug !== change.previousSlug;
}

/**
 * The listings an article's change refreshes: the unfiltered ones, and those filtered by a category or tag it had or
 * has (a card shows its title, and it may have joined, left or moved within them); the counts per term when its
 * terms or languages changed. Without `listed`, every listing and count of the type.
 */
function listingTags(type: string, change: ChangedDocument): string[] {
  if (!change.listed) return [contentTags.list(type)];
  const [before, after] = change.listed;
  const tags = [contentTags.listing(type)];
  for (const side of [before, after]) {
    if (!side) continue;
    if (side.category) tags.push(contentTags.listing(type, side.category));
    for (const tag of side.tags) {
      tags.push(contentTags.listing(type, null, tag));
      if (side.category) tags.push(contentTags.listing(type, side.category, tag));
    }
  }
  if (!before || !after || !sameListed(before, after)) tags.push(contentTags.terms(type));
  return tags;
}

function sameListed(a: Listed, b: Listed): boolean {
  const set = (values: readonly string[]) => [...new Set(values)].sort().join('\u0000');
  return a.category === b.category && set(a.tags) === set(b.tags) && set(a.locales) === set(b.locales);
}

/**
 * The tags a changed document invalidates: the document itself (under its new and old slug), the lists, categories
 * and tag pages it appears in, the sitemaps. Only tags built here are returned; slugs that are not valid slugs are
 * dropped, so nothing from the request body reaches `revalidateTag` unchecked. Unknown types yield no tags.
 */
export function tagsForChange(change: ChangedDocument): string[] {
  const type = change._type;
  if (!KNOWN_TYPES.has(type)) return [];
  if (SINGLETONS.has(type)) return [contentTags.doc(type)];
  const slugs = [change.slug, change.previousSlug].filter((slug): slug is string => isSlug(slug));
  const tags = new Set<string>([contentTags.type(type)]);
  const slugAddressed = ARTICLE_TYPES.has(type) || LANDING_TYPES.has(type) || type === 'page';
  if (slugAddressed) {
    for (const slug of slugs) tags.add(contentTags.slug(type, slug));
    tags.add(contentTags.sitemap());
    if (changesMembers(change)) tags.add(contentTags.members(type));
  }
  if (ARTICLE_TYPES.has(type)) for (const tag of listingTags(type, change)) tags.add(tag);
  else if (slugAddressed) tags.add(contentTags.list(type));
  const categoryFamily = CATEGORY_FAMILY.get(type) ?? TAG_FAMILY.get(type);
  if (categoryFamily) {
    tags.add(contentTags.list(type));
    tags.add(contentTags.list(ARTICLE_TYPE[categoryFamily]));
    tags.add(contentTags.sitemap());
  }
  if (type === 'author') for (const articleType of ARTICLE_TYPES) tags.add(contentTags.list(articleType));
  if (type === 'faqEntry' || type === 'pricingPlan') tags.add(contentTags.list(type));
  return [...tags].sort();
}
