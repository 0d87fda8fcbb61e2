import { type LocaleCode, getLocale } from '@site/schemas';

/** Intl formatters take the real language tag, never the route code. */
export function intlTag(locale: LocaleCode): string {
  return getLocale(locale).tag;
}

export function formatDate(locale: LocaleCode, date: Date | string): string {
  return new Intl.DateTimeFormat(intlTag(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(date));
}
