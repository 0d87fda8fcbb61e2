import {
  COUNTRY_CODES,
  CURRENCY_BY_COUNTRY,
  LOCALES,
  type LocaleCode,
  countryName,
  countryTable,
  currencyForCountry,
  isCountryCode,
  toCountryCode,
} from '@site/schemas';
import { describe, expect, it } from 'vitest';
import { countryOfVisitor } from '@/tracking/country';
import type { VisitorIp } from '@/tracking/visitor-ip';

describe('country table (about 250 regions)', () => {
  it('has about 250 unique alpha-2 codes', () => {
    expect(COUNTRY_CODES.length).toBe(250);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
    for (const code of ['US', 'BR', 'PL', 'VN', 'CN', 'RU', 'DE', 'JP', 'XK', 'AQ'])
      expect(isCountryCode(code)).toBe(true);
  });

  it.each(LOCALES.map((locale) => [locale.code, locale.tag]))('names every region in %s (%s)', (code) => {
    const table = countryTable(code as LocaleCode);
    expect(table).toHaveLength(COUNTRY_CODES.length);
    for (const { code: region, name } of table) {
      expect(name, `${code} ${region}`).not.toBe(region);
      expect(name.trim().length).toBeGreaterThan(0);
    }
  });

  it('names are localized, not English copies', () => {
    const english = new Map(countryTable('en').map(({ code, name }) => [code, name]));
    // Share of names equal to English that CLDR itself has: none in non-Latin scripts; many in Latin-script
    // languages (Canada, Chile...); most in Filipino, where CLDR keeps English names.
    const latin: Partial<Record<string, number>> = {
      vn: 0.7,
      es: 0.5,
      pt: 0.5,
      tr: 0.5,
      fr: 0.5,
      de: 0.5,
      pl: 0.5,
      nl: 0.5,
      ro: 0.55,
      fil: 0.98,
    };
    for (const locale of LOCALES) {
      if (locale.code === 'en') continue;
      const same = countryTable(locale.code as LocaleCode).filter(
        ({ code, name }) => english.get(code) === name,
      ).length;
      expect(same / COUNTRY_CODES.length, locale.code).toBeLessThan(latin[locale.code] ?? 0.01);
    }
  });

  it.each([
    ['de', 'BR', 'Brasilien'],
    ['ru', 'DE', 'Германия'],
    ['zh', 'US', '美国'],
    ['tc', 'US', '美國'],
    ['jp', 'VN', 'ベトナム'],
    ['vn', 'PL', 'Ba Lan'],
    ['en', 'XK', 'Kosovo'],
  ])('%s name of %s is %s (route code mapped to the language tag)', (locale, region, expected) => {
    expect(countryName(region as never, locale)).toBe(expected);
  });

  it('unknown locales fall back to English', () => {
    expect(countryName('FR', 'xx')).toBe('France');
  });
});

describe('toCountryCode', () => {
  it.each([
    ['BR', 'BR'],
    ['br', 'BR'],
    [' pl ', 'PL'],
    ['Vietnam', 'VN'],
    ['Brazil', 'BR'],
    ['巴西', 'BR'],
    ['Польша', 'PL'],
    ['Germany', 'DE'],
    ['Atlantis', null],
    ['', null],
    [null, null],
    [42, null],
  ])('%j -> %s', (value, expected) => {
    expect(toCountryCode(value)).toBe(expected);
  });
});

describe('currency preselection', () => {
  it.each([
    ['BR', 'BRL'],
    ['PL', 'PLN'],
    ['VN', 'VND'],
    ['US', 'USD'],
    ['DE', 'USD'],
    [null, 'USD'],
    ['', 'USD'],
  ])('%s -> %s', (code, currency) => {
    expect(currencyForCountry(code)).toBe(currency);
  });

  it('maps exactly three countries', () => {
    expect(CURRENCY_BY_COUNTRY).toEqual({ BR: 'BRL', PL: 'PLN', VN: 'VND' });
  });

  it('reads the country from the visitor-IP answer', () => {
    const answer = (country: string): VisitorIp => ({
      ip: '1',
      ua: '',
      language: '',
      ip_data: { country, region: '', city: '', timezone: '' },
    });
    expect(countryOfVisitor(answer('Brazil'))).toBe('BR');
    expect(countryOfVisitor(answer('VN'))).toBe('VN');
    expect(countryOfVisitor(null)).toBeNull();
    expect(countryOfVisitor({} as VisitorIp)).toBeNull();
  });
});
