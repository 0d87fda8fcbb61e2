import { CURRENT_LOCALE_KEY, type LocaleCode, getLocale, isLocaleCode } from '@site/schemas';

/**
 * The locale of the page at `pathname`, for code that runs without the root layout (the global error page): a
 * path prefix names it; an unprefixed path belongs to its host's default locale, which this origin's local storage
 * remembers (LocaleSync writes it on every page, and storage is per origin, so per host); English otherwise.
 */
export function localeOfPage(pathname: string, storage: Pick<Storage, 'getItem'> | null): LocaleCode {
  const first = pathname.split('/')[1] ?? '';
  if (isLocaleCode(first) && !getLocale(first).isDefault) return first;
  try {
    const stored = storage?.getItem(CURRENT_LOCALE_KEY);
    if (isLocaleCode(stored) && getLocale(stored).isDefault) return stored;
  } catch {
    // Storage refused: fall through.
  }
  return 'en';
}
