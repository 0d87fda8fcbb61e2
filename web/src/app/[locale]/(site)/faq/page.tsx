import { LOCALE_CODES } from '@site/schemas';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireLocale } from '@/lib/routing/guard-route';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { FaqView } from '@/views/faq-view';

export async function generateMetadata({ params }: PageProps<'/[locale]/faq'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Faq' });
  return pageMetadata({ locale, path: '/faq', title: t('title'), description: t('lead'), available: LOCALE_CODES });
}

export default async function FaqPage({ params }: PageProps<'/[locale]/faq'>) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  return <FaqView locale={locale} />;
}
