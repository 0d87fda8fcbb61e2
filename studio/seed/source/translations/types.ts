import type { AlternativeId, FeatureId, SolutionId } from '@site/schemas';
import type { ArticleText, LandingText, Markup } from '../types';
import type {
  BlogCategorySlug,
  BlogTagSlug,
  FaqSlug,
  GuideCategorySlug,
  GuideTagSlug,
  NewsCategorySlug,
  NewsTagSlug,
  PageSlug,
  PartnerSlug,
  PlanSlug,
  ReleaseSlug,
} from './ids';

/** Per plan: name, description, feature list (as many items as the English list). */
export type PlanText = readonly [name: string, description: string, features: readonly string[]];

/** Per FAQ entry: question, answer. */
export type FaqText = readonly [question: string, answer: string];

/**
 * Category and tag names (page chrome on every listing and card). Blog categories carry a description, which the
 * category page shows under its heading.
 */
export interface TermTexts {
  blogCategories: Record<BlogCategorySlug, readonly [title: string, description: string]>;
  newsCategories: Record<NewsCategorySlug, string>;
  guideCategories: Record<GuideCategorySlug, string>;
  blogTags: Record<BlogTagSlug, string>;
  newsTags: Record<NewsTagSlug, string>;
  guideTags: Record<GuideTagSlug, string>;
}

/** Alternative pages: title and summary are written once per language around the competitor's name. */
export interface AlternativeTexts {
  title: (competitor: string) => string;
  summary: (competitor: string) => string;
  bodies: Record<AlternativeId, Markup>;
}

/**
 * Every marketing text of one language. Every field is required, so a language file declared `satisfies Translation`
 * does not type-check while a string is missing. Keep Morphis, plan names such as Solo or Team where the English
 * keeps them, and every id unchanged; write as a native marketer would, not word for word.
 */
export interface Translation {
  /** Site settings: title, keywords, description. */
  settings: readonly [title: string, keywords: string, description: string];
  pages: Record<PageSlug, LandingText>;
  solutions: Record<SolutionId, LandingText>;
  features: Record<FeatureId, LandingText>;
  alternatives: AlternativeTexts;
  plans: Record<PlanSlug, PlanText>;
  faq: Record<FaqSlug, FaqText>;
  /** Release notes (the download page and /release show them). */
  releases: Record<ReleaseSlug, ArticleText>;
  terms: TermTexts;
  /** Per partner: title, excerpt, description (the partner's own name and promo code stay as they are). */
  partners: Record<PartnerSlug, ArticleText>;
}

/** A language still being translated: what exists is typed, what is missing shows in `npm run content:coverage`. */
export interface DraftTranslation {
  settings?: Translation['settings'];
  pages?: Partial<Translation['pages']>;
  solutions?: Partial<Translation['solutions']>;
  features?: Partial<Translation['features']>;
  alternatives?: Partial<Omit<AlternativeTexts, 'bodies'>> & { bodies?: Partial<AlternativeTexts['bodies']> };
  plans?: Partial<Translation['plans']>;
  faq?: Partial<Translation['faq']>;
  releases?: Partial<Translation['releases']>;
  terms?: { [K in keyof TermTexts]?: Partial<TermTexts[K]> };
  partners?: Partial<Translation['partners']>;
}
