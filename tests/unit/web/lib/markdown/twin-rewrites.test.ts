import { DEFAULT_SITE_URLS, LOCALES, type SiteUrls } from '@site/schemas';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { twinRewrites } from '@/lib/markdown/twin-rewrites';

/**
 * The answer engines' addresses (web/src/lib/markdown/twin-rewrites.ts) through Next's own rewrite matching (the
 * functions its router runs at run time): each host's `.md` and llms.txt addresses reach the route handler of that
 * host's language, prefixed languages only on the English host, and nothing else is touched.
 */
const require = createRequire(import.meta.url);
type Req = { headers: Record<string, string> };
const { getPathMatch } = require('next/dist/shared/lib/router/utils/path-match.js') as {
  getPathMatch: (source: string, options: object) => (pathname: string) => false | Record<string, string | string[]>;
};
const { matchHas, prepareDestination } = require('next/dist/shared/lib/router/utils/prepare-destination.js') as {
  matchHas: (req: Req, query: object, has?: unknown[], missing?: unknown[]) => false | object;
  prepareDestination: (args: object) => { parsedDestination: { pathname: string } };
};

const sites: SiteUrls = DEFAULT_SITE_URLS;

/** The first rule that matches, as Next's afterFiles step (each rewrite then finds its route handler). */
function rewrite(urls: SiteUrls, host: string, path: string): string | null {
  const req = { headers: { host } };
  for (const rule of twinRewrites(urls)) {
    const params = getPathMatch(rule.source, { strict: true, removeUnnamedParams: true, sensitive: false })(path);
    if (!params || ((rule.has || rule.missing) && !matchHas(req, {}, rule.has, rule.missing))) continue;
    return prepareDestination({ appendParamsToQuery: true, destination: rule.destination, params, query: {} })
      .parsedDestination.pathname;
  }
  return null;
}

const en = new URL(sites.en).host;
const zh = new URL(sites.zh).host;
const ru = new URL(sites.ru).host;

describe('twinRewrites', () => {
  it('sends a page address plus .md to the twin of the host language or of the prefix', () => {
    expect(rewrite(sites, en, '/blog/what-is-browser-fingerprinting.md')).toBe(
      '/api/markdown/en/blog/what-is-browser-fingerprinting',
    );
    expect(rewrite(sites, en, '/de/blog/x.md')).toBe('/api/markdown/de/blog/x');
    expect(rewrite(sites, en, '/pricing.md')).toBe('/api/markdown/en/pricing');
    expect(rewrite(sites, en, '/index.html.md')).toBe('/api/markdown/en/index.html');
    expect(rewrite(sites, en, '/fil/index.html.md')).toBe('/api/markdown/fil/index.html');
    expect(rewrite(sites, zh, '/pricing.md')).toBe('/api/markdown/zh/pricing');
    expect(rewrite(sites, ru, '/helps/x.md')).toBe('/api/markdown/ru/helps/x');
    expect(rewrite(sites, 'unknown.example', '/helps/x.md')).toBe('/api/markdown/en/helps/x');
  });

  it('serves llms.txt per host, and per prefixed language on the English host only', () => {
    expect(rewrite(sites, en, '/llms.txt')).toBe('/api/llms/en');
    expect(rewrite(sites, en, '/llms-full.txt')).toBe('/api/llms/en/full');
    expect(rewrite(sites, zh, '/llms.txt')).toBe('/api/llms/zh');
    expect(rewrite(sites, ru, '/llms-full.txt')).toBe('/api/llms/ru/full');
    for (const locale of LOCALES.filter((entry) => !entry.isDefault)) {
      expect(rewrite(sites, en, `/${locale.code}/llms.txt`)).toBe(`/api/llms/${locale.code}`);
      expect(rewrite(sites, en, `/${locale.code}/llms-full.txt`)).toBe(`/api/llms/${locale.code}/full`);
      // On the Chinese host a prefix is just a path: its twin route answers 404.
      expect(rewrite(sites, zh, `/${locale.code}/llms.txt`)).toBeNull();
    }
  });

  it('leaves pages, files, the API and Next alone', () => {
    for (const path of ['/blog/x', '/', '/de', '/robots.txt', '/sitemap.xml', '/icon.svg', '/x.mdx', '/a.b.md']) {
      expect(rewrite(sites, en, path), path).toBeNull();
    }
    expect(rewrite(sites, en, '/api/og/en.md')).toBeNull();
    expect(rewrite(sites, en, '/_next/static/x.md')).toBeNull();
  });

  it('gives hosts that share a hostname no rules: the language could not be told apart', () => {
    expect(
      twinRewrites({ en: 'http://localhost:3000', zh: 'http://localhost:3001', ru: 'http://localhost:3002' }),
    ).toEqual([]);
  });
});
