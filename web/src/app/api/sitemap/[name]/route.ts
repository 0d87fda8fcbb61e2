import { SITEMAP_NAMES, homeSitemap, languageSitemap, localeOfIso } from '@/lib/seo/sitemaps';
import { urlsetXml } from '@/lib/seo/sitemap-xml';

/**
 * `/index-sitemap.xml` and `/{iso}-sitemap.xml` (rewritten here by next.config.ts). Prerendered; the content
 * loaders' tags refresh them when the revalidation webhook reports a change.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return SITEMAP_NAMES.map((name) => ({ name }));
}

export async function GET(_request: Request, { params }: RouteContext<'/api/sitemap/[name]'>): Promise<Response> {
  const { name } = await params;
  const locale = localeOfIso(name);
  if (name !== 'index' && !locale) return new Response('Not found', { status: 404 });
  const entries = locale ? await languageSitemap(locale) : homeSitemap();
  return new Response(urlsetXml(entries), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
}
