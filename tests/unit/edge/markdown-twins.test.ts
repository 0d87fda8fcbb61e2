import {
  type Decision,
  createEdgeConfig,
  decide as decideEdge,
  markdownTwinLocales,
  prefersMarkdown,
} from '@site/edge';
import { DEFAULT_SITE_URLS } from '@site/schemas';
import { describe, expect, it } from 'vitest';
import { SEED_EDGE_DATA } from '../../fixtures/edge-data';
import { BROWSER_HEADERS } from '../../fixtures/redirect-table';

// `Accept: text/markdown` on a page's own address (edge/src/markdown-twins.ts): the twin where the request prefers
// Markdown to HTML and the page has one in its language; browsers, and pages without a twin, get what they got.
const SITES = DEFAULT_SITE_URLS;
const config = createEdgeConfig({
  sites: SITES,
  data: { ...SEED_EDGE_DATA, twinLocales: { '/blog/x': ['de', 'en', 'zh'], '/about-us': ['en'] } },
});
const MARKDOWN = 'text/markdown';
/** Chrome's Accept for a document. */
const BROWSER_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7';

function decide(url: string, accept: string | undefined, method = 'GET'): Decision {
  const headers: Record<string, string> = { ...BROWSER_HEADERS, host: new URL(url).host };
  if (accept !== undefined) headers.accept = accept;
  return decideEdge(new Request(url, { method, headers }), config);
}
const twin = (pathname: string): Decision => ({ type: 'rewrite', pathname });

describe('Accept: text/markdown', () => {
  it('prefers Markdown only where the request names it above HTML (q-values, then order)', () => {
    for (const accept of [
      'text/markdown',
      'TEXT/Markdown',
      'text/markdown, text/html;q=0.9, */*;q=0.8',
      'text/markdown, text/html, */*',
      'text/html;q=0.5, text/markdown',
      'text/plain, text/markdown;q=0.1',
      'text/markdown;q=0.9, text/*;q=0.8',
      'application/json, text/markdown',
    ])
      expect(prefersMarkdown(accept), accept).toBe(true);
    for (const accept of [
      null,
      '',
      BROWSER_ACCEPT,
      'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      '*/*',
      'text/*',
      'text/html, text/markdown',
      'text/markdown;q=0.5, text/html',
      'text/markdown;q=0.8, */*;q=0.9',
      'text/markdown;q=0',
      'text/markdown;q=bad',
      'text/markdownx',
      'text/x-markdown',
      '*/*, text/markdown;q=0.9',
    ])
      expect(prefersMarkdown(accept), String(accept)).toBe(false);
  });

  it("rewrites a page's own address to its twin's route, on every host and prefix", () => {
    expect(decide(`${SITES.en}/`, MARKDOWN)).toEqual(twin('/api/markdown/en/index.html'));
    expect(decide(`${SITES.en}/pricing`, MARKDOWN)).toEqual(twin('/api/markdown/en/pricing'));
    expect(decide(`${SITES.en}/de`, MARKDOWN)).toEqual(twin('/api/markdown/de/index.html'));
    expect(decide(`${SITES.en}/de/download`, MARKDOWN)).toEqual(twin('/api/markdown/de/download'));
    expect(decide(`${SITES.en}/blog/x`, MARKDOWN)).toEqual(twin('/api/markdown/en/blog/x'));
    expect(decide(`${SITES.en}/de/blog/x`, MARKDOWN)).toEqual(twin('/api/markdown/de/blog/x'));
    expect(decide(`${SITES.zh}/blog/x`, MARKDOWN)).toEqual(twin('/api/markdown/zh/blog/x'));
    expect(decide(`${SITES.ru}/pricing`, MARKDOWN)).toEqual(twin('/api/markdown/ru/pricing'));
    expect(decide(`${SITES.en}/about-us`, 'text/markdown, text/html;q=0.9')).toEqual(twin('/api/markdown/en/about-us'));
  });

  it('leaves the page as it is for browsers, other methods, and pages without a twin in that language', () => {
    expect(decide(`${SITES.en}/pricing`, undefined)).toEqual({ type: 'rewrite', pathname: '/en/pricing' });
    expect(decide(`${SITES.en}/pricing`, BROWSER_ACCEPT)).toEqual({ type: 'rewrite', pathname: '/en/pricing' });
    expect(decide(`${SITES.en}/de/blog/x`, 'text/html, text/markdown;q=0.9')).toEqual({ type: 'next' });
    expect(decide(`${SITES.en}/pricing`, MARKDOWN, 'POST')).toEqual({ type: 'rewrite', pathname: '/en/pricing' });
    // Not translated into French, a listing, a made-up page: the page (English under a notice, the list, the 404).
    expect(decide(`${SITES.en}/fr/blog/x`, MARKDOWN)).toEqual({ type: 'next' });
    expect(decide(`${SITES.en}/blog`, MARKDOWN)).toEqual({ type: 'rewrite', pathname: '/en/blog' });
    expect(decide(`${SITES.en}/de/faq`, MARKDOWN)).toEqual({ type: 'next' });
    expect(decide(`${SITES.en}/no-such-page`, MARKDOWN)).toEqual({ type: 'rewrite', pathname: '/en/no-such-page' });
  });

  it('keeps every fix first: the twin is asked for again at the fixed address', () => {
    expect(decide(`${SITES.en}/Pricing/`, MARKDOWN)).toEqual({
      type: 'redirect',
      status: 301,
      location: `${SITES.en}/pricing`,
    });
    expect(decide(`${SITES.en}/zh/blog/x`, MARKDOWN)).toEqual({
      type: 'redirect',
      status: 301,
      location: `${SITES.zh}/blog/x`,
    });
    // The Russian site's blog is the external blog's, twin or not.
    expect(decide(`${SITES.ru}/blog/x`, MARKDOWN)).toMatchObject({ type: 'redirect', status: 301 });
  });

  it('has only the pages every language has when the edge data names no documents', () => {
    const bare = createEdgeConfig({ sites: SITES, data: SEED_EDGE_DATA });
    const request = (path: string) =>
      decideEdge(
        new Request(`${SITES.en}${path}`, { headers: { host: new URL(SITES.en).host, accept: MARKDOWN } }),
        bare,
      );
    expect(request('/download')).toEqual(twin('/api/markdown/en/download'));
    expect(request('/de/blog/x')).toEqual({ type: 'next' });
  });

  it("knows a document's twins from its translations, and none for categories", () => {
    expect(
      markdownTwinLocales([
        { _type: 'blogPost', slug: 'x', locales: ['en', 'de'] },
        { _type: 'helpArticle', slug: 'h', locales: ['zh'] },
        { _type: 'solutionPage', slug: 'crypto', locales: ['en'] },
        { _type: 'featurePage', slug: 'synchronizer', locales: ['en'] },
        { _type: 'page', slug: 'about-us', locales: ['fr'] },
        { _type: 'blogCategory', slug: 'basics', locales: ['en'] },
        { _type: 'newsItem', slug: 'untranslated', locales: [] },
        { _type: 'guide', slug: 'no-locales', locales: null },
      ]),
    ).toEqual({
      '/blog/x': ['de', 'en'],
      '/helps/h': ['zh'],
      '/solutions/crypto': ['en'],
      '/synchronizer': ['en'],
      '/about-us': ['fr'],
    });
  });
});
