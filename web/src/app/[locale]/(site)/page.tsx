import { LOCALE_CODES } from '@site/schemas';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getBaseInfo } from '@/backend';
import { requireLocale } from '@/lib/routing/guard-route';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { HomeView } from '@/views/home-view';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const [t, info] = await Promise.all([getTranslations({ locale, namespace: 'Metadata' }), getBaseInfo(locale)]);
  // base-info is asked with type=home: its title, keywords and description are the home page's SEO record.
  const seo = { seo_title: info.title, seo_keywords: info.keywords, seo_description: info.description };
  return pageMetadata({
    locale,
    path: '/',
    title: t('title'),
    description: t('description'),
    seo,
    available: LOCALE_CODES,
    markdownTwin: true,
  });
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  return <HomeView locale={locale} />;
}
