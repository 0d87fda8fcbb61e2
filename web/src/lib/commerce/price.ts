import type { Currency, LocaleCode } from '@site/schemas';

/**
 * Thousands separators, one decimal by default, the currency symbol; `$` and `R$` before the
 * number, `zł` and `₫` after; VND without decimals and with a thousands-abbreviated form ending in K.
 * The K form ends in K, so it carries no `₫` (in Vietnamese "690K" already reads as 690 thousand dong); the pricing
 * page shows the exact amount, with its `₫`, beside it.
 * The separators are the site's own (comma, dot) in every language, as on the current site, so one price reads
 * the same in every locale and in the structured data.
 */
interface CurrencyStyle {
  readonly symbol: string;
  readonly position: 'before' | 'after';
  readonly decimals: number;
  /** Between the number and a symbol written after it. */
  readonly gap: string;
}

export const CURRENCY_STYLES: Readonly<Record<Currency, CurrencyStyle>> = {
  USD: { symbol: '$', position: 'before', decimals: 1, gap: '' },
  BRL: { symbol: 'R$', position: 'before', decimals: 1, gap: '' },
  PLN: { symbol: 'zł', position: 'after', decimals: 1, gap: ' ' },
  VND: { symbol: '₫', position: 'after', decimals: 0, gap: '' },
};

export class PriceFormatError extends Error {
  override readonly name = 'PriceFormatError';
}

function groupThousands(amount: number, decimals: number): string {
  const [whole = '0', fraction] = Math.abs(amount).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

export interface PriceOptions {
  /** Overrides the currency's default number of decimals. */
  readonly decimals?: number;
  /** VND only: 1,250,000 becomes 1,250K (no symbol: the form ends in K). Amounts under 1,000 stay exact. */
  readonly abbreviate?: boolean;
}

export function formatPrice(amount: number, currency: Currency, options: PriceOptions = {}): string {
  if (!Number.isFinite(amount)) throw new PriceFormatError(`Not a price: ${amount}`);
  const style = CURRENCY_STYLES[currency];
  if (options.abbreviate && currency === 'VND' && Math.abs(amount) >= 1000) {
    return `${groupThousands(Math.round(amount / 1000), 0)}K`;
  }
  const number = groupThousands(amount, options.decimals ?? style.decimals);
  return style.position === 'before' ? `${style.symbol}${number}` : `${number}${style.gap}${style.symbol}`;
}

/** The currency a locale starts with; the visitor's country (when known) and the switcher override it. */
const CURRENCY_BY_LOCALE: Partial<Record<LocaleCode, Currency>> = { pt: 'BRL', pl: 'PLN', vn: 'VND' };

export function currencyForLocale(locale: LocaleCode): Currency {
  return CURRENCY_BY_LOCALE[locale] ?? 'USD';
}
