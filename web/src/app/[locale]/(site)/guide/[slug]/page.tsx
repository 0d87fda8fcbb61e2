import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundPage, notFoundMetadata } from '@/components/not-found-page';
import { articleMetadata, articleStaticParams, loadArticle } from '@/lib/article-route';
import { ArticleView } from '@/views/article-view';

/**
 * `/guide/{id}`: prerendered for every slug in every language; slugs published later render on first request
 * and are cached (ISR). An id that is not a slug of this family is a 404.
 */
export const dynamicParams = true;

export function generateStaticParams() {
  return articleStaticParams('guide');
}

export async function generateMetadata({ params }: PageProps<'/[locale]/guide/[slug]'>): Promise<Metadata> {
  const { locale, article } = await loadArticle('guide', params);
  return article ? articleMetadata(locale, article) : notFoundMetadata(locale);
}

export default async function GuideArticlePage({ params }: PageProps<'/[locale]/guide/[slug]'>) {
  const { locale, path, article } = await loadArticle('guide', params);
  setRequestLocale(locale);
  if (!article) return <NotFoundPage locale={locale} path={path} />;
  return <ArticleView locale={locale} article={article} />;
}
