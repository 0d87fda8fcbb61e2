import { feedResponse, feedStaticParams } from '@/lib/seo/feeds';

/**
 * `/blog/feed`: the language's RSS feed (lib/seo/alternates/alternates/feeds.ts), prerendered for each language whose site serves it and
 * refreshed with the pages by the revalidation webhook, through the loaders' cache tags.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return feedStaticParams('blog');
}

export async function GET(_request: Request, { params }: RouteContext<'/[locale]/blog/feed'>): Promise<Response> {
  return feedResponse('blog', (await params).locale);
}
