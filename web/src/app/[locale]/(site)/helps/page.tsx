import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { familyIndexMetadata, indexLocale } from '@/lib/routing/article-route';
import { HelpCentreView } from '@/views/help-centre-view';

/** `/helps`: the help centre: search, help articles grouped by section, guides. Prerendered in every language. */
export async function generateMetadata({ params }: PageProps<'/[locale]/helps'>): Promise<Metadata> {
  return familyIndexMetadata('help', params);
}

export default async function HelpIndexPage({ params }: PageProps<'/[locale]/helps'>) {
  const locale = await indexLocale(params, 'help');
  setRequestLocale(locale);
  return <HelpCentreView locale={locale} />;
}
