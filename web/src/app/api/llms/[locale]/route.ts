import { LOCALE_CODES, isLocaleCode } from '@site/schemas';
import { llmsTxtResponse, notFoundText } from '@/lib/markdown/responses';
import { buildLlmsTxt } from '@/views/llms-txt';

/**
 * `/llms.txt` (each host) and `/{code}/llms.txt` (the prefixed languages), rewritten here by next.config
 * (lib/markdown/twin-rewrites.ts). Prerendered per language and refreshed with the pages by the webhook, through the
 * loaders' cache tags.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALE_CODES.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale } = await params;
  if (!isLocaleCode(locale)) return notFoundText();
  return llmsTxtResponse(await buildLlmsTxt(locale));
}
