import { LOCALE_CODES, isLocaleCode } from '@site/schemas';
import { llmsTxtResponse, notFoundText } from '@/lib/markdown/responses';
import { buildLlmsFullTxt } from '@/views/llms-txt';

/** `/llms-full.txt` and `/{code}/llms-full.txt`: the help centre and guides in full, bounded (views/llms-txt.ts). */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALE_CODES.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale } = await params;
  if (!isLocaleCode(locale)) return notFoundText();
  return llmsTxtResponse(await buildLlmsFullTxt(locale));
}
