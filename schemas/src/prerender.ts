/**
 * What the build prerenders: what visitors and crawlers hit first, in every language. The home page, the listings
 * (each family's index and category pages, first page), the marketing pages (features, solutions, alternatives,
 * pricing, CMS pages), and of each article family the articles its listing shows first in that language, at most
 * PRERENDER_NEWEST_ARTICLES. Everything else (older articles, languages an article falls back to English in,
 * listings filtered by tags, twins, social images) renders on first request and is then cached and shared like any
 * ISR page. The build and the release then grow with the site's shape, not with its archive (decision 0054).
 */
export const PRERENDER_NEWEST_ARTICLES = 12;
