import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  annualSaving,
  bestAnnualSaving,
  isCurrency,
  monthlyAmount,
  priceIn,
  priceText,
  pricingJsonLd,
} from '@/lib/commerce/pricing';

const solo = [
  { currency: 'USD', monthly: 29, annual: 290 },
  { currency: 'VND', monthly: 690_000, annual: 6_900_000 },
];

describe('pricing helpers', () => {
  it('picks the row of a currency, null when the plan has no price in it', () => {
    expect(priceIn(solo, 'USD')).toEqual(solo[0]);
    expect(priceIn(solo, 'PLN')).toBeNull();
  });

  it('shows one month: the monthly price, or a twelfth of the annual one', () => {
    expect(monthlyAmount(solo[0]!, 'monthly')).toBe(29);
    expect(monthlyAmount(solo[0]!, 'annual')).toBeCloseTo(24.1667, 3);
  });

  it('computes the annual saving against twelve monthly payments', () => {
    expect(annualSaving({ currency: 'USD', monthly: 29, annual: 290 })).toBeCloseTo(1 / 6, 6);
    expect(annualSaving({ currency: 'USD', monthly: 0, annual: 0 })).toBe(0);
    expect(annualSaving({ currency: 'USD', monthly: 10, annual: 130 })).toBe(0);
    expect(
      bestAnnualSaving([{ prices: solo }, { prices: [{ currency: 'USD', monthly: 10, annual: 60 }] }], 'USD'),
    ).toBeCloseTo(0.5, 6);
    expect(bestAnnualSaving([{ prices: solo }], 'BRL')).toBe(0);
  });

  it('saving stays within 0..1 for any prices', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        (monthly, annual) => {
          const saving = annualSaving({ currency: 'USD', monthly, annual });
          expect(saving).toBeGreaterThanOrEqual(0);
          expect(saving).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('writes VND in the K form with the exact amount beside it, the others once', () => {
    expect(priceText(690_000, 'VND')).toEqual({ main: '690K', full: '690,000₫' });
    expect(priceText(575_000, 'VND')).toEqual({ main: '575K', full: '575,000₫' });
    expect(priceText(29, 'USD')).toEqual({ main: '$29.0', full: '$29.0' });
    expect(priceText(24.1667, 'BRL')).toEqual({ main: 'R$24.2', full: 'R$24.2' });
    expect(priceText(1190, 'PLN')).toEqual({ main: '1,190.0 zł', full: '1,190.0 zł' });
  });

  it('accepts only the four currencies', () => {
    expect(['USD', 'BRL', 'PLN', 'VND'].every(isCurrency)).toBe(true);
    expect(isCurrency('EUR')).toBe(false);
    expect(isCurrency(undefined)).toBe(false);
  });
});

describe('pricingJsonLd', () => {
  const data = pricingJsonLd({
    name: 'Morphis',
    description: 'Plans',
    url: 'https://example.test/pricing',
    plans: [
      { slug: 'solo', name: 'Solo', description: null, prices: [...solo, { currency: 'EUR', monthly: 1, annual: 10 }] },
      { slug: 'free', name: 'Free', description: 'Free forever', prices: [{ currency: 'USD', monthly: 0, annual: 0 }] },
    ],
  });

  it('is a Product with one Offer per plan and known currency', () => {
    expect(data['@type']).toBe('Product');
    const offers = data['offers'] as Array<Record<string, unknown>>;
    expect(offers.map((offer) => `${offer['name']} ${offer['priceCurrency']} ${offer['price']}`)).toEqual([
      'Solo USD 29',
      'Solo VND 690000',
      'Free USD 0',
    ]);
    expect(offers[0]!['url']).toBe('https://example.test/pricing#plan-solo');
    expect(offers[2]!['description']).toBe('Free forever');
  });

  it('carries the monthly and the annual price as unit price specifications', () => {
    const [month, year] = (data['offers'] as Array<{ priceSpecification: Array<Record<string, unknown>> }>)[0]!
      .priceSpecification;
    expect(month).toMatchObject({ price: '29', priceCurrency: 'USD', billingDuration: 'P1M' });
    expect(year).toMatchObject({ price: '290', priceCurrency: 'USD', billingDuration: 'P1Y' });
  });

  it('survives JSON round trips (what the page embeds)', () => {
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});
