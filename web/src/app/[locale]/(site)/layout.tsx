import { getLocale, localeUrl } from '@site/schemas';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { JsonLd } from '@/components/json-ld';
import { PromotionSlot } from '@/components/promotion-slot';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { siteUrls } from '@/env';
import { PageKey } from '@/shell/islands/page-key.client';
import { requireLocale } from '@/lib/routing/guard-route';

/** The site's chrome (header, footer) around every content page; `_icons` and the error pages have their own. */
export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Nav' });
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  const home = localeUrl(locale, '/', siteUrls);
  return (
    <>
      <JsonLd
        data={[
          {
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: meta('siteName'),
            url: localeUrl('en', '/', siteUrls),
            logo: `${siteUrls.en}/icon.svg`,
          },
          {
            '@context': 'https://schema.org',
            '@type': 'WebSite',
            name: meta('siteName'),
            url: home,
            inLanguage: getLocale(locale).tag,
            description: meta('description'),
          },
        ]}
      />
      <a className="skip-link" href="#main">
        {t('skip')}
      </a>
      <PromotionSlot locale={locale} placement="banner" />
      <SiteHeader locale={locale} />
      <main id="main">
        <PageKey>{children}</PageKey>
      </main>
      <SiteFooter locale={locale} />
    </>
  );
}
