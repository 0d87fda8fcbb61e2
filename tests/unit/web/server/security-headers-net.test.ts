import { type IncomingHttpHeaders, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installResponseHooks } from '@/server/response-hooks.node';
import { securityHeadersHook } from '@/server/security-headers-net.node';

/**
 * The security headers net (draft preview with a Sanity project): an editor's draft-mode HTML may be framed
 * by the Studio's Presentation tool (the preview policy, no X-Frame-Options); every other answer keeps its policy and
 * X-Frame-Options: DENY, whatever cookies it came with.
 */

const RULE = [
  { key: 'Content-Security-Policy', value: "default-src 'self'; frame-ancestors 'none'" },
  { key: 'X-Frame-Options', value: 'DENY' },
];
const POLICIES = {
  cached: (hashes: string) => `script-src 'self' ${hashes}; frame-ancestors 'none'`,
  perRequest: "script-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
  preview: "script-src 'self' 'unsafe-inline'; frame-ancestors 'self' https://studio.example.com",
};

let port = 0;
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  // As next.config's header rules do, before the page is written.
  for (const { key, value } of RULE) res.setHeader(key, value);
  res.setHeader('content-type', url.searchParams.has('json') ? 'application/json' : 'text/html; charset=utf-8');
  res.end('body');
});

function headersOf(path: string, cookie?: string): Promise<IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers: cookie ? { cookie } : {} }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers));
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  installResponseHooks({ securityHeaders: securityHeadersHook(RULE, POLICIES) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('draft-mode HTML and the Presentation tool', () => {
  it('lets the Studio frame draft-mode HTML, without X-Frame-Options', async () => {
    const headers = await headersOf('/', 'theme=dark; __prerender_bypass=abc');
    expect(headers['content-security-policy']).toBe(POLICIES.preview);
    expect(headers['x-frame-options']).toBeUndefined();
  });

  it('keeps every other answer unframable', async () => {
    for (const [path, cookie] of [
      ['/', undefined],
      ['/', 'x__prerender_bypass=abc'],
      ['/?json', '__prerender_bypass=abc'],
    ] as const) {
      const headers = await headersOf(path, cookie);
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    }
  });
});
