import type { LocaleCode } from '@site/schemas';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs, type Crumb } from '@/components/breadcrumbs';
import { FallbackNotice } from '@/components/fallback-notice';
import { RichText } from '@/components/rich-text';
import type { LandingPage } from '@/content';
import { Link } from '@/i18n/navigation';

/** A solution, feature or alternative page: hero, body from the CMS, and the calls to action. */
export async function LandingView({ locale, page, parents = [] }: { locale: LocaleCode; page: LandingPage; parents?: readonly Crumb[] }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  return (
    <>
      <Breadcrumbs locale={locale} items={[...parents, { label: page.title }]} />
      {page.isFallback ? <FallbackNotice locale={locale} /> : null}
      <article lang={page.isFallback ? 'en' : undefined} data-landing={page.slug}>
        <section className="hero hero-compact">
          <div className="container hero-inner">
            <h1>{page.title}</h1>
            <p className="lead">{page.summary}</p>
            <div className="hero-actions">
              <Link href="/download" className="button button-primary button-large">
                {t('hero.primary')}
              </Link>
              <Link href="/pricing" className="button button-ghost button-large">
                {t('hero.secondary')}
              </Link>
            </div>
          </div>
        </section>
        <div className="container article-body landing-body">
          <RichText value={page.body} />
        </div>
      </article>
    </>
  );
}
