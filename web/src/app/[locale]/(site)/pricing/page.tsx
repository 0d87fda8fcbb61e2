import { LOCALE_CODES } from '@site/schemas';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireLocale } from '@/lib/routing/guard-route';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { PRICING_PATH, PricingView } from '@/views/pricing-view';

export async function generateMetadata({ params }: PageProps<'/[locale]/pricing'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Pricing' });
  return pageMetadata({
    locale,
    path: PRICING_PATH,
    title: t('title'),
    description: t('lead'),
    available: LOCALE_CODES,
    markdownTwin: true,
  });
}

export default async function PricingPage({ params }: PageProps<'/[locale]/pricing'>) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  return <PricingView locale={locale} />;
}
