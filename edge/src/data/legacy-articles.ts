import type { LocaleCode } from '@site/schemas';

/**
 * Old article ids that moved. The spec names the two cases but not their slugs; these
 * are ours, and the content must publish the `to` slugs.
 */
export interface LegacyArticle {
  readonly section: 'blog' | 'news' | 'guide';
  /** Locales where the old id existed; 'all' for every locale the site serves here (Russian goes to its blog). */
  readonly locales: readonly LocaleCode[] | 'all';
  /** The old id exactly as it was published (decoded). */
  readonly from: string;
  readonly to: string;
}

export const LEGACY_ARTICLES: readonly LegacyArticle[] = [
  {
    // The colon broke links pasted into chats and ads; the cleaned slug is the same words without it.
    section: 'blog',
    locales: 'all',
    from: 'facebook-agency-accounts:-how-to-get-and-use-them',
    to: 'facebook-agency-accounts-how-to-get-and-use-them',
  },
  {
    section: 'blog',
    locales: ['pt'],
    from: 'proxy-vs-vpn-vs-antidetect-browser',
    to: 'proxy-vpn-ou-navegador-antidetect',
  },
];
