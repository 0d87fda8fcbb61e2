import { describe, expect, it } from 'vitest';
import { pageCount, pageFromSearch, pagerItems, pageSlice, searchForPage } from '@/lib/articles/pagination';
import { newestFirst } from '@/lib/articles/release-order';
import { shareLinks, shareUrl } from '@/lib/seo/share-links';

describe('pagination', () => {
  it('counts pages, at least one', () => {
    expect([pageCount(0, 12), pageCount(12, 12), pageCount(13, 12), pageCount(5, 0)]).toEqual([1, 1, 2, 1]);
  });

  it('reads the page from the query, clamped, and anything odd is page 1', () => {
    expect(pageFromSearch('?page=2', 3)).toBe(2);
    expect(pageFromSearch('?page=9', 3)).toBe(3);
    for (const odd of ['', '?page=0', '?page=-1', '?page=1.5', '?page=abc', '?page=02', '?page=1e3', '?page=9999999']) {
      expect(pageFromSearch(odd, 3), odd).toBe(1);
    }
  });

  it('writes the query, keeping other parameters and dropping page 1', () => {
    expect(searchForPage('?utm_source=x', 2)).toBe('?utm_source=x&page=2');
    expect(searchForPage('?page=3&utm_source=x', 1)).toBe('?utm_source=x');
    expect(searchForPage('', 1)).toBe('');
  });

  it('slices and lists page numbers with gaps', () => {
    expect(pageSlice(2, 12)).toEqual([12, 24]);
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pagerItems(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(pagerItems(10, 10)).toEqual([1, 'gap', 9, 10]);
  });
});

describe('share links', () => {
  it('are plain share addresses of the four networks built from the canonical URL', () => {
    const url = 'https://morphis.com/de/blog/a?x=1&y=2';
    const links = shareLinks(url, 'Was & wie');
    expect(links.map((link) => link.network)).toEqual(['x', 'facebook', 'linkedin', 'telegram']);
    for (const { href } of links) {
      expect(href.startsWith('https://')).toBe(true);
      expect(href).toContain(encodeURIComponent(url));
    }
    expect(new URL(shareUrl('x', url, 'Was & wie')).searchParams.get('text')).toBe('Was & wie');
    expect(new URL(shareUrl('telegram', url, 't')).searchParams.get('url')).toBe(url);
    expect(new URL(shareUrl('facebook', url, 't')).searchParams.get('u')).toBe(url);
  });
});

describe('release order', () => {
  it('is newest first, by version among releases of one day', () => {
    const releases = [
      { publishedAt: '2025-01-27T09:00:00Z', version: '3.9.0' },
      { publishedAt: '2025-10-02T09:00:00Z', version: '4.3.0' },
      { publishedAt: '2025-10-02T09:00:00Z', version: '4.10.0' },
      { publishedAt: '2024-11-18T09:00:00Z', version: '3.8.0' },
    ];
    expect(newestFirst(releases).map((r) => r.version)).toEqual(['4.10.0', '4.3.0', '3.9.0', '3.8.0']);
  });
});
