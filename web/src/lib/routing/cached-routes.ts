/**
 * Route handlers whose answers Next caches per path (ISR): share images, the help search index, sitemaps, the build
 * id, the feeds, the Markdown twins and llms.txt. Next keys those entries by path alone, not by method: the first
 * request for a path not cached yet (or expired by a publish) is rendered with its own method and stored for
 * everyone, so a POST first left a 405
 * for every later GET and an OPTIONS first a 204 that Next then fails to send (500). A POST to a cached path also
 * read the stored answer. So only GET and HEAD reach these routes; the proxy answers anything else with 405 before
 * Next looks at its cache (proxy-handler.ts). Pages need no such rule: Next answers OPTIONS itself (400), and any
 * other method renders the same page a GET does.
 */
const CACHED_ROUTE_PATHS = [
  'api/(?:og|search|sitemap)/.+',
  '(?:index|[a-z]{2}-[A-Z]{2}(?:-[0-9]+)?)-sitemap\\.xml',
  'sitemap\\.xml',
  'build-id\\.json',
  '(?:[^/]+/)?(?:blog|news|release)/feed',
  // Markdown twins and llms.txt (lib/markdown/twin-rewrites.ts), and their route handlers.
  '.+\\.md',
  '(?:[^/]+/)?llms(?:-full)?\\.txt',
  'api/(?:markdown|llms)/.+',
].join('|');

/** The proxy matcher entry for these paths (scripts/compile-edge-data.ts writes it into src/proxy.ts). */
export const CACHED_ROUTE_MATCHER = { source: `/:path(${CACHED_ROUTE_PATHS})` };

const CACHED_ROUTE = new RegExp(`^/(?:${CACHED_ROUTE_PATHS})$`);

/** The methods whose answers may be cached: HEAD is answered from GET's. */
const READ_METHODS = new Set(['GET', 'HEAD']);

/** Whether a request must be refused before it reaches Next's route cache. */
export function isUncacheableMethod(method: string, pathname: string): boolean {
  return !READ_METHODS.has(method) && CACHED_ROUTE.test(pathname);
}
