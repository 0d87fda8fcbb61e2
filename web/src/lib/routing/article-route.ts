import { stegaClean } from '@sanity/client/stega';
import {
  type ArticleFamily,
  FAMILY_PATH,
  isLocaleCode,
  isSlug,
  LOCALE_CODES,
  type LocaleCode,
  PRERENDER_NEWEST_ARTICLES,
} from '@site/schemas';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { type Article, content } from '@/content';
import { checkRouteGuards, guardRoute } from './guard-route';
import { withFeedAlternates } from '../seo/feeds';
import { pageMetadata } from '../seo/page-metadata';
import { localesServing } from '../seo/alternates';
import { FAMILY_ROUTE_GUARDS } from './route-guards';

/**
 * What every article family's routes share: static params, the guard, metadata. The guard (spec: the guide and
 * help rules, not shown) is: a known locale, an id that is a valid slug, and a document of that family with that
 * slug; anything else is the localized 404 (NotFoundPage, HTTP 404).
 */

/**
 * The articles the build prerenders in a language (schemas/prerender.ts): those the family's listing shows first
 * there. Any other slug renders on first request and is cached (ISR), as one published after the build does.
 */
export async function articleStaticParams(family: ArticleFamily, locale: string): Promise<{ slug: string }[]> {
  if (!isLocaleCode(locale)) return [];
  const list = await content.listArticles(family, locale, { pageSize: PRERENDER_NEWEST_ARTICLES });
  return list.items.map((item) => ({ slug: item.slug }));
}

/**
 * The article of a route, or null when the family has no such slug or a route guard says no: the page then answers
 * with NotFoundPage at `path` (public, without locale prefix), and the metadata with notFoundMetadata.
 */
export async function loadArticle(
  family: ArticleFamily,
  params: Promise<{ locale: string; slug: string }>,
): Promise<{ locale: LocaleCode; path: string; article: Article | null }> {
  const { locale: code, slug } = await params;
  const { locale, allowed } = checkRouteGuards(FAMILY_ROUTE_GUARDS[family], { locale: code, params: { slug } });
  const path = `${FAMILY_PATH[family]}/${slug}`;
  const article = allowed && isSlug(slug) ? await content.getArticle(family, slug, locale) : null;
  return { locale, path, article: article ?? null };
}

/**
 * SEO record, then the article's own title and excerpt, then site settings; hreflang lists exactly the languages the
 * article is translated into, so a missing translation canonicalises to English (pageMetadata/alternatesFor).
 */
export async function articleMetadata(locale: LocaleCode, article: Article): Promise<Metadata> {
  const path = `${FAMILY_PATH[article.family]}/${article.slug}`;
  const metadata = await withFeedAlternates(
    await pageMetadata({
      locale,
      path,
      title: article.title,
      description: article.excerpt,
      seo: article.seo,
      available: article.locales,
      type: 'article',
      // The Markdown twin exists where the page shows its own language's text (views/markdown-twin.ts).
      markdownTwin: !article.isFallback && localesServing(path, [locale]).length > 0,
    }),
    article.family,
    locale,
  );
  // Stega markers (draft mode) never reach the head: the author's name and tags are CMS strings too.
  return stegaClean({
    ...metadata,
    openGraph: {
      ...metadata.openGraph,
      type: 'article',
      publishedTime: article.publishedAt,
      modifiedTime: article.updatedAt || article.publishedAt,
      ...(article.author ? { authors: [article.author.name] } : {}),
      ...(article.tags?.length ? { tags: article.tags.map((tag) => tag.title) } : {}),
    },
  } satisfies Metadata);
}

/** A family index exists in every language (its chrome is translated even when it lists nothing yet). */
export async function familyIndexMetadata(
  family: ArticleFamily,
  params: Promise<{ locale: string }>,
): Promise<Metadata> {
  const locale = await indexLocale(params, family);
  const t = await getTranslations({ locale, namespace: 'Families' });
  const metadata = pageMetadata({
    locale,
    path: FAMILY_PATH[family],
    title: t(`${family}.title`),
    description: t(`${family}.lead`),
    available: LOCALE_CODES,
  });
  return withFeedAlternates(await metadata, family, locale);
}

export async function indexLocale(params: Promise<{ locale: string }>, family: ArticleFamily): Promise<LocaleCode> {
  return guardRoute(FAMILY_ROUTE_GUARDS[family], { locale: (await params).locale, params: {} });
}
