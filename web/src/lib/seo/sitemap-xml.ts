/** XML for sitemaps (sitemaps.org protocol with xhtml:link alternates). Every value is escaped. */

export function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  );
}

export interface SitemapEntry {
  readonly loc: string;
  readonly lastmod?: string | undefined;
  /** hreflang -> URL, including x-default. */
  readonly alternates?: Readonly<Record<string, string>> | undefined;
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '\n</urlset>\n';

function urlXml(entry: SitemapEntry): string {
  const lines = [`<loc>${escapeXml(entry.loc)}</loc>`];
  if (entry.lastmod) lines.push(`<lastmod>${escapeXml(entry.lastmod)}</lastmod>`);
  for (const [hreflang, href] of Object.entries(entry.alternates ?? {})) {
    lines.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`);
  }
  return `<url>${lines.join('')}</url>`;
}

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  return `${HEADER}${URLSET_OPEN}${entries.map(urlXml).join('\n')}${URLSET_CLOSE}`;
}

/** What one sitemap file may hold (SITEMAP_MAX_URLS and SITEMAP_MAX_BYTES; tests pass lower ones). */
export interface SitemapLimits {
  readonly maxUrls: number;
  readonly maxBytes: number;
}

/**
 * The entries split into the fewest files that each stay within both limits, in order: a file is closed when the next
 * entry would take it past either. Bytes are UTF-8 bytes of the file as `urlsetXml` writes it. An entry that alone
 * passes `maxBytes` (never with the real limit: an entry is a few KB) still gets a file of its own. Always at least
 * one part, so an empty sitemap is one empty file.
 */
export function sitemapParts(entries: readonly SitemapEntry[], limits: SitemapLimits): SitemapEntry[][] {
  const frame = Buffer.byteLength(HEADER + URLSET_OPEN + URLSET_CLOSE);
  const parts: SitemapEntry[][] = [[]];
  let bytes = frame;
  for (const entry of entries) {
    const part = parts[parts.length - 1]!;
    // Every entry after the first of a file is preceded by a newline.
    const size = Buffer.byteLength(urlXml(entry)) + (part.length > 0 ? 1 : 0);
    if (part.length > 0 && (part.length >= limits.maxUrls || bytes + size > limits.maxBytes)) {
      parts.push([entry]);
      bytes = frame + size - 1;
    } else {
      part.push(entry);
      bytes += size;
    }
  }
  return parts;
}

export function sitemapIndexXml(sitemaps: readonly { loc: string; lastmod?: string | undefined }[]): string {
  const body = sitemaps
    .map(
      (s) =>
        `<sitemap><loc>${escapeXml(s.loc)}</loc>${s.lastmod ? `<lastmod>${escapeXml(s.lastmod)}</lastmod>` : ''}</sitemap>`,
    )
    .join('\n');
  return `${HEADER}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}
