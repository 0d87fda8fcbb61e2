import { LOCALE_CODES, getLocale, isLocaleCode } from '@site/schemas';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LocaleSync } from '@/components/locale-sync.client';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { VisitorRuntime } from '@/components/visitor-runtime.client';
import { runtimeSettings } from '@/env';
import '../globals.css';

export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALE_CODES.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocaleCode(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return { title: { default: t('title'), template: `%s | ${t('siteName')}` }, description: t('description') };
}

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocaleCode(locale)) notFound();
  setRequestLocale(locale);
  const { tag, dir } = getLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <html lang={tag} dir={dir} data-locale={locale}>
      <body>
        {/* Client islands get the locale only; every string is translated on the server. */}
        <NextIntlClientProvider locale={locale} messages={null}>
          <a className="skip-link" href="#main">
            {t('skip')}
          </a>
          <SiteHeader locale={locale} />
          <main id="main">{children}</main>
          <SiteFooter locale={locale} />
          <LocaleSync locale={locale} />
          <VisitorRuntime settings={runtimeSettings} locale={locale} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
