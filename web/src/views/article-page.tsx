import type { ArticleFamily } from '@site/schemas';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundPage, notFoundMetadata } from '@/components/not-found-page';
import { articleMetadata, articleStaticParams, loadArticle } from '@/lib/routing/article-route';
import { ArticleView } from './article-view';

type ArticleRouteProps = { params: Promise<{ locale: string; slug: string }> };

/**
 * What an article family's `[slug]` route exports (the same for every family but the family): the newest slugs of
 * each language in static params (schemas/prerender.ts), the article's metadata, the page; an id that is not a slug of the family is the localized 404. Each route
 * file keeps `dynamicParams` itself: Next reads that one from the file's text.
 */
export function articleRoute(family: ArticleFamily) {
  return {
    generateStaticParams: ({ params }: { params: { locale: string } }) => articleStaticParams(family, params.locale),

    async generateMetadata({ params }: ArticleRouteProps): Promise<Metadata> {
      const { locale, article } = await loadArticle(family, params);
      return article ? articleMetadata(locale, article) : notFoundMetadata(locale);
    },

    Page: async function ArticlePage({ params }: ArticleRouteProps) {
      const { locale, path, article } = await loadArticle(family, params);
      setRequestLocale(locale);
      if (!article) return <NotFoundPage locale={locale} path={path} />;
      return <ArticleView locale={locale} article={article} />;
    },
  };
}
