import { isLocaleCode } from '@site/schemas';
import { renderOgImage } from '@/og/og-image';
import { resolveOgText } from '@/og/resolve';

/**
 * `/api/og/{locale}/{page path}`: the social image of a page in a language. Rendered on first request, then kept
 * (ISR) for a day at most: the content loaders' cache tags reach this route's entry, so the revalidation webhook
 * expires it with the document, and the page's image URL carries a hash of the title (`?v=`, ignored here, see
 * lib/seo/page-metadata.ts) so caches outside ours fetch the new image. A path that is not a page answers 404.
 */
export const revalidate = 86400;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export async function GET(
  _request: Request,
  { params }: RouteContext<'/api/og/[locale]/[[...path]]'>,
): Promise<Response> {
  const { locale, path = [] } = await params;
  if (!isLocaleCode(locale)) return new Response('Not found', { status: 404 });
  const text = await resolveOgText(locale, path);
  if (!text) return new Response('Not found', { status: 404 });
  return renderOgImage({ locale, ...text });
}
