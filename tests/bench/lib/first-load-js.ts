import { gzipSync } from 'node:zlib';
import { fetchLocal } from './http';

/**
 * The JavaScript a current browser downloads to show a page: every same-origin script the HTML references
 * (`<script src>` and `<link rel=modulepreload|preload as=script>`), gzipped at level 9, summed. `noModule` scripts
 * (Next's legacy polyfills, about 39 KB) are left out: browsers with modules never fetch them. `port`: the local
 * port serving the page's public URL (lib/http.ts), when not the URL's own.
 */
export async function firstLoadJs(
  pageUrl: string,
  port?: number,
): Promise<{ bytes: number; gzipBytes: number; files: number; html: number }> {
  const page = await fetchLocal(pageUrl, port);
  if (page.status !== 200) throw new Error(`${pageUrl} answered ${page.status}`);
  const sources = new Set<string>();
  for (const match of page.body.matchAll(/<script([^>]+)src="([^"]+)"[^>]*>/g)) {
    if (!/\bnomodule\b/i.test(match[0])) sources.add(match[2]!);
  }
  for (const match of page.body.matchAll(/<link[^>]+rel="(?:modulepreload|preload)"[^>]+href="([^"]+\.js)"/g))
    sources.add(match[1]!);
  let bytes = 0;
  let gzipBytes = 0;
  for (const src of sources) {
    const url = new URL(src.replace(/&amp;/g, '&'), pageUrl);
    if (url.origin !== new URL(pageUrl).origin) continue;
    const file = await fetchLocal(url.href, port);
    bytes += Buffer.byteLength(file.body);
    gzipBytes += gzipSync(file.body, { level: 9 }).length;
  }
  return { bytes, gzipBytes, files: sources.size, html: Buffer.byteLength(page.body) };
}
