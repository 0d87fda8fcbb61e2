import { homeSitemap, languageSitemapParts, parseSitemapName, sitemapNames } from '@/lib/seo/sitemaps';
import { urlsetXml } from '@/lib/seo/sitemap-xml';

/**
 * `/index-sitemap.xml`, `/{iso}-sitemap.xml` and a language's further parts `/{iso}-{n}-sitemap.xml` (rewritten here
 * by next.config.ts). Prerendered; the content loaders' tags refresh them when the revalidation webhook reports a
 * change. A part that a publish adds renders on first request; a part past the language's last is a 404.
 */
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await sitemapNames()).map((name) => ({ name }));
}

export async function GET(_request: Request, { params }: RouteContext<'/api/sitemap/[name]'>): Promise<Response> {
  const name = parseSitemapName((await params).name);
  if (!name) return new Response('Not found', { status: 404 });
  const entries = name.kind === 'index' ? homeSitemap() : (await languageSitemapParts(name.locale))[name.part - 1];
  if (!entries) return new Response('Not found', { status: 404 });
  return new Response(urlsetXml(entries), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
}
