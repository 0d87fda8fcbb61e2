import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { errorPanelStrings } from '@/components/error-page-strings';
import { ErrorPanel } from '@/shell/islands/error-panel.client';
import { requireLocale } from '@/lib/routing/guard-route';

export async function generateMetadata({ params }: PageProps<'/[locale]/error/502'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  return { title: (await getTranslations({ locale, namespace: 'ErrorPage' }))('title') };
}

/** The 502 page as a route of its own, for the server or a proxy to send visitors to. */
export default async function Error502Page({ params }: PageProps<'/[locale]/error/502'>) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  return <ErrorPanel locale={locale} strings={await errorPanelStrings(locale)} />;
}
