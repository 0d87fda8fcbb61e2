import { type LocaleCode, NAV_SOLUTION_IDS, SOLUTION_IDS, type SolutionId } from '@site/schemas';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { Icon, IconSprite, SOLUTION_ICON } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { content } from '@/content';
import { Link } from '@/i18n/navigation';

const isSolutionId = (slug: string): slug is SolutionId => (SOLUTION_IDS as readonly string[]).includes(slug);

/**
 * `/solutions`: every solution page, industries (the menu's ten) first, then platforms; each card falls back to
 * English alone.
 */
export async function SolutionListView({ locale }: { locale: LocaleCode }) {
  const t = await getTranslations({ locale, namespace: 'Solutions' });
  const pages = (await content.listLanding('solutions', locale)).filter((page) => isSolutionId(page.slug));
  const order = (slug: string) => SOLUTION_IDS.indexOf(slug as SolutionId);
  const industries = pages
    .filter((page) => (NAV_SOLUTION_IDS as readonly string[]).includes(page.slug))
    .sort((a, b) => order(a.slug) - order(b.slug));
  const platforms = pages
    .filter((page) => !(NAV_SOLUTION_IDS as readonly string[]).includes(page.slug))
    .sort((a, b) => order(a.slug) - order(b.slug));
  const groups = [
    { key: 'industries', items: industries },
    { key: 'platforms', items: platforms },
  ] as const;
  return (
    <>
      <IconSprite />
      <Breadcrumbs locale={locale} items={[{ label: t('title') }]} />
      <section className="container listing index-page">
        <PageHeader title={t('title')} lead={t('lead')} />
        {groups.map((group) =>
          group.items.length > 0 ? (
            <section key={group.key} className="index-group" aria-labelledby={`group-${group.key}`}>
              <h2 id={`group-${group.key}`}>{t(group.key)}</h2>
              <ul className="card-grid icon-cards">
                {group.items.map((page) => (
                  <li
                    key={page.slug}
                    className="card card-link"
                    data-solution={page.slug}
                    lang={page.lang !== locale ? 'en' : undefined}
                  >
                    <Icon name={SOLUTION_ICON[page.slug as SolutionId]} className="icon-badge" />
                    <h3>
                      <Link href={`/solutions/${page.slug}`}>{page.title}</Link>
                    </h3>
                    <p>{page.summary}</p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null,
        )}
      </section>
    </>
  );
}
