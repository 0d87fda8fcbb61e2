import { DEFAULT_SITE_URLS } from '@site/schemas';
import {
  DEFAULT_RU_BLOG_URL,
  EdgeConfigError,
  LEGACY_ARTICLES,
  compileRuBlog,
  createEdgeConfig,
  decide,
  isAllowedLocation,
  parseRuBlogMap,
} from '@site/edge';
import { describe, expect, it } from 'vitest';
import { SEED_EDGE_DATA } from '../../fixtures/edge-data';

describe('RU_BLOG_URL and the Russian blog map', () => {
  it('defaults to a placeholder on a reserved TLD', () => {
    const config = createEdgeConfig({ sites: DEFAULT_SITE_URLS });
    expect(DEFAULT_RU_BLOG_URL).toMatch(/^https:\/\/[a-z-]+\.example\/$/);
    expect(config.ruBlog.home).toBe(DEFAULT_RU_BLOG_URL);
    expect(config.allowedOrigins).toEqual([...Object.values(DEFAULT_SITE_URLS), new URL(DEFAULT_RU_BLOG_URL).origin]);
  });

  it.each([
    'not a url',
    'ftp://blog.example.ru/',
    'javascript:alert(1)',
    'https://user:pw@blog.example.ru/',
    'https://blog.example.ru/?a=1',
    'https://blog.example.ru/#x',
    'https://blog.example.ru//x/',
  ])('refuses RU_BLOG_URL=%s', (value) => {
    expect(() => createEdgeConfig({ sites: DEFAULT_SITE_URLS, ruBlogUrl: value })).toThrow(EdgeConfigError);
  });

  it('keeps a base path and adds the trailing slash', () => {
    expect(compileRuBlog('https://blog.example.ru/ru', []).home).toBe('https://blog.example.ru/ru/');
  });

  it.each([
    [{ section: 'blog', id: 'a', target: 'https://evil.example/a/' }, 'another origin'],
    [{ section: 'blog', id: 'a', target: '//evil.example/a/' }, 'a protocol-relative target'],
    [{ section: 'blog', id: 'a', target: 'a/?x=1' }, 'a query'],
    [{ section: 'blog', id: 'a/b', target: 'a/' }, 'a slash in the id'],
    [{ section: 'help', id: 'a', target: 'a/' }, 'an unknown section'],
    [{ section: 'blog', id: 'a', target: 'a b/' }, 'a space in the target'],
  ] as const)('refuses a map entry with %j (%s)', (entry, _why) => {
    expect(() => compileRuBlog('https://blog.example.ru/', [entry as never])).toThrow(EdgeConfigError);
  });

  it('refuses a duplicate id within a section', () => {
    const entry = { section: 'blog', id: 'a', target: 'a/' } as const;
    expect(() => compileRuBlog('https://blog.example.ru/', [entry, entry])).toThrow(/twice/);
  });

  it('reads the map from untrusted JSON, as the CMS compile step will write it', () => {
    expect(parseRuBlogMap(JSON.parse(JSON.stringify(SEED_EDGE_DATA.ruBlogMap)))).toEqual(SEED_EDGE_DATA.ruBlogMap);
    expect(() => parseRuBlogMap({})).toThrow(EdgeConfigError);
    expect(() => parseRuBlogMap([{ section: 'blog', id: 1, target: 'x/' }])).toThrow(EdgeConfigError);
    expect(() => parseRuBlogMap([null])).toThrow(EdgeConfigError);
  });

  it('compiles the shipped map against any valid blog address', () => {
    const blog = compileRuBlog('https://blog.example.ru/base/', SEED_EDGE_DATA.ruBlogMap);
    expect(blog.articles.size).toBe(SEED_EDGE_DATA.ruBlogMap.length);
    for (const url of blog.articles.values()) expect(url.startsWith('https://blog.example.ru/base/')).toBe(true);
  });
});

describe('moved articles', () => {
  it('cleans the Facebook-agency id by dropping its colon, and moves the Portuguese article to its new slug', () => {
    const facebook = LEGACY_ARTICLES.find((article) => article.from.includes(':'));
    expect(facebook?.to).toBe(facebook?.from.replace(/:/g, ''));
    expect(facebook?.from).toMatch(/^facebook-agency/);
    const portuguese = LEGACY_ARTICLES.find((article) => article.locales !== 'all' && article.locales.includes('pt'));
    expect(portuguese?.from).toMatch(/proxy.*vpn.*antidetect/);
    expect(portuguese?.to).not.toBe(portuguese?.from);
  });
});

describe('the Location allowlist', () => {
  const allowed = ['http://localhost:3000', 'https://blog.example.ru'];
  it.each([
    ['http://localhost:3000/pricing', true],
    ['https://blog.example.ru/', true],
    ['http://localhost:3000', false],
    ['http://localhost:3000//evil.example', false],
    ['http://localhost:3000@evil.example/', false],
    ['http://evil.example/', false],
    ['/pricing', false],
    ['//evil.example/', false],
    ['http://localhost:3000/\\evil.example', false],
    ['http://localhost:3000/a\r\nSet-Cookie: x=1', false],
    ['http://localhost:3000/a b', false],
    ['http://LOCALHOST:3000/x', false],
    ['https://blog.example.ru/#x', false],
  ])('%j is allowed: %s', (location, ok) => {
    expect(isAllowedLocation(location, allowed)).toBe(ok);
  });
});

describe('proxy-bypass headers change nothing', () => {
  const config = createEdgeConfig({
    sites: DEFAULT_SITE_URLS,
    ruBlogUrl: 'https://blog.example.ru/',
    data: SEED_EDGE_DATA,
  });
  const BYPASS: Record<string, string> = {
    'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware',
    'x-middleware-prefetch': '1',
    'x-middleware-rewrite': 'https://evil.example/',
    'x-middleware-redirect': 'https://evil.example/',
    'x-middleware-next': '1',
    'x-invoke-path': '/de',
    'x-invoke-query': '%7B%7D',
    'x-invoke-status': '200',
    'x-now-route-matches': '1=de',
    'x-matched-path': '/de',
    'x-nextjs-data': '1',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
    'x-original-url': '/de',
    'x-rewrite-url': '/de',
    rsc: '1',
    'next-router-prefetch': '1',
    'next-router-state-tree': '%5B%5D',
    purpose: 'prefetch',
  };
  const paths = [
    ['localhost:3000', '/ru/pricing'],
    ['localhost:3000', '/Pricing/'],
    ['ru.localhost:3000', '/blog/fingerprint-brauzera'],
    ['localhost:3000', '/pricing'],
    ['localhost:3000', '/%'],
    ['zh.localhost:3000', '/de'],
  ] as const;

  it.each(Object.entries(BYPASS))('%s', (name, value) => {
    for (const [host, path] of paths) {
      const plain = new Request(`http://0.0.0.0:3000${path}`, { headers: { host, 'user-agent': 'Chrome/140' } });
      const bypass = new Request(plain.url, { headers: { host, 'user-agent': 'Chrome/140', [name]: value } });
      expect(decide(bypass, config)).toEqual(decide(plain, config));
    }
  });
});
