import { LOCALE_CODES, type LocaleCode, isLocaleCode } from '@site/schemas';
import { llmsTxtResponse, notFoundText } from './responses';

/**
 * The route handler of one llms file per language (`/llms.txt`, `/llms-full.txt` and their `/{code}/` copies,
 * rewritten by next.config to `/api/llms/{locale}[/full]`): every language prerendered, refreshed with the pages by
 * the webhook through the loaders' cache tags. Each route file still exports its own `dynamic` and
 * `dynamicParams`, which Next reads from the file's text.
 */
export function llmsRoute(build: (locale: LocaleCode) => Promise<string>) {
  return {
    generateStaticParams: () => LOCALE_CODES.map((locale) => ({ locale })),
    async GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
      const { locale } = await params;
      return isLocaleCode(locale) ? llmsTxtResponse(await build(locale)) : notFoundText();
    },
  };
}
