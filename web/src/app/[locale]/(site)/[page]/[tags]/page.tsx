import { localePath } from '@site/schemas';
import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundPage, notFoundMetadata } from '@/components/not-found-page';
import { content } from '@/content';
import { categoryLocales } from '@/lib/articles/article-data';
import { withFeedAlternates } from '@/lib/seo/feeds';
import { checkRouteGuards } from '@/lib/routing/guard-route';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { parsePageRoute } from '@/lib/routing/page-route';
import { pageRouteGuards } from '@/lib/routing/route-guards';
import { parseTagSegment } from '@/lib/routing/tag-filter';
import { CategoryView } from '@/views/category-view';

/**
 * `/blog-{category}/{tags}`: a category filtered by one or more tags (`canvas,webgl`: every tag, lib/routing/tag-filter.ts).
 * Rendered on first request and then cached, like every filtered listing (schemas/prerender.ts).
 * Another order or a repeated tag answers 308 to the canonical set; an unknown tag is a 404.
 */
export const dynamicParams = true;

export function generateStaticParams(): { page: string; tags: string }[] {
  return [];
}

async function resolve(params: Promise<{ locale: string; page: string; tags: string }>) {
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
  if (selection.kind === 'redirect') permanentRedirect(localePath(locale, `/${page}/${selection.segment}`));
  return { locale, path, found: { family: route.family, category, tags } };
}

export async function generateMetadata({ params }: PageProps<'/[locale]/[page]/[tags]'>): Promise<Metadata> {
  const { locale, path, found } = await resolve(params);
  if (!found) return notFoundMetadata(locale);
  const { family, category, tags } = found;
  const title = `${category.title} · ${tags.map((tag) => tag.title).join(' · ')}`;
  return withFeedAlternates(
    await pageMetadata({
      locale,
      path,
      title,
      description: category.description,
      available: await categoryLocales(family, category.slug),
    }),
    family,
    locale,
  );
}

export default async function CategoryTagsPage({ params }: PageProps<'/[locale]/[page]/[tags]'>) {
  const { locale, path, found } = await resolve(params);
  setRequestLocale(locale);
  if (!found) return <NotFoundPage locale={locale} path={path} />;
  return <CategoryView locale={locale} family={found.family} category={found.category} tags={found.tags} />;
}
