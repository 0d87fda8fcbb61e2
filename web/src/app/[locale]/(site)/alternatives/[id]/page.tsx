import { ALTERNATIVE_IDS } from '@site/schemas';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundPage, notFoundMetadata } from '@/components/not-found-page';
import { content } from '@/content';
import { checkRouteGuards } from '@/lib/guard-route';
import { pageMetadata } from '@/lib/page-metadata';
import { LandingView } from '@/views/landing-view';

/** Only the seven `*-alternative` ids (ALTERNATIVE_IDS); `/alternatives/gologin` and anything else is a 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return ALTERNATIVE_IDS.map((id) => ({ id }));
}

async function resolve(params: Promise<{ locale: string; id: string }>) {
  const { locale: code, id } = await params;
  const { locale, allowed } = checkRouteGuards(['alternative'], { locale: code, params: { id } });
  const path = `/alternatives/${id}`;
  if (!allowed) return { locale, path, page: null };
  return { locale, path, page: await content.getLanding('alternatives', id, locale) };
}

export async function generateMetadata({ params }: PageProps<'/[locale]/alternatives/[id]'>): Promise<Metadata> {
  const { locale, page } = await resolve(params);
  if (!page) return notFoundMetadata(locale);
  return pageMetadata({ locale, path: `/alternatives/${page.slug}`, title: page.title, description: page.summary, seo: page.seo, available: page.locales });
}

export default async function AlternativePage({ params }: PageProps<'/[locale]/alternatives/[id]'>) {
  const { locale, path, page } = await resolve(params);
  setRequestLocale(locale);
  if (!page) return <NotFoundPage locale={locale} path={path} />;
  const t = await getTranslations({ locale, namespace: 'Alternatives' });
  return <LandingView locale={locale} page={page} kind="alternatives" parents={[{ label: t('title'), href: '/alternatives' }]} />;
}
