import { type Decision, createEdgeConfig, decide as decideEdge, readCookie } from '@site/edge';
import { describe, expect, it } from 'vitest';
import { SEED_EDGE_DATA } from '../../fixtures/edge-data';

// The language cookie across hosts. The English site on www.morphis.example writes it for the whole domain; the
// Chinese site lives on another registrable domain, so a choice made there reaches the English host only through
// the switcher's link (`?set_locale=en`). And a host-only copy an older site left must not outvote this site's.
const SITES = {
  en: 'https://www.morphis.example',
  zh: 'https://www.morphis-cn.example',
  ru: 'https://ru.morphis.example',
};
const config = createEdgeConfig({
  sites: SITES,
  ruBlogUrl: 'https://blog.example.ru/',
  data: SEED_EDGE_DATA,
  cookieDomains: { 'www.morphis.example': 'morphis.example', 'ru.morphis.example': 'morphis.example' },
});
const hostOnly = createEdgeConfig({ sites: SITES, ruBlogUrl: 'https://blog.example.ru/', data: SEED_EDGE_DATA });
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

function decide(url: string, headers: Record<string, string> = {}, with_ = config): Decision {
  return decideEdge(
    new Request(url, { headers: { host: new URL(url).host, 'user-agent': CHROME, ...headers } }),
    with_,
  );
}

const set = (value: string, domain = 'morphis.example') => ({
  name: 'i18n_redirected',
  value,
  maxAgeSeconds: 365 * 86_400,
  domain,
});
const removeHostOnly = { name: 'i18n_redirected', value: '', maxAgeSeconds: 0 };

describe('a language chosen on another host', () => {
  it('is stored on the English host and dropped from the address in one 307, whatever the browser prefers', () => {
    expect(
      decide('https://www.morphis.example/pricing?set_locale=en&utm_source=x', { 'accept-language': 'zh-CN,zh' }),
    ).toEqual({
      type: 'redirect',
      status: 307,
      location: 'https://www.morphis.example/pricing?utm_source=x',
      cookies: [set('en')],
    });
    // The next request carries the cookie: English stays, the Chinese browser notwithstanding.
    expect(
      decide('https://www.morphis.example/pricing', { 'accept-language': 'zh-CN,zh', cookie: 'i18n_redirected=en' }),
    ).toEqual({
      type: 'rewrite',
      pathname: '/en/pricing',
    });
  });

  it('folds the other fixes into the same hop, and a code that is no language only loses the parameter', () => {
    expect(decide('https://www.morphis.example/Pricing/?set_locale=de')).toMatchObject({
      location: 'https://www.morphis.example/pricing',
      cookies: [set('de')],
    });
    expect(decide('https://www.morphis.example/?set_locale=xx')).toEqual({
      type: 'redirect',
      status: 307,
      location: 'https://www.morphis.example/',
    });
  });

  it('is host-only where the site writes host-only cookies, and ignored on the hosts that are their own language', () => {
    expect(decide('https://www.morphis.example/?set_locale=en', {}, hostOnly)).toMatchObject({
      cookies: [{ name: 'i18n_redirected', value: 'en', maxAgeSeconds: 365 * 86_400 }],
    });
    expect(decide('https://www.morphis.example/?set_locale=en', {}, hostOnly)).not.toHaveProperty('cookies.0.domain');
    expect(decide('https://www.morphis-cn.example/pricing?set_locale=en')).toEqual({
      type: 'rewrite',
      pathname: '/zh/pricing',
    });
  });
});

describe('several language cookies', () => {
  it('the last one wins (browsers list the oldest first), and the host-only copy is removed', () => {
    expect(readCookie('i18n_redirected=de; a=1; i18n_redirected=en', 'i18n_redirected')).toBe('en');
    expect(decide('https://www.morphis.example/pricing', { cookie: 'i18n_redirected=de; i18n_redirected=en' })).toEqual(
      {
        type: 'rewrite',
        pathname: '/en/pricing',
        cookies: [removeHostOnly],
      },
    );
    expect(decide('https://www.morphis.example/pricing', { cookie: 'i18n_redirected=en; i18n_redirected=de' })).toEqual(
      {
        type: 'redirect',
        status: 307,
        location: 'https://www.morphis.example/de/pricing',
        cookies: [removeHostOnly],
      },
    );
  });

  it('removes nothing where this site itself writes host-only cookies, nor for one cookie', () => {
    expect(
      decide('https://www.morphis.example/pricing', { cookie: 'i18n_redirected=de; i18n_redirected=en' }, hostOnly),
    ).toEqual({ type: 'rewrite', pathname: '/en/pricing' });
    expect(decide('https://www.morphis.example/pricing', { cookie: 'i18n_redirected=en' })).toEqual({
      type: 'rewrite',
      pathname: '/en/pricing',
    });
  });
});

describe('a Host that is no site', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    '%s names no cookie domain: a choice is stored host-only, never for an inherited value',
    (host) => {
      const decision = decide('https://www.morphis.example/pricing?set_locale=de', { host });
      expect(decision).toMatchObject({ type: 'redirect', status: 307 });
      expect('cookies' in decision && decision.cookies).toEqual([
        { name: 'i18n_redirected', value: 'de', maxAgeSeconds: 365 * 86_400 },
      ]);
    },
  );

  it('a site host with another port, upper case or a trailing dot is that site', () => {
    for (const host of ['www.morphis-cn.example:9999', 'WWW.MORPHIS-CN.EXAMPLE', 'www.morphis-cn.example.']) {
      // The Chinese site: a prefixed language moves to the English host, a capitalised page stays on this one.
      expect(decide('https://www.morphis.example/de/pricing', { host }), host).toMatchObject({
        type: 'redirect',
        status: 301,
        location: 'https://www.morphis.example/de/pricing',
      });
      expect(decide('https://www.morphis.example/Pricing', { host }), host).toMatchObject({
        type: 'redirect',
        status: 301,
        location: 'https://www.morphis-cn.example/pricing',
      });
    }
  });
});
