import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode, localesOfSite, SITE_DEFAULT_LOCALE } from '@site/schemas';
import { defineRouting } from 'next-intl/routing';
import { siteUrls } from '@/env';

/**
 * One routing definition over the one locale list. Each of the three sites has its own default locale, served
 * without a prefix; the 17 others are prefixed on the English site. Language detection is the edge's job
 * (it must never move a crawler), so next-intl's own detection and cookie are off.
 */
export const routing = defineRouting({
  locales: LOCALE_CODES as unknown as [LocaleCode, ...LocaleCode[]],
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  domains: (['en', 'zh', 'ru'] as const).map((site) => ({
    domain: new URL(siteUrls[site]).host,
    defaultLocale: SITE_DEFAULT_LOCALE[site],
    locales: localesOfSite(site),
  })),
});
