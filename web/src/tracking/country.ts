import { type CountryCode, type Currency, DEFAULT_CURRENCY, currencyForCountry, toCountryCode } from '@site/schemas';
import { whenRuntimeReady } from './runtime-handle';
import type { VisitorIp } from './visitor-ip';

/** The visitor's country from the visitor-IP answer (a code or a region name), through the country table (schemas/src/countries.ts). */
export function countryOfVisitor(answer: VisitorIp | null | undefined): CountryCode | null {
  return toCountryCode(answer?.ip_data?.country);
}

/** Our choice: how long pricing waits for the runtime before settling on the default currency. */
export const CURRENCY_WAIT_MS = 5000;

/**
 * The currency pricing preselects: BRL for Brazil, PLN for Poland, VND for Vietnam, USD for everyone else and
 * whenever the country cannot be known. Never rejects.
 */
export async function preferredCurrency(timeoutMs: number = CURRENCY_WAIT_MS): Promise<Currency> {
  try {
    const runtime = await whenRuntimeReady(timeoutMs);
    if (!runtime) return DEFAULT_CURRENCY;
    return currencyForCountry(countryOfVisitor(await runtime.visitorIp()));
  } catch {
    return DEFAULT_CURRENCY;
  }
}
