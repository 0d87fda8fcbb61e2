import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundPage, notFoundMetadata } from '@/components/not-found-page';
import { articleMetadata, articleStaticParams, loadArticle } from '@/lib/article-route';
import { ArticleView } from '@/views/article-view';

/**
 * `/docs/{id}`: a documentation page from the CMS, prerendered for every slug in every language (English standing in
 * for a missing translation, with the notice); slugs published later render on first request and are cached (ISR).
 * The index, `/docs`, is the fixed CMS page `docs`, which lists these pages. An unknown id is a 404.
 */
export const dynamicParams = true;

export function generateStaticParams() {
  return articleStaticParams('docs');
}

export async function generateMetadata({ params }: PageProps<'/[locale]/docs/[slug]'>): Promise<Metadata> {
  const { locale, article } = await loadArticle('docs', params);
  return article ? articleMetadata(locale, article) : notFoundMetadata(locale);
}

export default async function DocPage({ params }: PageProps<'/[locale]/docs/[slug]'>) {
  const { locale, path, article } = await loadArticle('docs', params);
  setRequestLocale(locale);
  if (!article) return <NotFoundPage locale={locale} path={path} />;
  return <ArticleView locale={locale} article={article} />;
}
