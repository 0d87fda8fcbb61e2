import { DEFAULT_LOCALE, type LocaleCode, getLocale, localeUrl } from '@site/schemas';
import { getTranslations } from 'next-intl/server';
import productWindow from '@/assets/illustrations/product-window.png';
import { Breadcrumbs } from '@/components/breadcrumbs';
import {
  DownloadPrimary,
  DownloadProvider,
  DownloadTargetList,
  type DownloadTargetView,
} from '@/components/download.client';
import { Icon, type IconName, IconSprite } from '@/components/icons';
import { JsonLd } from '@/components/json-ld';
import { IconCardsSection, ProductWindow, StepsSection } from '@/components/marketing-blocks';
import { content } from '@/content';
import { downloadTrustedHosts, runtimeSettings, siteUrls } from '@/env';
import { Link } from '@/i18n/navigation';
import { downloadTargets, newestRelease } from '@/lib/commerce/release-downloads';
import { formatDate } from '@/lib/site/format';

export const DOWNLOAD_PATH = '/download';
const REQUIREMENTS = [
  { key: 'windows', icon: 'windows' },
  { key: 'macos', icon: 'apple' },
  { key: 'linux', icon: 'linux' },
] as const satisfies readonly { key: string; icon: IconName }[];

/**
 * `/download`: the client for every system. Static: the release data comes from the CMS at build (and on publish);
 * the island detects the system and asks the latest-version call in the browser.
 */
export async function DownloadView({ locale }: { locale: LocaleCode }) {
  const t = await getTranslations({ locale, namespace: 'Download' });
  const illustrations = await getTranslations({ locale, namespace: 'Landing' });
  // Versions, dates and platforms do not depend on the language; every release has its English text.
  const releases = (await content.listArticles('release', DEFAULT_LOCALE, { pageSize: 100 })).items.map((item) => ({
    slug: item.slug,
    version: item.version,
    publishedAt: item.publishedAt,
    platforms: item.platforms,
  }));
  const targets = downloadTargets(releases);
  const newest = newestRelease(releases);
  const views: DownloadTargetView[] = targets.map((target) => ({
    key: target.key,
    label: t(`targets.${target.key}`),
    meta: target.release
      ? t('version', { version: target.release.version, date: formatDate(locale, target.release.publishedAt) })
      : t('notAvailable'),
    fallbackUrl: target.fallbackUrl,
  }));
  const url = localeUrl(locale, DOWNLOAD_PATH, siteUrls);

  return (
    <>
      <IconSprite />
      <Breadcrumbs locale={locale} items={[{ label: t('title') }]} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'SoftwareApplication',
          name: 'Morphis',
          applicationCategory: 'BrowserApplication',
          operatingSystem: 'Windows 10, Windows 11, macOS 12+, Linux',
          description: t('lead'),
          url,
          downloadUrl: url,
          inLanguage: getLocale(locale).tag,
          ...(newest?.version
            ? {
                softwareVersion: newest.version,
                datePublished: newest.publishedAt,
                releaseNotes: localeUrl(locale, `/release/${newest.slug}`, siteUrls),
              }
            : {}),
          offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
          screenshot: new URL(productWindow.src, siteUrls.en).href,
        }}
      />
      <DownloadProvider
        targets={views}
        labels={{ button: t('button', { system: '{system}' }), recommended: t('recommended'), starting: t('starting') }}
        settings={runtimeSettings}
        trustedHosts={downloadTrustedHosts}
      >
        <section className="landing-hero download-hero">
          <div className="container landing-hero-grid">
            <div className="landing-hero-text">
              <h1>{t('title')}</h1>
              <p className="lead">{t('lead')}</p>
              <DownloadPrimary />
              {newest ? (
                <p className="download-notes">
                  <Link href={`/release/${newest.slug}`}>
                    {t('releaseNotes')}
                    <Icon name="arrow-right" size={16} />
                  </Link>
                </p>
              ) : null}
            </div>
            <div className="landing-hero-media">
              <ProductWindow alt={illustrations('illustrationAlt')} />
            </div>
          </div>
        </section>
        <section className="section" aria-labelledby="all-systems">
          <div className="container">
            <h2 id="all-systems">{t('allSystems')}</h2>
            <DownloadTargetList />
          </div>
        </section>
      </DownloadProvider>

      <IconCardsSection
        alt
        labelledBy="requirements"
        title={t('requirementsTitle')}
        gridClassName="requirements"
        cards={REQUIREMENTS.map((item) => ({
          key: item.key,
          icon: item.icon,
          title: t(`requirements.${item.key}.title`),
          text: t(`requirements.${item.key}.text`),
        }))}
      />

      <StepsSection locale={locale} />
    </>
  );
}
