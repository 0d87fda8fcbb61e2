'use client';

import { CURRENT_LOCALE_KEY, ERROR_CODES, LOCALES, type LocaleCode, getLocale, isLocaleCode } from '@site/schemas';
import { useEffect, useState } from 'react';
import { track } from '@/runtime/track';
import { ErrorPanel, type ErrorPanelStrings } from '@/widgets/error-panel.client';
import './globals.css';

/**
 * The locale of the page that failed, from the address alone (the root layout, which knew it, is gone): a path
 * prefix names it; an unprefixed path belongs to the host's default locale, which this origin's local storage
 * remembers (LocaleSync writes it on every page); English otherwise.
 */
function localeOfPage(): LocaleCode {
  const first = window.location.pathname.split('/')[1] ?? '';
  if (isLocaleCode(first) && !getLocale(first).isDefault) return first;
  try {
    const stored = window.localStorage.getItem(CURRENT_LOCALE_KEY);
    if (isLocaleCode(stored) && getLocale(stored).isDefault) return stored;
  } catch {
    // No storage: fall through.
  }
  return 'en';
}

async function loadStrings(locale: LocaleCode): Promise<ErrorPanelStrings> {
  const messages = (await import(`../../messages/${locale}.json`)) as { default: { ErrorPage: ErrorPanelStrings } };
  return messages.default.ErrorPage;
}

/**
 * Fatal errors, including those of the root layout (spec section 8): the 502 page in the page's language. Its
 * strings load on demand, so no locale's messages are part of any normal page.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  const [view, setView] = useState<{ locale: LocaleCode; strings: ErrorPanelStrings } | null>(null);

  useEffect(() => {
    track('script_error', 'error', {
      code: ERROR_CODES.script,
      message: `${error.name}: ${error.message}${error.digest ? ` (digest ${error.digest})` : ''}`.slice(0, 1000),
      source: 'global error boundary',
      line: 0,
      column: 0,
      stack: (error.stack ?? '').slice(0, 1000),
    });
    const locale = localeOfPage();
    loadStrings(locale).then(
      (strings) => setView({ locale, strings }),
      () => loadStrings('en').then((strings) => setView({ locale, strings }), () => undefined),
    );
  }, [error]);

  const tag = view ? getLocale(view.locale).tag : 'en';
  return (
    <html lang={tag} dir={LOCALES.find((entry) => entry.tag === tag)?.dir ?? 'ltr'}>
      <body>
        <main id="main" className="error-layout">
          {view ? <ErrorPanel locale={view.locale} strings={view.strings} /> : null}
        </main>
      </body>
    </html>
  );
}
