import { ALTERNATIVE_IDS, type LocaleCode } from '@site/schemas';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { Icon, IconSprite } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { content } from '@/content';
import { Link } from '@/i18n/navigation';
import { advantagesOver } from '@/lib/commerce/comparison';

/** `/alternatives`: the seven comparison pages, each card naming the competitor and what Morphis adds over it. */
export async function AlternativeListView({ locale }: { locale: LocaleCode }) {
  const t = await getTranslations({ locale, namespace: 'Alternatives' });
  const landing = await getTranslations({ locale, namespace: 'Landing' });
  const pages = (await content.listLanding('alternatives', locale))
    .filter((page) => (ALTERNATIVE_IDS as readonly string[]).includes(page.slug))
    .sort((a, b) => ALTERNATIVE_IDS.indexOf(a.slug as never) - ALTERNATIVE_IDS.indexOf(b.slug as never));
  return (
    <>
      <IconSprite />
      <Breadcrumbs locale={locale} items={[{ label: t('title') }]} />
      <section className="container listing index-page">
        <PageHeader title={t('title')} lead={t('lead')} />
        <ul className="card-grid alternative-grid">
          {pages.map((page) => (
            <li key={page.slug} className="card card-link alternative-card" data-alternative={page.slug}>
              <p className="versus versus-small" aria-hidden="true">
                <span className="versus-us">Morphis</span>
                <span className="versus-vs">vs</span>
                <span className="versus-them">{page.competitor}</span>
              </p>
              <h2 className="card-title">
                <Link href={`/alternatives/${page.slug}`}>{t('compare', { name: page.competitor ?? page.slug })}</Link>
              </h2>
              <p lang={page.lang !== locale ? 'en' : undefined}>{page.summary}</p>
              <ul className="mini-list">
                {advantagesOver(page.slug)
                  .slice(0, 3)
                  .map((row) => (
                    <li key={row}>
                      <Icon name="check" size={16} />
                      {landing(`comparison.rows.${row}`)}
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
