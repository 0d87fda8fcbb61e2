import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import {
  SCRIPT_HASHES_HEADER,
  inlineScriptHashes,
  parsedScriptText,
  snippetScriptHashes,
  withScriptHashes,
} from '@/server/page-csp';
import { siteHtmlPolicies, siteSecurityHeaders } from '@/server/security-headers';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe("a cached page's inline scripts", () => {
  test('hashes each inline script a browser runs, as written, once, in order', () => {
    const payload = 'self.__next_f.push([1,"漢字 \\u003c/script> &amp;"])';
    const html = [
      '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script type="module">import("/x.js")</script>',
      '</head><body>',
      `<script>${payload}</script>`,
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<SCRIPT type="text/javascript">\nvar a = 1;\n</SCRIPT >',
      '<script nonce="" src="/_next/static/chunks/b.js"></script>',
      '</body></html>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha('(self.__next_f=self.__next_f||[]).push([0])'),
      sha('import("/x.js")'),
      sha(payload),
      sha('\nvar a = 1;\n'),
    ]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });

  test("hashes a script's text as the HTML parser hands it on: CRLF and CR as LF, NUL as U+FFFD", () => {
    expect(parsedScriptText('a();\r\nb();\rc();\nd();\r\n')).toBe('a();\nb();\nc();\nd();\n');
    expect(parsedScriptText('x = "\0";')).toBe('x = "\uFFFD";');
    const lf = '\nwindow.a = 1;\nwindow.b = 2;\n';
    // What a form's textarea submits, and line endings mixed from pasted parts: the hash of what the browser runs.
    for (const written of ['\r\nwindow.a = 1;\r\nwindow.b = 2;\r\n', '\rwindow.a = 1;\nwindow.b = 2;\r\n', lf]) {
      expect(snippetScriptHashes(`<script>${written}</script>`)).toEqual([sha(lf)]);
      expect(inlineScriptHashes(`<html><body><script>${written}</script></body></html>`)).toEqual([sha(lf)]);
    }
  });

  test('a page entry gets the header once, from its HTML as a string or as bytes; other entries are left alone', () => {
    const html = '<html><body><script>a()</script></body></html>';
    const page = { kind: 'APP_PAGE', html, headers: { 'x-next-cache-tags': 'a,b' }, status: 200 };
    expect(withScriptHashes(page)).toBe(page);
    expect(page.headers).toEqual({ 'x-next-cache-tags': 'a,b', [SCRIPT_HASHES_HEADER]: sha('a()') });

    const bytes = { kind: 'APP_PAGE', html: Buffer.from(html), headers: undefined };
    withScriptHashes(bytes);
    expect(bytes.headers).toEqual({ [SCRIPT_HASHES_HEADER]: sha('a()') });

    const measured = { kind: 'APP_PAGE', html: '<script>b()</script>', headers: { [SCRIPT_HASHES_HEADER]: 'kept' } };
    withScriptHashes(measured);
    expect(measured.headers[SCRIPT_HASHES_HEADER]).toBe('kept');

    const route = { kind: 'APP_ROUTE', body: Buffer.from('<script>c()</script>'), headers: {} };
    withScriptHashes(route);
    expect(route.headers).toEqual({});
    expect(withScriptHashes(null)).toBeNull();
  });
});

describe('the CSPs of HTML answers', () => {
  const policies = siteHtmlPolicies(false);
  const scriptSrc = (policy: string) => /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1]?.split(' ');

  test('a cached page allows exactly its own scripts, and nothing inline when it has none or the list is not hashes', () => {
    const hashes = `${sha('a()')} ${sha('b()')}`;
    expect(scriptSrc(policies.cached(hashes))).toEqual([
      "'self'",
      sha('a()'),
      sha('b()'),
      ...scriptSrc(policies.cached(''))!.slice(1),
    ]);
    expect(scriptSrc(policies.cached(hashes))).not.toContain("'unsafe-inline'");
    const ruleCsp = siteSecurityHeaders(false).find(({ key }) => key === 'Content-Security-Policy')!.value;
    expect(scriptSrc(ruleCsp)).toEqual([
      "'self'",
      ...scriptSrc(ruleCsp)!
        .slice(1)
        .filter((source) => source.startsWith('https:')),
    ]);
    for (const bad of ['', "'unsafe-inline'", `${sha('a()')}; script-src *`, `${sha('a()')} *`, 'x']) {
      expect(policies.cached(bad)).toBe(ruleCsp);
    }
    // Only script-src differs from the rule's policy.
    const strip = (policy: string) => policy.replace(/script-src [^;]*/, '');
    expect(strip(policies.cached(hashes))).toBe(strip(policies.perRequest));
  });

  test('HTML rendered per request allows inline scripts', () => {
    expect(scriptSrc(policies.perRequest)).toContain("'unsafe-inline'");
  });
});
