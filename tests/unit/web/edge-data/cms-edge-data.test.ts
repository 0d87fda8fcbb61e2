import {
  DEFAULT_RU_BLOG_URL,
  EdgeConfigError,
  createEdgeConfig,
  decide,
  edgeDataFromCms,
  usesPlaceholderRuBlog,
} from '@site/edge';
import { DEFAULT_SITE_URLS } from '@site/schemas';
import { describe, expect, it } from 'vitest';
import { LocalContentSource } from '@/content/local-source';
import { loadEdgeData } from '@/edge-data/load';
import { SEED_EDGE_DATA, SEED_RU_BLOG_HOME } from '../../../fixtures/edge-data';

describe('edge data compiled from the CMS', () => {
  it('is what the seed dataset holds (the fixture the edge tests use)', async () => {
    const warnings: string[] = [];
    const data = await loadEdgeData(new LocalContentSource({ watch: false }), (w) => warnings.push(w));
    expect({ ruBlogMap: data.ruBlogMap, legacySolutions: data.legacySolutions }).toEqual(SEED_EDGE_DATA);
    expect(data.ruBlogHome).toBe(SEED_RU_BLOG_HOME);
    expect(warnings).toEqual([]);
    // Every page id the seed has, and the spec's fixed ids, are known; nothing else is.
    expect(data.contentPaths).toEqual(
      expect.arrayContaining([
        '/blog/what-is-browser-fingerprinting',
        '/solutions/betting',
        '/synchronizer',
        '/about-us',
        '/alternatives/gologin-alternative',
      ]),
    );
    expect(data.contentPaths).not.toContain('/blog/no-such-post');
    expect(data.contentPaths?.some((path) => /^\/blog-[a-z0-9-]+\/[a-z0-9-]+$/.test(path))).toBe(true);
    // The feeds and the documentation pages are content routes too.
    expect(data.contentPaths).toEqual(
      expect.arrayContaining(['/blog/feed', '/news/feed', '/release/feed', '/docs/local-api']),
    ); // Twins where a document is translated: a Korean-less article has none in Korean; categories have none.
    expect(data.twinLocales?.['/blog/what-is-browser-fingerprinting']).toContain('de');
    expect(data.twinLocales?.['/blog/what-is-browser-fingerprinting']).not.toContain('ko');
    expect(data.twinLocales?.['/about-us']).toContain('en');
    expect(Object.keys(data.twinLocales ?? {}).some((path) => path.startsWith('/blog-'))).toBe(false);
  });

  it('keeps article addresses relative to the blog home and skips what it cannot keep safely', () => {
    const warnings: string[] = [];
    const data = edgeDataFromCms(
      {
        ruBlogMap: {
          blogHome: 'https://blog.example.ru/ru',
          entries: [
            { section: 'blog', articleId: 'a', url: 'https://blog.example.ru/ru/x/' },
            { section: 'blog', articleId: 'b', url: 'https://evil.example/x/' },
            { section: 'docs', articleId: 'c', url: 'https://blog.example.ru/ru/y/' },
          ],
        },
        legacySlugMap: null,
      },
      (w) => warnings.push(w),
    );
    expect(data.ruBlogMap).toEqual([{ section: 'blog', id: 'a', target: 'x/' }]);
    expect(warnings).toHaveLength(2);
    expect(data.legacySolutions).toEqual([]);
  });

  it('refuses legacy slugs that point nowhere, so a bad map fails the build and never a request', () => {
    const bad = { ruBlogMap: [], legacySolutions: [{ legacySlug: 'old', target: 'not-a-solution' }] };
    expect(() => createEdgeConfig({ sites: DEFAULT_SITE_URLS, data: bad })).toThrow(/unknown target/);
  });

  it('moves a Russian article once the map changes, with no code change', () => {
    const request = new Request('http://0.0.0.0:3000/blog/new-article', { headers: { host: 'ru.localhost:3000' } });
    const before = decide(
      request,
      createEdgeConfig({ sites: DEFAULT_SITE_URLS, ruBlogUrl: 'https://blog.example.ru/', data: SEED_EDGE_DATA }),
    );
    const data = {
      ...SEED_EDGE_DATA,
      ruBlogMap: [...SEED_EDGE_DATA.ruBlogMap, { section: 'blog' as const, id: 'new-article', target: 'novaya/' }],
    };
    const after = decide(
      request,
      createEdgeConfig({ sites: DEFAULT_SITE_URLS, ruBlogUrl: 'https://blog.example.ru/', data }),
    );
    expect(before).toEqual({ type: 'redirect', status: 301, location: 'https://blog.example.ru/' });
    expect(after).toEqual({ type: 'redirect', status: 301, location: 'https://blog.example.ru/novaya/' });
  });
});

describe('the Russian blog home', () => {
  const request = new Request('http://0.0.0.0:3000/blog/what-is-browser-fingerprinting', {
    headers: { host: 'ru.localhost:3000' },
  });
  const article = 'chto-takoe-otpechatok-brauzera/';

  it('comes from the CMS, over RU_BLOG_URL', () => {
    const data = edgeDataFromCms({
      ruBlogMap: { blogHome: 'https://cms-blog.example.ru/ru', entries: [] },
      legacySlugMap: null,
    });
    expect(data.ruBlogHome).toBe('https://cms-blog.example.ru/ru');
    const config = createEdgeConfig({
      sites: DEFAULT_SITE_URLS,
      ruBlogUrl: 'https://env-blog.example.ru/',
      data: { ...SEED_EDGE_DATA, ruBlogHome: data.ruBlogHome },
    });
    expect(config.ruBlog.home).toBe('https://cms-blog.example.ru/ru/');
    expect(decide(request, config)).toEqual({
      type: 'redirect',
      status: 301,
      location: `https://cms-blog.example.ru/ru/${article}`,
    });
    expect(config.allowedOrigins).toContain('https://cms-blog.example.ru');
    expect(config.allowedOrigins).not.toContain('https://env-blog.example.ru');
    expect(usesPlaceholderRuBlog(config)).toBe(false);
  });

  it('falls back to RU_BLOG_URL, then to the placeholder (which a production build warns about)', () => {
    const withoutHome = edgeDataFromCms({ ruBlogMap: null, legacySlugMap: null });
    expect(withoutHome.ruBlogHome).toBeUndefined();
    const fromEnv = createEdgeConfig({
      sites: DEFAULT_SITE_URLS,
      ruBlogUrl: 'https://env-blog.example.ru/',
      data: SEED_EDGE_DATA,
    });
    expect(decide(request, fromEnv)).toEqual({
      type: 'redirect',
      status: 301,
      location: `https://env-blog.example.ru/${article}`,
    });
    expect(usesPlaceholderRuBlog(fromEnv)).toBe(false);
    const placeholder = createEdgeConfig({ sites: DEFAULT_SITE_URLS, data: SEED_EDGE_DATA });
    expect(placeholder.ruBlog.home).toBe(DEFAULT_RU_BLOG_URL);
    expect(usesPlaceholderRuBlog(placeholder)).toBe(true);
  });

  it('a bad home in the CMS fails the build like a bad RU_BLOG_URL', () => {
    expect(() =>
      createEdgeConfig({ sites: DEFAULT_SITE_URLS, data: { ...SEED_EDGE_DATA, ruBlogHome: 'javascript:alert(1)' } }),
    ).toThrow(EdgeConfigError);
  });
});

describe('unknown content paths', () => {
  const data = {
    ...SEED_EDGE_DATA,
    contentPaths: [
      '/blog/known',
      '/about-us',
      '/blog-proxy',
      '/blog-proxy/facebook',
      '/blog-proxy/tiktok',
      '/solutions/betting',
      '/blog/feed',
      '/release/feed',
    ],
  };
  const config = createEdgeConfig({ sites: DEFAULT_SITE_URLS, ruBlogUrl: 'https://blog.example.ru/', data });
  const route = (host: string, path: string) =>
    decide(new Request(`http://0.0.0.0:3000${path}`, { headers: { host, 'user-agent': 'Chrome/140' } }), config);

  it.each([
    ['localhost:3000', '/de/blog/unknown', '/de/~/missing/blog/unknown'],
    ['localhost:3000', '/blog/unknown', '/en/~/missing/blog/unknown'],
    ['zh.localhost:3000', '/not-a-page', '/zh/~/missing/not-a-page'],
    ['localhost:3000', '/th/blog-proxy/not-a-tag', '/th/~/missing/blog-proxy/not-a-tag'],
    ['localhost:3000', '/solutions/not-a-solution', '/en/~/missing/solutions/not-a-solution'],
    // Several tags: every one must be a known tag of the category.
    ['localhost:3000', '/de/blog-proxy/facebook,not-a-tag', '/de/~/missing/blog-proxy/facebook,not-a-tag'],
    ['localhost:3000', '/de/blog-other/facebook,tiktok', '/de/~/missing/blog-other/facebook,tiktok'],
    ['localhost:3000', '/de/blog-proxy/facebook,', '/de/~/missing/blog-proxy/facebook,'],
    ['localhost:3000', '/news/feed', '/en/~/missing/news/feed'],
  ])('%s%s goes to the not-found route', (host, path, pathname) => {
    expect(route(host, path)).toEqual({ type: 'rewrite', pathname });
  });

  it.each([
    ['localhost:3000', '/de/blog/known', { type: 'next' }],
    ['localhost:3000', '/about-us', { type: 'rewrite', pathname: '/en/about-us' }],
    ['localhost:3000', '/pricing', { type: 'rewrite', pathname: '/en/pricing' }],
    ['localhost:3000', '/de/blog-proxy/facebook', { type: 'next' }],
    ['localhost:3000', '/de/blog', { type: 'next' }],
    // Several known tags in any order or escaping: the page answers 308 to the canonical order.
    ['localhost:3000', '/de/blog-proxy/facebook,tiktok', { type: 'next' }],
    ['localhost:3000', '/de/blog-proxy/tiktok,facebook', { type: 'next' }],
    [
      'localhost:3000',
      '/blog-proxy/tiktok%2Cfacebook',
      { type: 'rewrite', pathname: '/en/blog-proxy/tiktok%2Cfacebook' },
    ],
    ['localhost:3000', '/blog/feed', { type: 'rewrite', pathname: '/en/blog/feed' }],
    ['zh.localhost:3000', '/release/feed', { type: 'rewrite', pathname: '/zh/release/feed' }],
  ])('%s%s is left to its page', (host, path, decision) => {
    expect(route(host, path)).toEqual(decision);
  });
});
