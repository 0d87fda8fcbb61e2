/**
 * Names for parts of the generated query result types (`sanity.types.ts`, from `npm run typegen`) that components
 * take on their own. Nothing here is written by hand: a change of a query or of the model changes these.
 */
import type {
  ARTICLE_LIST_QUERY_RESULT,
  ARTICLE_QUERY_RESULT,
  FAQ_QUERY_RESULT,
  LANDING_LIST_QUERY_RESULT,
  LANDING_QUERY_RESULT,
  NAVIGATION_QUERY_RESULT,
  PAGE_QUERY_RESULT,
} from './sanity.types';

export type { QueryResults } from './sanity.types';

export type ArticleQueryResult = NonNullable<ARTICLE_QUERY_RESULT>;
export type ArticleListItemResult = ARTICLE_LIST_QUERY_RESULT['items'][number];
export type LandingQueryResult = NonNullable<LANDING_QUERY_RESULT>;
export type LandingListItemResult = LANDING_LIST_QUERY_RESULT[number];
export type PageQueryResult = NonNullable<PAGE_QUERY_RESULT>;
export type FaqItemResult = FAQ_QUERY_RESULT[number];
export type NavigationResult = NonNullable<NAVIGATION_QUERY_RESULT>;
export type NavGroupResult = NonNullable<NavigationResult['menu'] | NavigationResult['footer']>[number];
export type AuthorResult = NonNullable<ArticleQueryResult['author']>;
/** Every image a query projects (cover, logo, avatar, QR code) has the same shape. */
export type ImageResult = NonNullable<ArticleQueryResult['coverImage']>;
/** The editor's crop, as fractions cut from each side. */
export type ImageCrop = NonNullable<ImageResult['crop']>;
/** The part of the picture to keep in view when a frame changes its proportions. */
export type ImageHotspot = NonNullable<ImageResult['hotspot']>;
/** A block of CMS rich text. */
export type PortableTextBlock = NonNullable<ArticleQueryResult['body']>[number];
