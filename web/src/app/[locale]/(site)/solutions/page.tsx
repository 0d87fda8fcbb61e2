import { LOCALE_CODES } from '@site/schemas';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { guardRoute } from '@/lib/routing/guard-route';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { SolutionListView } from '@/views/solution-list-view';

export async function generateMetadata({ params }: PageProps<'/[locale]/solutions'>): Promise<Metadata> {
  const locale = guardRoute(['solutions'], { locale: (await params).locale, params: {} });
  const t = await getTranslations({ locale, namespace: 'Solutions' });
  return pageMetadata({
    locale,
    path: '/solutions',
    title: t('title'),
    description: t('lead'),
    available: LOCALE_CODES,
  });
}

export default async function SolutionsPage({ params }: PageProps<'/[locale]/solutions'>) {
  const locale = guardRoute(['solutions'], { locale: (await params).locale, params: {} });
  setRequestLocale(locale);
  return <SolutionListView locale={locale} />;
}
