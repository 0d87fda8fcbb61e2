import { expect, test } from '@playwright/test';
import { SCRIPT_HASHES_HEADER, inlineScriptHashes } from '@/cluster/page-csp';
import { type RawResponse, get } from './support/http';
import { gradeResponse } from './support/observatory';
import { type PageCase, expectedStatus, pageCases } from './support/page-types';
import { urlOf } from './support/sites';
import { stubSettings } from '../stub/settings';

/**
 * Every page type graded A+ by MDN HTTP Observatory's scoring (support/observatory.ts), on the
 * answers of this build. The scanner reads the https answer and follows the http one; here the server is plain
 * http behind no front, so each answer is graded as the front serves it (deploy/README.md): at its https address,
 * its http address redirected to that one. Everything else (headers, cookies, the HTML's scripts and meta tags, the
 * CORS preflight) is this server's own, except one origin: the test build talks to the backend stub over plain http
 * (tests/README.md), where production's backend hosts are https (`@site/schemas` runtime constants), so the stub's
 * origin is graded as its https form.
 */
const OBSERVATORY_ORIGIN = 'https://http-observatory.security.mozilla.org';
const STUB_ORIGIN = stubSettings().origin;

function asDeployed(headers: RawResponse['headers']): RawResponse['headers'] {
  const csp = headers['content-security-policy'];
  if (typeof csp !== 'string') return headers;
  return {
    ...headers,
    'content-security-policy': csp.replaceAll(STUB_ORIGIN, STUB_ORIGIN.replace(/^http:/, 'https:')),
  };
}

async function grade({ locale, path }: PageCase) {
  const url = urlOf(locale, path);
  const answer = await get(url);
  const preflight = await get(url, { origin: OBSERVATORY_ORIGIN, 'access-control-request-method': 'GET' }, 'OPTIONS');
  const https = url.replace(/^http:/, 'https:');
  return {
    url,
    answer,
    grade: gradeResponse({
      url: https,
      status: answer.status,
      headers: asDeployed(answer.headers),
      html: answer.body,
      cors: { origin: OBSERVATORY_ORIGIN, headers: preflight.headers },
      httpRedirects: [url.replace(/^https:/, 'http:'), https],
    }),
  };
}

test.describe('HTTP Observatory grade of every page type', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop project');

  test('A+ on every page type in every language checked, the not-found page included', async () => {
    const below: string[] = [];
    for (const page of pageCases()) {
      const { url, answer, grade: result } = await grade(page);
      expect(answer.status, url).toBe(expectedStatus(page.type));
      if (result.grade !== 'A+' || result.score < 100) {
        const lost = Object.entries(result.tests).filter(([, outcome]) => outcome.modifier < 0);
        below.push(
          `${url}: ${result.grade} ${result.score} ${lost.map(([name, outcome]) => `${name}=${outcome.result}`).join(' ')}`,
        );
      }
    }
    expect(below).toEqual([]);
  });

  test("a cached page's policy lists exactly the hashes of its own inline scripts, and no 'unsafe-inline'", async () => {
    const { answer } = await grade({ type: 'article', locale: 'de', path: '/blog/what-is-browser-fingerprinting' });
    const csp = String(answer.headers['content-security-policy']);
    const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    const own = inlineScriptHashes(answer.body);
    expect(own.length).toBeGreaterThan(1);
    expect(scriptSrc.filter((source) => source.startsWith("'sha"))).toEqual(own);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    // The private header that carried them never leaves the server.
    expect(answer.headers[SCRIPT_HASHES_HEADER]).toBeUndefined();
    expect(Array.isArray(answer.headers['content-security-policy'])).toBe(false);
  });
});
