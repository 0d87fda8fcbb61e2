import { type Decision, createEdgeConfig, decide, proxyMatcher, staticRewrites } from '@site/edge';
import { DEFAULT_SITE_URLS, LOCALES, type SiteUrls } from '@site/schemas';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { SEED_EDGE_DATA } from '../../../fixtures/edge-data';
import { BROWSER_HEADERS, REDIRECT_TABLE } from '../../../fixtures/redirect-table';

/**
 * The proxy off the hot path (edge/src/static-routing.ts): a request the proxy matcher skips gets next.config's
 * static locale rewrite instead of `decide()`. Both are run here through Next's own matching code (the functions
 * its router uses at run time), over hosts x paths x language inputs, and every skipped request must be one that
 * `decide()` would have rewritten to the very same internal path: the proxy may run more often than needed, never
 * less. (The unknown-content rewrite is the one deliberate difference, so the edge runs without content paths.)
 */

const require = createRequire(import.meta.url);
type Headers = Record<string, string>;
type NextRequestLike = { headers: Headers };
const { getMiddlewareMatchers } = require('next/dist/build/analysis/get-page-static-info.js') as {
  getMiddlewareMatchers: (matchers: unknown, config: { basePath: string; i18n?: undefined }) => unknown[];
};
const { getMiddlewareRouteMatcher } = require('next/dist/shared/lib/router/utils/middleware-route-matcher.js') as {
  getMiddlewareRouteMatcher: (
    matchers: unknown[],
  ) => (pathname: string, req: NextRequestLike, query: object) => boolean;
};
const { getPathMatch } = require('next/dist/shared/lib/router/utils/path-match.js') as {
  getPathMatch: (source: string, options: object) => (pathname: string) => false | Record<string, string | string[]>;
};
const { matchHas, prepareDestination } = require('next/dist/shared/lib/router/utils/prepare-destination.js') as {
  matchHas: (req: NextRequestLike, query: object, has?: unknown[], missing?: unknown[]) => false | object;
  prepareDestination: (args: object) => { parsedDestination: { pathname: string } };
};

const sites: SiteUrls = DEFAULT_SITE_URLS;
const config = createEdgeConfig({ sites, ruBlogUrl: 'https://blog.example.ru/ru/', data: SEED_EDGE_DATA });

function nextRouting(urls: SiteUrls) {
  const runsProxy = getMiddlewareRouteMatcher(getMiddlewareMatchers(proxyMatcher(urls), { basePath: '' }));
  const rewrites = staticRewrites(urls).map((rule) => ({
    ...rule,
    // As next's router builds them (caseSensitiveRoutes is off).
    match: getPathMatch(rule.source, { strict: true, removeUnnamedParams: true, sensitive: false }),
  }));
  return {
    /** Next tries the raw path, then the decoded one. */
    proxy(path: string, req: NextRequestLike, query: object = {}): boolean {
      let decoded = path;
      try {
        decoded = decodeURIComponent(path);
      } catch {
        // kept raw, as Next does
      }
      return runsProxy(path, req, query) || runsProxy(decoded, req, query);
    },
    /** The path after next.config's beforeFiles rewrites (each applied in order, as Next's router does). */
    rewrite(path: string, req: NextRequestLike): string {
      let current = path;
      for (const rule of rewrites) {
        const params = rule.match(current);
        if (!params || ((rule.has || rule.missing) && !matchHas(req, {}, rule.has, rule.missing))) continue;
        current = prepareDestination({ appendParamsToQuery: true, destination: rule.destination, params, query: {} })
          .parsedDestination.pathname;
      }
      return current;
    },
  };
}

const HOSTS = [new URL(sites.en).host, new URL(sites.zh).host, new URL(sites.ru).host, 'unknown.example'];
const PATHS = [
  ...new Set([
    ...REDIRECT_TABLE.map((row) => row.path.split('?')[0]!).filter((path) => !path.includes('//') && path.length < 300),
    '/',
    '/pricing',
    '/download',
    '/faq',
    '/about-us',
    '/blog',
    '/blog/some-article',
    '/blog/a/b',
    '/blog-fingerprinting',
    '/blog-fingerprinting/canvas',
    '/news/x',
    '/guide',
    '/guide-basics/x',
    '/helps/x',
    '/release',
    '/partner/x',
    '/solutions',
    '/solutions/crypto',
    '/solutions/media-market',
    '/solution/betting',
    '/synchronizer',
    '/no-such-page',
    '/x/y/z',
    '/de',
    '/de/pricing',
    '/de/blog/x',
    '/de/solutions/agencies',
    '/tc/solution/bijia-tw',
    '/jp',
    '/fil/x',
    '/pt/blog/proxy-vs-vpn-vs-antidetect-browser',
    '/blog/proxy-vs-vpn-vs-antidetect-browser',
    '/blog/facebook-agency-accounts:-how-to-get-and-use-them',
    '/en',
    '/en/pricing',
    '/zh',
    '/ru/blog',
    '/ru/news/x',
    '/DE/x',
    '/Pricing',
    '/de/Download',
    '/pricing/',
    '/pricing.html',
    '/x/index.html',
    '/_icons',
    '/error',
    '/b_c',
    '/a..b',
    '/x:y',
    '/blog/UPPER',
    '/~/missing/x',
    '/api/health',
    '/icon.svg',
    '/content-assets/a.png',
    '/build-id.json',
    '/robots.txt',
    '/en-US-sitemap.xml',
    '/_next/static/chunks/a.js',
    '/%',
    '/bl%6Fg',
  ]),
];
const LANGUAGES = [
  undefined,
  'en-US,en;q=0.9',
  'de-DE,de;q=0.9,en;q=0.8',
  'en;q=0.5, pt-BR',
  'zh-CN,zh;q=0.9',
  'zh-TW',
  'zh-Hant-HK',
  'ja',
  'ru-RU,ru',
  'tl',
  'fr;q=0',
  'EN-us, DE',
  'en-GB, vi;q=0.2',
  'km-KH',
];
const COOKIES = [
  undefined,
  'i18n_redirected=en',
  'i18n_redirected=zh',
  'i18n_redirected=de',
  'i18n_redirected=xx',
  'a=1; i18n_redirected=tc',
  // An older site's host-only copy first, this site's last (and the reverse).
  'i18n_redirected=de; i18n_redirected=en',
  'i18n_redirected=en; a=1; i18n_redirected=de',
];
/** Accept headers naming Markdown: preferred, preferred by order, and not preferred. */
const MARKDOWN_ACCEPTS = ['text/markdown', 'Text/Markdown, text/html', 'text/html, text/markdown;q=0.5'];
const AGENTS = [
  BROWSER_HEADERS['user-agent'],
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
];

function requests(): { host: string; path: string; headers: Headers }[] {
  const list: { host: string; path: string; headers: Headers }[] = [];
  for (const host of HOSTS)
    for (const path of PATHS)
      for (const language of LANGUAGES)
        for (const cookie of COOKIES)
          for (const agent of AGENTS) {
            const headers: Headers = { host, 'user-agent': agent };
            if (language !== undefined) headers['accept-language'] = language;
            if (cookie !== undefined) headers.cookie = cookie;
            list.push({ host, path, headers });
          }
  return list;
}

function decided(path: string, headers: Headers): Decision {
  return decide(new Request(`http://0.0.0.0:3000${path}`, { headers }), config);
}

describe('static routing', () => {
  const routing = nextRouting(sites);

  it('skips the proxy only where decide() would rewrite to the same internal path', () => {
    let skipped = 0;
    const wrong: string[] = [];
    for (const { path, headers } of requests()) {
      const req = { headers };
      if (routing.proxy(path, req)) continue;
      skipped += 1;
      const decision = decided(path, headers);
      const internal = routing.rewrite(path, req);
      // A decision that sets a cookie needs the proxy whatever the path it ends on.
      const expected =
        'cookies' in decision && decision.cookies
          ? 'cookies'
          : decision.type === 'rewrite'
            ? decision.pathname
            : decision.type === 'next'
              ? path
              : `${decision.type}`;
      if (internal !== expected && wrong.length < 20)
        wrong.push(`${headers.host}${path} ${JSON.stringify(headers)}: static ${internal}, edge ${expected}`);
    }
    expect(wrong).toEqual([]);
    expect(skipped).toBeGreaterThan(10_000);
    // Tens of thousands of requests through both routers: about 1 s on a quiet machine, 25 s under heavy load.
  }, 60_000);

  it('sends a page asked for as Markdown to the proxy wherever decide() may answer its twin', () => {
    // Every path of the table has a twin in every language here, so decide() answers twins wherever it may.
    const unprefixed = (path: string) => path.replace(/^\/[A-Za-z]{2,3}(?=\/|$)/, '') || '/';
    const everyTwin = createEdgeConfig({
      sites,
      ruBlogUrl: 'https://blog.example.ru/ru/',
      data: {
        ...SEED_EDGE_DATA,
        twinLocales: Object.fromEntries(
          PATHS.flatMap((path) => [path, unprefixed(path)]).map((path) => [path, LOCALES.map(({ code }) => code)]),
        ),
      },
    });
    let twins = 0;
    const wrong: string[] = [];
    for (const host of HOSTS)
      for (const path of PATHS)
        for (const accept of MARKDOWN_ACCEPTS) {
          const headers: Headers = { host, 'user-agent': BROWSER_HEADERS['user-agent'], accept };
          const decision = decide(new Request(`http://0.0.0.0:3000${path}`, { headers }), everyTwin);
          if (decision.type === 'rewrite' && decision.pathname.startsWith('/api/markdown/')) twins += 1;
          if (routing.proxy(path, { headers })) continue;
          const expected = decision.type === 'rewrite' ? decision.pathname : decision.type === 'next' ? path : '';
          if (routing.rewrite(path, { headers }) !== expected) wrong.push(`${host}${path} ${accept}: ${expected}`);
        }
    expect(wrong).toEqual([]);
    expect(twins).toBeGreaterThan(100);
  });

  it('keeps the common requests off the proxy: pages of every site for visitors detection keeps where they are', () => {
    const english = {
      'user-agent': BROWSER_HEADERS['user-agent'],
      'accept-language': 'en-US,en;q=0.9',
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    };
    for (const path of ['/', '/blog/some-article', '/pricing', '/blog-fingerprinting/canvas', '/no-such-page']) {
      expect(routing.proxy(path, { headers: { ...english, host: HOSTS[0]! } }), path).toBe(false);
      expect(routing.rewrite(path, { headers: { ...english, host: HOSTS[0]! } })).toBe(
        `/en${path === '/' ? '' : path}`,
      );
    }
    const chinese = {
      'user-agent': BROWSER_HEADERS['user-agent'],
      'accept-language': 'zh-CN,zh;q=0.9',
      host: HOSTS[1]!,
    };
    expect(routing.proxy('/pricing', { headers: chinese })).toBe(false);
    expect(routing.rewrite('/pricing', { headers: chinese })).toBe('/zh/pricing');
    // A German visitor on the German site, with the cookie the switcher set and a German browser.
    const german = {
      'user-agent': BROWSER_HEADERS['user-agent'],
      'accept-language': 'de-DE,de',
      cookie: 'i18n_redirected=de',
      host: HOSTS[0]!,
    };
    expect(routing.proxy('/de/blog/some-article', { headers: german })).toBe(false);
    expect(routing.rewrite('/de/blog/some-article', { headers: german })).toBe('/de/blog/some-article');
  });

  it('sends every decision that needs code to the proxy', () => {
    const browser = { 'user-agent': BROWSER_HEADERS['user-agent'] };
    const cases: [string, string, Headers][] = [
      [HOSTS[0]!, '/', { ...browser, 'accept-language': 'de-DE,de;q=0.9' }],
      [HOSTS[0]!, '/pricing', { ...browser, cookie: 'i18n_redirected=jp' }],
      [HOSTS[2]!, '/blog/x', browser],
      [HOSTS[1]!, '/de/pricing', browser],
      [HOSTS[0]!, '/Pricing', browser],
      [HOSTS[0]!, '/solutions/media-market', browser],
    ];
    for (const [host, path, headers] of cases)
      expect(routing.proxy(path, { headers: { ...headers, host } }), `${host}${path}`).toBe(true);
  });

  it('sends a language chosen on another host (?set_locale=) and several language cookies to the proxy, on the English host only', () => {
    const browser = { 'user-agent': BROWSER_HEADERS['user-agent'], 'accept-language': 'zh-CN,zh;q=0.9' };
    for (const path of ['/', '/pricing', '/de/blog/x']) {
      expect(routing.proxy(path, { headers: { ...browser, host: HOSTS[0]! } }, { set_locale: 'en' }), path).toBe(true);
      expect(routing.proxy(path, { headers: { ...browser, host: HOSTS[1]! } }, { set_locale: 'en' }), path).toBe(
        path.startsWith('/de'),
      );
    }
    const english = { 'user-agent': BROWSER_HEADERS['user-agent'], 'accept-language': 'en', host: HOSTS[0]! };
    expect(
      routing.proxy('/pricing', { headers: { ...english, cookie: 'i18n_redirected=en; i18n_redirected=en' } }),
    ).toBe(true);
    expect(
      routing.proxy('/pricing', { headers: { ...english, cookie: 'x_i18n_redirected=de; i18n_redirected=en' } }),
    ).toBe(false);
  });

  it("lists the English site's rewrites first, so Next's router tries no other host's rule on an English request", () => {
    const rules = staticRewrites(sites);
    const english = rules.filter((rule) => rule.missing);
    expect(english).toHaveLength(2);
    expect(rules.slice(0, english.length)).toEqual(english);
  });

  it('puts the proxy on every path when the sites share a hostname (host conditions cannot tell them apart)', () => {
    const shared = { en: 'http://localhost:3000', zh: 'http://localhost:3001', ru: 'http://localhost:3002' };
    expect(staticRewrites(shared)).toEqual([]);
    const local = nextRouting(shared);
    for (const path of ['/', '/pricing', '/blog/x'])
      expect(local.proxy(path, { headers: { host: 'localhost:3001' } })).toBe(true);
  });

  it('names every locale the matcher must know', () => {
    const text = JSON.stringify(proxyMatcher(sites));
    for (const locale of LOCALES) expect(text).toContain(locale.code);
  });
});
