import { isLocaleCode } from '@site/schemas';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';

/** The site's chrome (header, footer) around every content page; `_icons` and the error pages have their own. */
export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocaleCode(locale)) notFound();
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skip')}
      </a>
      <SiteHeader locale={locale} />
      <main id="main">{children}</main>
      <SiteFooter locale={locale} />
    </>
  );
}
