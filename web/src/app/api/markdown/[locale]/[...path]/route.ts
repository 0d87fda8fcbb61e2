import { isLocaleCode, localeUrl } from '@site/schemas';
import { siteUrls } from '@/env';
import { markdownResponse, notFoundText } from '@/lib/markdown/responses';
import { markdownTwin, twinPagePath } from '@/views/markdown-twin';

/**
 * A page's Markdown twin: `/de/blog/x.md`, `/index.html.md` and the like arrive here rewritten (next.config,
 * lib/markdown/twin-rewrites.ts) as `/api/markdown/{locale}/{page path}`. Rendered on first request, then cached per
 * path (ISR) like the pages: the loaders' cache tags reach this entry, so the revalidation webhook expires the twin
 * with its page. No twin where the page is a 404 or shows another language's text: 404.
 */
export const dynamic = 'force-static';
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; path: string[] }> },
): Promise<Response> {
  const { locale, path } = await params;
  const pagePath = twinPagePath(path);
  if (!isLocaleCode(locale) || !pagePath) return notFoundText();
  const markdown = await markdownTwin(locale, pagePath);
  return markdown ? markdownResponse(markdown, localeUrl(locale, pagePath, siteUrls)) : notFoundText();
}
