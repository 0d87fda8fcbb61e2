import { collect } from './translations';
import { PAGE_SLUGS, type PageSlug } from './translations/ids';
import type { PageSource } from './types';

/** Fixed marketing pages and the generic `/{html}` pages; their texts come from `translations/<code>.ts`. */
const KINDS: Record<PageSlug, PageSource['kind']> = {
  'about-us': 'fixed',
  links: 'fixed',
  'partner-plan': 'fixed',
  'pre-sales': 'fixed',
  'referral-program': 'fixed',
  'use-cases': 'fixed',
  docs: 'fixed',
  'privacy-policy': 'generic',
  'terms-of-service': 'generic',
};

export const PAGES: PageSource[] = PAGE_SLUGS.map((slug) => ({
  slug,
  kind: KINDS[slug],
  t: collect((tr) => tr.pages?.[slug]),
}));
