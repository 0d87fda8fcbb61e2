import { expect, test } from '@playwright/test';
import { get, locationOf } from './support/http';
import { urlOf } from './support/sites';

/**
 * Unknown ids answer 404 with the localized not-found page rendered on the server (crawlers and visitors without
 * JavaScript read it), and the router's prefetches of them never fail with a 500.
 */
const UNKNOWN = [
  ['de', '/blog/no-such-post'],
  ['zh', '/news/no-such-item'],
  ['th', '/no-such-page'],
  ['km', '/solutions/not-a-solution'],
  ['en', '/alternatives/gologin'],
  ['ru', '/helps/no-such-help'],
  ['de', '/blog-no-such-category'],
] as const;

test.describe('unknown ids', () => {
  for (const [locale, path] of UNKNOWN) {
    test(`${locale} ${path} is a server-rendered localized 404`, async () => {
      const response = await get(urlOf(locale, path));
      expect(response.status).toBe(404);
      expect(response.body).not.toContain('__next_error__');
      expect(response.body).toMatch(/<html lang="[a-zA-Z-]+"/);
      expect(response.body).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    });
  }

  test('a router prefetch of an unknown id is a 404, not a 500', async () => {
    // The router's RSC request: Next first answers a wrong `_rsc` cache key with a 307 to the right one.
    const headers = { rsc: '1', 'next-router-prefetch': '1' };
    const url = `${urlOf('de', '/blog/no-such-post')}?_rsc=probe`;
    const first = await get(url, headers);
    const second = first.status === 307 ? await get(locationOf(first, url)!, headers) : first;
    expect(second.status).toBe(404);
  });
});
