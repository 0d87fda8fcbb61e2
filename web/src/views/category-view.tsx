import { FAMILY_PATH, type LocaleCode, type TaxonomyFamily } from '@site/schemas';
import { getTranslations } from 'next-intl/server';
import { Fragment } from 'react';
import type { ArticleSummary } from '@/content';
import { listAllArticles, usedTerms, withReadingTime } from '@/lib/articles/article-data';
import { langWhere } from '@/lib/site/format';
import { MAX_FILTER_TAGS, TAG_SEPARATOR, canonicalTagSegment, toggleTag, withEveryTag } from '@/lib/routing/tag-filter';
import { ArticleListing } from './article-listing-view';

export interface CategoryViewProps {
  readonly locale: LocaleCode;
  readonly family: TaxonomyFamily;
  readonly category: {
    slug: string;
    title: string;
    lang: LocaleCode;
    description: string | null;
    descriptionLang: LocaleCode;
  };
  /** The selected tags (AND); none for the category itself. */
  readonly tags?: readonly { slug: string; title: string; lang: LocaleCode }[] | undefined;
}

/**
 * The family's articles of the language in a category that carry every tag of `tags`: read filtered by the first
 * tag, so the page is refreshed by a publish of an article with that tag, not by every article of the category.
 */
export async function listInCategory(
  family: TaxonomyFamily,
  locale: LocaleCode,
  category: string,
  tags: readonly string[] = [],
): Promise<ArticleSummary[]> {
  return withEveryTag(await listAllArticles(family, locale, { category, tag: tags[0] }), tags.slice(1));
}

/**
 * `/blog-{category}` and `/blog-{category}/{tags}`: the family's articles of the language in one category, optionally
 * only those carrying every selected tag. The category chips switch category; a tag chip adds its tag to the
 * selection or, when selected, takes it out (lib/routing/tag-filter.ts); a chip to a set of two is `nofollow`.
 */
export async function CategoryView({ locale, family, category, tags = [] }: CategoryViewProps) {
  const t = await getTranslations({ locale, namespace: 'Families' });
  const listing = await getTranslations({ locale, namespace: 'ArticleListing' });
  const categoryPath = `/${family}-${category.slug}`;
  const selected = tags.map((tag) => tag.slug);
  const [listed, terms] = await Promise.all([
    listInCategory(family, locale, category.slug, selected),
    usedTerms(family, locale),
  ]);
  const items = await withReadingTime(listed);
  const tagsPath = selected.length > 0 ? `${categoryPath}/${canonicalTagSegment(selected)}` : categoryPath;

  // Only tags of the listed articles are offered: adding one of them still lists an article, and every other set is
  // a 404 (views/category-tags-page.tsx).
  const tagsHere = new Map<string, { title: string; lang: LocaleCode }>();
  for (const item of listed) for (const term of item.tags ?? []) tagsHere.set(term.slug, term);
  const full = selected.length >= MAX_FILTER_TAGS;
  const tagChips =
    tagsHere.size > 0
      ? [
          { label: listing('all'), href: categoryPath, current: selected.length === 0 },
          ...[...tagsHere]
            .filter(([slug]) => !full || selected.includes(slug))
            .map(([slug, { title, lang }]) => {
              const next = toggleTag(selected, slug);
              return {
                label: `#${title}`,
                href: next ? `${categoryPath}/${next}` : categoryPath,
                current: selected.includes(slug),
                lang: langWhere(locale, lang),
                // A set of tags is a noindex view of the category: crawlers are not sent from one set to the next.
                nofollow: next !== null && next.includes(TAG_SEPARATOR),
              };
            }),
        ]
      : [];
  const categoryChips = [
    { label: listing('all'), href: FAMILY_PATH[family], current: false },
    ...terms.categories.map((term) => ({
      label: term.title,
      href: `/${family}-${term.slug}`,
      current: term.slug === category.slug,
      lang: langWhere(locale, term.lang),
    })),
  ];
  if (!terms.categories.some((term) => term.slug === category.slug)) {
    categoryChips.push({
      label: category.title,
      href: categoryPath,
      current: true,
      lang: langWhere(locale, category.lang),
    });
  }
  const headingParts = [category, ...tags.map((tag) => ({ ...tag, title: `#${tag.title}` }))];

  return (
    <ArticleListing
      locale={locale}
      listId={`${family}-${category.slug}-list`}
      heading={headingParts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? ' · ' : null}
          <span lang={langWhere(locale, part.lang)}>{part.title}</span>
        </Fragment>
      ))}
      lead={category.description}
      leadLang={langWhere(locale, category.descriptionLang)}
      crumbs={[
        { label: t(`${family}.title`), href: FAMILY_PATH[family] },
        {
          label: category.title,
          href: tags.length > 0 ? categoryPath : undefined,
          lang: langWhere(locale, category.lang),
        },
        ...(tags.length > 0 ? [{ label: tags.map((tag) => `#${tag.title}`).join(' ') }] : []),
      ]}
      items={items}
      categories={categoryChips}
      tags={tagChips}
      path={tagsPath}
      filtered
    />
  );
}
