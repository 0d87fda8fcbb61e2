import {
  type ArticleFamily,
  FAMILY_PATH,
  type LocaleCode,
  TAXONOMY_FAMILIES,
  type TaxonomyFamily,
  documentPath,
  getLocale,
  isHttpUrl,
  localeUrl,
} from '@site/schemas';
import { getTranslations } from 'next-intl/server';
import { ArticleCard } from '@/components/article-card';
import { ArticleMeta } from '@/components/article-meta';
import { AuthorCard } from '@/components/author-card';
import { Breadcrumbs, type Crumb } from '@/components/breadcrumbs';
import { CONTENT_IMAGE_SIZES, ContentImage, FIXED_IMAGE_WIDTHS } from '@/components/content-image';
import { FallbackNotice } from '@/components/fallback-notice';
import { JsonLd } from '@/components/json-ld';
import { RichText } from '@/components/rich-text';
import { ShareLinks } from '@/components/share-links';
import { TableOfContents } from '@/components/table-of-contents';
import type { Article } from '@/content';
import { siteUrls } from '@/env';
import { Link } from '@/i18n/navigation';
import { listAllArticles, withReadingTime } from '@/lib/articles/article-data';
import { langWhere } from '@/lib/site/format';
import { plainText, readingMinutes, tableOfContents } from '@/lib/articles/article-text';
import { selectRelated } from '@/lib/articles/related';

/** BlogPosting for blog, NewsArticle for news, TechArticle for guides and help. */
const SCHEMA_TYPE: Partial<Record<ArticleFamily, string>> = {
  blog: 'BlogPosting',
  news: 'NewsArticle',
  guide: 'TechArticle',
  help: 'TechArticle',
};

const isTaxonomy = (family: ArticleFamily): family is TaxonomyFamily =>
  (TAXONOMY_FAMILIES as readonly string[]).includes(family);

/** The public path of an article (without locale prefix). */
export function articlePath(article: Pick<Article, '_type' | 'slug'>): string {
  return documentPath(article._type, article.slug) ?? '/';
}

/** The article's trail below the family index: its category, help section or partner kind. */
async function crumbsFor(locale: LocaleCode, article: Article): Promise<Crumb[]> {
  const families = await getTranslations({ locale, namespace: 'Families' });
  const crumbs: Crumb[] = [{ label: families(`${article.family}.title`), href: FAMILY_PATH[article.family] }];
  if (isTaxonomy(article.family) && article.category) {
    crumbs.push({
      label: article.category.title,
      href: `/${article.family}-${article.category.slug}`,
      lang: langWhere(locale, article.category.lang),
    });
  } else if (article.family === 'help' && article.section) {
    const help = await getTranslations({ locale, namespace: 'HelpCentre' });
    if (help.has(`sections.${article.section}`))
      crumbs.push({ label: help(`sections.${article.section}`), href: `/helps#${article.section}` });
  } else if (article.family === 'partner' && article.kind) {
    const partners = await getTranslations({ locale, namespace: 'Partners' });
    if (partners.has(`kinds.${article.kind}`))
      crumbs.push({ label: partners(`kinds.${article.kind}`), href: `/partner#${article.kind}` });
  }
  return [...crumbs, { label: article.title }];
}

function absolute(url: string | null | undefined, locale: LocaleCode): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, siteUrls[getLocale(locale).site]).href;
  } catch {
    return undefined;
  }
}

/** What a release or partner adds above the body. */
async function FamilyFacts({ locale, article }: { locale: LocaleCode; article: Article }) {
  if (article.family === 'release') {
    const t = await getTranslations({ locale, namespace: 'Releases' });
    return (
      <div className="release-facts">
        {article.version ? <p className="version-badge">{t('version', { version: article.version })}</p> : null}
        {article.platforms?.length ? (
          <p className="release-platforms">
            <span>{t('platforms')}:</span>{' '}
            {article.platforms
              .map((system) => (t.has(`systems.${system}`) ? t(`systems.${system}`) : system))
              .join(', ')}
          </p>
        ) : null}
        <Link href="/download" className="button button-primary">
          {t('download')}
        </Link>
      </div>
    );
  }
  if (article.family === 'partner') {
    const t = await getTranslations({ locale, namespace: 'Partners' });
    return (
      <div className="partner-facts">
        {article.logo?.url ? (
          <ContentImage
            image={article.logo}
            className="partner-logo"
            displayWidth={FIXED_IMAGE_WIDTHS.partnerLogo}
            eager
          />
        ) : null}
        <div>
          {article.name ? <p className="partner-name">{article.name}</p> : null}
          {article.promoCode ? (
            <p className="promo-code">
              {t('promoCode')}: <code>{article.promoCode}</code>
            </p>
          ) : null}
          {article.website && isHttpUrl(article.website) ? (
            <a
              href={article.website}
              className="button button-ghost"
              target="_blank"
              rel="noopener noreferrer sponsored"
            >
              {t('website')}
            </a>
          ) : null}
        </div>
      </div>
    );
  }
  return null;
}

/**
 * Any article page: breadcrumbs, header with dates, reading time and author, table of contents, body, tags, share
 * links, author, related articles of the same language, and the family's structured data. A missing translation shows
 * the English text with a notice and lang="en" (its canonical URL is the English one; see pageMetadata).
 */
export async function ArticleView({ locale, article }: { locale: LocaleCode; article: Article }) {
  const t = await getTranslations({ locale, namespace: 'ArticlePage' });
  const listing = await getTranslations({ locale, namespace: 'ArticleListing' });
  const site = await getTranslations({ locale, namespace: 'Metadata' });
  const path = articlePath(article);
  const canonical = localeUrl(article.canonicalLocale, path, siteUrls);
  const toc = tableOfContents(article.body);
  const headingIds = Object.fromEntries(toc.map((entry) => [entry.key, entry.id]));
  const minutes = readingMinutes(plainText(article.body));
  const textLang = article.isFallback ? getLocale(article.lang).tag : undefined;
  const crumbs = await crumbsFor(locale, article);
  const candidates = await listAllArticles(article.family, locale, { related: true });
  const related = await withReadingTime(selectRelated(article, candidates));
  const schemaType = SCHEMA_TYPE[article.family];
  const image = absolute(article.coverImage?.url ?? article.logo?.url, locale);
  const tagBase = isTaxonomy(article.family) && article.category ? `/${article.family}-${article.category.slug}` : null;

  return (
    <>
      <Breadcrumbs locale={locale} items={crumbs} />
      {article.isFallback ? <FallbackNotice locale={locale} /> : null}
      <div className="container article-layout" data-family={article.family}>
        <article
          className={toc.length > 0 ? 'article has-toc' : 'article'}
          lang={textLang}
          data-article-lang={article.lang}
        >
          <header className="article-header">
            {article.category ? (
              <p className="eyebrow" lang={langWhere(article.lang, article.category.lang)}>
                {article.category.title}
              </p>
            ) : null}
            <h1>{article.title}</h1>
            {article.excerpt ? <p className="lead">{article.excerpt}</p> : null}
            <div lang={textLang ? getLocale(locale).tag : undefined}>
              <ArticleMeta
                locale={locale}
                publishedAt={article.publishedAt}
                updatedAt={article.updatedAt}
                minutes={minutes}
                authorName={article.author?.name}
              />
            </div>
            {article.coverImage?.url ? (
              <ContentImage
                image={article.coverImage}
                className="article-cover"
                sizes={CONTENT_IMAGE_SIZES.cover}
                eager
              />
            ) : null}
            <FamilyFacts locale={locale} article={article} />
          </header>
          {toc.length > 0 ? (
            <aside className="article-aside" lang={textLang ? getLocale(locale).tag : undefined}>
              <TableOfContents entries={toc} label={t('toc')} textLang={textLang} />
            </aside>
          ) : null}
          <div className="article-body">
            <RichText value={article.body} headingIds={headingIds} />
          </div>
          <footer className="article-footer" lang={textLang ? getLocale(locale).tag : undefined}>
            {article.tags?.length ? (
              <ul className="chip-row" aria-label={listing('tags')}>
                {article.tags.map((tag) => (
                  <li key={tag.slug}>
                    {tagBase ? (
                      <Link
                        href={`${tagBase}/${tag.slug}`}
                        className="chip chip-small"
                        lang={langWhere(locale, tag.lang)}
                      >
                        #{tag.title}
                      </Link>
                    ) : (
                      <span className="chip chip-small" lang={langWhere(locale, tag.lang)}>
                        #{tag.title}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            ) : null}
            <ShareLinks locale={locale} url={canonical} title={article.title} />
            {article.author ? <AuthorCard locale={locale} author={article.author} /> : null}
          </footer>
        </article>
      </div>
      {related.length > 0 ? (
        <section className="container related" aria-labelledby="related-title" data-testid="related">
          <h2 id="related-title">{t('related')}</h2>
          <ul className="card-grid article-list">
            {related.map((item) => (
              <ArticleCard key={item._id} locale={locale} article={item} minutes={item.minutes} />
            ))}
          </ul>
        </section>
      ) : null}
      {schemaType ? (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': schemaType,
            headline: article.title,
            ...(article.excerpt ? { description: article.excerpt } : {}),
            datePublished: article.publishedAt,
            dateModified: article.updatedAt || article.publishedAt,
            inLanguage: getLocale(article.lang).tag,
            url: canonical,
            mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
            ...(image ? { image } : {}),
            ...(article.author
              ? {
                  author: {
                    '@type': 'Person',
                    name: article.author.name,
                    ...(article.author.role ? { jobTitle: article.author.role } : {}),
                  },
                }
              : {}),
            publisher: { '@type': 'Organization', name: site('siteName'), url: `${siteUrls.en}/` },
            ...(article.category ? { articleSection: article.category.title } : {}),
            ...(article.tags?.length ? { keywords: article.tags.map((tag) => tag.title).join(', ') } : {}),
          }}
        />
      ) : null}
    </>
  );
}
