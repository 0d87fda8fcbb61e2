import { describe, expect, it } from 'vitest';
import { PriceFormatError, currencyForLocale, formatPrice } from '@/lib/commerce/price';

describe('formatPrice', () => {
  it.each([
    [9, 'USD', {}, '$9.0'],
    [1234.56, 'USD', {}, '$1,234.6'],
    [1234567, 'USD', { decimals: 0 }, '$1,234,567'],
    [49.9, 'BRL', {}, 'R$49.9'],
    [12000, 'BRL', {}, 'R$12,000.0'],
    [39, 'PLN', {}, '39.0 zł'],
    [1999.99, 'PLN', {}, '2,000.0 zł'],
    [229000, 'VND', {}, '229,000₫'],
    [1250000, 'VND', {}, '1,250,000₫'],
    [1250000, 'VND', { abbreviate: true }, '1,250K'],
    [999, 'VND', { abbreviate: true }, '999₫'],
    [0, 'USD', {}, '$0.0'],
  ] as const)('%s %s %j -> %s', (amount, currency, options, expected) => {
    expect(formatPrice(amount, currency, options)).toBe(expected);
  });

  it('the VND thousands form ends in K and the exact form keeps its symbol after the number', () => {
    for (const amount of [1000, 49_999, 690_000, 12_345_678]) {
      expect(formatPrice(amount, 'VND', { abbreviate: true })).toMatch(/^[\d,]+K$/);
      expect(formatPrice(amount, 'VND')).toMatch(/^[\d,]+₫$/);
    }
  });

  it('rejects what is not a number', () => {
    expect(() => formatPrice(Number.NaN, 'USD')).toThrow(PriceFormatError);
    expect(() => formatPrice(Number.POSITIVE_INFINITY, 'VND')).toThrow(PriceFormatError);
  });

  it.each([
    ['pt', 'BRL'],
    ['pl', 'PLN'],
    ['vn', 'VND'],
    ['en', 'USD'],
    ['zh', 'USD'],
    ['de', 'USD'],
  ] as const)('%s starts in %s', (locale, currency) => {
    expect(currencyForLocale(locale)).toBe(currency);
  });
});
