import { SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS } from '@site/schemas';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { type SitemapEntry, sitemapParts, urlsetXml } from '@/lib/seo/sitemap-xml';
import { SITEMAP_LIMITS, parseSitemapName, sitemapPartName } from '@/lib/seo/sitemaps';

/**
 * A language's sitemap splits into numbered parts past a file's limits (sitemaps.org: 50,000 URLs, 50 MB
 * uncompressed), tested with lowered limits.
 */

const entry = (index: number): SitemapEntry => ({
  loc: `http://localhost/blog/article-${index}`,
  lastmod: '2026-01-01',
  alternates: { en: `http://localhost/blog/article-${index}`, 'x-default': `http://localhost/blog/article-${index}` },
});
const entries = (count: number) => Array.from({ length: count }, (_, index) => entry(index));
const bytes = (part: readonly SitemapEntry[]) => Buffer.byteLength(urlsetXml(part));

describe('sitemap parts', () => {
  it('uses the sitemaps.org limits', () => {
    expect(SITEMAP_LIMITS).toEqual({ maxUrls: 50_000, maxBytes: 52_428_800 });
    expect([SITEMAP_MAX_URLS, SITEMAP_MAX_BYTES]).toEqual([50_000, 50 * 1024 * 1024]);
  });

  it('keeps a sitemap within the limits in one part', () => {
    expect(sitemapParts(entries(10), { maxUrls: 10, maxBytes: 1 << 20 })).toEqual([entries(10)]);
    expect(sitemapParts([], SITEMAP_LIMITS)).toEqual([[]]);
  });

  it('splits past the URL limit into the fewest parts, in order', () => {
    const parts = sitemapParts(entries(25), { maxUrls: 10, maxBytes: 1 << 20 });
    expect(parts.map((part) => part.length)).toEqual([10, 10, 5]);
    expect(parts.flat()).toEqual(entries(25));
  });

  it('splits past the byte limit: every file within it, measured as written (UTF-8)', () => {
    const all = entries(40).map((item, index) => (index % 3 ? item : { ...item, loc: `${item.loc}-ünïcødé-数据` }));
    const maxBytes = bytes(all.slice(0, 7));
    const parts = sitemapParts(all, { maxUrls: 1000, maxBytes });
    expect(parts.length).toBeGreaterThan(5);
    expect(parts.flat()).toEqual(all);
    for (const part of parts) expect(bytes(part)).toBeLessThanOrEqual(maxBytes);
    // The fewest: each part but the last could not take the next entry.
    for (let index = 0; index < parts.length - 1; index += 1) {
      expect(bytes([...parts[index]!, parts[index + 1]![0]!])).toBeGreaterThan(maxBytes);
    }
    for (const part of parts)
      expect(
        new JSDOM(urlsetXml(part), { contentType: 'text/xml' }).window.document.querySelectorAll('url').length,
      ).toBe(part.length);
  });

  it('names the first part as before and the next ones by number; anything else is no sitemap', () => {
    expect([1, 2, 12].map((part) => sitemapPartName('de', part))).toEqual(['de-DE', 'de-DE-2', 'de-DE-12']);
    expect(parseSitemapName('de-DE')).toEqual({ kind: 'language', locale: 'de', part: 1 });
    expect(parseSitemapName('de-DE-2')).toEqual({ kind: 'language', locale: 'de', part: 2 });
    expect(parseSitemapName('index')).toEqual({ kind: 'index' });
    for (const name of ['de-DE-1', 'de-DE-0', 'de-DE-02', 'de-DE-', 'xx-XX', 'de-DE-2-3', 'de-DE-1234567'])
      expect(parseSitemapName(name), name).toBeNull();
  });
});
