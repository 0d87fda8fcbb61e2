import { HELP_SECTIONS, type LocaleCode, documentPath, getLocale } from '@site/schemas';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { HelpSearch } from '@/components/help-search.client';
import { Link } from '@/i18n/navigation';
import type { ArticleSummary } from '@/content';
import { listAllArticles, listComplete } from '@/lib/articles/article-data';
import { searchIndexPath } from '@/lib/articles/search-index';
import { PageHeader } from '@/components/page-header';

function HelpLink({ locale, item, englishLabel }: { locale: LocaleCode; item: ArticleSummary; englishLabel: string }) {
  const foreign = item.lang !== locale;
  // An article shown in English here canonicalises to its English address, which the sitemaps list: crawlers are not
  // sent to its copy in every language (at ten times the seed, those copies were a third of the pages a crawl met).
  return (
    <li className="help-item" data-slug={item.slug}>
      <Link
        href={documentPath(item._type, item.slug) ?? '/'}
        lang={foreign ? getLocale(item.lang).tag : undefined}
        rel={foreign ? 'nofollow' : undefined}
      >
        {item.title}
      </Link>
      {foreign ? <span className="lang-badge">{englishLabel}</span> : null}
      {item.excerpt ? (
        <p className="help-excerpt" lang={foreign ? getLocale(item.lang).tag : undefined}>
          {item.excerpt}
        </p>
      ) : null}
    </li>
  );
}

/**
 * `/helps`: the search, then every help article grouped by section (HELP_SECTIONS order; English stands in where the
 * language has no translation, marked), then the language's guides.
 */
export async function HelpCentreView({ locale }: { locale: LocaleCode }) {
  const families = await getTranslations({ locale, namespace: 'Families' });
  const t = await getTranslations({ locale, namespace: 'HelpCentre' });
  const search = await getTranslations({ locale, namespace: 'HelpSearch' });
  const requestErrors = await getTranslations({ locale, namespace: 'RequestErrors' });
  const meta = await getTranslations({ locale, namespace: 'ArticleMeta' });
  const [help, guides] = await Promise.all([listComplete('help', locale), listAllArticles('guide', locale)]);
  const sections = HELP_SECTIONS.map((section) => ({
    section,
    items: help.filter((item) => item.section === section),
  })).filter((group) => group.items.length > 0);
  const sectionLabels = Object.fromEntries([
    ...HELP_SECTIONS.map((section) => [section, t(`sections.${section}`)]),
    ['guide', search('guide')],
  ]);

  return (
    <>
      <Breadcrumbs locale={locale} items={[{ label: families('help.title') }]} />
      <section className="container help-centre">
        <PageHeader title={families('help.title')} lead={families('help.lead')} className="help-hero">
          <HelpSearch
            lang={getLocale(locale).tag}
            indexUrl={searchIndexPath(locale)}
            sectionLabels={sectionLabels}
            englishLabel={meta('inEnglish')}
            labels={{
              label: search('label'),
              placeholder: search('placeholder'),
              empty: search('empty', { query: '{query}' }),
              emptyHint: search('emptyHint'),
              results: search('results', { count: '{count}' }),
              loading: search('loading'),
              error: search('error'),
              requestErrors: { timeout: requestErrors('timeout'), superseded: requestErrors('superseded') },
            }}
          />
        </PageHeader>
        {sections.length > 0 ? (
          <nav className="filter-row help-topics" aria-label={t('topics')}>
            <span className="filter-label">{t('topics')}</span>
            <ul className="chip-row">
              {sections.map(({ section }) => (
                <li key={section}>
                  <a href={`#${section}`} className="chip chip-small">
                    {t(`sections.${section}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="help-sections">
          {sections.map(({ section, items }) => (
            <section key={section} id={section} className="help-section card" aria-labelledby={`${section}-title`}>
              <h2 id={`${section}-title`}>{t(`sections.${section}`)}</h2>
              <ul>
                {items.map((item) => (
                  <HelpLink key={item._id} locale={locale} item={item} englishLabel={meta('inEnglish')} />
                ))}
              </ul>
            </section>
          ))}
        </div>
        {guides.length > 0 ? (
          <section className="help-guides" aria-labelledby="help-guides-title">
            <h2 id="help-guides-title">{t('guides')}</h2>
            <ul className="help-guide-list">
              {guides.map((item) => (
                <HelpLink key={item._id} locale={locale} item={item} englishLabel={meta('inEnglish')} />
              ))}
            </ul>
            <Link href="/guide" className="button button-ghost">
              {t('allGuides')}
            </Link>
          </section>
        ) : null}
      </section>
    </>
  );
}
