import { type DownloadKey, SYSTEM_OF_DOWNLOAD, WEB_API_PATHS } from '@site/schemas';
import { detectDownloadTarget } from '@/lib/commerce/download';
import { latestVersionUrl } from '@/lib/commerce/release-downloads';
import { type NavigatorLike, collectSystemHints, webglRenderer } from '@/lib/commerce/system-hints';
import { createApi } from '@/tracking/request';
import { type RuntimeSettings, resolveEndpoints } from '@/tracking/settings';

/**
 * The download island's work after hydration, loaded by it on demand (a dynamic import) so that the system probe
 * and the request wrapper are not part of the page's first load (the first-load budget): the page works without them.
 */

/** The visitor's system as one of the five targets (user agent, client hints, the WebGL renderer on a Mac). */
export async function detectVisitorTarget(): Promise<DownloadKey> {
  const hints = await collectSystemHints(navigator as unknown as NavigatorLike, () => webglRenderer(document));
  return detectDownloadTarget(hints);
}

/** The latest-version call for one target: its trusted http(s) `data.url`, else null. */
export async function fetchLatestUrl(
  settings: RuntimeSettings,
  trustedHosts: readonly string[],
  key: DownloadKey,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<string | null> {
  const { webApi } = createApi(resolveEndpoints(settings, window.location.hostname));
  const { data } = await webApi(WEB_API_PATHS.latestVersion, {
    query: { system: SYSTEM_OF_DOWNLOAD[key] },
    timeoutMs,
    signal,
  });
  return latestVersionUrl(data, trustedHosts);
}
