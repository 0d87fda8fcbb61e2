import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CACHED_ROUTE_MATCHER, isUncacheableMethod } from '@/lib/routing/cached-routes';

/**
 * Only GET and HEAD reach the route handlers whose answers Next caches per path: the proxy runs for their paths (its
 * matcher, through Next's own matching code) and refuses every other method there; everything else is left alone.
 */

const require = createRequire(import.meta.url);
const { getMiddlewareMatchers } = require('next/dist/build/analysis/get-page-static-info.js') as {
  getMiddlewareMatchers: (matchers: unknown, config: { basePath: string; i18n?: undefined }) => unknown[];
};
const { getMiddlewareRouteMatcher } = require('next/dist/shared/lib/router/utils/middleware-route-matcher.js') as {
  getMiddlewareRouteMatcher: (
    matchers: unknown[],
  ) => (pathname: string, req: { headers: Record<string, string> }, query: object) => boolean;
};
const runsProxy = getMiddlewareRouteMatcher(getMiddlewareMatchers([CACHED_ROUTE_MATCHER], { basePath: '' }));

const CACHED = [
  '/api/og/en',
  '/api/og/en/',
  '/api/og/de/blog/what-is-browser-fingerprinting',
  '/api/search/de',
  '/api/sitemap/index',
  '/index-sitemap.xml',
  '/de-DE-sitemap.xml',
  '/sitemap.xml',
  '/build-id.json',
  '/blog/feed',
  '/de/news/feed',
  '/release/feed',
  '/blog/what-is-browser-fingerprinting.md',
  '/de/index.html.md',
  '/llms.txt',
  '/de/llms-full.txt',
  '/api/markdown/de/blog/x',
  '/api/llms/zh',
];
const OTHERS = [
  '/api/search',
  '/api/og',
  '/api/revalidate',
  '/api/draft-mode/enable',
  '/api/health',
  '/api/x',
  '/api/ogx',
  '/pricing',
  '/blog',
  '/blog/feeds',
  '/content-assets/a.svg',
  '/de/blog/x/feed',
];

describe('cached routes', () => {
  it('run the proxy, which refuses every method but GET and HEAD there', () => {
    for (const path of CACHED) {
      expect(runsProxy(path, { headers: {} }, {}), path).toBe(true);
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'CONNECT', 'TRACE', 'PROPFIND'])
        expect(isUncacheableMethod(method, path), `${method} ${path}`).toBe(true);
      for (const method of ['GET', 'HEAD']) expect(isUncacheableMethod(method, path), `${method} ${path}`).toBe(false);
    }
  });

  it('leave every other address to its own handling (the webhook takes POST, unknown API paths answer their 404)', () => {
    for (const path of OTHERS) {
      expect(runsProxy(path, { headers: {} }, {}), path).toBe(false);
      expect(isUncacheableMethod('POST', path), path).toBe(false);
    }
  });
});
