/**
 * The 20 locales of the site: the one list that routing, Studio, edge, sitemaps and tests read.
 *
 * A locale has two names. Its route `code` is what URLs, the language cookie and local storage carry
 * (`vn`, `jp`, `tc`, `fil` are not language tags). Its `tag` is a real BCP 47 tag, used for
 * `<html lang>`, hreflang and every `Intl` formatter.
 */

/** Which of the three sites serves a locale. */
export type SiteKey = 'en' | 'zh' | 'ru';

export const SITE_KEYS: readonly SiteKey[] = ['en', 'zh', 'ru'];

export interface LocaleDefinition {
  /** Route code: the URL prefix (or none), the cookie value. */
  readonly code: string;
  /** BCP 47 language tag for lang attributes, hreflang and Intl. */
  readonly tag: string;
  /** The language's own name, shown in the switcher. */
  readonly name: string;
  /** English name, for editors in Studio. */
  readonly englishName: string;
  /** Short label (spec: "short value"). */
  readonly short: string;
  /** ISO code: the sitemap name and the locale-to-ISO map. */
  readonly iso: string;
  /** The site (domain) that serves this locale. */
  readonly site: SiteKey;
  /** Default locale of its domain: served without a path prefix. */
  readonly isDefault: boolean;
  /** The locale that answers when nothing else matches (spec: "catch-all flag"). */
  readonly catchAll: boolean;
  /** Text direction, all left-to-right today; kept so a future rtl locale is one line. */
  readonly dir: 'ltr' | 'rtl';
}

const entries = [
  { code: 'en', tag: 'en', name: 'English', englishName: 'English', short: 'EN', iso: 'en-US', site: 'en' },
  {
    code: 'zh',
    tag: 'zh-CN',
    name: '简体中文',
    englishName: 'Chinese (Simplified)',
    short: '简',
    iso: 'zh-CN',
    site: 'zh',
  },
  { code: 'ru', tag: 'ru', name: 'Русский', englishName: 'Russian', short: 'RU', iso: 'ru-RU', site: 'ru' },
  { code: 'vn', tag: 'vi', name: 'Tiếng Việt', englishName: 'Vietnamese', short: 'VI', iso: 'vi-VN', site: 'en' },
  { code: 'es', tag: 'es', name: 'Español', englishName: 'Spanish', short: 'ES', iso: 'es-ES', site: 'en' },
  { code: 'pt', tag: 'pt', name: 'Português', englishName: 'Portuguese', short: 'PT', iso: 'pt-PT', site: 'en' },
  { code: 'tr', tag: 'tr', name: 'Türkçe', englishName: 'Turkish', short: 'TR', iso: 'tr-TR', site: 'en' },
  { code: 'th', tag: 'th', name: 'ไทย', englishName: 'Thai', short: 'TH', iso: 'th-TH', site: 'en' },
  { code: 'fr', tag: 'fr', name: 'Français', englishName: 'French', short: 'FR', iso: 'fr-FR', site: 'en' },
  { code: 'uk', tag: 'uk', name: 'Українська', englishName: 'Ukrainian', short: 'UK', iso: 'uk-UA', site: 'en' },
  { code: 'ko', tag: 'ko', name: '한국어', englishName: 'Korean', short: 'KO', iso: 'ko-KR', site: 'en' },
  { code: 'hi', tag: 'hi', name: 'हिन्दी', englishName: 'Hindi', short: 'HI', iso: 'hi-IN', site: 'en' },
  { code: 'jp', tag: 'ja', name: '日本語', englishName: 'Japanese', short: 'JA', iso: 'ja-JP', site: 'en' },
  {
    code: 'tc',
    tag: 'zh-TW',
    name: '繁體中文',
    englishName: 'Chinese (Traditional)',
    short: '繁',
    iso: 'zh-TW',
    site: 'en',
  },
  { code: 'de', tag: 'de', name: 'Deutsch', englishName: 'German', short: 'DE', iso: 'de-DE', site: 'en' },
  { code: 'fil', tag: 'fil', name: 'Filipino', englishName: 'Filipino', short: 'FIL', iso: 'tl-PH', site: 'en' },
  { code: 'km', tag: 'km', name: 'ភាសាខ្មែរ', englishName: 'Khmer', short: 'KM', iso: 'km-KH', site: 'en' },
  { code: 'pl', tag: 'pl', name: 'Polski', englishName: 'Polish', short: 'PL', iso: 'pl-PL', site: 'en' },
  { code: 'nl', tag: 'nl', name: 'Nederlands', englishName: 'Dutch', short: 'NL', iso: 'nl-NL', site: 'en' },
  { code: 'ro', tag: 'ro', name: 'Română', englishName: 'Romanian', short: 'RO', iso: 'ro-RO', site: 'en' },
] as const;

export type LocaleCode = (typeof entries)[number]['code'];

/** Every locale, in the order of the spec's sitemap list. */
export const LOCALES: readonly LocaleDefinition[] = entries.map((entry) => ({
  ...entry,
  isDefault: entry.code === entry.site,
  catchAll: entry.code === 'en',
  dir: 'ltr' as const,
}));

export const LOCALE_CODES = entries.map((entry) => entry.code) as readonly LocaleCode[];

export const DEFAULT_LOCALE: LocaleCode = 'en';

/** The default (unprefixed) locale of each site. */
export const SITE_DEFAULT_LOCALE: Readonly<Record<SiteKey, LocaleCode>> = { en: 'en', zh: 'zh', ru: 'ru' };

const byCode = new Map<string, LocaleDefinition>(LOCALES.map((locale) => [locale.code, locale]));

/** A language code is accepted only if it is one of the 20 listed. */
export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && byCode.has(value);
}

export function getLocale(code: LocaleCode): LocaleDefinition {
  const locale = byCode.get(code);
  if (!locale) throw new RangeError(`Unknown locale code: ${code}`);
  return locale;
}

/** Locales served on a site: its default one first, then the prefixed ones. */
export function localesOfSite(site: SiteKey): LocaleCode[] {
  return LOCALES.filter((locale) => locale.site === site).map((locale) => locale.code as LocaleCode);
}

/** The path prefix of a locale: '' for the default locale of its site, '/de' for the prefixed ones. */
export function localePrefix(code: LocaleCode): string {
  const locale = getLocale(code);
  return locale.isDefault ? '' : `/${locale.code}`;
}

/** The "locale entry" form: text, value, iso, lang. */
export interface LocaleEntry {
  readonly text: string;
  readonly value: LocaleCode;
  readonly iso: string;
  readonly lang: string;
}

export const LOCALE_ENTRIES: readonly LocaleEntry[] = LOCALES.map((locale) => ({
  text: locale.name,
  value: locale.code as LocaleCode,
  iso: locale.iso,
  lang: locale.tag,
}));

/** Locale-to-ISO mapping, defaulting to en-US. */
export const DEFAULT_ISO = 'en-US';

export function localeToIso(code: string): string {
  return byCode.get(code)?.iso ?? DEFAULT_ISO;
}

/** The languages the login service supports; anything else logs in as en-US. */
export const LOGIN_LANGUAGES = [
  'en-US',
  'zh-CN',
  'ru-RU',
  'vi-VN',
  'es-ES',
  'pt-PT',
  'zh-TW',
  'zh-HK',
  'tr-TR',
  'th-TH',
  'fr-FR',
  'uk-UA',
  'hi-IN',
  'it-IT',
  'id-ID',
] as const;

export type LoginLanguage = (typeof LOGIN_LANGUAGES)[number];

export const DEFAULT_LOGIN_LANGUAGE: LoginLanguage = 'en-US';

export function loginLanguage(code: string): LoginLanguage {
  const iso = localeToIso(code);
  return (LOGIN_LANGUAGES as readonly string[]).includes(iso) ? (iso as LoginLanguage) : DEFAULT_LOGIN_LANGUAGE;
}

/** The locale map the login service reads: every route code to its login language. */
export const LOGIN_LANGUAGE_BY_LOCALE: Readonly<Record<LocaleCode, LoginLanguage>> = Object.fromEntries(
  LOCALE_CODES.map((code) => [code, loginLanguage(code)]),
) as Record<LocaleCode, LoginLanguage>;
