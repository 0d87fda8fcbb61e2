import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CONTENT_ASSET_POLICY, siteHeaderRules } from '@/server/security-headers';

/**
 * next.config's header rules through Next's own matching, applied as its router applies them: every matching rule
 * in order, a later one winning for the same header, and a header a rule set kept over the route's own
 * (server/send-response.js appends a route's header only when none is set). The embedded dataset's files keep their
 * strict policy; every other answer gets the site's.
 */

const require = createRequire(import.meta.url);
const { getPathMatch } = require('next/dist/shared/lib/router/utils/path-match.js') as {
  getPathMatch: (source: string, options: object) => (pathname: string) => false | object;
};

const ROUTE_POLICY = CONTENT_ASSET_POLICY;

/** The CSP a response to `path` leaves with, when its route handler set `routePolicy` (or none). */
function policyOf(path: string, routePolicy?: string): string | undefined {
  const headers = new Map<string, string>();
  for (const rule of siteHeaderRules(false)) {
    // Host conditions only narrow the Vary rule, which sets no policy.
    if (!getPathMatch(rule.source, { strict: true, removeUnnamedParams: true, sensitive: false })(path)) continue;
    for (const { key, value } of rule.headers) headers.set(key.toLowerCase(), value);
  }
  return headers.get('content-security-policy') ?? routePolicy;
}

describe('header rules', () => {
  it("the embedded dataset's files keep their own policy: no script, nothing loaded, sandboxed", () => {
    for (const path of ['/content-assets/cover-blog-fingerprinting.svg', '/content-assets/avatar-anna.png']) {
      expect(policyOf(path, ROUTE_POLICY)).toBe(CONTENT_ASSET_POLICY);
    }
    expect(CONTENT_ASSET_POLICY).toMatch(/default-src 'none'/);
    expect(CONTENT_ASSET_POLICY).toMatch(/sandbox/);
  });

  it("every other answer gets the site's policy", () => {
    for (const path of [
      '/',
      '/pricing',
      '/de/blog',
      '/api/og/en/pricing',
      '/content-assets',
      '/x/content-assets/a.svg',
    ]) {
      expect(policyOf(path)).toMatch(/frame-ancestors 'none'/);
      expect(policyOf(path)).not.toBe(CONTENT_ASSET_POLICY);
    }
  });
});
