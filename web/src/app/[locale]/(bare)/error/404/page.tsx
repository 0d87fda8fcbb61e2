import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/not-found-content';
import { requireLocale } from '@/lib/routing/guard-route';

export async function generateMetadata({ params }: PageProps<'/[locale]/error/404'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  return { title: (await getTranslations({ locale, namespace: 'NotFound' }))('title') };
}

/** The 404 page as a route of its own; the unmatched-route 404 (not-found.tsx) shows the same content. */
export default async function Error404Page({ params }: PageProps<'/[locale]/error/404'>) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  return <NotFoundContent locale={locale} />;
}
