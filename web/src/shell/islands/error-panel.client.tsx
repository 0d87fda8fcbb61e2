'use client';

import { ERROR_COUNTDOWN_SECONDS, type LocaleCode, errorPageTarget, localePath } from '@site/schemas';
import { useEffect, useState } from 'react';
import { startCountdown } from '@/shell/countdown';

export interface ErrorPanelStrings {
  title: string;
  message: string;
  hint: string;
  /** Contains `{seconds}`. */
  countdown: string;
  back: string;
  imageAlt: string;
}

/**
 * The 502 error page's content: image, two message texts, a 5-second countdown labelled auto
 * refresh and a back button. At 0 the browser loads the site root (ru) or the blog (every other locale) as an
 * unprefixed path, so the edge's language detection picks the visitor's language as on any fresh visit; the back
 * button is a plain link to the same target with the locale's prefix (`/de/blog`), which works without JavaScript.
 * Both are full page loads: after a fatal error the client app is not trusted to navigate.
 */
export function ErrorPanel({ locale, strings }: { locale: LocaleCode; strings: ErrorPanelStrings }) {
  const [left, setLeft] = useState(ERROR_COUNTDOWN_SECONDS);
  const target = errorPageTarget(locale);

  useEffect(() => startCountdown(ERROR_COUNTDOWN_SECONDS, setLeft, () => window.location.assign(target)), [target]);

  const [before, after] = strings.countdown.split('{seconds}');
  return (
    <section className="container error-page error-502" data-error="502">
      {/* eslint-disable-next-line @next/next/no-img-element -- a local SVG; the error page must not depend on the image optimiser. */}
      <img className="error-image" src="/images/error-502.svg" width={360} height={220} alt={strings.imageAlt} />
      <h1>{strings.title}</h1>
      <p className="error-message">{strings.message}</p>
      <p className="error-hint">{strings.hint}</p>
      <p className="error-countdown" aria-live="polite">
        {before}
        <strong data-countdown={left}>{left}</strong>
        {after ?? ''}
      </p>
      <a className="button button-primary" href={localePath(locale, target)}>
        {strings.back}
      </a>
    </section>
  );
}
