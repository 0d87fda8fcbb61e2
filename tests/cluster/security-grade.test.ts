import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ENGLISH_BROWSER_HEADERS } from '../fixtures/browser';
import { makeTestCertificate } from '../fixtures/test-certificate';
import { type ObservatoryGrade, gradeResponse, parseCsp } from '../e2e/support/observatory';
import { type PageCase, expectedStatus, pageCases } from '../e2e/support/page-types';
import { urlOf } from '../e2e/support/sites';
import { type Answer, clusterForFile, hit, SITES, testPort, type TestCluster } from './support';

/**
 * MDN HTTP Observatory's grade (e2e/support/observatory.ts) of every page type, on what the front serves with TLS on
 * (deploy/README.md, the front): the https answer as it comes (headers untouched), the CORS preflight, and the real
 * chain of the http request, followed hop by hop, as the redirection test. A public address is reached as in the
 * other cluster tests: the test build's origins (http://localhost:3100 and its zh./ru. hosts) stand for the public
 * ones, their http form on the front's port and their https form on its https port, with the same Host header and
 * SNI; the certificate is made here for the three host names and trusted by this client only (the scanner would
 * need a publicly trusted one).
 *
 * What this grades, exactly: the pages' policy names the backend addresses the instances are given (connect-src),
 * here this file's backend on plain http (support.ts), where production's are https. Over https the scanner counts
 * any `http:` source of active content as `csp-implemented-with-insecure-scheme` (-20, its csp.js), and below 90 no
 * bonus counts: every page scores 80, B+. That is the one test lost; every other test passes (the redirect to https,
 * HSTS, nosniff, CORS, SRI, cookies, and the two that earn a bonus from 90 up: the referrer policy, and framing
 * refused by the policy).
 */

const PORTS = { redis: 6392, instances: [3131, 3132] as [number, number], front: 8131, backend: 3139 };
const HTTPS_PORT = testPort(8132);
const OBSERVATORY_ORIGIN = 'https://http-observatory.security.mozilla.org';
/** The policy's one plain-http source: the backend address the cluster gives the instances. */
const TEST_BACKEND = `http://localhost:${testPort(PORTS.backend)}`;

/** A certificate for the three host names, from openssl, in a folder of its own. */
const tlsDir = mkdtempSync(join(tmpdir(), 'morphis-tls-'));
const hostnames = [...new Set(Object.values(SITES).map((site) => new URL(site).hostname))];
const { certificate: CERTIFICATE } = makeTestCertificate(tlsDir, hostnames);

const setup = clusterForFile(PORTS, {
  tls: { certificate: join(tlsDir, 'certificate.pem'), key: join(tlsDir, 'key.pem'), port: HTTPS_PORT },
});
let cluster: TestCluster;

beforeAll(() => {
  cluster = setup.cluster;
});
afterAll(() => rmSync(tlsDir, { recursive: true, force: true }));

interface TlsAnswer extends Answer {
  /** How many times each header came, by lower-case name (Node joins repeated ones). */
  readonly counts: ReadonlyMap<string, number>;
}

/** One request to `url` (https, one of the test hosts) at the front's https port; never follows redirects. */
function overTls(url: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<TlsAnswer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: HTTPS_PORT,
        servername: target.hostname,
        ca: CERTIFICATE,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? 'GET',
        headers: { host: target.host, ...ENGLISH_BROWSER_HEADERS, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const counts = new Map<string, number>();
          for (let index = 0; index < res.rawHeaders.length; index += 2) {
            const name = res.rawHeaders[index]!.toLowerCase();
            counts.set(name, (counts.get(name) ?? 0) + 1);
          }
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            counts,
          });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error(`timeout: ${url}`)));
    req.on('error', reject);
    req.end();
  });
}

/** One request to a public address: http on the front's port, https on its https port. */
function visit(url: string): Promise<Answer> {
  const target = new URL(url);
  if (!hostnames.includes(target.hostname)) throw new Error(`Not one of the test hosts: ${url}`);
  return target.protocol === 'https:'
    ? overTls(url)
    : hit(cluster.front, `${target.pathname}${target.search}`, { host: target.host });
}

/** The addresses the scanner's http request goes through, the http one first, as it follows each Location. */
async function redirectChain(start: string): Promise<string[]> {
  const route = [start];
  for (let hops = 0; hops < 10; hops++) {
    const answer = await visit(route.at(-1)!);
    const location = answer.headers.location;
    if (answer.status < 300 || answer.status >= 400 || typeof location !== 'string') return route;
    route.push(new URL(location, route.at(-1)).href);
  }
  throw new Error(`More than 10 redirects from ${start}: ${route.join(' -> ')}`);
}

async function grade(page: PageCase): Promise<{ url: string; answer: TlsAnswer; grade: ObservatoryGrade }> {
  const http = urlOf(page.locale, page.path);
  const url = http.replace(/^http:/, 'https:');
  const answer = await overTls(url);
  const preflight = await overTls(url, {
    method: 'OPTIONS',
    headers: { origin: OBSERVATORY_ORIGIN, 'access-control-request-method': 'GET' },
  });
  return {
    url,
    answer,
    grade: gradeResponse({
      url,
      status: answer.status,
      headers: answer.headers,
      html: answer.body,
      cors: { origin: OBSERVATORY_ORIGIN, headers: preflight.headers },
      httpRedirects: await redirectChain(http),
    }),
  };
}

/** What a grade lost, as `test=result`. */
const lost = (result: ObservatoryGrade) =>
  Object.entries(result.tests)
    .filter(([, outcome]) => outcome.modifier < 0)
    .map(([name, outcome]) => `${name}=${outcome.result}`);

describe('the HTTP Observatory grade of what the front serves over https', () => {
  test('every page type in every language checked: B+ (80), its one loss the test backend in the policy', async () => {
    const unexpected: string[] = [];
    for (const page of pageCases()) {
      const { url, answer, grade: result } = await grade(page);
      expect(answer.status, url).toBe(expectedStatus(page.type));
      const policy = parseCsp([String(answer.headers['content-security-policy'])]);
      const insecure = [...new Set([...policy.values()].flatMap((sources) => [...sources]))].filter((source) =>
        source.startsWith('http:'),
      );
      const summary = `${result.grade} ${result.score} ${lost(result).join(' ')}`;
      const expected = 'B+ 80 content-security-policy=csp-implemented-with-insecure-scheme';
      // One HSTS header, the instances' (the front adds none).
      const hsts = answer.counts.get('strict-transport-security') ?? 0;
      if (summary !== expected || insecure.join(' ') !== TEST_BACKEND || hsts !== 1)
        unexpected.push(`${url}: ${summary}; http sources: ${insecure.join(' ')}; HSTS headers: ${hsts}`);
    }
    expect(unexpected).toEqual([]);
  }, 300_000);

  test('http answers every request with a 301 to the same path on its host over https, never to another host', async () => {
    const english = new URL(SITES.en);
    const zh = new URL(SITES.zh);
    const path = '/pricing?plan=team&x=%2F';
    const moved = await hit(cluster.front, path, { host: zh.host });
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe(`https://${zh.host}${path}`);
    // A Host that is none of the sites goes to the English site, which is what the app serves it.
    const stranger = await hit(cluster.front, '/download', { host: 'evil.example' });
    expect(stranger.status).toBe(301);
    expect(stranger.headers.location).toBe(`https://${english.host}/download`);
    // The front's own health stays on http, for load balancers.
    expect((await hit(cluster.front, '/nginx-health')).status).toBe(200);
  });
});
