import { FAMILY_PATH, type LocaleCode, type TaxonomyFamily } from '@site/schemas';
import { getTranslations } from 'next-intl/server';
import { ArticleCard } from '@/components/article-card';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { content } from '@/content';
import { Link } from '@/i18n/navigation';

export interface CategoryViewProps {
  readonly locale: LocaleCode;
  readonly family: TaxonomyFamily;
  readonly category: { slug: string; title: string; description: string | null };
  readonly tag?: { slug: string; title: string } | undefined;
}

/** `/blog-{category}` and `/blog-{category}/{tag}`: the family's articles in one category, optionally one tag. */
export async function CategoryView({ locale, family, category, tag }: CategoryViewProps) {
  const t = await getTranslations({ locale, namespace: 'Nav' });
  const list = await content.listArticles(family, locale, { category: category.slug, tag: tag?.slug, pageSize: 100 });
  const tags = await content.listTags(family, locale);
  const familyLabel = t(`items.${family === 'guide' ? 'video' : family}`);
  const categoryPath = `/${family}-${category.slug}`;
  return (
    <>
      <Breadcrumbs
        locale={locale}
        items={[{ label: familyLabel, href: FAMILY_PATH[family] }, { label: category.title, href: categoryPath }, ...(tag ? [{ label: tag.title }] : [])]}
      />
      <section className="container listing">
        <header className="page-header">
          <h1>{tag ? `${category.title} · ${tag.title}` : category.title}</h1>
          {category.description ? <p className="lead">{category.description}</p> : null}
        </header>
        <ul className="chip-grid tag-filter">
          {tags
            .filter((item) => item.count > 0)
            .map((item) => (
              <li key={item.slug}>
                <Link href={`${categoryPath}/${item.slug}`} className="chip" aria-current={item.slug === tag?.slug ? 'true' : undefined}>
                  {item.title}
                </Link>
              </li>
            ))}
        </ul>
        <ul className="card-grid article-list">
          {list.items.map((article) => (
            <ArticleCard key={article._id} locale={locale} article={article} />
          ))}
        </ul>
      </section>
    </>
  );
}
