import { DEFAULT_SITE_URLS, type SiteUrls } from '@site/schemas';
import { type Decision, createEdgeConfig, decide } from '@site/edge';
import { describe, expect, it } from 'vitest';
import { SEED_EDGE_DATA } from '../../fixtures/edge-data';
import {
  BROWSER_HEADERS,
  type Host,
  REDIRECT_TABLE,
  REPEATED_SLASH_TABLE,
  type RedirectCase,
  expected,
} from '../../fixtures/redirect-table';

// A blog address with a base path, so the table also proves targets are resolved under it.
const BLOG_URL = 'https://blog.example.ru/ru/';
const sites: SiteUrls = DEFAULT_SITE_URLS;
const config = createEdgeConfig({ sites, ruBlogUrl: BLOG_URL, data: SEED_EDGE_DATA });

function hostHeader(host: Host): string {
  return host === 'other' ? 'unknown.example' : new URL(sites[host]).host;
}

/** The request as Next hands it to the proxy: the server's own origin in the URL, the visitor's Host header. */
export function requestFor(row: RedirectCase): Request {
  return new Request(`http://0.0.0.0:3000${row.path}`, {
    headers: { host: hostHeader(row.host), ...BROWSER_HEADERS, ...row.headers },
  });
}

function check(row: RedirectCase, decision: Decision): void {
  const want = expected(row.expect, sites, BLOG_URL);
  if (want.kind === 'redirect') {
    expect(decision).toEqual({ type: 'redirect', status: want.status, location: want.location });
  } else if (want.kind === 'reject') {
    expect(decision).toEqual({ type: 'reject', status: 400 });
  } else if (decision.type === 'next') {
    expect(new URL(`http://x${row.path}`).pathname).toBe(want.internal);
  } else {
    expect(decision).toEqual({ type: 'rewrite', pathname: want.internal });
  }
}

describe('the redirect table on the edge', () => {
  it('has at least 200 rows across the three hosts and all 20 locales', () => {
    expect(REDIRECT_TABLE.length).toBeGreaterThanOrEqual(200);
    expect(new Set(REDIRECT_TABLE.map((row) => row.host))).toEqual(new Set(['en', 'zh', 'ru', 'other']));
  });

  it.each(REDIRECT_TABLE.map((row) => [row.host, row.path.slice(0, 80), row.expect.slice(0, 80), row] as const))(
    '%s %s -> %s',
    (_host, _path, _expect, row) => {
      check(row, decide(requestFor(row), config));
    },
  );

  it.each(REPEATED_SLASH_TABLE.map((row) => [row.host, row.path, row.expect, row] as const))(
    '%s %s -> %s in one hop (over HTTP Next collapses the slashes first)',
    (_host, _path, _expect, row) => {
      check(row, decide(requestFor(row), config));
    },
  );

  it('sends every known Russian article to its own address on the blog', () => {
    expect(SEED_EDGE_DATA.ruBlogMap.length).toBeGreaterThan(0);
    for (const entry of SEED_EDGE_DATA.ruBlogMap) {
      const decision = decide(requestFor({ host: 'ru', path: `/${entry.section}/${entry.id}/`, expect: '' }), config);
      expect(decision).toEqual({ type: 'redirect', status: 301, location: new URL(entry.target, BLOG_URL).href });
    }
  });
});
