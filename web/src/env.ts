import { type SiteUrls, resolveSiteUrls } from '@site/schemas';

/**
 * The only reader of process.env in the web app. Values are read once per process; a bad value fails the build
 * or the server start with a clear message instead of producing wrong URLs.
 */
export const siteUrls: SiteUrls = resolveSiteUrls(process.env);
