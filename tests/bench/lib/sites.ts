import { resolveSiteUrls } from '@site/schemas';

/**
 * The origins the benchmarked build was made with: SITE_URL_* when set, else the same defaults as `npm start`'s build
 * (localhost:3000). Not the browser tests' origins (e2e/support/sites.ts defaults to npm test's own port 3100): a
 * bench measures whatever build is on disk, and its pages' hosts must be the ones that build routes by.
 */
export const sites = resolveSiteUrls(process.env);
