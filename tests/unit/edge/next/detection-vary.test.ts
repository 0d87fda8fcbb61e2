import {
  DETECTION_VARY,
  MARKDOWN_VARY,
  VARY_MARKER,
  createEdgeConfig,
  decide,
  detectionVaryRule,
  mergeVary,
  pageVaryRules,
} from '@site/edge';
import { DEFAULT_SITE_URLS, type SiteUrls } from '@site/schemas';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { SEED_EDGE_DATA } from '../../../fixtures/edge-data';
import { BROWSER_HEADERS, REDIRECT_TABLE } from '../../../fixtures/redirect-table';

/**
 * `Vary` names language detection's inputs on every answer that depends on them, so that a cache
 * in front never gives one visitor's answer (a 307 to the Chinese host, or a crawler's 200) to another. The rule is
 * run through Next's own path and `has`/`missing` matching, against `decide()` itself: wherever two visitors get
 * different decisions for the same host and path, the answer must carry the header.
 */

const require = createRequire(import.meta.url);
type Headers = Record<string, string>;
const { getPathMatch } = require('next/dist/shared/lib/router/utils/path-match.js') as {
  getPathMatch: (source: string, options: object) => (pathname: string) => false | object;
};
const { matchHas } = require('next/dist/shared/lib/router/utils/prepare-destination.js') as {
  matchHas: (req: { headers: Headers }, query: object, has?: unknown[], missing?: unknown[]) => false | object;
};

const sites: SiteUrls = DEFAULT_SITE_URLS;
const config = createEdgeConfig({ sites, ruBlogUrl: 'https://blog.example.ru/', data: SEED_EDGE_DATA });
const [EN, ZH, RU] = [new URL(sites.en).host, new URL(sites.zh).host, new URL(sites.ru).host];

function varies(urls: SiteUrls, host: string, path: string): boolean {
  const rule = detectionVaryRule(urls);
  const match = getPathMatch(rule.source, { strict: true, removeUnnamedParams: true, sensitive: false });
  return Boolean(match(path)) && Boolean(matchHas({ headers: { host } }, {}, undefined, rule.missing));
}

const VISITORS: Headers[] = [
  { ...BROWSER_HEADERS },
  { ...BROWSER_HEADERS, 'accept-language': 'en-US,en;q=0.9' },
  { ...BROWSER_HEADERS, 'accept-language': 'zh-CN,zh;q=0.9' },
  { ...BROWSER_HEADERS, 'accept-language': 'ru' },
  { ...BROWSER_HEADERS, 'accept-language': 'de-DE' },
  { ...BROWSER_HEADERS, cookie: 'i18n_redirected=zh' },
  { ...BROWSER_HEADERS, cookie: 'i18n_redirected=en', 'accept-language': 'ja' },
  { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)', 'accept-language': 'zh-CN' },
];

const PATHS = [
  ...new Set([
    ...REDIRECT_TABLE.map((row) => row.path.split('?')[0]!).filter((path) => !path.includes('//') && path.length < 300),
    '/',
    '/pricing',
    '/blog/x',
    '/en',
    '/en/pricing',
    '/de',
    '/de/pricing',
    '/TC/faq',
    '/no-such-page',
    '/x/y/z',
  ]),
];

describe('Vary for language detection', () => {
  it('names the cookie, the browser languages and the User-Agent', () => {
    expect(DETECTION_VARY.split(', ')).toEqual(['Accept-Language', 'Cookie', 'User-Agent']);
    expect(detectionVaryRule(sites).headers).toEqual([{ key: VARY_MARKER, value: DETECTION_VARY }]);
  });

  it('captures no named parameter, so Next applies its header as it is instead of compiling it per request', () => {
    const match = getPathMatch(detectionVaryRule(sites).source, {
      strict: true,
      removeUnnamedParams: true,
      sensitive: false,
    });
    for (const path of ['/', '/pricing', '/blog/x', '/en/pricing']) expect(match(path)).toEqual({});
  });

  it('is merged into the Vary Next sets, each name once', () => {
    const next = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch';
    expect(mergeVary(next, DETECTION_VARY)).toBe(`${next}, Accept-Language, Cookie, User-Agent`);
    expect(mergeVary(['rsc', 'accept-language'], DETECTION_VARY)).toBe('rsc, accept-language, Cookie, User-Agent');
    expect(mergeVary(undefined, DETECTION_VARY)).toBe(DETECTION_VARY);
  });

  it('is on every answer two visitors get differently', () => {
    const missing: string[] = [];
    let visitorDependent = 0;
    for (const host of [EN, ZH, RU, 'unknown.example'])
      for (const path of PATHS) {
        const answers = new Set(
          VISITORS.map((headers) =>
            JSON.stringify(
              decide(new Request(`http://0.0.0.0:3000${path}`, { headers: { ...headers, host } }), config),
            ),
          ),
        );
        if (answers.size === 1) continue;
        visitorDependent += 1;
        if (!varies(sites, host, path)) missing.push(`${host}${path}`);
      }
    expect(missing).toEqual([]);
    expect(visitorDependent).toBeGreaterThan(50);
  });

  it('is not on answers that are the same for everyone', () => {
    for (const [host, path] of [
      [ZH, '/'],
      [ZH, '/pricing'],
      [RU, '/blog'],
      [EN, '/de'],
      [EN, '/de/pricing'],
      [EN, '/TC/faq'],
      [EN, '/_next/static/chunks/a.js'],
      [EN, '/icon.svg'],
      [EN, '/api/health'],
      [EN, '/robots.txt'],
    ] as const) {
      expect(varies(sites, host, path), `${host}${path}`).toBe(false);
    }
    for (const [host, path] of [
      [EN, '/'],
      [EN, '/pricing'],
      [EN, '/en/pricing'],
      [EN, '/pricing.html'],
      ['unknown.example', '/x'],
    ] as const) {
      expect(varies(sites, host, path), `${host}${path}`).toBe(true);
    }
  });

  it('is on every host when the sites share a hostname', () => {
    const shared = { en: 'http://localhost:3000', zh: 'http://localhost:3001', ru: 'http://localhost:3002' };
    expect(varies(shared, 'localhost:3001', '/pricing')).toBe(true);
  });
});

describe('Vary: Accept for pages that may be asked for as Markdown', () => {
  /** The marker Next leaves on an answer: the last matching rule's (next.config headers(), applied in order). */
  function marker(host: string, path: string): string | undefined {
    let value: string | undefined;
    for (const rule of pageVaryRules(sites)) {
      const match = getPathMatch(rule.source, { strict: true, removeUnnamedParams: true, sensitive: false });
      if (match(path) && matchHas({ headers: { host } }, {}, undefined, rule.missing)) value = rule.headers[0]!.value;
    }
    return value;
  }
  const twins = createEdgeConfig({
    sites,
    ruBlogUrl: 'https://blog.example.ru/',
    data: { ...SEED_EDGE_DATA, twinLocales: Object.fromEntries(PATHS.map((path) => [path, ['en', 'de', 'zh', 'ru']])) },
  });
  const ACCEPTS = [undefined, 'text/html,*/*;q=0.8', 'text/markdown', 'text/html, text/markdown;q=0.5'];

  it('is on every answer two Accept headers get differently, and keeps detection names where they apply', () => {
    const missing: string[] = [];
    let differ = 0;
    for (const host of [EN, ZH, RU, 'unknown.example'])
      for (const path of [...PATHS, '/de/blog/x', '/blog/x']) {
        const answers = new Set(
          ACCEPTS.map((accept) =>
            JSON.stringify(
              decide(
                new Request(`http://0.0.0.0:3000${path}`, {
                  headers: { ...BROWSER_HEADERS, host, ...(accept ? { accept } : {}) },
                }),
                twins,
              ),
            ),
          ),
        );
        const names = marker(host, path)?.split(', ') ?? [];
        if (varies(sites, host, path))
          expect(names, `${host}${path}`).toEqual([MARKDOWN_VARY, ...DETECTION_VARY.split(', ')]);
        if (answers.size === 1) continue;
        differ += 1;
        if (!names.includes(MARKDOWN_VARY)) missing.push(`${host}${path}`);
      }
    expect(missing).toEqual([]);
    expect(differ).toBeGreaterThan(20);
    expect(marker(EN, '/de/pricing')).toBe(MARKDOWN_VARY);
    for (const path of ['/_next/static/chunks/a.js', '/icon.svg', '/api/health', '/robots.txt', '/de/pricing.md'])
      expect(marker(EN, path), path).toBeUndefined();
  });
});
