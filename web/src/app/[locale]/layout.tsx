import { LOCALE_CODES, getLocale } from '@site/schemas';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { DECLARED_HASHES_META, snippetScriptHashes } from '@/server/page-csp';
import { accountSettings } from '@/components/account-settings';
import { errorPanelStrings } from '@/components/error-page-strings';
import { LocaleSync } from '@/components/locale-sync.client';
import { PreviewBar } from '@/components/preview-bar';
import { VisitorRuntime } from '@/components/visitor-runtime.client';
import { runtimeSettings, shellSettings } from '@/env';
import { ErrorViewProvider } from '@/shell/islands/error-strings.client';
import { Shell } from '@/shell/islands/shell.client';
import { WIDGET_STRING_KEYS, type WidgetStrings } from '@/shell/islands/strings';
import { requireLocale } from '@/lib/routing/guard-route';
import '../globals.css';

// Not `dynamicParams = false`: Next applies it to every route below, so an article, page or category published
// after the build would 404 until a rebuild instead of rendering on first request (ISR). Unknown locales never get
// here: the edge routes only the 20 codes, and the layout's guard answers anything else with notFound().

export function generateStaticParams() {
  return LOCALE_CODES.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return { title: { default: t('title'), template: `%s | ${t('siteName')}` }, description: t('description') };
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const { tag, dir } = getLocale(locale);
  const w = await getTranslations({ locale, namespace: 'Widgets' });
  const widgetStrings = Object.fromEntries(WIDGET_STRING_KEYS.map((key) => [key, w(key)])) as unknown as WidgetStrings;
  // The error boundaries (error.tsx) cannot take props: their strings come through a context.
  const errorStrings = await errorPanelStrings(locale);
  const account = await accountSettings(locale);
  const settings = { ...shellSettings, registerUrl: account.registerUrl, loginUrl: account.loginUrl };
  // The snippets' inline scripts run after the page is interactive: their hashes join this page's CSP (page-csp.ts).
  const snippetHashes = snippetScriptHashes(account.snippets.statistical_title, account.snippets.statistical_body);
  return (
    <html lang={tag} dir={dir} data-locale={locale}>
      <body>
        {snippetHashes.length > 0 ? <meta name={DECLARED_HASHES_META} content={snippetHashes.join(' ')} /> : null}
        {/* Client islands get their strings as props; the rest is translated on the server. */}
        <PreviewBar locale={locale} />
        <ErrorViewProvider locale={locale} strings={errorStrings}>
          {children}
          <LocaleSync locale={locale} cookieDomains={runtimeSettings.cookieDomains} />
          <VisitorRuntime settings={runtimeSettings} locale={locale} />
          <Shell
            locale={locale}
            settings={settings}
            runtime={runtimeSettings}
            strings={widgetStrings}
            snippets={account.snippets}
            consultationQr={account.consultationQr}
          />
        </ErrorViewProvider>
      </body>
    </html>
  );
}
