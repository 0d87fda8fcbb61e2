import { CURRENCIES, type Currency } from '@site/schemas';
import { formatPrice } from './price';

/**
 * Pricing helpers: which amount a plan shows for a currency and billing period, the annual saving, and the
 * Product/Offer structured data. Pure, so the pricing island and the server page agree on every number.
 */

export type Billing = 'monthly' | 'annual';
export const BILLINGS: readonly Billing[] = ['monthly', 'annual'];

export interface PlanPrices {
  readonly currency: string;
  readonly monthly: number;
  readonly annual: number;
}

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** The plan's row for a currency; null when the CMS has no price in it (the plan then says so, never shows 0). */
export function priceIn(prices: readonly PlanPrices[], currency: Currency): PlanPrices | null {
  return prices.find((row) => row.currency === currency) ?? null;
}

/** What one month costs under a billing period: the annual price is twelve months billed once. */
export function monthlyAmount(row: PlanPrices, billing: Billing): number {
  return billing === 'monthly' ? row.monthly : row.annual / 12;
}

/** The share annual billing saves against twelve monthly payments, 0..1; 0 for free plans. */
export function annualSaving(row: PlanPrices): number {
  const yearOfMonths = row.monthly * 12;
  if (yearOfMonths <= 0 || row.annual >= yearOfMonths) return 0;
  return 1 - row.annual / yearOfMonths;
}

/** The largest saving any plan offers in a currency: the toggle's "save N%" badge. */
export function bestAnnualSaving(plans: readonly { prices: readonly PlanPrices[] }[], currency: Currency): number {
  return plans.reduce((best, plan) => {
    const row = priceIn(plan.prices, currency);
    return row ? Math.max(best, annualSaving(row)) : best;
  }, 0);
}

export interface PriceText {
  /** The big number: VND in its thousands-abbreviated K form, the others as formatPrice gives. */
  readonly main: string;
  /** The exact amount, shown next to the K form so nobody has to guess what K means. Same as main otherwise. */
  readonly full: string;
}

export function priceText(amount: number, currency: Currency): PriceText {
  const full = formatPrice(amount, currency);
  return { main: currency === 'VND' ? formatPrice(amount, currency, { abbreviate: true }) : full, full };
}

export interface JsonLdPlan {
  readonly slug: string;
  readonly name: string;
  readonly description: string | null;
  readonly prices: readonly PlanPrices[];
}

/** Decimal text for schema.org prices: a dot, no grouping, at most two decimals. */
function schemaPrice(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

/**
 * schema.org Product with one Offer per plan and currency; each Offer carries the monthly price and, as unit price
 * specifications, the price of one month and of one year.
 */
export function pricingJsonLd(input: {
  name: string;
  description: string;
  url: string;
  plans: readonly JsonLdPlan[];
}): Record<string, unknown> {
  const offers = input.plans.flatMap((plan) =>
    plan.prices
      .filter((row) => isCurrency(row.currency))
      .map((row) => ({
        '@type': 'Offer',
        name: plan.name,
        ...(plan.description ? { description: plan.description } : {}),
        sku: `${plan.slug}-${row.currency.toLowerCase()}`,
        price: schemaPrice(row.monthly),
        priceCurrency: row.currency,
        availability: 'https://schema.org/InStock',
        url: `${input.url}#plan-${plan.slug}`,
        priceSpecification: [
          {
            '@type': 'UnitPriceSpecification',
            price: schemaPrice(row.monthly),
            priceCurrency: row.currency,
            unitCode: 'MON',
            billingDuration: 'P1M',
          },
          {
            '@type': 'UnitPriceSpecification',
            price: schemaPrice(row.annual),
            priceCurrency: row.currency,
            unitCode: 'ANN',
            billingDuration: 'P1Y',
          },
        ],
      })),
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    description: input.description,
    brand: { '@type': 'Brand', name: 'Morphis' },
    url: input.url,
    offers,
  };
}
