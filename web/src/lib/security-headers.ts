import { type HeaderEntry, securityHeaders } from '@site/edge';
import { type BackendEndpoints, PRODUCTION_ENDPOINTS, TEST_ENDPOINTS } from '@site/schemas';
import { contentConfig, runtimeSettings, shellSettings, siteUrls } from '../env';
import { SANITY_IMAGE_HOST } from './image-hosts';
import { shellCspSources } from '../shell/csp';

const ENDPOINT_KEYS = ['api', 'webApi', 'clientApi', 'beacon'] as const satisfies readonly (keyof BackendEndpoints)[];

/**
 * Origins the browser runtime talks to: each configured backend address, or, where one is unset, both hosts the
 * browser may pick for it (production on the product's domains, test elsewhere).
 */
export function backendOrigins(): string[] {
  const urls = ENDPOINT_KEYS.flatMap((key) => (runtimeSettings[key] ? [runtimeSettings[key]] : [PRODUCTION_ENDPOINTS[key], TEST_ENDPOINTS[key]]));
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

/**
 * The site's security headers with its own options: one call for `next.config.ts` (every route) and for the
 * instrumentation safety net (the few responses Next writes before any route rule runs). Relative imports only:
 * next.config.ts loads this file without the `@/` alias.
 */
export function siteSecurityHeaders(development: boolean): readonly HeaderEntry[] {
  const shell = shellCspSources(shellSettings);
  return securityHeaders({
    development,
    upgradeInsecureRequests: Object.values(siteUrls).every((origin) => origin.startsWith('https:')),
    sources: {
      ...shell,
      connect: [...new Set([...backendOrigins(), ...shell.connect])],
      // SVGs from a configured Sanity project are shown straight from its CDN (rasters go through /_next/image).
      img: contentConfig.source === 'sanity' ? [...shell.img, `https://${SANITY_IMAGE_HOST}`] : shell.img,
    },
  });
}
