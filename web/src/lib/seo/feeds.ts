import {
  type ArticleFamily,
  FAMILY_PATH,
  FEED_FAMILIES,
  FEED_ITEM_LIMIT,
  FEED_SEGMENT,
  type FeedFamily,
  type LocaleCode,
  documentPath,
  getLocale,
  isLocaleCode,
  LOCALE_CODES,
  localeUrl,
} from '@site/schemas';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { siteUrls } from '@/env';
import { listAllArticles, listComplete, loadArticles } from '../articles/article-data';
import { plainText } from '../articles/article-text';
import { type Feed, type FeedItem, rssXml } from './feed-xml';
import { newestFirst } from '../articles/release-order';
import { localesServing } from './alternates';

/**
 * The RSS feeds: one per language for the blog, the news and the releases (the public changelog), at
 * `{family path}/feed` on the language's own host and prefix (`/de/blog/feed`, `http://zh.…/release/feed`). They list
 * what the family's index lists (blog and news: translations only; releases: every release, English standing in),
 * newest first, and read through the cached loaders, so the revalidation webhook refreshes them with the pages.
 */

export const FEED_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';

export function isFeedFamily(family: string): family is FeedFamily {
  return (FEED_FAMILIES as readonly string[]).includes(family);
}

export function feedPath(family: FeedFamily): string {
  return `${FAMILY_PATH[family]}/${FEED_SEGMENT}`;
}

/** Whether this language's site serves the family (the Russian blog and news live on the external blog). */
export function servesFeed(family: FeedFamily, locale: LocaleCode): boolean {
  return localesServing(FAMILY_PATH[family], [locale]).length > 0;
}

/** Absolute URL of a feed; also what the pages' `<link rel="alternate" type="application/rss+xml">` names. */
export function feedUrl(family: FeedFamily, locale: LocaleCode): string {
  return localeUrl(locale, feedPath(family), siteUrls);
}

const feedTitle = (siteName: string, familyTitle: string) => `${siteName} · ${familyTitle}`;

/** Release notes in full (plain text): the changelog is the point of that feed. */
const RELEASE_NOTES_LIMIT = 4000;

async function feedItems(family: FeedFamily, locale: LocaleCode): Promise<FeedItem[]> {
  const link = (type: string, slug: string) =>
    localeUrl(locale, documentPath(type, slug) ?? FAMILY_PATH[family], siteUrls);
  if (family === 'release') {
    const releases = newestFirst(await loadArticles(await listComplete('release', locale), locale)).slice(
      0,
      FEED_ITEM_LIMIT,
    );
    return releases.map((release) => ({
      title: release.title,
      link: link(release._type, release.slug),
      publishedAt: release.publishedAt,
      description: plainText(release.body).slice(0, RELEASE_NOTES_LIMIT) || release.excerpt,
      categories: release.version ? [release.version] : [],
    }));
  }
  const items = [...(await listAllArticles(family, locale))]
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
    .slice(0, FEED_ITEM_LIMIT);
  return items.map((item) => ({
    title: item.title,
    link: link(item._type, item.slug),
    publishedAt: item.publishedAt,
    description: item.excerpt,
    author: item.author?.name,
    categories: [item.category?.title, ...(item.tags ?? []).map((tag) => tag.title)].filter((term): term is string =>
      Boolean(term),
    ),
  }));
}

export async function buildFeed(family: FeedFamily, locale: LocaleCode): Promise<Feed> {
  const [meta, families, items] = await Promise.all([
    getTranslations({ locale, namespace: 'Metadata' }),
    getTranslations({ locale, namespace: 'Families' }),
    feedItems(family, locale),
  ]);
  return {
    title: feedTitle(meta('siteName'), families(`${family}.title`)),
    link: localeUrl(locale, FAMILY_PATH[family], siteUrls),
    self: feedUrl(family, locale),
    description: families(`${family}.lead`),
    language: getLocale(locale).tag,
    items,
  };
}

/** The feed's HTTP answer: RSS, or 404 where the language's site does not serve the family. */
export async function feedResponse(family: FeedFamily, locale: string): Promise<Response> {
  if (!isLocaleCode(locale) || !servesFeed(family, locale)) return new Response('Not found', { status: 404 });
  return new Response(rssXml(await buildFeed(family, locale)), { headers: { 'content-type': FEED_CONTENT_TYPE } });
}

/** The languages whose site serves the feed (prerendered); any other is Next's 404 (`dynamicParams = false`). */
export function feedStaticParams(family: FeedFamily): { locale: LocaleCode }[] {
  return LOCALE_CODES.filter((locale) => servesFeed(family, locale)).map((locale) => ({ locale }));
}

/** `alternates.types` of a page of the family: the `<link rel="alternate" type="application/rss+xml">` in its head. */
export async function feedAlternates(
  family: ArticleFamily,
  locale: LocaleCode,
): Promise<{ 'application/rss+xml': { url: string; title: string }[] } | null> {
  if (!isFeedFamily(family) || !servesFeed(family, locale)) return null;
  const [meta, families] = await Promise.all([
    getTranslations({ locale, namespace: 'Metadata' }),
    getTranslations({ locale, namespace: 'Families' }),
  ]);
  return {
    'application/rss+xml': [
      { url: feedUrl(family, locale), title: feedTitle(meta('siteName'), families(`${family}.title`)) },
    ],
  };
}

/**
 * A page of the family (index, article, category, category with tags) with the family's feed named in its head, so
 * a reader's "subscribe" finds it from any of them; pages of a family without a feed keep their metadata as it is.
 */
export async function withFeedAlternates(
  metadata: Metadata,
  family: ArticleFamily,
  locale: LocaleCode,
): Promise<Metadata> {
  const feeds = await feedAlternates(family, locale);
  return feeds
    ? { ...metadata, alternates: { ...metadata.alternates, types: { ...metadata.alternates?.types, ...feeds } } }
    : metadata;
}
