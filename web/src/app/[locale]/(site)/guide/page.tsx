import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { familyIndexMetadata, indexLocale } from '@/lib/routing/article-route';
import { FamilyIndexView } from '@/views/family-index-view';

/** `/guide`: every guide of the language, paged in the browser, with category filters. Prerendered in every language. */
export async function generateMetadata({ params }: PageProps<'/[locale]/guide'>): Promise<Metadata> {
  return familyIndexMetadata('guide', params);
}

export default async function GuideIndexPage({ params }: PageProps<'/[locale]/guide'>) {
  const locale = await indexLocale(params, 'guide');
  setRequestLocale(locale);
  return <FamilyIndexView locale={locale} family="guide" />;
}
