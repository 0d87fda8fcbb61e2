import { DEFAULT_LOCALE, type LocaleCode, isLocaleCode, localePath } from '@site/schemas';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { NotFoundContent } from '@/components/not-found-content';

/**
 * A route's answer for content that does not exist: the localized 404 page rendered in place of the page, inside the
 * site's layout, with the path in the HTML, and HTTP 404.
 *
 * Why not just `notFound()`: Next 16.4 does not server-render not-found boundaries. React's server renderer has no
 * error boundaries, so a `notFound()` thrown by a page fails the document's shell and Next answers with an empty
 * `<html id="__next_error__">` whose content exists only in the RSC payload (blank without JavaScript, no `lang`;
 * vercel/next.js#62228). Here the content is rendered as the page, and `notFound()` is thrown only inside an empty
 * Suspense boundary: Next's prerender (every content route renders on demand through it and caches the answer)
 * then sets the status to 404 and keeps the HTML around the boundary (app-render's
 * `setHTTPAccessFallbackOrRedirectStatus`). In the browser the boundary's error reaches the segment's not-found
 * boundary, which shows not-found.tsx: the same content.
 */
export function NotFoundPage({ locale, path }: { locale: string; path: string }) {
  const code: LocaleCode = isLocaleCode(locale) ? locale : DEFAULT_LOCALE;
  return (
    <>
      <NotFoundContent locale={code} path={localePath(code, path)} />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}

/** Renders nothing: it only marks the answer as a 404 (see NotFoundPage). */
function NotFoundStatus(): never {
  notFound();
}

/**
 * Metadata of a route's 404: the not-found title, never indexed. A `notFound()` thrown from generateMetadata would
 * fail the document's shell the same way (it renders outside any Suspense boundary).
 */
export async function notFoundMetadata(locale: string): Promise<Metadata> {
  // Not a locale: the layout answers with its own 404 (and its metadata is empty too).
  if (!isLocaleCode(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('title'), robots: { index: false, follow: true } };
}
