import { ALTERNATIVE_IDS } from '@site/schemas';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { content } from '@/content';
import { guardRoute } from '@/lib/guard-route';
import { pageMetadata } from '@/lib/page-metadata';
import { LandingView } from '@/views/landing-view';

/** Only the seven `*-alternative` ids of spec section 2; `/alternatives/gologin` and anything else is a 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return ALTERNATIVE_IDS.map((id) => ({ id }));
}

async function resolve(params: Promise<{ locale: string; id: string }>) {
  const { locale: code, id } = await params;
  const locale = guardRoute(['alternative'], { locale: code, params: { id } });
  const page = await content.getLanding('alternatives', id, locale);
  if (!page) notFound();
  return { locale, page };
}

export async function generateMetadata({ params }: PageProps<'/[locale]/alternatives/[id]'>): Promise<Metadata> {
  const { locale, page } = await resolve(params);
  return pageMetadata({ locale, path: `/alternatives/${page.slug}`, title: page.title, description: page.summary, seo: page.seo, available: page.locales });
}

export default async function AlternativePage({ params }: PageProps<'/[locale]/alternatives/[id]'>) {
  const { locale, page } = await resolve(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Alternatives' });
  return <LandingView locale={locale} page={page} kind="alternatives" parents={[{ label: t('title'), href: '/alternatives' }]} />;
}
