import { PRODUCTION_ENDPOINTS } from '@site/schemas';
import { type RuntimeSettings, isProductHost } from '@/tracking/settings';

/**
 * The `{web api}` the server may call for a site (base-info, at build and when a page renders again), or null: call
 * nothing. Nothing at build, test or run time may reach a host that was not configured, so:
 * - WEB_API_BASE_URL when the build names one;
 * - else the production web API when the site's own address (SITE_URL_*) is on a product domain: the backend's
 *   host choice, for a production deployment configured with its public addresses and nothing more;
 * - else null. The browser's other half of that choice (the test hosts everywhere else) is not the server's: a build
 *   on a developer's machine, in CI or on a staging domain would call a backend nobody named.
 */
export function serverWebApi(settings: Pick<RuntimeSettings, 'webApi'>, siteOrigin: string): string | null {
  if (settings.webApi) return settings.webApi;
  return isProductHost(new URL(siteOrigin).hostname) ? PRODUCTION_ENDPOINTS.webApi : null;
}
