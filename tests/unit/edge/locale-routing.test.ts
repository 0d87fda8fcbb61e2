import { DEFAULT_SITE_URLS } from '@site/schemas';
import {
  type Decision,
  createEdgeConfig,
  decide as decideEdge,
  isCrawler,
  localeOfTag,
  preferredLocales,
} from '@site/edge';
import { describe, expect, it } from 'vitest';
import { SEED_EDGE_DATA } from '../../fixtures/edge-data';

const config = createEdgeConfig({
  sites: DEFAULT_SITE_URLS,
  ruBlogUrl: 'https://blog.example.ru/',
  data: SEED_EDGE_DATA,
});
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

function decide(host: string, path: string, headers: Record<string, string> = {}): Decision {
  return decideEdge(
    new Request(`http://${host}${path}`, { headers: { host, 'user-agent': CHROME, ...headers } }),
    config,
  );
}

describe('it runs in the edge runtime', () => {
  it('has no Node globals', () => {
    expect(typeof (globalThis as { EdgeRuntime?: unknown }).EdgeRuntime).toBe('string');
  });
});

describe('locale routing', () => {
  it.each([
    // [host, path, expected decision]
    ['localhost:3000', '/', { type: 'rewrite', pathname: '/en' }],
    ['localhost:3000', '/pricing', { type: 'rewrite', pathname: '/en/pricing' }],
    ['localhost:3000', '/de', { type: 'next' }],
    ['localhost:3000', '/de/pricing', { type: 'next' }],
    ['localhost:3000', '/fil/blog', { type: 'next' }],
    ['zh.localhost:3000', '/', { type: 'rewrite', pathname: '/zh' }],
    ['zh.localhost:3000', '/blog/abc', { type: 'rewrite', pathname: '/zh/blog/abc' }],
    ['ru.localhost:3000', '/pricing', { type: 'rewrite', pathname: '/ru/pricing' }],
    ['unknown.example', '/pricing', { type: 'rewrite', pathname: '/en/pricing' }],
  ] as const)('%s%s -> %j', (host, path, expected) => {
    expect(decide(host, path)).toEqual(expected);
  });

  it.each([
    ['localhost:3000', '/ru', 'http://ru.localhost:3000/'],
    ['localhost:3000', '/ru/pricing/x?ref=abc', 'http://ru.localhost:3000/pricing/x?ref=abc'],
    // A Russian blog route goes straight to the external blog, not through the Russian host first.
    ['localhost:3000', '/ru/blog/x?ref=abc', 'https://blog.example.ru/'],
    ['localhost:3000', '/zh/pricing', 'http://zh.localhost:3000/pricing'],
    ['zh.localhost:3000', '/en/pricing?a=1', 'http://localhost:3000/pricing?a=1'],
    ['ru.localhost:3000', '/zh', 'http://zh.localhost:3000/'],
    ['zh.localhost:3000', '/zh/blog', 'http://zh.localhost:3000/blog'],
    ['zh.localhost:3000', '/de/pricing', 'http://localhost:3000/de/pricing'],
    ['ru.localhost:3000', '/th', 'http://localhost:3000/th'],
  ])('%s%s redirects permanently to %s', (host, path, location) => {
    expect(decide(host, path)).toEqual({ type: 'redirect', status: 301, location });
  });

  it('does not treat a segment that only starts with a host code as a prefix', () => {
    expect(decide('localhost:3000', '/russia')).toEqual({ type: 'rewrite', pathname: '/en/russia' });
    expect(decide('localhost:3000', '/english/x')).toEqual({ type: 'rewrite', pathname: '/en/english/x' });
  });
});

describe('language detection', () => {
  it('follows the language cookie on an unprefixed path', () => {
    expect(decide('localhost:3000', '/pricing?x=1', { cookie: 'a=b; i18n_redirected=de' })).toEqual({
      type: 'redirect',
      status: 307,
      location: 'http://localhost:3000/de/pricing?x=1',
    });
  });

  it('keeps English when the cookie says en, whatever the browser prefers', () => {
    expect(decide('localhost:3000', '/', { cookie: 'i18n_redirected=en', 'accept-language': 'de' })).toEqual({
      type: 'rewrite',
      pathname: '/en',
    });
  });

  it('uses the browser languages when there is no cookie', () => {
    expect(decide('localhost:3000', '/', { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' })).toEqual({
      type: 'redirect',
      status: 307,
      location: 'http://localhost:3000/fr',
    });
  });

  it('never moves a crawler by its Accept-Language', () => {
    expect(decide('localhost:3000', '/', { 'user-agent': GOOGLEBOT, 'accept-language': 'de' })).toEqual({
      type: 'rewrite',
      pathname: '/en',
    });
  });

  it('never redirects a prefixed path', () => {
    expect(decide('localhost:3000', '/de/pricing', { cookie: 'i18n_redirected=fr', 'accept-language': 'ko' })).toEqual({
      type: 'next',
    });
  });

  it('lets the host decide on the Chinese and Russian sites', () => {
    expect(decide('zh.localhost:3000', '/', { cookie: 'i18n_redirected=de', 'accept-language': 'de' })).toEqual({
      type: 'rewrite',
      pathname: '/zh',
    });
    expect(decide('ru.localhost:3000', '/', { 'accept-language': 'en' })).toEqual({ type: 'rewrite', pathname: '/ru' });
  });

  it('ignores a cookie that names no locale', () => {
    expect(decide('localhost:3000', '/', { cookie: 'i18n_redirected=nonsense' })).toEqual({
      type: 'rewrite',
      pathname: '/en',
    });
  });
});

describe('language detection across hosts', () => {
  const moved = (location: string) => ({ type: 'redirect', status: 307, location });
  it.each([
    // [path, request headers, where the visitor goes]
    ['/', { 'accept-language': 'zh' }, 'http://zh.localhost:3000/'],
    ['/', { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' }, 'http://zh.localhost:3000/'],
    ['/', { 'accept-language': 'zh-Hans' }, 'http://zh.localhost:3000/'],
    ['/pricing?ref=a', { 'accept-language': 'zh-Hans-CN' }, 'http://zh.localhost:3000/pricing?ref=a'],
    ['/', { 'accept-language': 'ru-RU,ru;q=0.9' }, 'http://ru.localhost:3000/'],
    ['/Download/', { 'accept-language': 'ru' }, 'http://ru.localhost:3000/download'],
    ['/', { 'accept-language': 'zh-TW' }, 'http://localhost:3000/tc'],
    ['/', { 'accept-language': 'zh-HK,zh;q=0.9' }, 'http://localhost:3000/tc'],
    ['/faq', { 'accept-language': 'zh-Hant' }, 'http://localhost:3000/tc/faq'],
    ['/', { 'accept-language': 'ja-JP' }, 'http://localhost:3000/jp'],
    ['/', { 'accept-language': 'vi' }, 'http://localhost:3000/vn'],
    ['/', { cookie: 'i18n_redirected=zh' }, 'http://zh.localhost:3000/'],
    ['/pricing', { cookie: 'a=1; i18n_redirected=ru', 'accept-language': 'en' }, 'http://ru.localhost:3000/pricing'],
    ['/', { cookie: 'i18n_redirected=tc', 'accept-language': 'en' }, 'http://localhost:3000/tc'],
    // The cookie comes before the browser's languages.
    ['/', { cookie: 'i18n_redirected=ru', 'accept-language': 'zh' }, 'http://ru.localhost:3000/'],
    // Every permanent fix of the final locale in the same hop: the Russian blog is external.
    ['/blog/some-article', { 'accept-language': 'ru' }, 'https://blog.example.ru/'],
    [
      '/blog/proxy-vs-vpn-vs-antidetect-browser',
      { 'accept-language': 'pt-BR' },
      'http://localhost:3000/pt/blog/proxy-vpn-ou-navegador-antidetect',
    ],
  ] as const)('%s %j goes to %s with a 307', (path, headers, location) => {
    expect(decide('localhost:3000', path, headers)).toEqual(moved(location));
  });

  it.each([
    ['a cookie naming English', { cookie: 'i18n_redirected=en', 'accept-language': 'zh-CN' }],
    ['an English browser with Chinese second', { 'accept-language': 'en-US,en;q=0.9,zh;q=0.8' }],
    ['a crawler with a Chinese browser language', { 'user-agent': GOOGLEBOT, 'accept-language': 'zh-CN' }],
    ['a crawler with a Russian cookie', { 'user-agent': GOOGLEBOT, cookie: 'i18n_redirected=ru' }],
    ['a request without User-Agent (a script)', { 'user-agent': '', cookie: 'i18n_redirected=zh' }],
  ] as const)('keeps %s on the English host', (_name, headers) => {
    expect(decide('localhost:3000', '/pricing', headers)).toEqual({ type: 'rewrite', pathname: '/en/pricing' });
  });

  it('never moves from a prefixed path, nor on the Chinese or Russian host', () => {
    expect(decide('localhost:3000', '/de/pricing', { 'accept-language': 'zh' })).toEqual({ type: 'next' });
    expect(decide('zh.localhost:3000', '/pricing', { 'accept-language': 'ru', cookie: 'i18n_redirected=en' })).toEqual({
      type: 'rewrite',
      pathname: '/zh/pricing',
    });
    expect(decide('ru.localhost:3000', '/', { 'accept-language': 'zh', cookie: 'i18n_redirected=zh' })).toEqual({
      type: 'rewrite',
      pathname: '/ru',
    });
  });
});

describe('Accept-Language parsing', () => {
  it.each([
    ['vi-VN', 'vn'],
    ['ja', 'jp'],
    ['zh-TW', 'tc'],
    ['zh-Hant-HK', 'tc'],
    ['zh-CN', 'zh'],
    ['zh', 'zh'],
    ['tl', 'fil'],
    ['fil-PH', 'fil'],
    ['pt-BR', 'pt'],
    ['en-GB', 'en'],
    ['xx', undefined],
    ['<script>', undefined],
  ])('%s is %s', (tag, code) => {
    expect(localeOfTag(tag)).toBe(code);
  });

  it('orders by quality, then by position', () => {
    expect(preferredLocales('en;q=0.5, de, fr;q=0.8, de-AT')).toEqual(['de', 'fr', 'en']);
    expect(preferredLocales('de;q=0, ko')).toEqual(['ko']);
    expect(preferredLocales('')).toEqual([]);
  });

  it('tells crawlers from browsers', () => {
    expect(isCrawler(GOOGLEBOT)).toBe(true);
    expect(isCrawler('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isCrawler(CHROME)).toBe(false);
    expect(isCrawler(undefined)).toBe(true);
  });
});
