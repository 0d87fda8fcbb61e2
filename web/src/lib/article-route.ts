import { type ArticleFamily, FAMILY_PATH, LOCALE_CODES, type LocaleCode, isLocaleCode, isSlug } from '@site/schemas';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { type Article, content } from '@/content';
import { pageMetadata } from './page-metadata';

/**
 * What every article family's routes share: static params, the guard, metadata. The guard (spec: the guide and
 * help rules, not shown) is: a known locale, an id that is a valid slug, and a document of that family with that
 * slug; anything else is the localized 404 (NotFoundPage, HTTP 404).
 */

/** Every slug of the family; with the layout's 20 locales each article is prerendered in every language. */
export async function articleStaticParams(family: ArticleFamily): Promise<{ slug: string }[]> {
  const paths = await content.listArticlePaths(family);
  return paths.map((path) => ({ slug: path.slug }));
}

/**
 * The article of a route, or null when the family has no such slug: the page then answers with NotFoundPage at
 * `path` (public, without locale prefix), and the metadata with notFoundMetadata.
 */
export async function loadArticle(
  family: ArticleFamily,
  params: Promise<{ locale: string; slug: string }>,
): Promise<{ locale: LocaleCode; path: string; article: Article | null }> {
  const { locale, slug } = await params;
  if (!isLocaleCode(locale)) notFound();
  const path = `${FAMILY_PATH[family]}/${slug}`;
  const article = isSlug(slug) ? await content.getArticle(family, slug, locale) : null;
  return { locale, path, article: article ?? null };
}

/**
 * SEO record, then the article's own title and excerpt, then site settings; hreflang lists exactly the languages the
 * article is translated into, so a missing translation canonicalises to English (pageMetadata/alternatesFor).
 */
export async function articleMetadata(locale: LocaleCode, article: Article): Promise<Metadata> {
  const path = `${FAMILY_PATH[article.family]}/${article.slug}`;
  const metadata = await pageMetadata({
    locale,
    path,
    title: article.title,
    description: article.excerpt,
    seo: article.seo,
    available: article.locales,
    type: 'article',
  });
  return {
    ...metadata,
    openGraph: {
      ...metadata.openGraph,
      type: 'article',
      publishedTime: article.publishedAt,
      modifiedTime: article.updatedAt || article.publishedAt,
      ...(article.author ? { authors: [article.author.name] } : {}),
      ...(article.tags?.length ? { tags: article.tags.map((tag) => tag.title) } : {}),
    },
  };
}

/** A family index exists in every language (its chrome is translated even when it lists nothing yet). */
export async function familyIndexMetadata(family: ArticleFamily, params: Promise<{ locale: string }>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocaleCode(locale)) notFound();
  const t = await getTranslations({ locale, namespace: 'Families' });
  return pageMetadata({ locale, path: FAMILY_PATH[family], title: t(`${family}.title`), description: t(`${family}.lead`), available: LOCALE_CODES });
}

export async function indexLocale(params: Promise<{ locale: string }>): Promise<LocaleCode> {
  const { locale } = await params;
  if (!isLocaleCode(locale)) notFound();
  return locale;
}
