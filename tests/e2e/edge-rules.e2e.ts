import { SECURITY_HEADER_NAMES, securityHeaders } from '@site/edge';
import { stubBuildEnv, stubSettings } from '../stub/settings';
import { SCRIPT_HASHES_HEADER, inlineScriptHashes } from '@/server/page-csp';
import { shellCspSources } from '@/shell/csp';
import { readShellSettings } from '@/shell/settings';
import { shellTestEnv } from './shell/build-env';
import { type SiteKey } from '@site/schemas';
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import {
  BROWSER_HEADERS,
  type Host,
  REDIRECT_TABLE,
  REPEATED_SLASH_TABLE,
  type RedirectCase,
  expected,
  nextCollapsedPath,
} from '../fixtures/redirect-table';
import { HOSTILE_PIECES, HOSTILE_SEPARATORS } from '../fixtures/hostile-urls';
import { type RawResponse, rawGet } from './support/http';
import { ruBlogHome, serverPort, sites } from './support/sites';

const ALLOWED_ORIGINS = new Set([sites.en, sites.zh, sites.ru, new URL(ruBlogHome).origin]);
// The test build talks to the backend stub (scripts/test.sh), so its CSP allows the stub's origin, plus the shell's
// third-party widgets of the test build (one-tap on, the default chat, Easemob, the test SS vendor) and the snippets'
// host (the stub's too).
const SHELL_SOURCES = shellCspSources(readShellSettings({ ...stubBuildEnv(), ...shellTestEnv() }));
const EXPECTED_HEADERS = new Map(
  securityHeaders({
    sources: { ...SHELL_SOURCES, connect: [...new Set([stubSettings().origin, ...SHELL_SOURCES.connect])] },
  }).map(({ key, value }) => [key.toLowerCase(), value]),
);

function hostHeader(host: Host): string {
  return host === 'other' ? `unknown.example:${serverPort}` : new URL(sites[host as SiteKey]).host;
}

function send(row: RedirectCase, path = row.path): Promise<RawResponse> {
  return rawGet(serverPort, hostHeader(row.host), path, { ...BROWSER_HEADERS, ...row.headers });
}

function header(response: RawResponse, name: string): string | undefined {
  const value = response.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

const SCRIPT_SRC = /(^|; )script-src 'self'/;

/**
 * The CSP an answer must carry (decision 0012): HTML allows exactly its own inline scripts
 * (a cached page) or any inline script (HTML rendered for this request); everything else allows none. Only
 * `script-src` differs from the rule's policy. A HEAD answer has no body to hash: any hash list is accepted.
 */
function expectCsp(response: RawResponse): void {
  const rule = EXPECTED_HEADERS.get('content-security-policy')!;
  const csp = header(response, 'content-security-policy');
  const context = `content-security-policy on a ${response.status}`;
  if (!String(response.headers['content-type'] ?? '').startsWith('text/html')) {
    expect(csp, context).toBe(rule);
    return;
  }
  const perRequest = rule.replace(SCRIPT_SRC, "$1script-src 'self' 'unsafe-inline'");
  if (csp === perRequest) return;
  const hashes = inlineScriptHashes(response.body);
  if (response.body === '' && csp) {
    expect(csp.replace(/ 'sha256-[A-Za-z0-9+/=]+'/g, ''), context).toBe(rule);
    return;
  }
  expect(csp, context).toBe(hashes.length ? rule.replace(SCRIPT_SRC, `$1script-src 'self' ${hashes.join(' ')}`) : rule);
}

/** Every response: the security headers (production values), and no x-powered-by. */
function expectSecurityHeaders(response: RawResponse): void {
  for (const name of SECURITY_HEADER_NAMES) {
    if (name === 'content-security-policy') expectCsp(response);
    else expect(header(response, name), `${name} on a ${response.status}`).toBe(EXPECTED_HEADERS.get(name));
  }
  expect(response.headers[SCRIPT_HASHES_HEADER]).toBeUndefined();
  expect(response.headers['x-powered-by']).toBeUndefined();
}

function expectAnswer(row: RedirectCase, response: RawResponse): void {
  const want = expected(row.expect, sites, ruBlogHome);
  if (want.kind === 'redirect') {
    expect(response.status).toBe(want.status);
    // Absolute, built from configuration, never from the request. Next re-encodes a redirect's query string
    // (`//` as `%2F%2F`, a space as `+`), so the query is compared as parameters.
    const location = header(response, 'location') ?? '';
    const got = new URL(location);
    const wanted = new URL(want.location);
    expect(location.startsWith(`${wanted.origin}/`), location).toBe(true);
    expect(`${got.origin}${got.pathname}`).toBe(`${wanted.origin}${wanted.pathname}`);
    expect([...got.searchParams]).toEqual([...wanted.searchParams]);
  } else if (want.kind === 'reject') {
    expect(response.status).toBe(400);
    expect(header(response, 'location')).toBeUndefined();
  } else {
    expect(header(response, 'location')).toBeUndefined();
    if (want.exists) expect(response.status).toBe(200);
    else expect([200, 404]).toContain(response.status);
  }
  expectSecurityHeaders(response);
}

test.describe('the redirect table over HTTP (production build)', () => {
  for (const [index, row] of REDIRECT_TABLE.entries()) {
    test(`#${index} ${row.host} ${row.path.slice(0, 60)} -> ${row.expect.slice(0, 60)}`, async () => {
      expectAnswer(row, await send(row));
    });
  }
});

test.describe('paths with // or \\: Next collapses them first (308, on our host), then the table applies', () => {
  for (const row of REPEATED_SLASH_TABLE) {
    test(`${row.host} ${row.path} -> 308 ${nextCollapsedPath(row.path)} -> ${row.expect}`, async () => {
      const first = await send(row);
      expect(first.status).toBe(308);
      const location = header(first, 'location') ?? '';
      // Next sends a path: on the host that was asked, never protocol-relative.
      expect(location).toBe(nextCollapsedPath(row.path));
      expect(location).toMatch(/^\/(?![/\\])/);
      expectSecurityHeaders(first);
      const second = await send(row, location);
      const want = expected(row.expect, sites, ruBlogHome);
      if (want.kind === 'serve') {
        expect(header(second, 'location')).toBeUndefined();
        expect([200, 404]).toContain(second.status);
        expectSecurityHeaders(second);
      } else {
        expectAnswer(row, second);
      }
    });
  }
});

test.describe('security headers on every kind of response', () => {
  test('pages, redirects, 404s, 400s, static files, RSC, HEAD, POST and OPTIONS', async () => {
    const home = await rawGet(serverPort, hostHeader('en'), '/de');
    const chunk = /\/_next\/static\/[^"']+\.js/.exec(home.body)?.[0];
    const css = /\/_next\/static\/[^"']+\.css/.exec(home.body)?.[0];
    expect(chunk).toBeDefined();
    const cases: [string, string, Record<string, string>, string, number | number[]][] = [
      ['en', '/', {}, 'GET', 200],
      ['zh', '/', {}, 'GET', 200],
      ['ru', '/', {}, 'GET', 200],
      ['en', '/de', {}, 'GET', 200],
      ['en', '/no-such-page', {}, 'GET', 404],
      ['en', '/Pricing/', {}, 'GET', 301],
      ['en', '/', { 'accept-language': 'de' }, 'GET', 307],
      ['ru', '/blog/x', {}, 'GET', 301],
      ['en', '//evil.example', {}, 'GET', 308],
      ['en', '/%', {}, 'GET', 400],
      ['en', '/_next/%', {}, 'GET', 400],
      ['en', chunk!, {}, 'GET', 200],
      ['en', css ?? chunk!, {}, 'GET', 200],
      ['en', '/_next/static/chunks/nope.js', {}, 'GET', 404],
      ['en', '/favicon.ico', {}, 'GET', [200, 404]],
      ['en', '/sitemap.xml', {}, 'GET', [200, 404]],
      ['en', '/robots.txt', {}, 'GET', [200, 404]],
      ['en', '/_next/image?url=%2Fnope.png&w=64&q=75', {}, 'GET', [400, 404]],
      // An RSC request without Next's matching `_rsc` cache-busting parameter: Next itself answers 307.
      ['en', '/de', { rsc: '1' }, 'GET', 307],
      ['en', '/', {}, 'HEAD', 200],
      ['en', '/', {}, 'POST', [200, 405]],
      ['en', '/pricing', {}, 'OPTIONS', [200, 204, 400, 404, 405]],
    ];
    for (const [host, path, headers, method, status] of cases) {
      const response = await rawGet(
        serverPort,
        hostHeader(host as Host),
        path,
        { ...BROWSER_HEADERS, ...headers },
        method,
      );
      const statuses = Array.isArray(status) ? status : [status];
      expect(statuses, `${method} ${host} ${path}`).toContain(response.status);
      expectSecurityHeaders(response);
    }
  });

  test('the CSP lets the prerendered pages run: no violation, and the page hydrates', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Refused to: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    for (const url of [`${sites.en}/`, `${sites.en}/de`, `${sites.zh}/`, `${sites.en}/no-such-page`]) {
      await page.goto(url);
      await expect(page.locator('h1')).toBeVisible();
    }
    // A client island only works once React has hydrated under the policy.
    await page.locator('.language-switcher summary').click();
    await expect(page.locator('.language-menu a[data-locale="fr"]')).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test.describe('proxy-bypass headers: the rules still apply', () => {
  const BYPASS: Record<string, string> = {
    'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware',
    'x-middleware-subrequest-id': '1',
    'x-middleware-prefetch': '1',
    'x-middleware-rewrite': '/de',
    'x-middleware-next': '1',
    'x-invoke-path': '/de',
    'x-invoke-query': '%7B%22locale%22%3A%22de%22%7D',
    'x-invoke-output': '/de',
    'x-now-route-matches': '1=de&nxtPlocale=de',
    'x-matched-path': '/de',
    'x-nextjs-data': '1',
    'x-forwarded-host': 'evil.example',
  };
  const REQUESTS: RedirectCase[] = [
    { host: 'en', path: '/ru/pricing', expect: '301 ru:/pricing' },
    { host: 'en', path: '/Pricing/', expect: '301 en:/pricing' },
    { host: 'ru', path: '/blog/what-is-browser-fingerprinting', expect: '301 blog:chto-takoe-otpechatok-brauzera/' },
    { host: 'en', path: '/%', expect: '400' },
    { host: 'zh', path: '/de', expect: '301 en:/de' },
  ];
  for (const [name, value] of Object.entries(BYPASS)) {
    test(name, async () => {
      for (const row of REQUESTS) {
        expectAnswer(row, await send({ ...row, headers: { [name]: value } }));
      }
      // The English home stays English: no header makes the server render another page in its place. (For a
      // middleware prefetch Next answers `{}` with x-middleware-skip and no page at all: nothing is served instead.)
      const home = await send({ host: 'en', path: '/', expect: 'page /en', headers: { [name]: value } });
      expect(home.status).toBe(200);
      if (name === 'x-middleware-prefetch') expect(home.body).toBe('{}');
      else expect(home.body).toContain('<html lang="en"');
      expect(home.body).not.toContain('<html lang="de"');
      expectSecurityHeaders(home);
    });
  }
});

test('HTTP fuzz: 400 hostile URLs, no 5xx, every Location on our hosts or the blog', async () => {
  test.setTimeout(120_000);
  // Node's client sends printable Latin-1 only; everything else goes percent-encoded, as a browser would send it.
  const wire = (text: string) =>
    [...text].map((char) => (/^[\x21-\x7e]$/.test(char) ? char : encodeURIComponent(char))).join('');
  const piece = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_PIECES) },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
  );
  const path = fc
    .tuple(
      fc.constantFrom(...HOSTILE_SEPARATORS),
      fc.array(fc.tuple(piece, fc.constantFrom(...HOSTILE_SEPARATORS)), { maxLength: 6 }),
      piece,
      fc.constantFrom('', '?a=1', '?next=//evil.example', '?x=%0d%0a'),
    )
    .map(
      ([lead, parts, last, query]) =>
        `${wire(`${lead}${parts.map(([p, s]) => `${p}${s}`).join('')}${last}`)
          .replace(/#/g, '%23')
          .replace(/\?/g, '%3F')}${query}`,
    )
    .filter((candidate) => candidate.startsWith('/'));
  const host = fc.constantFrom<Host>('en', 'zh', 'ru', 'other');
  const samples = fc.sample(
    fc.tuple(
      host,
      path,
      fc.constantFrom<Record<string, string>>({}, { 'accept-language': 'de' }, { cookie: 'i18n_redirected=fr' }),
    ),
    { numRuns: 400, seed: 424_242 },
  );
  samples.push(['en', `/${'a/'.repeat(4100)}`, {}], ['ru', `/blog/${'%2f'.repeat(2700)}/`, {}]);
  let checked = 0;
  for (const [where, target, headers] of samples) {
    const response = await rawGet(serverPort, hostHeader(where), target, { ...BROWSER_HEADERS, ...headers });
    const context = `${where} ${target.slice(0, 120)} -> ${response.status} ${header(response, 'location') ?? ''}`;
    expect(response.status, context).toBeLessThan(500);
    const location = header(response, 'location');
    if (location !== undefined) {
      expect(location, context).toMatch(/^[\x21-\x7e]+$/);
      if (response.status === 308) {
        // Next's own repeated-slash answer: a path on the host that was asked.
        expect(location, context).toMatch(/^\/(?![/\\])/);
      } else {
        const url = new URL(location);
        expect(ALLOWED_ORIGINS.has(url.origin), context).toBe(true);
        expect(location.startsWith(`${url.origin}/`), context).toBe(true);
      }
    }
    expectSecurityHeaders(response);
    checked += 1;
  }
  expect(checked).toBeGreaterThanOrEqual(400);
});
