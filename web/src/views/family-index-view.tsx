import { FAMILY_PATH, type LocaleCode, type TaxonomyFamily } from '@site/schemas';
import { getTranslations } from 'next-intl/server';
import { listAllArticles, usedTerms, withReadingTime } from '@/lib/articles/article-data';
import { langWhere } from '@/lib/site/format';
import { ArticleListing } from './article-listing-view';

/** `/blog`, `/news`, `/guide`: every article of the language, newest first, with the categories that have any. */
export async function FamilyIndexView({ locale, family }: { locale: LocaleCode; family: TaxonomyFamily }) {
  const t = await getTranslations({ locale, namespace: 'Families' });
  const listing = await getTranslations({ locale, namespace: 'ArticleListing' });
  const [items, terms] = await Promise.all([
    listAllArticles(family, locale).then(withReadingTime),
    usedTerms(family, locale),
  ]);
  const path = FAMILY_PATH[family];
  const categories =
    terms.categories.length > 0
      ? [
          { label: listing('all'), href: path, current: true },
          ...terms.categories.map((category) => ({
            label: category.title,
            href: `/${family}-${category.slug}`,
            current: false,
            lang: langWhere(locale, category.lang),
          })),
        ]
      : [];
  return (
    <ArticleListing
      locale={locale}
      listId={`${family}-list`}
      heading={t(`${family}.title`)}
      lead={t(`${family}.lead`)}
      crumbs={[{ label: t(`${family}.title`) }]}
      items={items}
      categories={categories}
      path={path}
    />
  );
}
