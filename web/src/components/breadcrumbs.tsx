import { type LocaleCode, localeUrl } from '@site/schemas';
import { getTranslations } from 'next-intl/server';
import { siteUrls } from '@/env';
import { Link } from '@/i18n/navigation';
import { JsonLd } from './json-ld';

export interface Crumb {
  readonly label: string;
  /** Locale-free path; the last crumb (the current page) may omit it. */
  readonly href?: string;
  /** Language tag of a label in another language than the page (an English name standing in). */
  readonly lang?: string | undefined;
}

/** Visible breadcrumbs and their BreadcrumbList structured data, starting at the localized home page. */
export async function Breadcrumbs({ locale, items }: { locale: LocaleCode; items: readonly Crumb[] }) {
  const t = await getTranslations({ locale, namespace: 'Breadcrumbs' });
  const trail: Crumb[] = [{ label: t('home'), href: '/' }, ...items];
  return (
    <nav aria-label={t('label')} className="breadcrumbs container">
      <ol>
        {trail.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`}>
            {crumb.href && index < trail.length - 1 ? (
              <Link href={crumb.href} lang={crumb.lang}>
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" lang={crumb.lang}>
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: trail.map((crumb, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: crumb.label,
            ...(crumb.href ? { item: localeUrl(locale, crumb.href, siteUrls) } : {}),
          })),
        }}
      />
    </nav>
  );
}
