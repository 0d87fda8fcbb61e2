/**
 * Document type names and content families. A family is what a URL section shows (`/blog`, `/helps`, ...);
 * the type name is what the Content Lake stores. Both Studio and web read them from here.
 */

/** Families with article pages: an index, a detail page per slug, and (for some) categories and tags. */
export const ARTICLE_FAMILIES = ['blog', 'news', 'guide', 'help', 'release', 'partner', 'docs'] as const;
export type ArticleFamily = (typeof ARTICLE_FAMILIES)[number];

/** Families that have categories and tags (`/blog-{category}/{tags}` and the same for news, guide). */
export const TAXONOMY_FAMILIES = ['blog', 'news', 'guide'] as const satisfies readonly ArticleFamily[];
export type TaxonomyFamily = (typeof TAXONOMY_FAMILIES)[number];

/**
 * `/blog-{category}/{tags}`: several tag slugs joined by this separator (`canvas,webgl`), every tag required, at most
 * MAX_FILTER_TAGS of them, and only a set that lists at least one article is a page (web/src/lib/routing/tag-filter.ts;
 * decision 0053). Two: every set is a page a crawler could ask for, and with dozens of tags per category
 * the pairs are already thousands; the AND of three is almost always empty or one article.
 */
export const TAG_SEPARATOR = ',';
export const MAX_FILTER_TAGS = 2;

/** Families with an RSS feed per language, at `{family path}/{FEED_SEGMENT}` (web/src/lib/seo/feeds.ts). */
export const FEED_FAMILIES = ['blog', 'news', 'release'] as const;
export type FeedFamily = (typeof FEED_FAMILIES)[number];
export const FEED_SEGMENT = 'feed';
/** Newest entries per feed: readers poll often, and the site keeps everything older. */
export const FEED_ITEM_LIMIT = 50;

/**
 * A sitemap file's limits (sitemaps.org: 50,000 URLs and 50 MB uncompressed): past either, a language's sitemap is
 * split into numbered parts, each listed in the sitemap index (web/src/lib/seo/sitemaps.ts).
 */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

/** A slug a document cannot take because another route owns its path, and what an editor is told about it. */
export interface ReservedSlug {
  readonly slug: string;
  readonly reason: string;
}

/**
 * Slugs an article of the family cannot have: `/blog/feed` is the blog's RSS feed, so an article with the slug `feed`
 * would never be shown (the feed route wins). The Studio and the dataset check refuse them (`slugProblem`).
 */
export function reservedArticleSlugs(family: ArticleFamily): readonly ReservedSlug[] {
  if (!(FEED_FAMILIES as readonly string[]).includes(family)) return [];
  return [
    {
      slug: FEED_SEGMENT,
      reason: `${FAMILY_PATH[family]}/${FEED_SEGMENT} is the RSS feed of this section, so an article there would never be shown`,
    },
  ];
}

export const ARTICLE_TYPE = {
  blog: 'blogPost',
  news: 'newsItem',
  guide: 'guide',
  help: 'helpArticle',
  release: 'release',
  partner: 'partner',
  docs: 'docPage',
} as const satisfies Record<ArticleFamily, string>;
export type ArticleType = (typeof ARTICLE_TYPE)[ArticleFamily];

export const CATEGORY_TYPE = {
  blog: 'blogCategory',
  news: 'newsCategory',
  guide: 'guideCategory',
} as const satisfies Record<TaxonomyFamily, string>;
export const TAG_TYPE = { blog: 'blogTag', news: 'newsTag', guide: 'guideTag' } as const satisfies Record<
  TaxonomyFamily,
  string
>;
export type CategoryType = (typeof CATEGORY_TYPE)[TaxonomyFamily];
export type TagType = (typeof TAG_TYPE)[TaxonomyFamily];

/** Landing pages whose slug is one of the ids the spec fixes. */
export const LANDING_TYPE = {
  solutions: 'solutionPage',
  features: 'featurePage',
  alternatives: 'alternativePage',
} as const;
export type LandingKind = keyof typeof LANDING_TYPE;
export type LandingType = (typeof LANDING_TYPE)[LandingKind];

/**
 * Documents with an address of their own (`documentPath` with a slug), as the sitemaps list them: every article
 * family, the category pages, the landing pages and the `/{html}` pages (a tag's filtered page is its category's).
 */
export const ROUTABLE_TYPES: readonly string[] = [
  ...Object.values(ARTICLE_TYPE),
  ...Object.values(CATEGORY_TYPE),
  ...Object.values(LANDING_TYPE),
  'page',
];

/** Documents that exist once; their `_id` is their type name. */
export const SINGLETON_TYPES = ['siteSettings', 'navigation', 'ruBlogMap', 'legacySlugMap'] as const;
export type SingletonType = (typeof SINGLETON_TYPES)[number];

/** The fixed marketing pages, each its own route. Everything else of type `page` is a `/{html}` page. */
export const FIXED_PAGE_SLUGS = [
  'about-us',
  'links',
  'partner-plan',
  'pre-sales',
  'referral-program',
  'use-cases',
  'docs',
] as const;
export type FixedPageSlug = (typeof FIXED_PAGE_SLUGS)[number];

/** The navigation menu's entries, as stable keys. */
export const NAV_KEYS = [
  'pre-sales',
  'blog',
  'partner',
  'proxy',
  'chat-group',
  'scan',
  'help',
  'video',
  'about-us',
  'news',
  'solutions',
  'features',
] as const;
export type NavKey = (typeof NAV_KEYS)[number];

/** Where a promotion shows: a bar above the header of every page, or a badge on the pricing page. */
export const PROMOTION_PLACEMENTS = ['banner', 'pricing'] as const;
export type PromotionPlacement = (typeof PROMOTION_PLACEMENTS)[number];

/** Help sections, pricing FAQ groups, partner kinds: small closed lists editors pick from. */
export const HELP_SECTIONS = ['getting-started', 'profiles', 'proxies', 'team', 'automation', 'billing'] as const;
export const FAQ_GROUPS = ['general', 'pricing', 'technical', 'account'] as const;
export const PARTNER_KINDS = ['proxy', 'payment', 'affiliate-network', 'automation', 'community'] as const;

/** The public URL path of a document in a family, without locale prefix. */
export const FAMILY_PATH: Readonly<Record<ArticleFamily, string>> = {
  blog: '/blog',
  news: '/news',
  guide: '/guide',
  help: '/helps',
  release: '/release',
  partner: '/partner',
  // `/docs` is a route family. Its index is the fixed CMS page `docs`, which lists these pages.
  docs: '/docs',
};

export const FAMILY_OF_TYPE: Readonly<Record<string, ArticleFamily>> = Object.fromEntries(
  Object.entries(ARTICLE_TYPE).map(([family, type]) => [type, family as ArticleFamily]),
);

/**
 * The public path (without locale prefix) that shows a document, or null when no page shows it on its own.
 * Feature pages live at `/{id}`: the spec guards `/{html}` with the feature rule.
 */
export function documentPath(type: string, slug: string | null | undefined): string | null {
  const family = FAMILY_OF_TYPE[type];
  if (family) return slug ? `${FAMILY_PATH[family]}/${slug}` : FAMILY_PATH[family];
  switch (type) {
    case CATEGORY_TYPE.blog:
    case CATEGORY_TYPE.news:
    case CATEGORY_TYPE.guide:
      return slug ? `/${type.replace('Category', '')}-${slug}` : null;
    case LANDING_TYPE.solutions:
      return slug ? `/solutions/${slug}` : '/solutions';
    case LANDING_TYPE.alternatives:
      return slug ? `/alternatives/${slug}` : '/alternatives';
    case LANDING_TYPE.features:
    case 'page':
      return slug ? `/${slug}` : null;
    case 'faqEntry':
      return '/faq';
    case 'pricingPlan':
      return '/pricing';
    case 'siteSettings':
    case 'navigation':
      return '/';
    default:
      return null;
  }
}

/** Pages of the site that no document addresses: the home page, the family indexes and the commerce pages. */
export const SITE_SECTIONS: readonly string[] = [
  '/',
  ...Object.values(FAMILY_PATH),
  '/solutions',
  '/alternatives',
  '/pricing',
  '/download',
  '/faq',
];

export type SitePathTarget =
  | { readonly kind: 'section' }
  | { readonly kind: 'document'; readonly types: readonly string[]; readonly slug: string };

/**
 * What an internal link points at: a section of the site, or the documents (types and slug) one of which must exist
 * for the page to exist; null when no page of the site can be at that path. Query and hash are ignored
 * (`/links#scan` is the links page).
 */
export function sitePathTarget(link: string): SitePathTarget | null {
  const path = link.replace(/[?#].*$/, '');
  if (SITE_SECTIONS.includes(path)) return { kind: 'section' };
  const last = path.slice(path.lastIndexOf('/') + 1);
  // A category page is /{family}-{slug}: its slug follows the first hyphen.
  for (const slug of new Set([last, last.slice(last.indexOf('-') + 1)])) {
    const types = ROUTABLE_TYPES.filter((type) => documentPath(type, slug) === path);
    if (types.length > 0) return { kind: 'document', types, slug };
  }
  return null;
}
