import { SOLUTION_IDS } from '@site/schemas';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { content } from '@/content';
import { guardRoute } from '@/lib/guard-route';
import { pageMetadata } from '@/lib/page-metadata';
import { LandingView } from '@/views/landing-view';

/** The 28 solution ids of spec section 2 are the only pages here; anything else is the localized 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return SOLUTION_IDS.map((id) => ({ id }));
}

async function resolve(params: Promise<{ locale: string; id: string }>) {
  const { locale: code, id } = await params;
  const locale = guardRoute(['solutions', 'solution'], { locale: code, params: { id } });
  const page = await content.getLanding('solutions', id, locale);
  if (!page) notFound();
  return { locale, page };
}

export async function generateMetadata({ params }: PageProps<'/[locale]/solutions/[id]'>): Promise<Metadata> {
  const { locale, page } = await resolve(params);
  return pageMetadata({ locale, path: `/solutions/${page.slug}`, title: page.title, description: page.summary, seo: page.seo, available: page.locales });
}

export default async function SolutionPage({ params }: PageProps<'/[locale]/solutions/[id]'>) {
  const { locale, page } = await resolve(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Solutions' });
  return <LandingView locale={locale} page={page} kind="solutions" parents={[{ label: t('title'), href: '/solutions' }]} />;
}
