import { type LocaleCode, getLocale } from '@site/schemas';

/** Intl formatters take the real language tag, never the route code. */
export function intlTag(locale: LocaleCode): string {
  return getLocale(locale).tag;
}

export function formatDate(locale: LocaleCode, date: Date | string): string {
  return new Intl.DateTimeFormat(intlTag(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(date));
}

/**
 * The lang attribute for a text in language `text` inside an element in language `context`: set only where the two
 * differ, such as a category name that falls back to English on a Thai page.
 */
export function langWhere(context: LocaleCode, text: LocaleCode): string | undefined {
  return text === context ? undefined : getLocale(text).tag;
}
