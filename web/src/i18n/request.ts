import { DEFAULT_LOCALE, isLocaleCode } from '@site/schemas';
import type { AbstractIntlMessages } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';

/**
 * next-intl's locale is the route code (vn, jp, tc, fil), because routing, params and the cookie carry it.
 * Dates and numbers are formatted through `@/lib/site/format`, which uses the real language tag.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocaleCode(requested) ? requested : DEFAULT_LOCALE;
  const messages = (await import(`../../messages/${locale}.json`)) as { default: AbstractIntlMessages };
  return { locale, messages: messages.default, timeZone: 'UTC' };
});
