import { LLMS_TXT_CONTENT_TYPE, MARKDOWN_CONTENT_TYPE } from '@site/schemas';

/**
 * The HTTP answers of the twins and llms.txt. A twin names its page as canonical (a `Link` header, as a search
 * engine reads it for a non-HTML file), so a crawler that finds both keeps the page.
 */
export function markdownResponse(markdown: string, canonical: string): Response {
  return new Response(markdown, {
    headers: { 'content-type': MARKDOWN_CONTENT_TYPE, link: `<${canonical}>; rel="canonical"` },
  });
}

export function llmsTxtResponse(text: string): Response {
  return new Response(text, { headers: { 'content-type': LLMS_TXT_CONTENT_TYPE } });
}

export function notFoundText(): Response {
  return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
