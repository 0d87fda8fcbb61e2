import { DEFAULT_LOCALE, FEATURE_IDS, TAXONOMY_FAMILIES } from '@site/schemas';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundPage, notFoundMetadata } from '@/components/not-found-page';
import { content } from '@/content';
import { categoryLocales } from '@/lib/articles/article-data';
import { checkRouteGuards } from '@/lib/routing/guard-route';
import { parsePageRoute } from '@/lib/routing/page-route';
import { pageRouteGuards } from '@/lib/routing/route-guards';
import { withFeedAlternates } from '@/lib/seo/feeds';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { CategoryView } from './category-view';
import { CmsPageView } from './cms-page-view';
import { LandingView } from './landing-view';

type OneSegmentProps = { params: Promise<{ locale: string; page: string }> };

async function resolve(params: OneSegmentProps['params']) {
  const { locale: code, page } = await params;
  const route = parsePageRoute(page);
  const { locale, allowed } = checkRouteGuards(pageRouteGuards(route), { locale: code, params: { page } });
  if (!route || !allowed) return { locale, path: `/${page}`, view: null };
  switch (route.kind) {
    case 'feature': {
      const landing = await content.getLanding('features', route.id, locale);
      if (!landing) return { locale, path: `/${page}`, view: null };
      return { locale, path: `/${page}`, view: { kind: 'feature' as const, landing } };
    }
    case 'category': {
      const category = (await content.listCategories(route.family, locale)).find((c) => c.slug === route.category);
      if (!category) return { locale, path: `/${page}`, view: null };
      return { locale, path: `/${page}`, view: { kind: 'category' as const, family: route.family, category } };
    }
    case 'page': {
      const cmsPage = await content.getPage(route.slug, locale);
      if (!cmsPage) return { locale, path: `/${page}`, view: null };
      return { locale, path: `/${page}`, view: { kind: 'page' as const, page: cmsPage } };
    }
  }
}

/**
 * What the `/{html}` route exports (the same shape articleRoute() gives the article families): a feature page, a
 * published CMS page (fixed or generic) or a category listing (`/blog-{category}`), each rendered by its view; anything
 * else is the localized 404. The route file keeps `dynamicParams` itself: Next reads that one from the file's text.
 */
export const oneSegmentRoute = {
  async generateStaticParams() {
    const pages = await content.listPagePaths();
    const categories = await Promise.all(
      TAXONOMY_FAMILIES.map(async (family) =>
        (await content.listCategories(family, DEFAULT_LOCALE)).map((c) => `${family}-${c.slug}`),
      ),
    );
    return [...FEATURE_IDS, ...pages.map((page) => page.slug), ...categories.flat()].map((page) => ({ page }));
  },

  async generateMetadata({ params }: OneSegmentProps): Promise<Metadata> {
    const { locale, path, view } = await resolve(params);
    if (!view) return notFoundMetadata(locale);
    // Feature and CMS pages name their Markdown twin where they show their own language (views/markdown-twin.ts).
    switch (view.kind) {
      case 'feature':
        return pageMetadata({
          locale,
          path,
          title: view.landing.title,
          description: view.landing.summary,
          seo: view.landing.seo,
          available: view.landing.locales,
          markdownTwin: !view.landing.isFallback,
        });
      case 'page':
        return pageMetadata({
          locale,
          path,
          title: view.page.title,
          description: view.page.summary,
          seo: view.page.seo,
          available: view.page.locales,
          markdownTwin: !view.page.isFallback,
        });
      case 'category': {
        const { family, category } = view;
        return withFeedAlternates(
          await pageMetadata({
            locale,
            path,
            title: category.title,
            description: category.description,
            available: await categoryLocales(family, category.slug),
          }),
          family,
          locale,
        );
      }
    }
  },

  Page: async function OneSegmentPage({ params }: OneSegmentProps) {
    const { locale, path, view } = await resolve(params);
    setRequestLocale(locale);
    if (!view) return <NotFoundPage locale={locale} path={path} />;
    switch (view.kind) {
      case 'feature':
        return <LandingView locale={locale} page={view.landing} />;
      case 'page':
        return <CmsPageView locale={locale} page={view.page} />;
      case 'category':
        return <CategoryView locale={locale} family={view.family} category={view.category} />;
    }
  },
};
