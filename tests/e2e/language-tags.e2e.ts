import { expect, test } from '@playwright/test';
import { LOCALE_CODES, LOCALES } from '@site/schemas';
import { get } from './support/http';
import { PAGE_TYPES, expectedStatus } from './support/page-types';
import { urlOf } from './support/sites';

/**
 * Every `lang` and `hreflang` the site writes is one of the 20 language tags (`ja`, never the route code `jp`;
 * `zh-TW`, never `tc`; `vi`, never `vn`), on every page type in every language, so screen readers, crawlers and
 * browsers read them. The one other hreflang value is `x-default`.
 */
const TAGS = new Set(LOCALES.map((locale) => locale.tag));
const NOT_ON_RU = /^\/(blog|news|guide)(\/|-|$)/;

for (const locale of LOCALE_CODES) {
  test(`${locale}: every lang and hreflang on every page type is a language tag`, async () => {
    const wrong: string[] = [];
    for (const [type, path] of Object.entries(PAGE_TYPES)) {
      if (locale === 'ru' && NOT_ON_RU.test(path)) continue;
      const response = await get(urlOf(locale, path));
      expect(response.status, `${type} ${path}`).toBe(expectedStatus(type));
      for (const [, name, value] of response.body.matchAll(/\s(lang|hreflang)="([^"]*)"/gi)) {
        const allowed = TAGS.has(value!) || (name!.toLowerCase() === 'hreflang' && value === 'x-default');
        if (!allowed) wrong.push(`${type} ${path}: ${name}="${value}"`);
      }
    }
    expect(wrong).toEqual([]);
  });
}
