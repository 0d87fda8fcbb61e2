import { resolveSiteUrls, type SiteUrls } from '@site/schemas';

/**
 * The origins the benchmarked build was made with: SITE_URL_* when set, else the same defaults as `npm start`'s build
 * (localhost:3000). Not the browser tests' origins (e2e/support/sites.ts defaults to npm test's own port 3100): a
 * bench measures whatever build is on disk, and its pages' hosts must be the ones that build routes by.
 */
export const sites = resolveSiteUrls(process.env);

/**
 * The origins of a release built for a bench's own port (lib/bench-build.ts): the pages' links, canonical URLs and
 * redirects then name the port the bench serves them on, whatever other build (`npm run cluster`'s, `npm test`'s)
 * web/ last held.
 */
export function originsOnPort(port: number): SiteUrls {
  return resolveSiteUrls({
    SITE_URL_EN: `http://localhost:${port}`,
    SITE_URL_ZH: `http://zh.localhost:${port}`,
    SITE_URL_RU: `http://ru.localhost:${port}`,
  });
}
