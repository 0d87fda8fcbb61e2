'use client';

import type { LocaleCode } from '@site/schemas';
import { useEffect } from 'react';
import { rememberLocale } from '@/lib/site/locale-memory';
import type { CookieDomains } from '@/tracking/cookies';
import { markLocaleApplied } from '@/shell/locale-applied';

/** Applies the page's locale to the cookie and local storage once it is on screen. Renders nothing. */
export function LocaleSync({ locale, cookieDomains }: { locale: LocaleCode; cookieDomains: CookieDomains }) {
  useEffect(() => {
    rememberLocale(locale, cookieDomains);
    markLocaleApplied();
  }, [locale, cookieDomains]);
  return null;
}
