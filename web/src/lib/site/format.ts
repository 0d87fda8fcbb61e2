import { type LocaleCode, getLocale } from '@site/schemas';

/** Intl formatters take the real language tag, never the route code. */
export function intlTag(locale: LocaleCode): string {
  return getLocale(locale).tag;
}

/**
 * Formatters are made once per language and kept (at most one per locale and kind). An Intl formatter holds ICU
 * objects outside the JavaScript heap that V8 does not count (a long-date DateTimeFormat about 27 KB), so formatters
 * made per render were garbage the collector had no reason to hurry for: re-rendering every page after a publish
 * left hundreds of megabytes resident until a full collection.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function kept<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatDate(locale: LocaleCode, date: Date | string): string {
  return kept(
    `date:${locale}`,
    () => new Intl.DateTimeFormat(intlTag(locale), { dateStyle: 'long', timeZone: 'UTC' }),
  ).format(new Date(date));
}

/** A number in the locale: `percent` for a share (0.2 -> 20 %, no decimals), else as it is. */
export function numberFormat(locale: LocaleCode, style: 'decimal' | 'percent' = 'decimal'): Intl.NumberFormat {
  return kept(
    `number:${style}:${locale}`,
    () =>
      new Intl.NumberFormat(intlTag(locale), style === 'percent' ? { style: 'percent', maximumFractionDigits: 0 } : {}),
  );
}

/**
 * The lang attribute for a text in language `text` inside an element in language `context`: set only where the two
 * differ, such as a category name that falls back to English on a Thai page.
 */
export function langWhere(context: LocaleCode, text: LocaleCode): string | undefined {
  return text === context ? undefined : getLocale(text).tag;
}
