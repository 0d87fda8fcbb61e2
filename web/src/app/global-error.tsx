'use client';

import { ERROR_CODES } from '@site/schemas';
import { Suspense, lazy, useEffect, useState } from 'react';
import { track } from '@/tracking/track';
import type { GlobalErrorView } from '@/shell/islands/global-error-view';
import './globals.css';

// Loaded when a fatal error happens, not with every page (the first-load budget).
const ErrorPanel = lazy(() =>
  import('@/shell/islands/error-panel.client').then((module) => ({ default: module.ErrorPanel })),
);

/**
 * Fatal errors, including those of the root layout: the 502 page in the page's language. Its
 * language, strings and panel load on demand (`shell/islands/global-error-view.ts`), so none of them is part of any
 * normal page.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  const [view, setView] = useState<GlobalErrorView | null>(null);

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
    import('@/shell/islands/global-error-view')
      .then(({ loadGlobalErrorView }) => loadGlobalErrorView(window.location.pathname, storage))
      .then(setView, () => undefined);
  }, [error]);

  return (
    <html lang={view?.tag ?? 'en'} dir={view?.dir ?? 'ltr'}>
      <body>
        <main id="main" className="error-layout">
          {view ? (
            <Suspense fallback={null}>
              <ErrorPanel locale={view.locale} strings={view.strings} />
            </Suspense>
          ) : null}
        </main>
      </body>
    </html>
  );
}
