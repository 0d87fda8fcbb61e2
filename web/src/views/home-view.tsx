import { FEATURE_IDS, type LocaleCode, NAV_SOLUTION_IDS } from '@site/schemas';
import { getTranslations } from 'next-intl/server';
import { CtaBand, StatsBand, StepsSection } from '@/components/marketing-blocks';
import { Link } from '@/i18n/navigation';
import { trackAttributes } from '@/tracking/track-attributes';

/** `/`: the home page, its words from the messages (`Home`), the features and the industries' solutions. */
export async function HomeView({ locale }: { locale: LocaleCode }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  const nav = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <>
      <section className="hero">
        <div className="container hero-inner">
          <p className="eyebrow">{t('hero.eyebrow')}</p>
          <h1>{t('hero.title')}</h1>
          <p className="lead">{t('hero.subtitle')}</p>
          <div className="hero-actions">
            <Link
              href="/download"
              className="button button-primary button-large"
              {...trackAttributes('home_hero_download', ['click', 'expose'])}
            >
              {t('hero.primary')}
            </Link>
            <Link
              href="/pricing"
              className="button button-ghost button-large"
              {...trackAttributes('home_hero_pricing', ['click', 'expose'])}
            >
              {t('hero.secondary')}
            </Link>
          </div>
          <p className="hero-note">{t('hero.note')}</p>
        </div>
      </section>

      <StatsBand locale={locale} />

      <section className="section">
        <div className="container">
          <h2>{t('features.title')}</h2>
          <p className="section-lead">{t('features.subtitle')}</p>
          <ul className="card-grid">
            {FEATURE_IDS.map((id) => (
              <li key={id} className="card">
                <h3>
                  <Link href={`/${id}`}>{nav(`items.${id}`)}</Link>
                </h3>
                <p>{t(`features.items.${id}`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-alt">
        <div className="container">
          <h2>{t('solutions.title')}</h2>
          <p className="section-lead">{t('solutions.subtitle')}</p>
          <ul className="chip-grid">
            {NAV_SOLUTION_IDS.map((id) => (
              <li key={id}>
                <Link href={`/solutions/${id}`} className="chip">
                  {nav(`items.${id}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <StepsSection locale={locale} />

      <CtaBand
        title={t('cta.title')}
        text={t('cta.text')}
        button={t('cta.button')}
        tracking={trackAttributes('home_cta_download', ['click', 'expose'])}
      />
    </>
  );
}
