import type { TaxonomyFamily } from '@site/schemas';
import { collect } from './translations';
import {
  BLOG_CATEGORY_SLUGS,
  BLOG_TAG_SLUGS,
  GUIDE_CATEGORY_SLUGS,
  GUIDE_TAG_SLUGS,
  NEWS_CATEGORY_SLUGS,
  NEWS_TAG_SLUGS,
} from './translations/ids';
import type { TermSource } from './types';

/** Categories in their listing order; names (and blog descriptions) live with each language's marketing texts. */
export const CATEGORIES: Record<TaxonomyFamily, TermSource[]> = {
  blog: BLOG_CATEGORY_SLUGS.map((slug, index) => ({
    slug,
    order: index + 1,
    title: collect((tr) => tr.terms?.blogCategories?.[slug]?.[0]),
    description: collect((tr) => tr.terms?.blogCategories?.[slug]?.[1]),
  })),
  news: NEWS_CATEGORY_SLUGS.map((slug, index) => ({
    slug,
    order: index + 1,
    title: collect((tr) => tr.terms?.newsCategories?.[slug]),
  })),
  guide: GUIDE_CATEGORY_SLUGS.map((slug, index) => ({
    slug,
    order: index + 1,
    title: collect((tr) => tr.terms?.guideCategories?.[slug]),
  })),
};

export const TAGS: Record<TaxonomyFamily, TermSource[]> = {
  blog: BLOG_TAG_SLUGS.map((slug) => ({ slug, title: collect((tr) => tr.terms?.blogTags?.[slug]) })),
  news: NEWS_TAG_SLUGS.map((slug) => ({ slug, title: collect((tr) => tr.terms?.newsTags?.[slug]) })),
  guide: GUIDE_TAG_SLUGS.map((slug) => ({ slug, title: collect((tr) => tr.terms?.guideTags?.[slug]) })),
};
