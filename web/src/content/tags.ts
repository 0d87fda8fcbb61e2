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
  const family = FAMILY_OF_TYPE[type];
  const taxonomy =
    family && family in CATEGORY_TYPE
      ? [CATEGORY_TYPE[family as TaxonomyFamily], TAG_TYPE[family as TaxonomyFamily]]
      : [];
  return [
    contentTags.all(),
    contentTags.slug(type, slug),
    contentTags.type('author'),
    ...taxonomy.map(contentTags.type),
  ];
}

export function listTags(type: string): string[] {
  const family = FAMILY_OF_TYPE[type];
  const taxonomy =
    family && family in CATEGORY_TYPE
      ? [CATEGORY_TYPE[family as TaxonomyFamily], TAG_TYPE[family as TaxonomyFamily]]
      : [];
  return [contentTags.all(), contentTags.list(type), contentTags.type('author'), ...taxonomy.map(contentTags.type)];
}

/** Tags for an article page's related articles: the family's members and what their cards show of other types. */
export function relatedTags(type: string): string[] {
  return [contentTags.members(type), ...listTags(type).filter((tag) => tag !== contentTags.list(type))];
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
    tags.add(contentTags.list(type));
    tags.add(contentTags.sitemap());
    if (changesMembers(change)) tags.add(contentTags.members(type));
  }
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
