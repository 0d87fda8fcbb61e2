import { FAMILY_PATH, type LocaleCode, type TaxonomyFamily } from '@site/schemas';
import { getTranslations } from 'next-intl/server';
import { listAllArticles, usedTerms, withReadingTime } from '@/lib/article-data';
import { ArticleListing } from './article-listing-view';

export interface CategoryViewProps {
  readonly locale: LocaleCode;
  readonly family: TaxonomyFamily;
  readonly category: { slug: string; title: string; description: string | null };
  readonly tag?: { slug: string; title: string } | undefined;
}

/**
 * `/blog-{category}` and `/blog-{category}/{tag}`: the family's articles of the language in one category, optionally
 * one tag. The category chips switch category; the tag chips offer the tags this category's articles carry here.
 */
export async function CategoryView({ locale, family, category, tag }: CategoryViewProps) {
  const t = await getTranslations({ locale, namespace: 'Families' });
  const listing = await getTranslations({ locale, namespace: 'ArticleListing' });
  const categoryPath = `/${family}-${category.slug}`;
  const [inCategory, terms] = await Promise.all([listAllArticles(family, locale, { category: category.slug }), usedTerms(family, locale)]);
  const items = await withReadingTime(tag ? inCategory.filter((item) => item.tags?.some((term) => term.slug === tag.slug)) : inCategory);

  const tagsHere = new Map<string, string>();
  for (const item of inCategory) for (const term of item.tags ?? []) tagsHere.set(term.slug, term.title);
  // The current tag stays offered even when no article of this language carries it, so the filter can be seen.
  if (tag) tagsHere.set(tag.slug, tag.title);
  const tagChips =
    tagsHere.size > 0
      ? [
          { label: listing('all'), href: categoryPath, current: !tag },
          ...[...tagsHere].map(([slug, title]) => ({ label: `#${title}`, href: `${categoryPath}/${slug}`, current: slug === tag?.slug })),
        ]
      : [];
  const categoryChips = [
    { label: listing('all'), href: FAMILY_PATH[family], current: false },
    ...terms.categories.map((term) => ({ label: term.title, href: `/${family}-${term.slug}`, current: term.slug === category.slug })),
  ];
  if (!terms.categories.some((term) => term.slug === category.slug)) categoryChips.push({ label: category.title, href: categoryPath, current: true });

  return (
    <ArticleListing
      locale={locale}
      listId={`${family}-${category.slug}-list`}
      heading={tag ? `${category.title} · #${tag.title}` : category.title}
      lead={category.description}
      crumbs={[
        { label: t(`${family}.title`), href: FAMILY_PATH[family] },
        { label: category.title, href: tag ? categoryPath : undefined },
        ...(tag ? [{ label: `#${tag.title}` }] : []),
      ]}
      items={items}
      categories={categoryChips}
      tags={tagChips}
      path={tag ? `${categoryPath}/${tag.slug}` : categoryPath}
      filtered
    />
  );
}
