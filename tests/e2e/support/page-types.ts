import { LOCALE_CODES, type LocaleCode } from '@site/schemas';

/**
 * One address of every page type, for checks that must hold on each kind of page (accessibility, HTML validity,
 * security headers). Slugs are the embedded dataset's; each has a translation in every locale of `FULL_LOCALES`.
 */
export const PAGE_TYPES: Readonly<Record<string, string>> = {
  home: '/',
  listing: '/blog',
  category: '/blog-fingerprinting',
  article: '/blog/what-is-browser-fingerprinting',
  guide: '/guide/create-your-first-profile',
  news: '/news',
  pricing: '/pricing',
  download: '/download',
  faq: '/faq',
  solutions: '/solutions',
  solution: '/solutions/affiliate-marketing',
  feature: '/antidetect-browser',
  alternative: '/alternatives/gologin-alternative',
  partners: '/partner',
  partner: '/partner/captchafox-solver',
  releases: '/release',
  release: '/release/4-3-0',
  help: '/helps',
  'help article': '/helps/proxy-check-failed',
  'cms page': '/about-us',
  'not found': '/no-such-page-anywhere',
};

/** Every page type is checked in these: a host language, a Cyrillic host, prefixed ones in Latin, Thai and Khmer. */
export const FULL_LOCALES: readonly LocaleCode[] = ['en', 'zh', 'ru', 'de', 'th', 'km'];

/** And these page types in all 20 languages (the chrome, the switcher and the pricing badges differ by language). */
export const EVERY_LOCALE_TYPES = ['home', 'pricing'] as const;

export interface PageCase {
  readonly type: string;
  readonly locale: LocaleCode;
  readonly path: string;
}

/** The blog, news and guides are not served on the Russian host (the edge sends them to the external blog). */
const NOT_ON_RU = /^\/(blog|news|guide)(\/|-|$)/;

/**
 * Every page type in `locales` (all of `FULL_LOCALES` by default; browser checks, a few seconds a page, take a
 * subset), and `EVERY_LOCALE_TYPES` in every other language.
 */
export function pageCases(locales: readonly LocaleCode[] = FULL_LOCALES): PageCase[] {
  const cases: PageCase[] = [];
  for (const locale of locales) {
    for (const [type, path] of Object.entries(PAGE_TYPES)) {
      if (locale === 'ru' && NOT_ON_RU.test(path)) continue;
      cases.push({ type, locale, path });
    }
  }
  for (const locale of LOCALE_CODES.filter((code) => !locales.includes(code))) {
    for (const type of EVERY_LOCALE_TYPES) cases.push({ type, locale, path: PAGE_TYPES[type]! });
  }
  return cases;
}

/** What a page type answers: 404 for the not-found page, 200 for every other (a slug that stopped resolving fails). */
export function expectedStatus(type: string): 200 | 404 {
  return type === 'not found' ? 404 : 200;
}
