import { DEFAULT_SITE_URLS } from '@site/schemas';
import { describe, expect, it } from 'vitest';
import { markdownTwinUrl, withMarkdownAlternate } from '@/lib/markdown/twin-url';

/** Where a page's twin is, and how its head names it (web/src/lib/markdown/twin-url.ts). */
const sites = DEFAULT_SITE_URLS;

describe('markdownTwinUrl', () => {
  it('is the page address plus .md, on the language own host and prefix', () => {
    expect(markdownTwinUrl('en', '/blog/x', sites)).toBe(`${sites.en}/blog/x.md`);
    expect(markdownTwinUrl('de', '/blog/x', sites)).toBe(`${sites.en}/de/blog/x.md`);
    expect(markdownTwinUrl('zh', '/pricing', sites)).toBe(`${sites.zh}/pricing.md`);
  });

  it('names index.html.md for a home page', () => {
    expect(markdownTwinUrl('en', '/', sites)).toBe(`${sites.en}/index.html.md`);
    expect(markdownTwinUrl('ru', '/', sites)).toBe(`${sites.ru}/index.html.md`);
    expect(markdownTwinUrl('fil', '/', sites)).toBe(`${sites.en}/fil/index.html.md`);
  });
});

describe('withMarkdownAlternate', () => {
  it('adds the twin beside the other alternate types', () => {
    const metadata = withMarkdownAlternate(
      { title: 'T', alternates: { canonical: 'c', types: { 'application/rss+xml': 'feed' } } },
      'de',
      '/blog/x',
      sites,
    );
    expect(metadata.alternates).toEqual({
      canonical: 'c',
      types: { 'application/rss+xml': 'feed', 'text/markdown': `${sites.en}/de/blog/x.md` },
    });
  });
});
