import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { localSecret } from '../../scripts/local-secrets.mjs';
import { beforeAll, describe, expect, test } from 'vitest';
import { BROWSER_USER_AGENT } from '../fixtures/browser';
import { type Answer, clusterForFile, eventually, hit, HOSTS, type TestCluster } from './support';

/**
 * The front (deploy/nginx) against strangers: crawlers are cached without ever getting or giving a browser's
 * detection answer, the language cookie counts only by its exact name, documents and RSC requests are cached apart,
 * the expensive routes are rate-limited, the workers are not root, and the preview secret never reaches the access
 * log. Its own cluster, on ports of its own.
 */

const setup = clusterForFile({ redis: 6397, instances: [3143, 3144], front: 8143, backend: 3148 });
let cluster: TestCluster;

beforeAll(() => {
  cluster = setup.cluster;
});

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BINGBOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';
const ARTICLE_PATH = '/blog/what-is-browser-fingerprinting';
const GERMAN_BROWSER = { 'user-agent': BROWSER_USER_AGENT, 'accept-language': 'de-DE,de;q=0.9' };

let fresh = 0;
/** The article on a cache key no earlier request used (a query with an escaped name is keyed, deploy/nginx). */
const freshArticle = () => `${ARTICLE_PATH}?%66ront=${Date.now()}-${fresh++}`;
const front = (path: string, headers: Record<string, string>) => hit(cluster.front, path, { headers });
const cacheStatus = (answer: Answer) => answer.headers['x-cache'];

describe('crawlers at the front', () => {
  test("a crawler's page is cached and shared by crawlers, whatever their languages", async () => {
    const path = freshArticle();
    const first = await front(path, { 'user-agent': GOOGLEBOT, 'accept-language': 'de-DE,de;q=0.9' });
    expect(first.status).toBe(200);
    expect(cacheStatus(first)).toBe('MISS');
    const again = await front(path, { 'user-agent': GOOGLEBOT, 'accept-language': 'de-DE,de;q=0.9' });
    expect(cacheStatus(again)).toBe('HIT');
    const other = await front(path, { 'user-agent': BINGBOT, 'accept-language': 'fr' });
    expect(other.status).toBe(200);
    expect(cacheStatus(other)).toBe('HIT');
    // Without a User-Agent too (the app takes it for a crawler).
    expect(cacheStatus(await front(path, { 'user-agent': '', 'accept-language': 'ja' }))).toBe('HIT');
    // Where detection moves no one (no Accept-Language, as Googlebot sends none), crawlers and browsers share a copy.
    const plain = freshArticle();
    expect(cacheStatus(await front(plain, { 'user-agent': GOOGLEBOT, 'accept-language': '' }))).toBe('MISS');
    expect(cacheStatus(await front(plain, { 'user-agent': BROWSER_USER_AGENT, 'accept-language': '' }))).toBe('HIT');
  });

  test("a browser that detection moves never gets a crawler's page, and a crawler never gets the move", async () => {
    const path = freshArticle();
    expect((await front(path, { 'user-agent': GOOGLEBOT, 'accept-language': 'de-DE,de;q=0.9' })).status).toBe(200);
    const browser = await front(path, GERMAN_BROWSER);
    expect(browser.status).toBe(307);
    expect(browser.headers.location).toMatch(/\/de\/blog\//);
    const crawler = await front(path, {
      'user-agent': GOOGLEBOT,
      'accept-language': 'de-DE,de;q=0.9',
      cookie: 'i18n_redirected=de',
    });
    expect(crawler.status).toBe(200);
  });

  test("user agents where a regular expression engine could differ from the app's are classed as the app classes them", async () => {
    // isbot's `^mozilla/\d\.\d\s[\w.-]+$` with a no-break space (JavaScript's \s matches it, PCRE's does not), and a
    // User-Agent of white space alone: crawlers to the app, so their page must not be stored for browsers.
    for (const agent of ['Mozilla/5.0\u00a0Scraper', '\u00a0']) {
      const path = freshArticle();
      const stranger = await front(path, { 'user-agent': agent, 'accept-language': 'de-DE,de;q=0.9' });
      expect(stranger.status, JSON.stringify(agent)).toBe(200);
      expect((await front(path, GERMAN_BROWSER)).status, JSON.stringify(agent)).toBe(307);
    }
  });

  test('the language cookie counts only by its exact name, as the app reads it', async () => {
    // A stranger's request with a look-alike cookie the app ignores (served English, as Accept-Language says) must
    // not be stored where a visitor whose real cookie says German would find it.
    for (const lookalike of [
      'xi18n_redirected=de',
      'I18N_REDIRECTED=de',
      'a=b,i18n_redirected=de',
      'i18n_redirected_x=de',
    ]) {
      const path = freshArticle();
      const stranger = await front(path, {
        'user-agent': BROWSER_USER_AGENT,
        'accept-language': 'en',
        cookie: lookalike,
      });
      expect(stranger.status, lookalike).toBe(200);
      const visitor = await front(path, {
        'user-agent': BROWSER_USER_AGENT,
        'accept-language': 'en',
        cookie: 'i18n_redirected=de',
      });
      expect(visitor.status, lookalike).toBe(307);
    }
    // The app trims the name: so does the front.
    const path = freshArticle();
    expect(
      (
        await front(path, {
          'user-agent': BROWSER_USER_AGENT,
          'accept-language': 'en',
          cookie: 'a=b; i18n_redirected=en',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await front(path, {
          'user-agent': BROWSER_USER_AGENT,
          'accept-language': 'en',
          cookie: 'a=b;  i18n_redirected =de',
        })
      ).status,
    ).toBe(307);
  });

  test('with several language cookies the front keys on the last, as the app decides', async () => {
    // An older site's host-only copy first (German), this site's last (English): the app serves English; a visitor
    // whose only cookie says German must still get the 307, and one whose last says German too.
    const path = freshArticle();
    const stranger = await front(path, {
      'user-agent': BROWSER_USER_AGENT,
      'accept-language': 'en',
      cookie: 'i18n_redirected=de; i18n_redirected=en',
    });
    expect(stranger.status).toBe(200);
    expect(
      (await front(path, { 'user-agent': BROWSER_USER_AGENT, 'accept-language': 'en', cookie: 'i18n_redirected=de' }))
        .status,
    ).toBe(307);
    expect(
      (
        await front(path, {
          'user-agent': BROWSER_USER_AGENT,
          'accept-language': 'en',
          cookie: 'i18n_redirected=en; a=1; i18n_redirected=de',
        })
      ).status,
    ).toBe(307);
  });

  test('a second Accept-Language header cannot key a request on one value and decide it on another', async () => {
    const path = freshArticle();
    // Sent raw: two header lines. The instances get the one value the front keyed on.
    const stranger = await rawGet(path, ['Accept-Language: de;q=0.5', 'Accept-Language: en']);
    expect([200, 307]).toContain(stranger.status);
    const visitor = await front(path, { 'user-agent': BROWSER_USER_AGENT, 'accept-language': 'de;q=0.5' });
    expect(visitor.status).toBe(307);
  });
});

/** A GET with hand-written extra header lines (Node's client joins repeated headers). */
function rawGet(path: string, lines: readonly string[]): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const socket = connect(cluster.front, '127.0.0.1');
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      data += chunk;
      const status = /^HTTP\/1\.1 (\d{3})/.exec(data);
      if (status && data.includes('\r\n\r\n')) {
        socket.destroy();
        resolve({ status: Number(status[1]) });
      }
    });
    socket.on('error', reject);
    socket.write(
      [
        `GET ${path} HTTP/1.1`,
        `Host: ${HOSTS.en}`,
        `User-Agent: ${BROWSER_USER_AGENT}`,
        ...lines,
        'Connection: close',
        '',
        '',
      ].join('\r\n'),
    );
  });
}

describe('RSC requests at the front', () => {
  test("an RSC request never gets a document's copy; router headers without `rsc` share the document's", async () => {
    const path = freshArticle();
    const browser = { 'user-agent': BROWSER_USER_AGENT, 'accept-language': 'en-US,en;q=0.9' };
    const document = await front(path, browser);
    expect(document.status).toBe(200);
    expect(document.headers['content-type']).toMatch(/^text\/html/);
    expect(cacheStatus(document)).toBe('MISS');
    // The same URL as an RSC request: Next sends it to the `_rsc` its router headers hash to, never the document.
    const rsc = await front(path, { ...browser, rsc: '1' });
    expect(rsc.status).toBe(307);
    const flight = await front(String(rsc.headers.location), { ...browser, rsc: '1' });
    expect(flight.status).toBe(200);
    expect(flight.headers['content-type']).toMatch(/^text\/x-component/);
    // A router header without `rsc` changes nothing in the document's answer: it is the document's copy.
    const stray = await front(path, { ...browser, 'next-router-prefetch': '1' });
    expect(stray.headers['content-type']).toMatch(/^text\/html/);
    expect(cacheStatus(stray)).toBe('HIT');
  });
});

describe('draft mode at the front', () => {
  const SECRET = localSecret('SANITY_PREVIEW_SECRET');

  test("the cache is skipped for the draft cookie's exact name only, not for a visitor's look-alike", async () => {
    const lookAlike = freshArticle();
    for (const cookie of [
      'x__prerender_bypass=1',
      't__prerender_bypass=1',
      'my__next_preview_data_copy=1',
      '__PRERENDER_BYPASS=1',
    ]) {
      await front(lookAlike, { cookie });
      expect(cacheStatus(await front(lookAlike, { cookie })), cookie).toBe('HIT');
    }
    const draft = freshArticle();
    for (const cookie of ['__prerender_bypass=1', 'theme=dark; __prerender_bypass=1', '__next_preview_data=1']) {
      await front(draft, {});
      expect(cacheStatus(await front(draft, { cookie })), cookie).toBe('BYPASS');
    }
  });

  test('every draft-mode answer is private, no-store', async () => {
    const answers = {
      enabled: await front(
        `/api/draft-mode/enable?secret=${encodeURIComponent(SECRET)}&redirect=${encodeURIComponent(ARTICLE_PATH)}`,
        {},
      ),
      refused: await front('/api/draft-mode/enable?secret=wrong&redirect=/', {}),
      'bad redirect': await front(
        `/api/draft-mode/enable?secret=${encodeURIComponent(SECRET)}&redirect=https://evil.example/`,
        {},
      ),
      disabled: await front(`/api/draft-mode/disable?redirect=${encodeURIComponent(ARTICLE_PATH)}`, {}),
      prefetch: await front('/api/draft-mode/disable?redirect=/', { 'sec-purpose': 'prefetch' }),
    };
    expect(answers.enabled.status).toBe(307);
    expect(String(answers.enabled.headers['set-cookie'])).toMatch(/__prerender_bypass=/);
    expect(answers.disabled.status).toBe(307);
    for (const [name, answer] of Object.entries(answers)) {
      const cacheControl = String(answer.headers['cache-control'] ?? '');
      expect(cacheControl, name).toMatch(/\bprivate\b/);
      expect(cacheControl, name).toMatch(/\bno-store\b/);
    }
  });

  test('the preview secret is not written to the access log', async () => {
    const run = Date.now();
    const marker = `marker${run}`;
    // Each request is found in the access log by its User-Agent, which carries no secret.
    const tagged = (n: number) => ({ 'user-agent': `${BROWSER_USER_AGENT} request/${run}-${n}` });
    await front(`/api/draft-mode/enable?secret=${encodeURIComponent(SECRET)}&redirect=/`, tagged(1));
    await front(`/api/draft-mode/enable?redirect=/&secret=${marker}a`, tagged(2));
    await front(`/api/draft-mode/enable?sanity-preview-secret=${marker}b&sanity-preview-pathname=/`, tagged(3));
    await front(`/pricing?token=${marker}c`, { referer: `http://${HOSTS.en}/studio?secret=${marker}d`, ...tagged(4) });
    const logs = join(cluster.options.dir, 'logs');
    // The access log is buffered (each nginx worker its own buffer, written within a second): wait for the four lines.
    const access = await eventually(
      'the four requests in the access log',
      async () => readFileSync(join(logs, 'nginx-access.log'), 'utf8'),
      (text) => [1, 2, 3, 4].every((n) => text.includes(tagged(n)['user-agent'])),
      5000,
    );
    expect(access).toContain('/api/draft-mode/enable?[redacted]');
    expect(access).toContain('/pricing?[redacted]');
    for (const file of readdirSync(logs).filter((name) => name.startsWith('nginx'))) {
      const text = readFileSync(join(logs, file), 'utf8');
      expect(text.includes(SECRET), file).toBe(false);
      expect(text.includes(marker), file).toBe(false);
    }
  });
});

describe('the front process', () => {
  test('nginx workers do not run as root', () => {
    const master = Number(readFileSync(join(cluster.options.dir, 'nginx/nginx.pid'), 'utf8').trim());
    const uid = (pid: number) => Number(/^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    const workers = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .filter((pid) => {
        try {
          // The parent pid is the fourth field, after the command name in parentheses.
          return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]) === master;
        } catch {
          return false;
        }
      });
    expect(workers.length).toBeGreaterThan(0);
    for (const pid of workers) expect(uid(pid), `worker ${pid}`).not.toBe(0);
  });
});

describe('rate limits at the front', () => {
  // Path, the documented rate (per second) and burst (deploy/README.md, the front), and how to call it cheaply.
  const limits = [
    { path: '/api/revalidate', rate: 2, burst: 20, method: 'POST' },
    { path: '/api/draft-mode/enable?secret=wrong', rate: 1, burst: 10, method: 'GET' },
    { path: '/_next/image?url=%2Fno-such.png&w=64&q=75', rate: 20, burst: 100, method: 'GET' },
    { path: '/api/og/en', rate: 5, burst: 30, method: 'GET' },
  ];

  for (const { path, rate, burst, method } of limits) {
    test(`${path.split('?')[0]}: past ${rate}/s (burst ${burst}) from one address, 429 with Retry-After`, async () => {
      const count = burst * 2 + 40;
      const started = performance.now();
      const answers: Answer[] = [];
      const worker = async () => {
        while (answers.length < count) {
          const answer = await hit(cluster.front, path, {
            method,
            body: method === 'POST' ? '{}' : undefined,
            headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
          });
          answers.push(answer);
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));
      const seconds = (performance.now() - started) / 1000;
      const limited = answers.filter((answer) => answer.status === 429);
      expect(limited.length).toBeGreaterThan(0);
      for (const answer of limited) expect(answer.headers['retry-after']).toBe('1');
      // What passed is the burst and what the rate refilled meanwhile, no more.
      expect(answers.length - limited.length).toBeLessThanOrEqual(burst + 1 + Math.ceil(rate * seconds) + 8);
      // Nothing else failed.
      expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    });
  }
});

describe('a Host that is none of the sites', () => {
  test('gets a fixed 301 to the same path on the English site, before anything is looked up', async () => {
    for (const host of ['evil.example', '__proto__', 'constructor', '127.0.0.1', 'localhost.evil.example']) {
      const answer = await hit(cluster.front, '/pricing?x=1', { host });
      expect(answer.status, host).toBe(301);
      expect(answer.headers.location, host).toBe(`${new URL(cluster.options.siteUrls.en).origin}/pricing?x=1`);
      expect(answer.headers['x-cache'], host).toBeUndefined();
    }
    // The three sites' hosts, in any case or port, are the sites.
    for (const host of [HOSTS.en, HOSTS.zh.toUpperCase(), HOSTS.ru])
      expect((await hit(cluster.front, '/pricing', { host })).status, host).toBe(200);
    // The front's own health answers any Host, for checks that name an address.
    expect((await hit(cluster.front, '/nginx-health', { host: '10.0.0.5' })).status).toBe(200);
  });
});
