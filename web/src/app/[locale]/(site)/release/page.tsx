import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { familyIndexMetadata, indexLocale } from '@/lib/routing/article-route';
import { ReleaseListView } from '@/views/release-list-view';

/** `/release`: every release, newest first, with its notes. Prerendered in every language. */
export async function generateMetadata({ params }: PageProps<'/[locale]/release'>): Promise<Metadata> {
  return familyIndexMetadata('release', params);
}

export default async function ReleaseIndexPage({ params }: PageProps<'/[locale]/release'>) {
  const locale = await indexLocale(params, 'release');
  setRequestLocale(locale);
  return <ReleaseListView locale={locale} />;
}
