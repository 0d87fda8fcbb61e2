import { SOLUTION_IDS } from '@site/schemas';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundPage, notFoundMetadata } from '@/components/not-found-page';
import { content } from '@/content';
import { checkRouteGuards } from '@/lib/guard-route';
import { pageMetadata } from '@/lib/page-metadata';
import { LandingView } from '@/views/landing-view';

/** The 28 solution ids (SOLUTION_IDS) are the only pages here; anything else is the localized 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return SOLUTION_IDS.map((id) => ({ id }));
}

async function resolve(params: Promise<{ locale: string; id: string }>) {
  const { locale: code, id } = await params;
  const { locale, allowed } = checkRouteGuards(['solutions', 'solution'], { locale: code, params: { id } });
  const path = `/solutions/${id}`;
  if (!allowed) return { locale, path, page: null };
  return { locale, path, page: await content.getLanding('solutions', id, locale) };
}

export async function generateMetadata({ params }: PageProps<'/[locale]/solutions/[id]'>): Promise<Metadata> {
  const { locale, page } = await resolve(params);
  if (!page) return notFoundMetadata(locale);
  return pageMetadata({ locale, path: `/solutions/${page.slug}`, title: page.title, description: page.summary, seo: page.seo, available: page.locales });
}

export default async function SolutionPage({ params }: PageProps<'/[locale]/solutions/[id]'>) {
  const { locale, path, page } = await resolve(params);
  setRequestLocale(locale);
  if (!page) return <NotFoundPage locale={locale} path={path} />;
  const t = await getTranslations({ locale, namespace: 'Solutions' });
  return <LandingView locale={locale} page={page} kind="solutions" parents={[{ label: t('title'), href: '/solutions' }]} />;
}
