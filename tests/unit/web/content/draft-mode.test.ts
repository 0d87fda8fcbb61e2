import { describe, expect, it } from 'vitest';
import {
  decideDisable,
  isCrossSite,
  decideEnable,
  draftModeAnswer,
  privateAnswer,
  sameSitePath,
  secretMatches,
} from '@/content/draft-mode';
import { resolveContentConfig } from '@/env';

const SECRET = 's3cret-value';
const enable = (query: string, secret: string | null = SECRET) =>
  decideEnable(new URL(`http://localhost/api/draft-mode/enable${query}`), secret);

describe('GET /api/draft-mode/enable', () => {
  it('redirects to a relative path on the site with the right secret', () => {
    expect(enable(`?secret=${SECRET}&redirect=/blog/x?page=2`)).toEqual({
      type: 'redirect',
      location: '/blog/x?page=2',
    });
    expect(enable(`?secret=${SECRET}&redirect=${encodeURIComponent('/de/blog/für')}`)).toEqual({
      type: 'redirect',
      location: '/de/blog/f%C3%BCr',
    });
    expect(enable(`?secret=${SECRET}`)).toEqual({ type: 'redirect', location: '/' });
  });

  it.each([
    ['a missing secret', '?redirect=/'],
    ['an empty secret', '?secret=&redirect=/'],
    ['a wrong secret', '?secret=nope&redirect=/'],
    ['a prefix of the secret', `?secret=${SECRET.slice(0, 4)}&redirect=/`],
    ['a wrong secret with a bad redirect (401 first)', '?secret=nope&redirect=https://evil.example/'],
  ])('answers 401 for %s', (_name, query) => {
    expect(enable(query)).toMatchObject({ type: 'refuse', status: 401 });
  });

  it('answers 401 when no secret is configured', () => {
    expect(enable('?secret=&redirect=/', null)).toMatchObject({ type: 'refuse', status: 401 });
    expect(enable('?secret=null&redirect=/', null)).toMatchObject({ type: 'refuse', status: 401 });
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'blog',
    '',
    '/ok\nLocation: x',
    '/%0d%0aSet-Cookie:x',
    ' /blog',
  ])('answers 400 for the redirect %j', (redirect) => {
    const decision = enable(`?secret=${SECRET}&redirect=${encodeURIComponent(redirect)}`);
    if (redirect === '/%0d%0aSet-Cookie:x') {
      // Percent-encoded bytes stay encoded in the path: a same-site path, no header injection.
      expect(decision).toEqual({ type: 'redirect', location: '/%0d%0aSet-Cookie:x' });
      return;
    }
    expect(decision).toMatchObject({ type: 'refuse', status: 400 });
  });
});

describe('GET /api/draft-mode/disable', () => {
  const disable = (query: string, referer: string | null = null, host: string | null = 'zh.localhost:3206') =>
    decideDisable(new URL(`http://localhost/api/draft-mode/disable${query}`), referer, host);

  it('goes back to the given path, refusing another site', () => {
    expect(disable('?redirect=/pricing')).toEqual({ type: 'redirect', location: '/pricing' });
    expect(disable(`?redirect=${encodeURIComponent('https://evil.example/')}`)).toMatchObject({
      type: 'refuse',
      status: 400,
    });
  });

  it('without redirect, goes back to a same-host Referer, else home', () => {
    expect(disable('', 'http://zh.localhost:3206/blog?x=1')).toEqual({ type: 'redirect', location: '/blog?x=1' });
    expect(disable('', 'https://evil.example/blog')).toEqual({ type: 'redirect', location: '/' });
    expect(disable('', 'not a url')).toEqual({ type: 'redirect', location: '/' });
    expect(disable('')).toEqual({ type: 'redirect', location: '/' });
  });

  it('is refused when another site sent the request, so a link there cannot end draft mode', () => {
    const host = 'zh.localhost:3206';
    const crossSite = (headers: Record<string, string>) => isCrossSite(new Headers(headers), host);
    expect(crossSite({ 'sec-fetch-site': 'cross-site' })).toBe(true);
    expect(crossSite({ 'sec-fetch-site': 'same-site' })).toBe(true);
    expect(crossSite({ 'sec-fetch-site': 'same-origin', referer: 'https://evil.example/' })).toBe(false);
    expect(crossSite({ 'sec-fetch-site': 'none' })).toBe(false);
    // Browsers without Fetch Metadata: the Origin, else the Referer.
    expect(crossSite({ origin: 'https://evil.example' })).toBe(true);
    expect(crossSite({ referer: 'https://evil.example/page' })).toBe(true);
    expect(crossSite({ referer: 'http://ZH.localhost:3206/blog' })).toBe(false);
    expect(crossSite({ origin: 'null' })).toBe(true);
    expect(crossSite({})).toBe(false);
    expect(
      decideDisable(new URL('http://localhost/api/draft-mode/disable?redirect=/'), null, host, true),
    ).toMatchObject({ type: 'refuse', status: 403 });
  });
});

describe('the preview secret', () => {
  it('compares whole values', () => {
    expect(secretMatches('abc', 'abc')).toBe(true);
    expect(secretMatches('abcd', 'abc')).toBe(false);
    expect(secretMatches(null, 'abc')).toBe(false);
    expect(secretMatches('abc', null)).toBe(false);
  });

  it('is SANITY_PREVIEW_SECRET, and nothing without it, whatever the content source (no development default)', () => {
    expect(resolveContentConfig({ SANITY_PREVIEW_SECRET: ' set ' }).previewSecret).toBe('set');
    expect(resolveContentConfig({}).previewSecret).toBeNull();
    expect(resolveContentConfig({}).revalidateSecret).toBeNull();
    expect(
      resolveContentConfig({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production' }).previewSecret,
    ).toBeNull();
  });
});

describe('sameSitePath', () => {
  it('keeps query and hash, normalises dot segments inside the site', () => {
    expect(sameSitePath('/a/../b?q=1#h')).toBe('/b?q=1#h');
  });

  it('refuses a path that normalises to another host', () => {
    expect(sameSitePath('/..//evil.example')).toBeNull();
    expect(sameSitePath('/.//evil.example')).toBeNull();
  });
});

describe('the draft-mode answers', () => {
  it('are private and never stored: redirects, refusals, and answers made elsewhere (the Presentation tool)', async () => {
    const redirect = draftModeAnswer({ type: 'redirect', location: '/blog/x?y=1' });
    expect(redirect.status).toBe(307);
    expect(redirect.headers.get('location')).toBe('/blog/x?y=1');
    const refusal = draftModeAnswer({ type: 'refuse', status: 401, message: 'no' });
    expect(refusal.status).toBe(401);
    expect(await refusal.json()).toEqual({ message: 'no' });
    const presentation = privateAnswer(Response.redirect('http://localhost/blog/x', 307));
    expect(presentation.headers.get('location')).toBe('http://localhost/blog/x');
    for (const answer of [redirect, refusal, presentation])
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });
});
