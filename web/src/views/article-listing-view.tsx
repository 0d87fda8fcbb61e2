import { DEFAULT_LOCALE, type LocaleCode, localeUrl } from '@site/schemas';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ArticleCard } from '@/components/article-card';
import { Breadcrumbs, type Crumb } from '@/components/breadcrumbs';
import { ListPager } from '@/components/list-pager.client';
import { DEFAULT_PAGE_SIZE } from '@/content/loaders';
import { siteUrls } from '@/env';
import { Link } from '@/i18n/navigation';
import type { ListedArticle } from '@/lib/articles/article-data';
import { PageHeader } from '@/components/page-header';

export interface FilterChip {
  readonly label: string;
  readonly href: string;
  readonly current: boolean;
  /** Language tag of a label in another language than the page (an English name standing in). */
  readonly lang?: string | undefined;
  /** `rel="nofollow"`: a link crawlers are not to follow (a set of tags, which is not a page to index). */
  readonly nofollow?: boolean | undefined;
}

export interface ArticleListingProps {
  readonly locale: LocaleCode;
  /** Distinguishes lists on one page and names the list the pager drives. */
  readonly listId: string;
  readonly heading: ReactNode;
  readonly lead?: string | null;
  readonly leadLang?: string | undefined;
  readonly crumbs: readonly Crumb[];
  readonly items: readonly ListedArticle[];
  /** Category chips (index and category pages). */
  readonly categories?: readonly FilterChip[];
  /** Tag chips (category pages). */
  readonly tags?: readonly FilterChip[];
  /** Locale-free path of this listing: the empty state links to its English version. */
  readonly path: string;
  /** True on a filtered listing (category or tag): the empty state says the filter matched nothing. */
  readonly filtered?: boolean;
  readonly pageSize?: number;
}

function Chips({ label, chips, testId }: { label: string; chips: readonly FilterChip[]; testId: string }) {
  return (
    <nav className="filter-row" aria-label={label} data-testid={testId}>
      <span className="filter-label">{label}</span>
      <ul className="chip-row">
        {chips.map((chip) => (
          <li key={chip.href}>
            <Link
              href={chip.href}
              className="chip chip-small"
              aria-current={chip.current ? 'page' : undefined}
              lang={chip.lang}
              rel={chip.nofollow ? 'nofollow' : undefined}
            >
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A family's listing (index, category, category and tag): every article of the language in the HTML, paged in the
 * browser (`ListPager`), with category and tag filters as links to their own prerendered pages.
 */
export async function ArticleListing(props: ArticleListingProps) {
  const {
    locale,
    listId,
    heading,
    lead,
    leadLang,
    crumbs,
    items,
    categories,
    tags,
    path,
    filtered = false,
    pageSize = DEFAULT_PAGE_SIZE,
  } = props;
  const t = await getTranslations({ locale, namespace: 'ArticleListing' });
  const pager = await getTranslations({ locale, namespace: 'Pager' });
  return (
    <>
      <Breadcrumbs locale={locale} items={crumbs} />
      <section className="container listing" data-testid="listing">
        <PageHeader title={heading} lead={lead} leadLang={leadLang} />
        {categories && categories.length > 0 ? (
          <Chips label={t('categories')} chips={categories} testId="category-filter" />
        ) : null}
        {tags && tags.length > 0 ? <Chips label={t('tags')} chips={tags} testId="tag-filter" /> : null}
        {items.length === 0 ? (
          <div className="empty-state" data-testid="listing-empty">
            <p>{filtered ? t('emptyFilter') : t('empty')}</p>
            {locale !== DEFAULT_LOCALE ? (
              <a href={localeUrl(DEFAULT_LOCALE, path, siteUrls)} hrefLang="en">
                {t('browseEnglish')}
              </a>
            ) : null}
          </div>
        ) : (
          <>
            <ul className="card-grid article-list paged-list" id={listId} data-total={items.length}>
              {items.map((item, index) => (
                <ArticleCard
                  key={item._id}
                  locale={locale}
                  article={item}
                  minutes={item.minutes}
                  eager={index < 3}
                  hidden={index >= pageSize}
                />
              ))}
            </ul>
            <ListPager
              listId={listId}
              total={items.length}
              pageSize={pageSize}
              labels={{
                label: pager('label'),
                previous: pager('previous'),
                next: pager('next'),
                page: pager('page', { page: '{page}' }),
                status: pager('status', { page: '{page}', pages: '{pages}' }),
              }}
            />
          </>
        )}
      </section>
    </>
  );
}
