import { FEATURE_IDS, type FeatureId, type LandingKind, type LocaleCode, NAV_SOLUTION_IDS } from '@site/schemas';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs, type Crumb } from '@/components/breadcrumbs';
import { FallbackNotice } from '@/components/fallback-notice';
import { CtaBand, IconCardsSection, ProductWindow } from '@/components/marketing-blocks';
import { FEATURE_ICON, Icon, type IconName, IconSprite } from '@/components/icons';
import { RichText } from '@/components/rich-text';
import type { LandingPage } from '@/content';
import { Link } from '@/i18n/navigation';
import { type Support, advantagesOver, comparisonFor } from '@/lib/commerce/comparison';

const HIGHLIGHTS = [
  { key: 'fingerprint', icon: 'fingerprint' },
  { key: 'proxy', icon: 'globe' },
  { key: 'team', icon: 'users' },
] as const satisfies readonly { key: string; icon: IconName }[];

const SUPPORT_ICON: Record<Support, IconName> = { yes: 'check', partial: 'minus', no: 'cross' };

export interface LandingViewProps {
  readonly locale: LocaleCode;
  readonly page: LandingPage;
  readonly parents?: readonly Crumb[];
  /** Which family the page belongs to; the `/{html}` dispatcher shows features without saying so. */
  readonly kind?: LandingKind;
}

/**
 * A solution, feature or alternative page: hero, the CMS body, then the blocks of its family (a comparison table
 * for alternatives; highlights, features and related solutions for the others) and the calls to action.
 */
export async function LandingView({ locale, page, parents = [], kind = 'features' }: LandingViewProps) {
  const t = await getTranslations({ locale, namespace: 'Landing' });
  const home = await getTranslations({ locale, namespace: 'Home' });
  const nav = await getTranslations({ locale, namespace: 'Nav' });
  const textLang = page.isFallback ? 'en' : undefined;
  const comparison = kind === 'alternatives' ? comparisonFor(page.slug) : null;
  const relatedFeatures = FEATURE_IDS.filter((id) => id !== page.slug);
  const relatedSolutions = NAV_SOLUTION_IDS.filter((id) => id !== page.slug);
  const eyebrow = kind === 'solutions' ? nav('groups.solutions') : kind === 'features' ? nav('groups.features') : null;

  return (
    <>
      <IconSprite />
      <Breadcrumbs locale={locale} items={[...parents, { label: page.title }]} />
      {page.isFallback ? <FallbackNotice locale={locale} /> : null}
      <article className="landing" data-landing={page.slug} data-kind={kind}>
        <section className="landing-hero">
          <div className="container landing-hero-grid">
            <div className="landing-hero-text" lang={textLang}>
              {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
              <h1>{page.title}</h1>
              <p className="lead">{page.summary}</p>
              <div className="hero-actions landing-actions">
                <Link href="/download" className="button button-primary button-large">
                  <Icon name="download" size={20} />
                  {home('hero.primary')}
                </Link>
                <Link href="/pricing" className="button button-ghost button-large">
                  {home('hero.secondary')}
                </Link>
              </div>
            </div>
            <div className="landing-hero-media">
              {comparison && page.competitor ? (
                <p className="versus" aria-hidden="true">
                  <span className="versus-us">Morphis</span>
                  <span className="versus-vs">vs</span>
                  <span className="versus-them">{page.competitor}</span>
                </p>
              ) : (
                <ProductWindow alt={t('illustrationAlt')} />
              )}
            </div>
          </div>
        </section>

        <section className="section landing-body-section">
          <div className="container article-body landing-body" lang={textLang}>
            <RichText value={page.body} />
          </div>
        </section>

        {comparison && page.competitor ? (
          <section className="section section-alt" aria-labelledby="comparison-title">
            <div className="container">
              <h2 id="comparison-title">{t('comparison.title', { name: page.competitor })}</h2>
              <div className="table-scroll">
                <table className="comparison-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('comparison.feature')}</th>
                      <th scope="col" className="comparison-us">
                        Morphis
                      </th>
                      <th scope="col">{page.competitor}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {comparison.map((line) => (
                      <tr key={line.row} data-row={line.row}>
                        <th scope="row">{t(`comparison.rows.${line.row}`)}</th>
                        {[line.morphis, line.competitor].map((value, index) => (
                          <td key={index} className={`support support-${value}`} data-support={value}>
                            <Icon name={SUPPORT_ICON[value]} size={18} />
                            <span>{t(`comparison.support.${value}`)}</span>
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p className="comparison-note">{t('comparison.disclaimer')}</p>
            </div>
          </section>
        ) : null}

        {comparison ? (
          <section className="section">
            <div className="container">
              <h2>{t('comparison.gainTitle')}</h2>
              <ul className="card-grid icon-cards">
                {advantagesOver(page.slug).map((row) => (
                  <li key={row} className="card">
                    <Icon name="check" className="icon-badge" />
                    <h3>{t(`comparison.rows.${row}`)}</h3>
                  </li>
                ))}
                <li className="card card-accent">
                  <Icon name="rocket" className="icon-badge" />
                  <h3>{t('comparison.migrateTitle')}</h3>
                  <p>{t('comparison.migrateText')}</p>
                </li>
              </ul>
            </div>
          </section>
        ) : (
          <IconCardsSection
            alt
            title={t('highlightsTitle')}
            cards={HIGHLIGHTS.map((item) => ({
              key: item.key,
              icon: item.icon,
              title: t(`highlights.${item.key}.title`),
              text: t(`highlights.${item.key}.text`),
            }))}
          />
        )}

        <IconCardsSection
          title={kind === 'features' ? t('otherFeatures') : t('featuresTitle')}
          cards={relatedFeatures.map((id: FeatureId) => ({
            key: id,
            icon: FEATURE_ICON[id],
            title: nav(`items.${id}`),
            text: home(`features.items.${id}`),
            href: `/${id}`,
          }))}
        />

        <section className="section section-alt">
          <div className="container">
            <h2>{kind === 'solutions' ? t('moreSolutions') : t('solutionsTitle')}</h2>
            <ul className="chip-grid">
              {relatedSolutions.map((id) => (
                <li key={id}>
                  <Link href={`/solutions/${id}`} className="chip">
                    {nav(`items.${id}`)}
                  </Link>
                </li>
              ))}
              <li>
                <Link href="/solutions" className="chip chip-more">
                  {t('allSolutions')}
                  <Icon name="arrow-right" size={16} />
                </Link>
              </li>
            </ul>
          </div>
        </section>

        <CtaBand title={t('ctaTitle')} text={t('ctaText')} button={home('hero.primary')} />
      </article>
    </>
  );
}
