import type { LocaleCode } from '@site/schemas';

/** Compact authoring shapes for the seed; `build-seed.ts` expands them into Sanity documents. */
export type L<T> = Partial<Record<LocaleCode, T>> & { en: T };

/**
 * Rich text in a small markup: blank lines separate blocks; `## ` and `### ` start headings, `> ` a quote,
 * `- ` a bullet, `1. ` a numbered item; inline `**strong**`, `*em*`, `` `code` `` and `[text](href)`.
 */
export type Markup = string;

/** Per language: title, excerpt, body. */
export type ArticleText = readonly [title: string, excerpt: string, body: Markup];

export interface ArticleSource {
  slug: string;
  /** YYYY-MM-DD */
  date: string;
  category?: string;
  tags?: string[];
  author?: string;
  t: L<ArticleText>;
  /** Translations made from an older English text: Studio shows them as stale. */
  stale?: LocaleCode[];
}

export interface HelpSource extends ArticleSource {
  section: string;
  order: number;
}

export interface DocSource extends ArticleSource {
  order: number;
}

export interface ReleaseSource extends ArticleSource {
  version: string;
  platforms: string[];
}

export interface PartnerSource extends ArticleSource {
  name: string;
  website: string;
  kind: string;
  promoCode?: string;
  order: number;
  /** Two colours for the generated logo. */
  colors: readonly [string, string];
}

export interface TermSource {
  slug: string;
  title: L<string>;
  description?: L<string>;
  order?: number;
}

export interface AuthorSource {
  slug: string;
  name: string;
  role: L<string>;
  bio: L<string>;
  color: string;
}

/** Per language: title, summary, body. */
export type LandingText = readonly [title: string, summary: string, body: Markup];

export interface LandingSource {
  slug: string;
  competitor?: string;
  t: L<LandingText>;
}

export interface PageSource {
  slug: string;
  kind: 'fixed' | 'generic';
  t: L<LandingText>;
}
