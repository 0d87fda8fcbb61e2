import { type LocaleCode, documentPath, getLocale } from '@site/schemas';
import { getTranslations } from 'next-intl/server';
import { ArticleMeta } from '@/components/article-meta';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { RichText } from '@/components/rich-text';
import { Link } from '@/i18n/navigation';
import { listComplete, loadArticles } from '@/lib/articles/article-data';
import { plainText, readingMinutes } from '@/lib/articles/article-text';
import { newestFirst } from '@/lib/articles/release-order';
import { PageHeader } from '@/components/page-header';

/** `/release`: every release, newest first, each with its notes; English notes stand in for missing translations. */
export async function ReleaseListView({ locale }: { locale: LocaleCode }) {
  const families = await getTranslations({ locale, namespace: 'Families' });
  const t = await getTranslations({ locale, namespace: 'Releases' });
  const meta = await getTranslations({ locale, namespace: 'ArticleMeta' });
  const releases = newestFirst(await loadArticles(await listComplete('release', locale), locale));
  return (
    <>
      <Breadcrumbs locale={locale} items={[{ label: families('release.title') }]} />
      <section className="container listing release-list">
        <PageHeader title={families('release.title')} lead={families('release.lead')}>
          <Link href="/download" className="button button-primary">
            {t('download')}
          </Link>
        </PageHeader>
        <ol className="release-timeline" data-testid="release-list">
          {releases.map((release, index) => {
            const foreign = release.isFallback;
            return (
              <li
                key={release._id}
                className="release-entry card"
                id={release.version ? `v${release.version}` : release.slug}
                data-slug={release.slug}
              >
                <header>
                  <h2>
                    <Link
                      href={documentPath(release._type, release.slug) ?? '/release'}
                      lang={foreign ? getLocale(release.lang).tag : undefined}
                    >
                      {release.title}
                    </Link>
                  </h2>
                  <p className="release-badges">
                    {release.version ? (
                      <span className="version-badge">{t('version', { version: release.version })}</span>
                    ) : null}
                    {index === 0 ? <span className="latest-badge">{t('latest')}</span> : null}
                    {foreign ? <span className="lang-badge">{meta('inEnglish')}</span> : null}
                  </p>
                  <ArticleMeta
                    locale={locale}
                    publishedAt={release.publishedAt}
                    updatedAt={release.updatedAt}
                    minutes={readingMinutes(plainText(release.body))}
                  />
                </header>
                <div className="article-body release-notes" lang={foreign ? getLocale(release.lang).tag : undefined}>
                  <RichText value={release.body} />
                </div>
              </li>
            );
          })}
        </ol>
      </section>
    </>
  );
}
