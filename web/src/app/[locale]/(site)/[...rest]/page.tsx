import { MISSING_PREFIX } from '@site/edge';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundPage, notFoundMetadata } from '@/components/not-found-page';
import { requireLocale } from '@/lib/routing/guard-route';

/** The path the visitor asked for: the edge rewrites unknown content to `/{locale}/~/missing/{path}`. */
function requestedPath(rest: readonly string[]): string {
  const missing = MISSING_PREFIX.split('/').filter(Boolean);
  const own = missing.every((segment, index) => rest[index] === segment) ? rest.slice(missing.length) : rest;
  return `/${own.join('/')}`;
}

/**
 * Rendered on first request and cached, like the content routes' unknown ids (web/README.md): Next's per-request
 * render cannot answer 404 with server-rendered content (NotFoundPage), its prerender can.
 */
export const dynamicParams = true;

export function generateStaticParams(): { rest: string[] }[] {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/[...rest]'>): Promise<Metadata> {
  return notFoundMetadata((await params).locale);
}

/** Any path no page claims, and unknown content the edge sends here: the localized 404 page with HTTP 404. */
export default async function UnknownPage({ params }: PageProps<'/[locale]/[...rest]'>) {
  const { locale: code, rest } = await params;
  // Not a locale (`/_next/static/missing.js`, hostile paths): the layout answers those with its own 404; the request
  // locale must be set before anything reads it, or next-intl would read headers in this static render (a 500).
  const locale = requireLocale(code);
  setRequestLocale(locale);
  return <NotFoundPage locale={locale} path={requestedPath(rest)} />;
}
