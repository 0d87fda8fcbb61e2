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

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const body = entries
    .map((entry) => {
      const lines = [`<loc>${escapeXml(entry.loc)}</loc>`];
      if (entry.lastmod) lines.push(`<lastmod>${escapeXml(entry.lastmod)}</lastmod>`);
      for (const [hreflang, href] of Object.entries(entry.alternates ?? {})) {
        lines.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`);
      }
      return `<url>${lines.join('')}</url>`;
    })
    .join('\n');
  return `${HEADER}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
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
