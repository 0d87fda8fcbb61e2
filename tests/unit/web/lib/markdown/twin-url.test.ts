import { DEFAULT_SITE_URLS } from '@site/schemas';
import { describe, expect, it, vi } from 'vitest';
import { siteUrls } from '@/env';
import { markdownTwinUrl } from '@/lib/markdown/twin-url';
import { pageMetadata } from '@/lib/seo/page-metadata';

// The site's settings come from the content source through Next's cache, which a unit test has not.
vi.mock('@/backend/site-settings', () => ({ siteSettings: async () => ({ title: 'Site' }) }));

/** Where a page's twin is (web/src/lib/markdown/twin-url.ts), and how its head names it (lib/seo/page-metadata.ts). */
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

describe("the page's head", () => {
  it('names the twin where the page has one (pageMetadata); articles keep it beside their feeds (e2e/markdown)', async () => {
    const metadata = await pageMetadata({
      locale: 'de',
      path: '/blog/x',
      title: 'T',
      available: ['de'],
      markdownTwin: true,
    });
    expect(metadata.alternates?.types).toEqual({ 'text/markdown': `${siteUrls.en}/de/blog/x.md` });
    const without = await pageMetadata({ locale: 'ko', path: '/blog/x', title: 'T', available: ['en'] });
    expect(without.alternates?.types).toBeUndefined();
  });
});
