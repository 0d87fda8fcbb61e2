import { DEFAULT_RU_BLOG_URL } from '@site/edge';
import { type SiteUrls, resolveSiteUrls } from '@site/schemas';

/**
 * The only reader of process.env in the web app. Values are read once per process; a bad value fails the build
 * or the server start with a clear message instead of producing wrong URLs.
 */
export const siteUrls: SiteUrls = resolveSiteUrls(process.env);

/** The external Russian blog (spec section 2, Redirects); validated by the edge config built from it. */
export const ruBlogUrl: string = process.env.RU_BLOG_URL || DEFAULT_RU_BLOG_URL;

/** `next dev`: the CSP then allows eval and the hot-reload websocket. */
export const isDevelopment: boolean = process.env.NODE_ENV === 'development';
