'use client';

import { ERROR_CODES } from '@site/schemas';
import { Suspense, lazy, useEffect } from 'react';
import { track } from '@/tracking/track';
import { useErrorView } from '@/shell/islands/error-strings.client';

// The panel (and the locale list its links need) loads when an error happens, not with every page: the
// boundaries are part of every page's first load (the first-load budget). A failed load of it is a failed script of
// our origin, which the runtime answers with its guarded reload (tracking/errors.ts).
const ErrorPanel = lazy(() =>
  import('@/shell/islands/error-panel.client').then((module) => ({ default: module.ErrorPanel })),
);

/**
 * Unhandled errors (fatal or unhandled app error -> the 502 page with an automatic redirect after
 * 5 s), the body of the `error.tsx` boundaries: in `(site)` a page's error keeps the site's header and footer, so the
 * visitor can also move on by hand; in `[locale]` it catches what a group layout throws. Errors a boundary catches
 * never reach window.onerror, so they are reported here, as script errors.
 */
export default function LocaleError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  const view = useErrorView();

  useEffect(() => {
    track('script_error', 'error', {
      code: ERROR_CODES.script,
      message: `${error.name}: ${error.message}${error.digest ? ` (digest ${error.digest})` : ''}`.slice(0, 1000),
      source: 'error boundary',
      line: 0,
      column: 0,
      stack: (error.stack ?? '').slice(0, 1000),
    });
  }, [error]);

  // The boundaries sit below the locale layout, which provides the strings; without them the error rises further.
  if (!view) throw error;
  return (
    <Suspense fallback={null}>
      <ErrorPanel locale={view.locale} strings={view.strings} />
    </Suspense>
  );
}
