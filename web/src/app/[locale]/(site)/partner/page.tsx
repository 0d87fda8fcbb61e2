import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { familyIndexMetadata, indexLocale } from '@/lib/routing/article-route';
import { PartnerListView } from '@/views/partner-list-view';

/** `/partner`: every partner grouped by kind. Prerendered in every language. */
export async function generateMetadata({ params }: PageProps<'/[locale]/partner'>): Promise<Metadata> {
  return familyIndexMetadata('partner', params);
}

export default async function PartnerIndexPage({ params }: PageProps<'/[locale]/partner'>) {
  const locale = await indexLocale(params, 'partner');
  setRequestLocale(locale);
  return <PartnerListView locale={locale} />;
}
