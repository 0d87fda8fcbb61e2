import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { familyIndexMetadata, indexLocale } from '@/lib/routing/article-route';
import { FamilyIndexView } from '@/views/family-index-view';

/** `/blog`: every blog article of the language, paged in the browser, with category filters. Prerendered in every language. */
export async function generateMetadata({ params }: PageProps<'/[locale]/blog'>): Promise<Metadata> {
  return familyIndexMetadata('blog', params);
}

export default async function BlogIndexPage({ params }: PageProps<'/[locale]/blog'>) {
  const locale = await indexLocale(params, 'blog');
  setRequestLocale(locale);
  return <FamilyIndexView locale={locale} family="blog" />;
}
