import { type LocaleCode, documentPath } from '@site/schemas';
import { getTranslations } from 'next-intl/server';
import type { ArticleSummary } from '@/content';
import { Link } from '@/i18n/navigation';
import { langWhere } from '@/lib/site/format';
import { ArticleMeta } from './article-meta';
import { CONTENT_IMAGE_SIZES, ContentImage } from './content-image';

export interface ArticleCardProps {
  readonly locale: LocaleCode;
  readonly article: ArticleSummary;
  /** Reading time; omitted where the list has no bodies. */
  readonly minutes?: number;
  readonly showCover?: boolean;
  /** Covers of the first cards are on the first screen: load them at once. */
  readonly eager?: boolean;
  /** Beyond the first page of a paged list: hidden until the pager shows its page (visible without JavaScript). */
  readonly hidden?: boolean;
}

/**
 * One article in a listing: cover, category, title, excerpt, dates and reading time, linking to the article in the
 * page's language. An item listed in English for a language without its translation says so and carries lang="en".
 */
export async function ArticleCard({
  locale,
  article,
  minutes,
  showCover = true,
  eager = false,
  hidden = false,
}: ArticleCardProps) {
  const href = documentPath(article._type, article.slug) ?? '/';
  const foreign = article.lang !== locale;
  const t = foreign ? await getTranslations({ locale, namespace: 'ArticleMeta' }) : null;
  return (
    <li className="card article-card" data-slug={article.slug} hidden={hidden || undefined}>
      {showCover && article.coverImage?.url ? (
        <Link href={href} className="article-card-cover" tabIndex={-1} aria-hidden="true">
          <ContentImage image={article.coverImage} alt="" eager={eager} sizes={CONTENT_IMAGE_SIZES.card} />
        </Link>
      ) : null}
      <div className="article-card-body" lang={foreign ? article.lang : undefined}>
        {article.category ? (
          <p className="eyebrow" lang={langWhere(article.lang, article.category.lang)}>
            {article.category.title}
          </p>
        ) : null}
        <h2 className="card-title">
          <Link href={href}>{article.title}</Link>
        </h2>
        {article.excerpt ? <p className="article-card-excerpt">{article.excerpt}</p> : null}
      </div>
      {t ? <p className="lang-badge">{t('inEnglish')}</p> : null}
      <ArticleMeta locale={locale} publishedAt={article.publishedAt} updatedAt={article.updatedAt} minutes={minutes} />
    </li>
  );
}
