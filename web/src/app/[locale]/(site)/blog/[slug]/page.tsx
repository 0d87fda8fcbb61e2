import { getLocale, isLocaleCode, isSlug, type LocaleCode, localeUrl } from '@site/schemas';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RichText } from '@/components/rich-text';
import { content } from '@/content';
import { siteUrls } from '@/env';
import { formatDate } from '@/lib/format';

/**
 * A blog article, prerendered for every slug in every locale and refreshed by the revalidation webhook.
 * A missing translation shows the English text with a notice, lang="en" and a canonical link to the English URL.
 */
export const dynamicParams = true;

export async function generateStaticParams() {
  const paths = await content.listArticlePaths('blog');
  return paths.map((path) => ({ slug: path.slug }));
}

async function load(params: Promise<{ locale: string; slug: string }>) {
  const { locale, slug } = await params;
  if (!isLocaleCode(locale) || !isSlug(slug)) notFound();
  const article = await content.getArticle('blog', slug, locale);
  if (!article) notFound();
  return { locale, slug, article };
}

export async function generateMetadata({ params }: PageProps<'/[locale]/blog/[slug]'>): Promise<Metadata> {
  const { slug, article } = await load(params);
  const path = `/blog/${slug}`;
  const languages: Record<string, string> = Object.fromEntries(
    article.locales.map((code: LocaleCode) => [getLocale(code).tag, localeUrl(code, path, siteUrls)]),
  );
  if (article.locales.includes('en')) languages['x-default'] = localeUrl('en', path, siteUrls);
  return {
    title: article.seo.seo_title || article.title,
    description: article.seo.seo_description || article.excerpt || undefined,
    keywords: article.seo.seo_keywords || undefined,
    alternates: { canonical: localeUrl(article.canonicalLocale, path, siteUrls), languages },
  };
}

export default async function BlogArticlePage({ params }: PageProps<'/[locale]/blog/[slug]'>) {
  const { locale, article } = await load(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Content' });
  const lang = getLocale(article.lang).tag;
  return (
    <div className="container article-page">
      {article.isFallback ? (
        <p className="content-notice" role="note" data-testid="translation-notice">
          {t('fallbackNotice')}
        </p>
      ) : null}
      <article lang={article.isFallback ? lang : undefined} data-article-lang={article.lang}>
        <header>
          {article.category ? <p className="eyebrow">{article.category.title}</p> : null}
          <h1>{article.title}</h1>
          {article.excerpt ? <p className="lead">{article.excerpt}</p> : null}
          <p className="article-meta">
            <time dateTime={article.publishedAt}>{formatDate(locale, article.publishedAt)}</time>
            {article.author ? <span> · {article.author.name}</span> : null}
          </p>
        </header>
        <div className="article-body">
          <RichText value={article.body} />
        </div>
      </article>
    </div>
  );
}
