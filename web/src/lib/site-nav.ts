import { FEATURE_IDS, NAV_SOLUTION_IDS } from '@site/schemas';

/**
 * The header menu of spec section 2. Keys name messages in the `Nav` namespace; hrefs are locale-free paths that
 * the site's Link (i18n/navigation.ts) prefixes. Entries the spec names without a page of their own point at the
 * page that holds them (proxy partners on /partner, chat groups and the fingerprint scan on /links, videos in the
 * guides).
 */
export const NAV_GROUPS = [
  { key: 'features', items: FEATURE_IDS.map((id) => ({ key: id, href: `/${id}` })) },
  { key: 'solutions', items: NAV_SOLUTION_IDS.map((id) => ({ key: id, href: `/solutions/${id}` })) },
  {
    key: 'resources',
    items: [
      { key: 'blog', href: '/blog' },
      { key: 'news', href: '/news' },
      { key: 'help', href: '/helps' },
      { key: 'video', href: '/guide' },
      { key: 'scan', href: '/links#scan' },
    ],
  },
  {
    key: 'partners',
    items: [
      { key: 'partner', href: '/partner' },
      { key: 'proxy', href: '/partner#proxy' },
      { key: 'preSales', href: '/pre-sales' },
      { key: 'chatGroup', href: '/links#community' },
    ],
  },
] as const;

export const NAV_LINKS = [
  { key: 'pricing', href: '/pricing' },
  { key: 'aboutUs', href: '/about-us' },
] as const;
