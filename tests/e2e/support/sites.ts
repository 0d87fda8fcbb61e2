import { parseRuBlogUrl } from '@site/edge';
import { type LocaleCode, localeUrl, resolveSiteUrls } from '@site/schemas';
import { SEED_RU_BLOG_HOME } from '../../fixtures/edge-data';
import { withTestSites } from '../../fixtures/test-sites';

/**
 * The same configuration the server reads, so tests follow SITE_URL_* when they are set; unset, the test's own
 * origins (port 3100, fixtures/test-sites.ts), never npm start's port 3000.
 */
export const sites = resolveSiteUrls(withTestSites(process.env));

/**
 * The external Russian blog's home as the server computes it: the CMS's `ruBlogMap.blogHome` (the seed has one),
 * which wins over RU_BLOG_URL.
 */
export const ruBlogHome = parseRuBlogUrl(SEED_RU_BLOG_HOME).href;

/** The port the server listens on (the English site's). */
export const serverPort = Number(process.env.PORT || new URL(sites.en).port || 80);

export function urlOf(locale: LocaleCode, path = '/'): string {
  return localeUrl(locale, path, sites);
}
