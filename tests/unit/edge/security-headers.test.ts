import { EdgeConfigError, SECURITY_HEADER_NAMES, contentSecurityPolicy, securityHeaders } from '@site/edge';
import { describe, expect, it } from 'vitest';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('security headers (every response)', () => {
  const headers = new Map(securityHeaders().map(({ key, value }) => [key.toLowerCase(), value]));

  it('has each required header', () => {
    expect([...headers.keys()].sort()).toEqual(
      [
        'content-security-policy',
        'permissions-policy',
        'referrer-policy',
        'strict-transport-security',
        'x-content-type-options',
        'x-frame-options',
      ].sort(),
    );
    expect(SECURITY_HEADER_NAMES).toEqual([...headers.keys()]);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('strict-transport-security')).toMatch(/^max-age=(\d+); includeSubDomains$/);
    expect(Number(/max-age=(\d+)/.exec(headers.get('strict-transport-security')!)![1])).toBeGreaterThanOrEqual(
      31_536_000,
    );
    expect(headers.get('permissions-policy')).toContain('camera=()');
    expect(headers.get('permissions-policy')).toContain('microphone=()');
    expect(headers.get('permissions-policy')).toContain('geolocation=()');
  });

  it('never carries CR, LF or any control character', () => {
    for (const development of [false, true]) {
      for (const { key, value } of securityHeaders({ development, upgradeInsecureRequests: true })) {
        expect(key).toMatch(/^[A-Za-z-]+$/);
        expect(value).toMatch(/^[\x20-\x7e]+$/);
      }
    }
  });

  it('builds a CSP without nonces: no inline script by default, everything else closed', () => {
    const csp = directives(contentSecurityPolicy());
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(contentSecurityPolicy()).not.toMatch(/nonce-|unsafe-eval|upgrade-insecure-requests/);
  });

  it('lets only the named origins besides the site frame a page, and refuses anything but an origin', () => {
    expect(
      directives(contentSecurityPolicy({ frameAncestors: ['https://studio.example.com'] })).get('frame-ancestors'),
    ).toEqual(["'self'", 'https://studio.example.com']);
    expect(directives(contentSecurityPolicy({ frameAncestors: [] })).get('frame-ancestors')).toEqual(["'none'"]);
    expect(() => contentSecurityPolicy({ frameAncestors: ['*'] })).toThrow();
    expect(() => contentSecurityPolicy({ frameAncestors: ['https://studio.example.com/path'] })).toThrow();
  });

  it("allows a page's inline scripts by hash, or any inline script for HTML rendered per request", () => {
    const hashes = ["'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='", "'sha512-AbC+/9=='"];
    expect(directives(contentSecurityPolicy({ inlineScripts: hashes })).get('script-src')).toEqual([
      "'self'",
      ...hashes,
    ]);
    expect(directives(contentSecurityPolicy({ inlineScripts: 'allowed' })).get('script-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
    ]);
    expect(directives(contentSecurityPolicy({ inlineScripts: 'blocked' })).get('script-src')).toEqual(["'self'"]);
    for (const bad of ["'unsafe-inline'", 'sha256-abc=', "'sha256-abc'; script-src *", "'nonce-abc'", "'sha1-abc='"]) {
      expect(() => contentSecurityPolicy({ inlineScripts: [bad] })).toThrow(EdgeConfigError);
    }
  });

  it('allows eval and the hot-reload socket only in development, and upgrades only https sites', () => {
    const dev = directives(contentSecurityPolicy({ development: true }));
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
    expect(dev.get('connect-src')).toContain('ws:');
    expect(directives(contentSecurityPolicy({ upgradeInsecureRequests: true })).has('upgrade-insecure-requests')).toBe(
      true,
    );
  });

  it('takes extra origins per directive, and refuses anything that is not a bare origin', () => {
    const csp = directives(
      contentSecurityPolicy({ sources: { connect: ['https://api.example.com'], img: ['https://cdn.example.com'] } }),
    );
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.example.com']);
    expect(csp.get('img-src')).toContain('https://cdn.example.com');
    for (const bad of [
      "https://x.example; script-src 'unsafe-eval'",
      'https://x.example/path',
      "'unsafe-eval'",
      '*',
      'data:',
    ]) {
      expect(() => contentSecurityPolicy({ sources: { script: [bad] } })).toThrow(EdgeConfigError);
    }
  });
});
