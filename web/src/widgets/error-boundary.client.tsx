'use client';

import { ERROR_CODES, type LocaleCode, isLocaleCode } from '@site/schemas';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { track } from '@/runtime/track';
import { ErrorPanel } from '@/widgets/error-panel.client';

/**
 * Unhandled errors (spec section 8: fatal or unhandled app error -> the 502 page with an automatic redirect after
 * 5 s), the body of the `error.tsx` boundaries: in `(site)` a page's error keeps the site's header and footer, so the
 * visitor can also move on by hand; in `[locale]` it catches what a group layout throws. Errors a boundary catches
 * never reach window.onerror, so they are reported here, as script errors.
 */
export default function LocaleError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  const current = useLocale();
  const locale: LocaleCode = isLocaleCode(current) ? current : 'en';
  const t = useTranslations('ErrorPage');

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

  return (
    <ErrorPanel
      locale={locale}
      strings={{
        title: t('title'),
        message: t('message'),
        hint: t('hint'),
        countdown: t('countdown', { seconds: '{seconds}' }),
        back: t('back'),
        imageAlt: t('imageAlt'),
      }}
    />
  );
}
