import { createHash } from 'node:crypto';
import { HASH_SLICE_LENGTH, type LocaleCode, MARKDOWN_MEDIA_TYPE, getLocale } from '@site/schemas';
import { stegaClean } from '@sanity/client/stega';
import type { Metadata } from 'next';
import { siteUrls } from '@/env';
import { OG_IMAGE_PATH } from './og-path';
import { markdownTwinUrl } from '../markdown/twin-url';
import { alternatesFor } from './alternates';
import { siteSettings } from '@/backend/site-settings';

export interface SeoRecord {
  readonly seo_title?: string | null;
  readonly seo_keywords?: string | null;
  readonly seo_description?: string | null;
}

export interface PageMetadataInput {
  readonly locale: LocaleCode;
  /** Public path without locale prefix ('/blog/x'). */
  readonly path: string;
  /** The page's own title, used when its SEO record has none. */
  readonly title?: string | null | undefined;
  readonly description?: string | null | undefined;
  readonly seo?: SeoRecord | null | undefined;
  /** Locales that have this page; hreflang lists exactly these. */
  readonly available: readonly LocaleCode[];
  readonly type?: 'website' | 'article';
  /**
   * The page has a Markdown twin in this language (views/markdown-twin.ts): its head names it
   * (`<link rel="alternate" type="text/markdown">`). Not for a missing translation shown in English.
   */
  readonly markdownTwin?: boolean;
}

/**
 * The social image URL of a page: rendered on demand by /api/og from the page's own title, never from the URL. `v`
 * is a hash of the titles the image is drawn from: the route ignores it, but an edited title gives the page a new
 * image URL, which social networks and CDNs (the route's answer is cacheable for a day) have never seen, while the
 * webhook has expired the route's own cached image with the document's tags.
 */
export function ogImageUrl(locale: LocaleCode, path: string, version?: string): string {
  const base = siteUrls[getLocale(locale).site];
  return `${base}${OG_IMAGE_PATH}${locale}${path === '/' ? '' : path}${version ? `?v=${encodeURIComponent(version)}` : ''}`;
}

/** A short, stable digest of the text a social image shows. */
export function ogImageVersion(...texts: readonly (string | null | undefined)[]): string {
  return createHash('sha256').update(JSON.stringify(texts)).digest('base64url').slice(0, HASH_SLICE_LENGTH);
}

/**
 * Title, keywords and description from the page's SEO record, falling back to the page's own text and then to the
 * site settings (base-info's, then the CMS's); canonical and hreflang from configuration; Open Graph and Twitter cards with the page's social image.
 */
export async function pageMetadata(input: PageMetadataInput): Promise<Metadata> {
  const { locale, path, seo, available } = input;
  const settings = await siteSettings(locale);
  const title = seo?.seo_title || input.title || settings.title || undefined;
  const description = seo?.seo_description || input.description || settings.description || undefined;
  const keywords = seo?.seo_keywords || settings.keywords || undefined;
  const alternates = alternatesFor(path, locale, available.length > 0 ? available : [locale], siteUrls);
  const image = {
    url: ogImageUrl(locale, path, ogImageVersion(input.title, title)),
    width: 1200,
    height: 630,
    alt: title,
  };
  // In draft mode CMS strings carry invisible stega markers for Visual Editing's overlays: never in the head.
  return stegaClean({
    title: path === '/' ? { absolute: title ?? '' } : title,
    description,
    keywords,
    alternates: {
      canonical: alternates.canonical,
      languages: alternates.languages,
      ...(input.markdownTwin ? { types: { [MARKDOWN_MEDIA_TYPE]: markdownTwinUrl(locale, path, siteUrls) } } : {}),
    },
    openGraph: {
      type: input.type ?? 'website',
      url: alternates.canonical,
      title,
      description,
      siteName: settings.title ?? undefined,
      locale: getLocale(locale).iso.replace('-', '_'),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image.url] },
  } satisfies Metadata);
}
