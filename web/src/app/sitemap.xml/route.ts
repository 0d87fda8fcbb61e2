import { SITEMAP_NAMES, sitemapUrl } from '@/lib/seo/sitemaps';
import { sitemapIndexXml } from '@/lib/seo/sitemap-xml';

/** The sitemap index: the home-page sitemap and one sitemap per language. Same on every host (URLs from config). */
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(sitemapIndexXml(SITEMAP_NAMES.map((name) => ({ loc: sitemapUrl(name) }))), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
}
