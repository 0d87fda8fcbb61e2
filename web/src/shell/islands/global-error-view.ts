import { type LocaleCode, getLocale } from '@site/schemas';
import { localeOfPage } from '@/shell/page-locale';
import type { ErrorPanelStrings } from './error-panel.client';

/** What the global error page shows: the page's language, its direction and the 502 texts. */
export interface GlobalErrorView {
  readonly locale: LocaleCode;
  readonly tag: string;
  readonly dir: 'ltr' | 'rtl';
  readonly strings: ErrorPanelStrings;
}

async function loadStrings(locale: LocaleCode): Promise<ErrorPanelStrings> {
  const messages = (await import(`../../../messages/${locale}.json`)) as { default: { ErrorPage: ErrorPanelStrings } };
  return messages.default.ErrorPage;
}

/**
 * Loaded by `app/global-error.tsx` only when a fatal error happens, with the locale list and the messages, so none
 * of it is in a normal page's first load. English texts when the language's own fail to load.
 */
export async function loadGlobalErrorView(
  pathname: string,
  storage: Pick<Storage, 'getItem'> | null,
): Promise<GlobalErrorView> {
  const locale = localeOfPage(pathname, storage);
  const strings = await loadStrings(locale).catch(() => loadStrings('en'));
  const { tag, dir } = getLocale(locale);
  return { locale, tag, dir, strings };
}
