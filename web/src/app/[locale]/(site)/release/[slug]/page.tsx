import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundPage, notFoundMetadata } from '@/components/not-found-page';
import { articleMetadata, articleStaticParams, loadArticle } from '@/lib/article-route';
import { ArticleView } from '@/views/article-view';

/**
 * `/release/{id}`: prerendered for every slug in every language; slugs published later render on first request
 * and are cached (ISR). An id that is not a slug of this family is a 404.
 */
export const dynamicParams = true;

export function generateStaticParams() {
  return articleStaticParams('release');
}

export async function generateMetadata({ params }: PageProps<'/[locale]/release/[slug]'>): Promise<Metadata> {
  const { locale, article } = await loadArticle('release', params);
  return article ? articleMetadata(locale, article) : notFoundMetadata(locale);
}

export default async function ReleaseArticlePage({ params }: PageProps<'/[locale]/release/[slug]'>) {
  const { locale, path, article } = await loadArticle('release', params);
  setRequestLocale(locale);
  if (!article) return <NotFoundPage locale={locale} path={path} />;
  return <ArticleView locale={locale} article={article} />;
}
