import { describe, expect, it } from 'vitest';
import { type ObservatoryInput, gradeForScore, gradeResponse, parseCsp } from '../../../../e2e/support/observatory';

const PAGE = 'https://morphis.example/pricing';
const STRICT =
  "default-src 'self'; script-src 'self' 'sha256-AbC+/1='; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; " +
  "base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

function response(
  headers: Record<string, string | string[]>,
  overrides: Partial<ObservatoryInput> = {},
): ObservatoryInput {
  return {
    url: PAGE,
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      ...headers,
    },
    html: '<!doctype html><html><head><script src="/_next/static/chunks/a.js" async></script></head><body><script>1</script></body></html>',
    cors: null,
    httpRedirects: ['http://morphis.example/pricing', 'https://morphis.example/pricing'],
    ...overrides,
  };
}

describe('MDN HTTP Observatory scoring', () => {
  it('grades the site headers with hashed inline scripts A+, bonuses included', () => {
    const grade = gradeResponse(response({ 'content-security-policy': STRICT }));
    expect(grade.tests['content-security-policy']!.result).toBe('csp-implemented-with-unsafe-inline-in-style-src-only');
    expect(grade.tests['x-frame-options']!.result).toBe('x-frame-options-implemented-via-csp');
    expect(grade.tests['referrer-policy']!.result).toBe('referrer-policy-private');
    expect(grade.tests['subresource-integrity']!.result).toBe(
      'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
    );
    expect(grade.tests['redirection']!.result).toBe('redirection-to-https');
    expect(grade.score).toBe(110);
    expect(grade.grade).toBe('A+');
  });

  it("costs 20 points for 'unsafe-inline' in script-src, and then drops the bonuses (B+)", () => {
    const grade = gradeResponse(
      response({ 'content-security-policy': STRICT.replace("'sha256-AbC+/1='", "'unsafe-inline'") }),
    );
    expect(grade.tests['content-security-policy']!.result).toBe('csp-implemented-with-unsafe-inline');
    expect(grade.score).toBe(80);
    expect(grade.grade).toBe('B+');
  });

  it("ignores 'unsafe-inline' next to a hash, as browsers do", () => {
    const grade = gradeResponse(
      response({ 'content-security-policy': STRICT.replace("'sha256-", "'unsafe-inline' 'sha256-") }),
    );
    expect(grade.grade).toBe('A+');
  });

  it('scores default-src none, unsafe-eval, data: scripts, broad objects and a missing policy', () => {
    const result = (csp?: string) =>
      gradeResponse(response(csp ? { 'content-security-policy': csp } : {})).tests['content-security-policy']!.result;
    expect(result("default-src 'none'; form-action 'self'")).toBe('csp-implemented-with-no-unsafe-default-src-none');
    expect(result("default-src 'self'; style-src 'self'")).toBe('csp-implemented-with-no-unsafe');
    expect(result("default-src 'self'; script-src 'self' 'unsafe-eval'")).toBe('csp-implemented-with-unsafe-eval');
    expect(result("default-src 'self'; script-src 'self' data:")).toBe('csp-implemented-with-unsafe-inline');
    expect(result("default-src 'self'; object-src https:")).toBe('csp-implemented-with-unsafe-inline');
    expect(result("default-src 'self'; script-src 'self' http://cdn.example")).toBe(
      'csp-implemented-with-insecure-scheme',
    );
    expect(result("default-src 'self'; img-src http://cdn.example")).toBe(
      'csp-implemented-with-insecure-scheme-in-passive-content-only',
    );
    expect(result("default-src 'self'; default-src 'none'")).toBe('csp-header-invalid');
    expect(result("default-src 'self'; script-src 'strict-dynamic'")).toBe('csp-header-invalid');
    expect(result()).toBe('csp-not-implemented');
    expect(gradeResponse(response({})).grade).toBe('B');
  });

  it('reads a policy from a meta tag too', () => {
    const html = `<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'unsafe-inline'"></head></html>`;
    const grade = gradeResponse(response({}, { html }));
    expect(grade.tests['content-security-policy']!.result).toBe('csp-implemented-with-unsafe-inline');
  });

  it('keeps a source only when every policy allows it', () => {
    const csp = parseCsp(["script-src 'self' 'unsafe-inline'", "script-src 'self' 'sha256-x='"]);
    expect([...csp.get('script-src')!]).toEqual(["'self'"]);
  });

  it('scores HSTS, nosniff, framing, referrer policy, CORP, COOP, COEP and the http redirect', () => {
    const tests = (headers: Record<string, string>, overrides: Partial<ObservatoryInput> = {}) =>
      gradeResponse(response(headers, overrides)).tests;
    expect(tests({ 'strict-transport-security': 'max-age=86400' })['strict-transport-security']!.modifier).toBe(-10);
    expect(tests({}, { url: 'http://morphis.example/' })['strict-transport-security']!.result).toBe(
      'hsts-not-implemented-no-https',
    );
    expect(tests({ 'x-content-type-options': 'sniff' })['x-content-type-options']!.modifier).toBe(-5);
    expect(tests({ 'x-frame-options': 'ALLOWALL' })['x-frame-options']!.modifier).toBe(-20);
    expect(tests({ 'referrer-policy': 'unsafe-url' })['referrer-policy']!.modifier).toBe(-5);
    expect(tests({ 'cross-origin-resource-policy': 'same-origin' })['cross-origin-resource-policy']!.modifier).toBe(10);
    expect(tests({ 'cross-origin-opener-policy': 'same-origin' })['cross-origin-opener-policy']!.modifier).toBe(10);
    expect(tests({ 'cross-origin-embedder-policy': 'nonsense!' })['cross-origin-embedder-policy']!.modifier).toBe(-5);
    expect(tests({}, { httpRedirects: ['http://morphis.example/'] })['redirection']!.result).toBe(
      'redirection-missing',
    );
    expect(
      tests({}, { httpRedirects: ['http://morphis.example/', 'https://www.morphis.example/'] })['redirection']!.result,
    ).toBe('redirection-off-host-from-http');
  });

  it('scores cookies and CORS', () => {
    const tests = (headers: Record<string, string | string[]>, overrides: Partial<ObservatoryInput> = {}) =>
      gradeResponse(response(headers, overrides)).tests;
    expect(tests({ 'set-cookie': ['__REF=a; Path=/; Secure; SameSite=Lax'] })['cookies']!.modifier).toBe(5);
    expect(tests({ 'set-cookie': ['__REF=a; Path=/'] })['cookies']!.result).toBe(
      'cookies-without-secure-flag-but-protected-by-hsts',
    );
    expect(tests({ 'set-cookie': ['sessionid=a; Secure'] })['cookies']!.result).toBe(
      'cookies-session-without-httponly-flag',
    );
    const origin = 'https://http-observatory.example';
    const cors = {
      origin,
      headers: { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' },
    };
    expect(tests({}, { cors })['cross-origin-resource-sharing']!.modifier).toBe(-50);
  });

  it('takes the SRI bonus or penalty of third-party scripts', () => {
    const html = (tag: string) => `<html><head>${tag}</head></html>`;
    const sri = (tag: string) =>
      gradeResponse(response({}, { html: html(tag) })).tests['subresource-integrity']!.result;
    expect(sri('<script src="https://cdn.other.example/x.js"></script>')).toBe(
      'sri-not-implemented-but-external-scripts-loaded-securely',
    );
    expect(
      sri('<script src="https://cdn.other.example/x.js" integrity="sha384-x" crossorigin="anonymous"></script>'),
    ).toBe('sri-implemented-and-external-scripts-loaded-securely');
    expect(sri('<script src="http://cdn.other.example/x.js"></script>')).toBe(
      'sri-not-implemented-and-external-scripts-not-loaded-securely',
    );
    expect(sri('<p>no scripts</p>')).toBe('sri-not-implemented-but-no-scripts-loaded');
  });

  it('maps scores to grades like the chart', () => {
    expect(
      [135, 100, 99, 95, 90, 89, 85, 80, 75, 70, 65, 60, 50, 45, 40, 30, 25, 20, 0, -10].map(gradeForScore),
    ).toEqual([
      'A+',
      'A+',
      'A',
      'A',
      'A',
      'A-',
      'A-',
      'B+',
      'B',
      'B',
      'B-',
      'C+',
      'C',
      'C-',
      'D+',
      'D',
      'D-',
      'F',
      'F',
      'F',
    ]);
  });
});
