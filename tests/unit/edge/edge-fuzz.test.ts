import { DEFAULT_SITE_URLS, LOCALE_CODES, siteOfHost } from '@site/schemas';
import { type Decision, createEdgeConfig, decide, normalisePath } from '@site/edge';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEED_EDGE_DATA } from '../../fixtures/edge-data';
import { HOSTILE_PIECES as PIECES, HOSTILE_SEPARATORS as SEPARATORS } from '../../fixtures/hostile-urls';

/**
 * Property-based fuzzing of the one decision function: more than 10,000 hostile URLs, hosts and headers.
 * The allowlist check here is written independently of the edge's own `isAllowedLocation`, on purpose.
 */

const BLOG_URL = 'https://blog.example.ru/';
const sites = DEFAULT_SITE_URLS;
const config = createEdgeConfig({ sites, ruBlogUrl: BLOG_URL, data: SEED_EDGE_DATA });
const ALLOWED_ORIGINS = new Set([sites.en, sites.zh, sites.ru, new URL(BLOG_URL).origin]);
const OUR_ORIGINS = new Set([sites.en, sites.zh, sites.ru]);

const HOSTS = [
  'localhost:3000',
  'zh.localhost:3000',
  'ru.localhost:3000',
  'LOCALHOST:3000',
  'Ru.LocalHost:3000',
  'evil.example',
  'localhost:3000.evil.example',
  'localhost',
  'ru.localhost:3000:80',
  '',
  'ru.localhost:3000 ',
  'zh.localhost:3000.',
  '[::1]:3000',
  'localhost:3000@evil.example',
];

const piece = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...PIECES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
  { weight: 1, arbitrary: fc.constantFrom(...LOCALE_CODES).map((code) => code.toUpperCase()) },
);
const structuredPath = fc
  .tuple(
    fc.constantFrom(...SEPARATORS),
    fc.array(fc.tuple(piece, fc.constantFrom(...SEPARATORS)), { maxLength: 7 }),
    piece,
  )
  .map(([lead, parts, last]) => `${lead}${parts.map(([p, s]) => `${p}${s}`).join('')}${last}`);
// 8 KB and longer paths: many short segments, one huge segment, with and without a fault to fix.
const longPath = fc
  .tuple(
    fc.integer({ min: 4000, max: 4200 }),
    fc.constantFrom('a/', 'Ab', '%2f', '.html/'),
    fc.constantFrom('', '/', '.html'),
  )
  .map(([count, unit, tail]) => `/${unit.repeat(count)}${tail}`);
const path = fc.oneof({ weight: 12, arbitrary: structuredPath }, { weight: 1, arbitrary: longPath });
const query = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?a=1', '?next=//evil.example', '?x=%0d%0aLocation:%20http://evil', '?', '??', '?a=\u00e9&b= c'),
  fc.string({ maxLength: 20 }).map((text) => `?${text}`),
);
const headers = fc.record(
  {
    host: fc.constantFrom(...HOSTS),
    cookie: fc.constantFrom(
      'i18n_redirected=de',
      'i18n_redirected=zh',
      'i18n_redirected=DE',
      'i18n_redirected=%E0',
      'i18n_redirected=',
      'i18n_redirected=en; i18n_redirected=fr',
      'a=b',
    ),
    'accept-language': fc.constantFrom(
      'de',
      'ru',
      '*',
      'xx;q=abc',
      'de;q=0',
      'fr-CA,fr;q=0.9',
      ';;;,,,',
      'zh-TW',
      'ja',
    ),
    'user-agent': fc.constantFrom('Mozilla/5.0 Chrome/140.0', 'Googlebot/2.1', ''),
    'x-middleware-subrequest': fc.constant('middleware:middleware:middleware:middleware:middleware'),
    'x-forwarded-host': fc.constant('evil.example'),
  },
  { requiredKeys: ['host'] },
);

function requestOf(rawPath: string, search: string, head: Record<string, string>): Request {
  return new Request(`http://0.0.0.0:3000${rawPath}${search}`, { headers: head });
}

/** Independent of the edge's own check: a Location a browser would follow to one of the allowed origins only. */
function assertAllowed(location: string): URL {
  expect(location).toMatch(/^[\x21-\x7e]+$/);
  expect(location).not.toContain('\\');
  const url = new URL(location);
  expect(ALLOWED_ORIGINS.has(url.origin), `Location off the allowlist: ${location}`).toBe(true);
  expect(location.startsWith(`${url.origin}/`)).toBe(true);
  expect(url.username + url.password).toBe('');
  expect(url.pathname.startsWith('//')).toBe(false);
  return url;
}

function assertShape(decision: Decision): void {
  switch (decision.type) {
    case 'next':
      return;
    case 'reject':
      expect(decision.status).toBe(400);
      return;
    case 'rewrite': {
      // The proxy sends this path back in x-middleware-rewrite: no CR, LF or other control byte.
      expect(decision.pathname).toMatch(/^[\x21-\x7e]+$/);
      const locale = decision.pathname.split('/')[1];
      expect(LOCALE_CODES).toContain(locale);
      return;
    }
    case 'redirect':
      expect([301, 307]).toContain(decision.status);
      assertAllowed(decision.location);
      return;
  }
}

// 12,000 decisions take about a second; the generous limit is for a shared machine under load, not a timing claim.
const FUZZ_TIMEOUT_MS = 120_000;

describe('fuzzing decide() (10,000+ URLs)', () => {
  it(
    'never throws, never leaves the allowlist, never puts a control byte in a header, never chains',
    () => {
      let redirects = 0;
      let decided = 0;
      fc.assert(
        fc.property(path, query, headers, (rawPath, search, head) => {
          let request: Request;
          try {
            request = requestOf(rawPath, search, head);
          } catch {
            // Not a request a server could receive (the harness built an invalid header or URL); nothing to decide.
            return;
          }
          const decision = decide(request, config);
          decided += 1;
          assertShape(decision);
          if (decision.type !== 'redirect') return;
          redirects += 1;
          const target = new URL(decision.location);
          if (!OUR_ORIGINS.has(target.origin)) return;
          // One hop: following the Location with the same headers is never another permanent redirect, and on the same
          // site never a redirect at all (a cross-host move may still meet that host's language detection, a 307).
          const follow = decide(requestOf(target.pathname, target.search, { ...head, host: target.host }), config);
          expect(
            follow.type === 'redirect' && follow.status === 301,
            `${rawPath}${search} -> ${decision.location} -> ${JSON.stringify(follow)}`,
          ).toBe(false);
          if (siteOfHost(request.headers.get('host'), sites) === siteOfHost(target.host, sites)) {
            expect(follow.type, `${rawPath}${search} -> ${decision.location} -> ${JSON.stringify(follow)}`).not.toBe(
              'redirect',
            );
          }
        }),
        { numRuns: 12_000, seed: 20_261_121 },
      );
      // The generator must actually reach the redirect rules, or the properties above prove little.
      expect(decided).toBeGreaterThanOrEqual(10_000);
      expect(redirects).toBeGreaterThan(2_000);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'normalising a normalised path changes nothing',
    () => {
      const anyPath = fc.oneof(
        structuredPath,
        fc.string({
          unit: fc.constantFrom('/', '.', 'h', 't', 'm', 'l', 'H', 'i', 'n', 'd', 'e', 'x', '%', '2', 'a'),
          maxLength: 40,
        }),
        fc.string({ unit: 'binary', maxLength: 40 }),
      );
      fc.assert(
        fc.property(anyPath, (input) => {
          const once = normalisePath(input);
          expect(normalisePath(once)).toBe(once);
          expect(once.startsWith('/')).toBe(true);
          expect(once === '/' || !once.endsWith('/')).toBe(true);
          expect(once).not.toMatch(/\/\/|\.html$/i);
        }),
        { numRuns: 10_000, seed: 7 },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
