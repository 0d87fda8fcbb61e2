import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { familyIndexMetadata, indexLocale } from '@/lib/routing/article-route';
import { FamilyIndexView } from '@/views/family-index-view';

/** `/news`: every news item of the language, paged in the browser, with category filters. Prerendered in every language. */
export async function generateMetadata({ params }: PageProps<'/[locale]/news'>): Promise<Metadata> {
  return familyIndexMetadata('news', params);
}

export default async function NewsIndexPage({ params }: PageProps<'/[locale]/news'>) {
  const locale = await indexLocale(params, 'news');
  setRequestLocale(locale);
  return <FamilyIndexView locale={locale} family="news" />;
}
