import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { get } from './support/http';
import { urlOf } from './support/sites';

/**
 * Serving cost: a cached page leaves the server in one piece. The cache handler keeps pages as UTF-8
 * bytes and the Next.js patch (patches/README.md, item 1) writes such a page with one `res.end`: a Content-Length
 * that is the body's exact byte count, no chunked encoding, the same length on a HEAD with no body. Unpatched,
 * Next piped the bytes through a web stream and answered chunked. Compressed, the same bytes arrive.
 */

/** The answer's raw bytes (the shared helper decodes them as text), asking for gzip. */
function getGzipped(url: string): Promise<{ headers: Record<string, string | string[] | undefined>; bytes: Buffer }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.pathname,
        headers: { host: target.host, 'accept-encoding': 'gzip' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const pages: [name: string, url: string, status: number][] = [
  ['an English article', urlOf('en', '/blog/agency-onboarding-checklist'), 200],
  ['a German article', urlOf('de', '/blog/agency-onboarding-checklist'), 200],
  ['the Chinese home on its host', urlOf('zh', '/'), 200],
  ['the Russian help centre on its host', urlOf('ru', '/helps'), 200],
  ['the English 404 for an unknown path', urlOf('en', '/serving-check-no-such-page'), 404],
];

for (const [name, url, status] of pages) {
  test(`${name}, once cached, is sent with its exact Content-Length`, async () => {
    // The first answer may be the render itself (the 404 is rendered on its first request); the second is cached.
    await get(url);
    const cached = await get(url);
    expect(cached.status).toBe(status);
    expect(cached.headers['transfer-encoding']).toBeUndefined();
    const length = Number(cached.headers['content-length']);
    expect(length).toBe(Buffer.byteLength(cached.body));
    expect(cached.body).toMatch(/^<!DOCTYPE html>/);
    expect(cached.body.trimEnd()).toMatch(/<\/html>$/);

    const head = await get(url, {}, 'HEAD');
    expect(head.status).toBe(status);
    expect(Number(head.headers['content-length'])).toBe(length);
    expect(head.body).toBe('');

    const gzipped = await getGzipped(url);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.bytes).toString('utf8')).toBe(cached.body);
  });
}
