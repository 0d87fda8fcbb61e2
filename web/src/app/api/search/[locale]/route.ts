import { LOCALE_CODES, isLocaleCode } from '@site/schemas';
import { buildSearchIndex } from '@/lib/articles/search-index';

/**
 * The help centre's search index for one language, prerendered at build time like the pages (and refreshed with them
 * by the revalidation webhook, through the loaders' cache tags). Unknown languages are 404.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALE_CODES.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: RouteContext<'/api/search/[locale]'>) {
  const { locale } = await params;
  if (!isLocaleCode(locale)) return new Response('Not found', { status: 404 });
  return Response.json(await buildSearchIndex(locale));
}
