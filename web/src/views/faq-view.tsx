import { FAQ_GROUPS, type LocaleCode, getLocale } from '@site/schemas';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { Icon, IconSprite } from '@/components/icons';
import { JsonLd } from '@/components/json-ld';
import { PageHeader } from '@/components/page-header';
import { content } from '@/content';
import { Link } from '@/i18n/navigation';

/**
 * `/faq`: the FAQ from the CMS, grouped, as native disclosure elements (no script), with FAQPage structured data.
 * Each entry falls back to English on its own; a note says so when any does.
 */
export async function FaqView({ locale }: { locale: LocaleCode }) {
  const t = await getTranslations({ locale, namespace: 'Faq' });
  const nav = await getTranslations({ locale, namespace: 'Nav' });
  const items = await content.listFaq(locale);
  const groups = FAQ_GROUPS.map((group) => ({ group, items: items.filter((item) => item.group === group) })).filter(
    (entry) => entry.items.length > 0,
  );
  const someEnglish = items.some((item) => item.lang !== locale);

  return (
    <>
      <IconSprite />
      <Breadcrumbs locale={locale} items={[{ label: t('title') }]} />
      {groups.length > 0 ? (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            inLanguage: getLocale(locale).tag,
            mainEntity: groups
              .flatMap((entry) => entry.items)
              .map((item) => ({
                '@type': 'Question',
                name: item.question,
                acceptedAnswer: { '@type': 'Answer', text: item.answer },
              })),
          }}
        />
      ) : null}
      <section className="container faq-page">
        <PageHeader title={t('title')} lead={t('lead')} center />
        {someEnglish ? (
          <p className="content-notice" role="note" data-testid="translation-notice">
            {t('someEnglish')}
          </p>
        ) : null}
        <nav className="faq-toc" aria-label={t('title')}>
          <ul className="chip-grid">
            {groups.map(({ group }) => (
              <li key={group}>
                <a href={`#faq-${group}`} className="chip">
                  {t(`groups.${group}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {groups.map(({ group, items: entries }) => (
          <section key={group} id={`faq-${group}`} className="faq-group" aria-labelledby={`faq-${group}-title`}>
            <h2 id={`faq-${group}-title`}>{t(`groups.${group}`)}</h2>
            <div className="faq-list">
              {entries.map((item) => (
                <details
                  key={item._id}
                  className="faq-item"
                  lang={item.lang !== locale ? 'en' : undefined}
                  data-faq={item._id}
                >
                  <summary>{item.question}</summary>
                  <p>{item.answer}</p>
                </details>
              ))}
            </div>
          </section>
        ))}
        <aside className="faq-more card">
          <Icon name="question" className="icon-badge" />
          <div>
            <h2>{t('moreTitle')}</h2>
            <p>{t('moreText')}</p>
          </div>
          <div className="faq-more-actions">
            <Link href="/helps" className="button button-ghost">
              {nav('items.help')}
            </Link>
            <Link href="/pre-sales" className="button button-primary">
              {nav('items.preSales')}
            </Link>
          </div>
        </aside>
      </section>
    </>
  );
}
