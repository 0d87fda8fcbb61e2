import { feedResponse, feedStaticParams } from '@/lib/seo/feeds';

/**
 * `/news/feed`: the language's RSS feed (lib/seo/alternates/alternates/feeds.ts), prerendered for each language whose site serves it and
 * refreshed with the pages by the revalidation webhook, through the loaders' cache tags.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return feedStaticParams('news');
}

export async function GET(_request: Request, { params }: RouteContext<'/[locale]/news/feed'>): Promise<Response> {
  return feedResponse('news', (await params).locale);
}
