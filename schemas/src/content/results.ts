/**
 * Result shapes of the named queries, typed by hand in this one module. `sanity typegen` cannot type them: the
 * queries are assembled from fragments (typegen reads only literal query text) and pick languages with
 * `field[$locale]`, whose key typegen cannot know. The contract test checks real results against these shapes.
 */
import type { LocaleCode } from '../locales';

export interface PortableTextSpan {
  _type: 'span';
  _key: string;
  text: string;
  marks?: string[];
}

export interface PortableTextBlock {
  _type: 'block';
  _key: string;
  style?: string;
  listItem?: 'bullet' | 'number';
  level?: number;
  children: PortableTextSpan[];
  markDefs?: { _key: string; _type: string; href?: string }[];
}

/** The editor's crop, as fractions cut from each side (Sanity's `sanity.imageCrop`). */
export interface ImageCrop {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The part of the picture to keep in view when a frame changes its proportions (Sanity's `sanity.imageHotspot`). */
export interface ImageHotspot {
  x: number;
  y: number;
  height: number;
  width: number;
}

export interface ImageResult {
  url: string | null;
  alt: string;
  /** "en" when the alt is the English one standing in for the page's language (the img then carries lang="en"). */
  altLang: 'en' | null;
  width: number | null;
  height: number | null;
  /** The asset document's id (`image-<hash>-<w>x<h>-<format>` in a Sanity project). */
  assetRef: string | null;
  crop: ImageCrop | null;
  hotspot: ImageHotspot | null;
}

export interface SeoResult {
  seo_title: string | null;
  seo_keywords: string | null;
  seo_description: string | null;
}

export interface TermRef {
  slug: string;
  title: string;
  /** The title's language: the page's, or "en" where that translation is missing. */
  lang: LocaleCode;
}

export interface AuthorResult {
  name: string;
  slug: string;
  role: string | null;
  avatar: ImageResult | null;
}

interface ArticleMetaResult {
  _id: string;
  _type: string;
  slug: string;
  publishedAt: string;
  updatedAt: string;
  coverImage: ImageResult | null;
  category: TermRef | null;
  tags: TermRef[] | null;
  author: AuthorResult | null;
  section: string | null;
  order: number | null;
  version: string | null;
  platforms: string[] | null;
  name: string | null;
  website: string | null;
  kind: string | null;
  promoCode: string | null;
  logo: ImageResult | null;
}

export interface ArticleQueryResult extends ArticleMetaResult {
  lang: LocaleCode;
  stale: boolean;
  title: string;
  excerpt: string | null;
  body: PortableTextBlock[];
  seo: SeoResult;
  locales: LocaleCode[];
}

export interface ArticleListItemResult extends ArticleMetaResult {
  lang: LocaleCode;
  title: string;
  excerpt: string | null;
}

export interface ArticleListQueryResult {
  total: number;
  items: ArticleListItemResult[];
}

export interface PathResult {
  slug: string;
  updatedAt: string;
  locales: LocaleCode[];
}

export interface PagePathResult extends PathResult {
  kind: 'fixed' | 'generic';
}

export interface TermListItemResult {
  slug: string;
  title: string;
  lang: LocaleCode;
  description: string | null;
  descriptionLang: LocaleCode;
  count: number;
}

export interface LandingQueryResult {
  _id: string;
  _type: string;
  slug: string;
  updatedAt: string;
  competitor: string | null;
  lang: LocaleCode;
  stale: boolean;
  title: string;
  summary: string;
  body: PortableTextBlock[];
  coverImage: ImageResult | null;
  seo: SeoResult;
  locales: LocaleCode[];
}

export interface LandingListItemResult {
  slug: string;
  competitor: string | null;
  lang: LocaleCode;
  title: string;
  summary: string;
}

export interface PageQueryResult {
  _id: string;
  _type: 'page';
  slug: string;
  kind: 'fixed' | 'generic';
  updatedAt: string;
  lang: LocaleCode;
  stale: boolean;
  title: string;
  summary: string | null;
  body: PortableTextBlock[];
  seo: SeoResult;
  locales: LocaleCode[];
}

export interface FaqItemResult {
  _id: string;
  group: string;
  lang: LocaleCode;
  question: string;
  answer: string;
}

export interface PriceResult {
  currency: string;
  monthly: number;
  annual: number;
}

export interface PricingPlanResult {
  _id: string;
  slug: string;
  lang: LocaleCode;
  name: string;
  description: string | null;
  features: string[] | null;
  profiles: number;
  teamMembers: number;
  highlighted: boolean | null;
  prices: PriceResult[];
}

export interface SiteSettingsResult {
  title: string;
  keywords: string | null;
  description: string;
  register_url: string;
  login_url: string;
  statistical_body: string | null;
  statistical_title: string | null;
  consultation_qr: ImageResult | null;
}

export interface NavLinkResult {
  key: string;
  label: string;
  /** A site path (`/blog`, `/links#scan`) or an http(s) address. */
  link: string;
}

export interface NavGroupResult {
  key: string;
  label: string;
  /** Header groups without entries are plain links; footer columns have none. */
  link?: string | null;
  items: NavLinkResult[] | null;
}

export interface NavigationResult {
  menu: NavGroupResult[] | null;
  footer: NavGroupResult[] | null;
}

export interface PromotionResult {
  _id: string;
  placement: string;
  startsAt: string;
  /** Null: the promotion cutoff. */
  endsAt: string | null;
  link: string | null;
  lang: LocaleCode;
  text: string;
  linkLabel: string | null;
}

export interface RuBlogMapResult {
  blogHome: string;
  entries: { section: 'blog' | 'news' | 'guide'; articleId: string; url: string }[] | null;
}

export interface LegacySlugMapResult {
  entries: { legacySlug: string; target: string; zhSlug: string; tcSlug: string }[] | null;
}

export interface SitemapItemResult extends PathResult {
  _type: string;
}

/** What each named query returns (null where a single document may be absent). */
export interface QueryResults {
  ARTICLE_QUERY: ArticleQueryResult | null;
  ARTICLE_LIST_QUERY: ArticleListQueryResult;
  ARTICLE_PATHS_QUERY: PathResult[];
  TERM_LIST_QUERY: TermListItemResult[];
  LANDING_QUERY: LandingQueryResult | null;
  LANDING_LIST_QUERY: LandingListItemResult[];
  PAGE_QUERY: PageQueryResult | null;
  PAGE_PATHS_QUERY: PagePathResult[];
  FAQ_QUERY: FaqItemResult[];
  PRICING_QUERY: PricingPlanResult[];
  SITE_SETTINGS_QUERY: SiteSettingsResult | null;
  NAVIGATION_QUERY: NavigationResult | null;
  PROMOTIONS_QUERY: PromotionResult[];
  RU_BLOG_MAP_QUERY: RuBlogMapResult | null;
  LEGACY_SLUG_MAP_QUERY: LegacySlugMapResult | null;
  SITEMAP_QUERY: SitemapItemResult[];
}
