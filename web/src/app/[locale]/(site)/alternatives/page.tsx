import { LOCALE_CODES } from '@site/schemas';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireLocale } from '@/lib/routing/guard-route';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { AlternativeListView } from '@/views/alternative-list-view';

export async function generateMetadata({ params }: PageProps<'/[locale]/alternatives'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Alternatives' });
  return pageMetadata({
    locale,
    path: '/alternatives',
    title: t('title'),
    description: t('lead'),
    available: LOCALE_CODES,
  });
}

export default async function AlternativesPage({ params }: PageProps<'/[locale]/alternatives'>) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  return <AlternativeListView locale={locale} />;
}
