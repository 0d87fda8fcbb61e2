import { type LocaleCode, documentPath } from '@site/schemas';
import type { ArticleSummary } from '@/content';
import { Link } from '@/i18n/navigation';
import { formatDate } from '@/lib/format';

/** One article in a listing: title, excerpt, category and date, linking to the article in the same language. */
export function ArticleCard({ locale, article }: { locale: LocaleCode; article: ArticleSummary }) {
  const href = documentPath(article._type, article.slug) ?? '/';
  return (
    <li className="card article-card" data-slug={article.slug}>
      {article.category ? <p className="eyebrow">{article.category.title}</p> : null}
      <h2 className="card-title">
        <Link href={href}>{article.title}</Link>
      </h2>
      {article.excerpt ? <p>{article.excerpt}</p> : null}
      <p className="article-meta">
        <time dateTime={article.publishedAt}>{formatDate(locale, article.publishedAt)}</time>
      </p>
    </li>
  );
}
