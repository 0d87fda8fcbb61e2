import { DEFAULT_SITE_URLS } from '@site/schemas';
import { describe, expect, it } from 'vitest';
import { alternatesFor, jsonLdText, localesServing } from '@/lib/seo/alternates';
import { escapeXml, sitemapIndexXml, urlsetXml } from '@/lib/seo/sitemap-xml';

describe('alternatesFor', () => {
  it('lists exactly the locales that have the page with real language tags, plus x-default', () => {
    const { canonical, languages } = alternatesFor(
      '/blog/x',
      'vn',
      ['en', 'zh', 'vn', 'jp', 'tc', 'fil'],
      DEFAULT_SITE_URLS,
    );
    expect(canonical).toBe('http://localhost:3000/vn/blog/x');
    expect(languages).toEqual({
      en: 'http://localhost:3000/blog/x',
      'zh-CN': 'http://zh.localhost:3000/blog/x',
      vi: 'http://localhost:3000/vn/blog/x',
      ja: 'http://localhost:3000/jp/blog/x',
      'zh-TW': 'http://localhost:3000/tc/blog/x',
      fil: 'http://localhost:3000/fil/blog/x',
      'x-default': 'http://localhost:3000/blog/x',
    });
  });

  it('canonicalises a page shown without its translation to English', () => {
    expect(alternatesFor('/blog/x', 'de', ['en', 'ru'], DEFAULT_SITE_URLS).canonical).toBe(
      'http://localhost:3000/blog/x',
    );
  });
});

describe('JSON-LD and XML escaping', () => {
  it('cannot close its script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('escapes XML special characters', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    const xml = urlsetXml([{ loc: 'http://x/?a=1&b=2', alternates: { de: 'http://x/de?a=1&b=2' } }]);
    expect(xml).toContain('<loc>http://x/?a=1&amp;b=2</loc>');
    expect(xml).toContain('hreflang="de" href="http://x/de?a=1&amp;b=2"');
    expect(sitemapIndexXml([{ loc: 'http://x/en-US-sitemap.xml' }])).toContain(
      '<sitemap><loc>http://x/en-US-sitemap.xml</loc></sitemap>',
    );
  });
});

describe('pages the Russian site hands to its external blog', () => {
  it('leave the Russian URL out of hreflang, and keep it everywhere else', () => {
    const blog = alternatesFor('/blog/x', 'en', ['en', 'ru', 'de'], DEFAULT_SITE_URLS).languages;
    expect(Object.keys(blog)).toEqual(['en', 'de', 'x-default']);
    const category = alternatesFor('/news-updates', 'en', ['en', 'ru'], DEFAULT_SITE_URLS).languages;
    expect(Object.keys(category)).toEqual(['en', 'x-default']);
    const pricing = alternatesFor('/pricing', 'en', ['en', 'ru'], DEFAULT_SITE_URLS).languages;
    expect(Object.keys(pricing)).toEqual(['en', 'ru', 'x-default']);
    expect(localesServing('/helps/x', ['ru'])).toEqual(['ru']);
  });
});
