import { expect, test } from '@playwright/test';
import { SCRIPT_HASHES_HEADER, inlineScriptHashes } from '@/server/page-csp';
import { get } from './support/http';
import { urlOf } from './support/sites';

/**
 * The policy a cached page is served with. Its Observatory grade is taken where https and the http redirect are
 * served, through the front with TLS on (cluster/security-grade.test.ts).
 */
test.describe('the policy of a cached page', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop project');

  test("a cached page's policy lists exactly the hashes of its own inline scripts, and no 'unsafe-inline'", async () => {
    const answer = await get(urlOf('de', '/blog/what-is-browser-fingerprinting'));
    expect(answer.status).toBe(200);
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
