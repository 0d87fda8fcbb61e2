/**
 * Ids of the seed's marketing documents that the content model leaves open (plans, FAQ entries, pages, releases).
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

export const PAGE_SLUGS = ['about-us', 'links', 'partner-plan', 'pre-sales', 'referral-program', 'use-cases', 'docs', 'privacy-policy', 'terms-of-service'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

export const RELEASE_SLUGS = ['3-8-0', '3-9-0', '4-0-0', '4-1-0', '4-2-0', '4-3-0'] as const;
export type ReleaseSlug = (typeof RELEASE_SLUGS)[number];
