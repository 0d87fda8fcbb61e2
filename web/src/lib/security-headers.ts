import { type HeaderEntry, securityHeaders } from '@site/edge';
import { siteUrls } from '../env';

/**
 * The site's security headers with its own options: one call for `next.config.ts` (every route) and for the
 * instrumentation safety net (the few responses Next writes before any route rule runs). Relative imports only:
 * next.config.ts loads this file without the `@/` alias.
 */
export function siteSecurityHeaders(development: boolean): readonly HeaderEntry[] {
  return securityHeaders({
    development,
    upgradeInsecureRequests: Object.values(siteUrls).every((origin) => origin.startsWith('https:')),
  });
}
