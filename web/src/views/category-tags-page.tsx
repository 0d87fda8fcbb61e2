import { type LocaleCode, type TaxonomyFamily, localePath } from '@site/schemas';
import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundPage, notFoundMetadata } from '@/components/not-found-page';
import { content } from '@/content';
import { categoryLocales } from '@/lib/articles/article-data';
import { checkRouteGuards } from '@/lib/routing/guard-route';
import { parsePageRoute } from '@/lib/routing/page-route';
import { pageRouteGuards } from '@/lib/routing/route-guards';
import { parseTagSegment } from '@/lib/routing/tag-filter';
import { withFeedAlternates } from '@/lib/seo/feeds';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { CategoryView, listInCategory } from './category-view';

type CategoryTagsProps = { params: Promise<{ locale: string; page: string; tags: string }> };

async function resolve(params: CategoryTagsProps['params']) {
  const { locale: code, page, tags: segment } = await params;
  const route = parsePageRoute(page);
  const { locale, allowed } = checkRouteGuards(pageRouteGuards(route), {
    locale: code,
    params: { page, tags: segment },
  });
  const path = `/${page}/${segment}`;
  const selection = parseTagSegment(segment);
  if (!allowed || route?.kind !== 'category' || selection.kind === 'invalid') return { locale, path, found: null };
  const [categories, known] = await Promise.all([
    content.listCategories(route.family, locale),
    content.listTags(route.family, locale),
  ]);
  const category = categories.find((c) => c.slug === route.category);
  const tags = selection.slugs.map((slug) => known.find((t) => t.slug === slug));
  if (!category || !tags.every((tag) => tag !== undefined)) return { locale, path, found: null };
  const listed = await listInCategory(route.family, locale, category.slug, selection.slugs);
  if (listed.length === 0) return { locale, path, found: null };
  if (selection.kind === 'redirect') permanentRedirect(localePath(locale, `/${page}/${selection.segment}`));
  return { locale, path, found: { family: route.family, category, tags } };
}

/** The languages a single-tag page exists in: those of the category where an article carries the tag (hreflang). */
async function listingLocales(family: TaxonomyFamily, category: string, tag: string): Promise<LocaleCode[]> {
  const [locales, listed] = await Promise.all([
    categoryLocales(family, category),
    content.listingLocales(family, category, tag),
  ]);
  return locales.filter((code) => listed.includes(code));
}

/**
 * What the `/blog-{category}/{tags}` route exports (the same shape articleRoute() gives the article families): the
 * filtered category's metadata and page (CategoryView), a 404 for a set that lists nothing, 308 to the canonical set.
 * The route file keeps `dynamicParams` and its empty static params itself.
 */
export const categoryTagsRoute = {
  async generateMetadata({ params }: CategoryTagsProps): Promise<Metadata> {
    const { locale, path, found } = await resolve(params);
    if (!found) return notFoundMetadata(locale);
    const { family, category, tags } = found;
    const title = `${category.title} · ${tags.map((tag) => tag.title).join(' · ')}`;
    // A pair is a view of the category, not a page of its own: the category is its canonical, and it stays out of
    // search indexes (its links are still followed, and only a nofollow link leads to it).
    const single = tags.length === 1;
    const metadata = await pageMetadata({
      locale,
      path: single ? path : `/${family}-${category.slug}`,
      title,
      description: category.description,
      available: single
        ? await listingLocales(family, category.slug, tags[0]!.slug)
        : await categoryLocales(family, category.slug),
    });
    return withFeedAlternates(
      single ? metadata : { ...metadata, robots: { index: false, follow: true } },
      family,
      locale,
    );
  },

  Page: async function CategoryTagsPage({ params }: CategoryTagsProps) {
    const { locale, path, found } = await resolve(params);
    setRequestLocale(locale);
    if (!found) return <NotFoundPage locale={locale} path={path} />;
    return <CategoryView locale={locale} family={found.family} category={found.category} tags={found.tags} />;
  },
};
