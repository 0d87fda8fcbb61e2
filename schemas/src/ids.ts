/** Ids the spec fixes. Studio, web and tests import them from here only. */

export const SOLUTION_IDS = [
  'affiliate-marketing',
  'e-commerce',
  'digital-agency',
  'social-marketing',
  'web-scraping',
  'traffic-arbitrage',
  'ticketing',
  'google-servies',
  'facebook',
  'twitter-x',
  'tiktok',
  'amazon',
  'discord',
  'linkedin',
  'crypto',
  'betting',
  'seo-serp',
  'google-ads',
  'youtube',
  'reddit',
  'pinterest',
  'instagram',
  'ebay',
  'shopify',
  'onlyfans',
  'tinder',
  'telegram',
  'whatsapp',
] as const;
export type SolutionId = (typeof SOLUTION_IDS)[number];

export const FEATURE_IDS = [
  'multi-account-management',
  'synchronizer',
  'rpa',
  'local-api',
  'multi-profiles-management',
  'teamwork',
  'antidetect-browser',
] as const;
export type FeatureId = (typeof FEATURE_IDS)[number];

const ALTERNATIVE_PRODUCTS = [
  'gologin',
  'incogniton',
  'dolphin-anty',
  'multilogin',
  'octo-browser',
  'undetectable',
  'ziniao',
] as const;
export const ALTERNATIVE_IDS = ALTERNATIVE_PRODUCTS.map((name) => `${name}-alternative` as const);
export type AlternativeId = `${(typeof ALTERNATIVE_PRODUCTS)[number]}-alternative`;

export const LEGACY_SOLUTION_SLUGS = [
  'media-market',
  'betting',
  'data-collection',
  'crypto',
  'agencies',
  'price-comparison',
  'ticketing',
  'self-examination',
  'web-scraping',
] as const;
export type LegacySolutionSlug = (typeof LEGACY_SOLUTION_SLUGS)[number];

export const CURRENCIES = ['USD', 'BRL', 'PLN', 'VND'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const SYSTEM_VALUES = ['com_win64', 'com_win32', 'com_mac', 'com_arm64', 'com_linux'] as const;
export type SystemValue = (typeof SYSTEM_VALUES)[number];

export const DOWNLOAD_KEYS = [
  'down-windows-64',
  'down-windows-32',
  'down-macos-apple',
  'down-macos-inter',
  'down-linux-64',
] as const;
export type DownloadKey = (typeof DOWNLOAD_KEYS)[number];

/** Which latest-version system value each download target asks for. */
export const SYSTEM_OF_DOWNLOAD: Readonly<Record<DownloadKey, SystemValue>> = {
  'down-windows-64': 'com_win64',
  'down-windows-32': 'com_win32',
  'down-macos-apple': 'com_arm64',
  'down-macos-inter': 'com_mac',
  'down-linux-64': 'com_linux',
};

/** The solutions group, each entry a solution id. */
export const NAV_SOLUTION_IDS = [
  'affiliate-marketing',
  'e-commerce',
  'digital-agency',
  'social-marketing',
  'web-scraping',
  'traffic-arbitrage',
  'ticketing',
  'crypto',
  'betting',
  'seo-serp',
] as const satisfies readonly SolutionId[];
