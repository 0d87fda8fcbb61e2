import { feedResponse, feedStaticParams } from '@/lib/seo/feeds';

/**
 * `/release/feed`: the language's RSS feed (lib/seo/alternates/alternates/feeds.ts), prerendered for each language whose site serves it and
 * refreshed with the pages by the revalidation webhook, through the loaders' cache tags.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return feedStaticParams('release');
}

export async function GET(_request: Request, { params }: RouteContext<'/[locale]/release/feed'>): Promise<Response> {
  return feedResponse('release', (await params).locale);
}
