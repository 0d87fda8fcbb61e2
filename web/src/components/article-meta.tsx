import type { LocaleCode } from '@site/schemas';
import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/site/format';

/** The calendar day (UTC) of a timestamp: an edit on the day of publication is not an update worth showing. */
const day = (iso: string) => new Date(iso).toISOString().slice(0, 10);

export function isUpdatedLater(publishedAt: string, updatedAt: string | null | undefined): boolean {
  return (
    Boolean(updatedAt) && !Number.isNaN(Date.parse(updatedAt as string)) && day(updatedAt as string) > day(publishedAt)
  );
}

export interface ArticleMetaProps {
  readonly locale: LocaleCode;
  readonly publishedAt: string;
  readonly updatedAt?: string | null;
  readonly minutes?: number;
  readonly authorName?: string | null;
}

/** Published and updated dates (formatted with the real language tag), reading time and author, on one line. */
export async function ArticleMeta({ locale, publishedAt, updatedAt, minutes, authorName }: ArticleMetaProps) {
  const t = await getTranslations({ locale, namespace: 'ArticleMeta' });
  return (
    <p className="article-meta">
      {authorName ? (
        <span className="article-meta-author">
          <span className="visually-hidden">{t('author')}: </span>
          {authorName}
        </span>
      ) : null}
      <span>
        {t('published')} <time dateTime={publishedAt}>{formatDate(locale, publishedAt)}</time>
      </span>
      {updatedAt && isUpdatedLater(publishedAt, updatedAt) ? (
        <span data-testid="updated-date">
          {t('updated')} <time dateTime={updatedAt}>{formatDate(locale, updatedAt)}</time>
        </span>
      ) : null}
      {minutes ? <span data-testid="reading-time">{t('readingTime', { minutes })}</span> : null}
    </p>
  );
}
