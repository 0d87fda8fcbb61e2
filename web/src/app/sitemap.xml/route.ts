import { sitemapNames, sitemapUrl } from '@/lib/seo/sitemaps';
import { sitemapIndexXml } from '@/lib/seo/sitemap-xml';

/**
 * The sitemap index: the home-page sitemap and every part of each language's sitemap. Same on every host (URLs from
 * config). Prerendered; it reads the content loaders, so a publish that adds a part refreshes it too.
 */
export const dynamic = 'force-static';

export async function GET(): Promise<Response> {
  return new Response(sitemapIndexXml((await sitemapNames()).map((name) => ({ loc: sitemapUrl(name) }))), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
}
