import { DEFAULT_LOCALE, TAXONOMY_FAMILIES, isLocaleCode, isSlug } from '@site/schemas';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundPage, notFoundMetadata } from '@/components/not-found-page';
import { content } from '@/content';
import { categoryLocales } from '@/lib/article-data';
import { pageMetadata } from '@/lib/page-metadata';
import { parsePageRoute } from '@/lib/page-route';
import { CategoryView } from '@/views/category-view';

/** `/blog-{category}/{tag}`: a category filtered by one tag. Every category and tag pair is prerendered. */
export const dynamicParams = true;

export async function generateStaticParams() {
  const pairs = await Promise.all(
    TAXONOMY_FAMILIES.map(async (family) => {
      const [categories, tags] = await Promise.all([content.listCategories(family, DEFAULT_LOCALE), content.listTags(family, DEFAULT_LOCALE)]);
      return categories.flatMap((c) => tags.filter((t) => t.count > 0).map((t) => ({ page: `${family}-${c.slug}`, tag: t.slug })));
    }),
  );
  return pairs.flat();
}

async function resolve(params: Promise<{ locale: string; page: string; tag: string }>) {
  const { locale, page, tag } = await params;
  const route = parsePageRoute(page);
  if (!isLocaleCode(locale)) notFound();
  const path = `/${page}/${tag}`;
  if (route?.kind !== 'category' || !isSlug(tag)) return { locale, path, found: null };
  const [categories, tags] = await Promise.all([content.listCategories(route.family, locale), content.listTags(route.family, locale)]);
  const category = categories.find((c) => c.slug === route.category);
  const term = tags.find((t) => t.slug === tag);
  if (!category || !term) return { locale, path, found: null };
  return { locale, path, found: { family: route.family, category, tag: term } };
}

export async function generateMetadata({ params }: PageProps<'/[locale]/[page]/[tag]'>): Promise<Metadata> {
  const { locale, path, found } = await resolve(params);
  if (!found) return notFoundMetadata(locale);
  const { family, category, tag } = found;
  return pageMetadata({ locale, path, title: `${category.title} · ${tag.title}`, description: category.description, available: await categoryLocales(family, category.slug) });
}

export default async function CategoryTagPage({ params }: PageProps<'/[locale]/[page]/[tag]'>) {
  const { locale, path, found } = await resolve(params);
  setRequestLocale(locale);
  if (!found) return <NotFoundPage locale={locale} path={path} />;
  const { family, category, tag } = found;
  return <CategoryView locale={locale} family={family} category={category} tag={tag} />;
}
