'use client';

import { ERROR_CODES, LOCALES, type LocaleCode, getLocale } from '@site/schemas';
import { useEffect, useState } from 'react';
import { track } from '@/runtime/track';
import { localeOfPage } from '@/shell/page-locale';
import { ErrorPanel, type ErrorPanelStrings } from '@/widgets/error-panel.client';
import './globals.css';

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
    let storage: Storage | null = null;
    try {
      storage = window.localStorage;
    } catch {
      // Disabled storage: the path alone decides.
    }
    const locale = localeOfPage(window.location.pathname, storage);
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
