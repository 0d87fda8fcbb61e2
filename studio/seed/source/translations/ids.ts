/**
 * Ids of the seed's marketing documents that the content model leaves open (plans, FAQ entries, pages, releases,
 * categories, tags, partners).
 * Solution, feature and alternative ids are the spec's and come from `@site/schemas`.
 */
export const PLAN_SLUGS = ['free', 'solo', 'team', 'enterprise'] as const;
export type PlanSlug = (typeof PLAN_SLUGS)[number];

export const FAQ_SLUGS = [
  'what-is-an-antidetect-browser',
  'is-it-legal',
  'annual-discount',
  'refunds',
  'which-proxies',
  'profile-storage',
  'change-email',
  'two-factor',
] as const;
export type FaqSlug = (typeof FAQ_SLUGS)[number];

export const PAGE_SLUGS = [
  'about-us',
  'links',
  'partner-plan',
  'pre-sales',
  'referral-program',
  'use-cases',
  'docs',
  'privacy-policy',
  'terms-of-service',
] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

export const RELEASE_SLUGS = ['3-8-0', '3-9-0', '4-0-0', '4-1-0', '4-2-0', '4-3-0'] as const;
export type ReleaseSlug = (typeof RELEASE_SLUGS)[number];

/** Categories and tags of the blog, news and guides: their names are page chrome, so every language has them. */
export const BLOG_CATEGORY_SLUGS = ['fingerprinting', 'affiliate-marketing', 'e-commerce', 'team-workflows'] as const;
export type BlogCategorySlug = (typeof BLOG_CATEGORY_SLUGS)[number];
export const NEWS_CATEGORY_SLUGS = ['product', 'company'] as const;
export type NewsCategorySlug = (typeof NEWS_CATEGORY_SLUGS)[number];
export const GUIDE_CATEGORY_SLUGS = ['getting-started', 'proxies', 'automation'] as const;
export type GuideCategorySlug = (typeof GUIDE_CATEGORY_SLUGS)[number];
export const BLOG_TAG_SLUGS = ['canvas', 'webgl', 'facebook-ads', 'amazon', 'proxies', 'account-safety'] as const;
export type BlogTagSlug = (typeof BLOG_TAG_SLUGS)[number];
export const NEWS_TAG_SLUGS = ['release', 'pricing', 'events'] as const;
export type NewsTagSlug = (typeof NEWS_TAG_SLUGS)[number];
export const GUIDE_TAG_SLUGS = ['beginner', 'advanced', 'api'] as const;
export type GuideTagSlug = (typeof GUIDE_TAG_SLUGS)[number];

/** Partners: their names and descriptions show on the partner page of every language. */
export const PARTNER_SLUGS = [
  'northwind-proxies',
  'cellgate-mobile',
  'paylane-cards',
  'offerhub-network',
  'captchafox-solver',
  'growth-guild-community',
] as const;
export type PartnerSlug = (typeof PARTNER_SLUGS)[number];
