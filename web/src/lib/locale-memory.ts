import {
  CURRENT_LOCALE_KEY,
  LAST_LOCALE_KEY,
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
  LOCALE_KEY,
  type LocaleCode,
} from '@site/schemas';
import Cookies from 'js-cookie';

/**
 * Browser-only. Records the visitor's language (spec section 4): the language cookie for 365 days on the whole
 * site, SameSite=Lax and not Secure (it is never sent cross-origin), and in local storage the last and current
 * locale plus the locale key whenever it changes.
 */
export function rememberLocale(locale: LocaleCode): void {
  Cookies.set(LOCALE_COOKIE, locale, { expires: LOCALE_COOKIE_DAYS, path: '/', sameSite: 'lax', secure: false });
  try {
    const current = window.localStorage.getItem(CURRENT_LOCALE_KEY);
    if (current === locale) return;
    if (current) window.localStorage.setItem(LAST_LOCALE_KEY, current);
    window.localStorage.setItem(CURRENT_LOCALE_KEY, locale);
    window.localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Storage can be disabled (private mode, policies); the cookie alone still carries the choice.
  }
}
