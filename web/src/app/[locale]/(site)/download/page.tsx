import { LOCALE_CODES } from '@site/schemas';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireLocale } from '@/lib/routing/guard-route';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { DOWNLOAD_PATH, DownloadView } from '@/views/download-view';

export async function generateMetadata({ params }: PageProps<'/[locale]/download'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Download' });
  return pageMetadata({
    locale,
    path: DOWNLOAD_PATH,
    title: t('title'),
    description: t('lead'),
    available: LOCALE_CODES,
    markdownTwin: true,
  });
}

export default async function DownloadPage({ params }: PageProps<'/[locale]/download'>) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  return <DownloadView locale={locale} />;
}
