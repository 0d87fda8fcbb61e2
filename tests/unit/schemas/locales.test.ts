import {
  DEFAULT_SITE_URLS,
  LOCALES,
  LOCALE_CODES,
  LOCALE_ENTRIES,
  LOGIN_LANGUAGE_BY_LOCALE,
  localePath,
  localeToIso,
  localeUrl,
  localesOfSite,
  loginLanguage,
  resolveSiteUrls,
  siteOfHost,
  hostnameOf,
} from '@site/schemas';
import { describe, expect, it } from 'vitest';

// The 20 codes, prefixes and sitemap names, copied here on purpose: the test checks the
// one source of truth against the specification's own text.
const SPEC_CODES = [
  'zh',
  'en',
  'ru',
  'vn',
  'es',
  'pt',
  'tc',
  'tr',
  'th',
  'fr',
  'uk',
  'hi',
  'jp',
  'ko',
  'de',
  'fil',
  'km',
  'pl',
  'nl',
  'ro',
];
const SPEC_PREFIXED = [
  'vn',
  'es',
  'pt',
  'tr',
  'th',
  'fr',
  'uk',
  'ko',
  'hi',
  'jp',
  'tc',
  'de',
  'fil',
  'km',
  'pl',
  'nl',
  'ro',
];
const SPEC_SITEMAP_ISO = [
  'en-US',
  'zh-CN',
  'ru-RU',
  'vi-VN',
  'es-ES',
  'pt-PT',
  'tr-TR',
  'th-TH',
  'fr-FR',
  'uk-UA',
  'ko-KR',
  'hi-IN',
  'ja-JP',
  'zh-TW',
  'de-DE',
  'tl-PH',
  'km-KH',
  'pl-PL',
  'nl-NL',
  'ro-RO',
];

describe('the locale list', () => {
  it('has exactly the 20 locale codes', () => {
    expect([...LOCALE_CODES].sort()).toEqual([...SPEC_CODES].sort());
    expect(new Set(LOCALE_CODES).size).toBe(20);
  });

  it('serves en, zh and ru unprefixed on their own sites and the 17 others prefixed on the English site', () => {
    expect(localesOfSite('zh')).toEqual(['zh']);
    expect(localesOfSite('ru')).toEqual(['ru']);
    expect(
      localesOfSite('en')
        .filter((code) => code !== 'en')
        .sort(),
    ).toEqual([...SPEC_PREFIXED].sort());
    for (const locale of LOCALES) expect(locale.isDefault).toBe(['en', 'zh', 'ru'].includes(locale.code));
  });

  it('maps every locale to the sitemap ISO names', () => {
    expect(LOCALES.map((locale) => locale.iso)).toEqual(SPEC_SITEMAP_ISO);
  });

  it.each([
    ['vn', 'vi'],
    ['jp', 'ja'],
    ['tc', 'zh-TW'],
    ['fil', 'fil'],
    ['zh', 'zh-CN'],
  ])('uses the real language tag for route code %s: %s', (code, tag) => {
    expect(LOCALES.find((locale) => locale.code === code)?.tag).toBe(tag);
  });

  it('gives every tag a valid Intl locale', () => {
    for (const locale of LOCALES) expect(Intl.getCanonicalLocales(locale.tag)).toHaveLength(1);
  });

  it('has every field of the locale entry form', () => {
    for (const entry of LOCALE_ENTRIES) {
      expect(entry.text).toBeTruthy();
      expect(entry.iso).toMatch(/^[a-z]{2}-[A-Z]{2}$/);
      expect(LOCALE_CODES).toContain(entry.value);
      expect(entry.lang).toBeTruthy();
    }
    expect(LOCALES.filter((locale) => locale.catchAll).map((locale) => locale.code)).toEqual(['en']);
  });

  it('defaults the ISO map to en-US for an unknown code', () => {
    expect(localeToIso('xx')).toBe('en-US');
    expect(localeToIso('de')).toBe('de-DE');
  });
});

describe('login languages', () => {
  it.each([
    ['en', 'en-US'],
    ['zh', 'zh-CN'],
    ['ru', 'ru-RU'],
    ['vn', 'vi-VN'],
    ['es', 'es-ES'],
    ['pt', 'pt-PT'],
    ['tc', 'zh-TW'],
    ['tr', 'tr-TR'],
    ['th', 'th-TH'],
    ['fr', 'fr-FR'],
    ['uk', 'uk-UA'],
    ['hi', 'hi-IN'],
    ['ko', 'en-US'],
    ['jp', 'en-US'],
    ['de', 'en-US'],
    ['fil', 'en-US'],
    ['km', 'en-US'],
    ['pl', 'en-US'],
    ['nl', 'en-US'],
    ['ro', 'en-US'],
    ['nonsense', 'en-US'],
  ])('%s logs in as %s', (code, expected) => {
    expect(loginLanguage(code)).toBe(expected);
  });

  it('has an entry for every locale', () => {
    expect(Object.keys(LOGIN_LANGUAGE_BY_LOCALE).sort()).toEqual([...LOCALE_CODES].sort());
  });
});

describe('site URLs', () => {
  it('defaults to the three localhost hosts', () => {
    expect(resolveSiteUrls({})).toEqual(DEFAULT_SITE_URLS);
  });

  it('takes SITE_URL_* and keeps only the origin', () => {
    const sites = resolveSiteUrls({
      SITE_URL_EN: 'https://www.example.com/',
      SITE_URL_ZH: 'https://cn.example.com',
      SITE_URL_RU: 'https://ru.example.com',
    });
    expect(sites.en).toBe('https://www.example.com');
    expect(localeUrl('de', '/pricing', sites)).toBe('https://www.example.com/de/pricing');
    expect(localeUrl('zh', '/pricing', sites)).toBe('https://cn.example.com/pricing');
    expect(localeUrl('ru', '/', sites)).toBe('https://ru.example.com/');
  });

  it('rejects a value that is not an http(s) URL', () => {
    expect(() => resolveSiteUrls({ SITE_URL_EN: 'localhost' })).toThrow(/SITE_URL_EN/);
    expect(() => resolveSiteUrls({ SITE_URL_EN: 'ftp://example.com' })).toThrow(/http/);
  });

  it('finds the site of a host, treating unknown hosts as English', () => {
    expect(siteOfHost('zh.localhost:3000', DEFAULT_SITE_URLS)).toBe('zh');
    expect(siteOfHost('RU.localhost:3000', DEFAULT_SITE_URLS)).toBe('ru');
    expect(siteOfHost('evil.example', DEFAULT_SITE_URLS)).toBe('en');
    expect(siteOfHost(null, DEFAULT_SITE_URLS)).toBe('en');
  });

  it('reads a Host one way: by host name, whatever its port, case or trailing dot', () => {
    for (const host of ['zh.localhost:9999', 'ZH.LOCALHOST', 'zh.localhost.', 'zh.localhost.:3000', ' zh.localhost ']) {
      expect(siteOfHost(host, DEFAULT_SITE_URLS), host).toBe('zh');
    }
    for (const host of ['__proto__', 'constructor', 'toString', 'zh.localhost.evil', 'xzh.localhost', '']) {
      expect(siteOfHost(host, DEFAULT_SITE_URLS), host).toBe('en');
    }
    expect(hostnameOf('[::1]:3000')).toBe('[::1]');
    expect(hostnameOf('Www.Example.COM.:443')).toBe('www.example.com');
  });

  it('tells sites on one host name apart by port, and only then', () => {
    const ports = { en: 'http://127.0.0.1:3001', zh: 'http://127.0.0.1:3002', ru: 'http://127.0.0.1:3003' };
    expect(siteOfHost('127.0.0.1:3002', ports)).toBe('zh');
    expect(siteOfHost('127.0.0.1:3003', ports)).toBe('ru');
    expect(siteOfHost('127.0.0.1:3009', ports)).toBe('en');
  });

  it.each([
    ['en', '/', '/'],
    ['en', '/pricing', '/pricing'],
    ['de', '/', '/de'],
    ['de', '/pricing/', '/de/pricing'],
    ['fil', 'blog', '/fil/blog'],
    ['zh', '/blog', '/blog'],
  ] as const)('localePath(%s, %s) is %s', (code, path, expected) => {
    expect(localePath(code, path)).toBe(expected);
  });
});
