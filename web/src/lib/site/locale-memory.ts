import {
  CURRENT_LOCALE_KEY,
  LAST_LOCALE_KEY,
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
  LOCALE_KEY,
  type LocaleCode,
} from '@site/schemas';
import Cookies from 'js-cookie';
import type { CookieDomains } from '@/tracking/cookies';

/**
 * Browser-only. Records the visitor's language: the language cookie for 365 days on the whole
 * site, SameSite=Lax and not Secure (it is never sent cross-origin), and in local storage the last and current
 * locale plus the locale key whenever it changes. "The whole site" is the three hosts: the cookie is written on
 * their parent domain, so the English host's detection sees a language chosen on the Chinese or Russian host (else
 * choosing English there would send a Chinese browser straight back; edge/README.md). The domain is the one the
 * server found for this host (RuntimeSettings.cookieDomains, the Public Suffix List at build time); a host it does
 * not know keeps a host-only cookie. A host-only copy written before is removed, so the two never disagree.
 */
export function rememberLocale(locale: LocaleCode, cookieDomains: CookieDomains): void {
  const host = window.location.hostname;
  const domain = Object.hasOwn(cookieDomains, host) ? cookieDomains[host] : undefined;
  if (domain) Cookies.remove(LOCALE_COOKIE, { path: '/' });
  Cookies.set(LOCALE_COOKIE, locale, {
    expires: LOCALE_COOKIE_DAYS,
    path: '/',
    sameSite: 'lax',
    secure: false,
    ...(domain ? { domain } : {}),
  });
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
