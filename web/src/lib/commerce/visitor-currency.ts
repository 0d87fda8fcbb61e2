import { type Currency, currencyForCountry } from '@site/schemas';
import { CURRENCY_WAIT_MS, countryOfVisitor } from '../../tracking/country';
import { type RuntimeHandle, whenRuntimeReady } from '../../tracking/runtime-handle';

/**
 * The currency the visitor's country asks for, or null when the country cannot be known (runtime not started in
 * time, visitor-IP call failed, unknown region). Unlike `preferredCurrency()`, "unknown" is not USD: the pricing page
 * then keeps the currency of its language (a Portuguese page stays in BRL). Never rejects.
 */
export async function visitorCurrency(
  timeoutMs: number = CURRENCY_WAIT_MS,
  ready: (timeoutMs: number) => Promise<RuntimeHandle | null> = whenRuntimeReady,
): Promise<Currency | null> {
  try {
    const runtime = await ready(timeoutMs);
    if (!runtime) return null;
    const country = countryOfVisitor(await runtime.visitorIp());
    return country ? currencyForCountry(country) : null;
  } catch {
    return null;
  }
}
