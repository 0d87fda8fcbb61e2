import { describe, expect, it } from 'vitest';
import { parentDomain } from '@/lib/site/cookie-domain';
import { cookieDomainsOf } from '@/tracking/settings';
import { sharedCookie } from '@/tracking/cookies';

// The Domain of cookies our hosts share, by the Public Suffix List: the last two labels are
// wrong under multi-label suffixes (co.uk, com.br), and a suffix itself, an IP or a single label gets no Domain.
describe('parentDomain', () => {
  it.each([
    ['www.morphis.com', 'morphis.com'],
    ['a.b.zh.morphis.com', 'morphis.com'],
    ['WWW.MORPHIS.COM', 'morphis.com'],
    ['morphis.com', 'morphis.com'],
    ['zh.example.test', 'example.test'],
    ['www.example.co.uk', 'example.co.uk'],
    ['shop.www.example.co.uk', 'example.co.uk'],
    ['example.co.uk', 'example.co.uk'],
    ['co.uk', undefined],
    ['loja.example.com.br', 'example.com.br'],
    ['example.com.br', 'example.com.br'],
    ['com.br', undefined],
    ['www.example.com.cn', 'example.com.cn'],
    ['zh.morphis.github.io', 'morphis.github.io'],
    ['github.io', undefined],
    ['example.com.', 'example.com'],
    ['zh.localhost', 'zh.localhost'],
    ['localhost', undefined],
    ['127.0.0.1', undefined],
    ['192.168.1.20', undefined],
    ['[::1]', undefined],
    ['::1', undefined],
    ['[2001:db8::1]', undefined],
    ['', undefined],
    ['a..b', undefined],
  ])('%s -> %s', (host, expected) => {
    expect(parentDomain(host)).toBe(expected);
  });
});

describe('the runtime gets the answer per site host', () => {
  const domains = cookieDomainsOf(['www.example.co.uk', 'zh.example.co.uk', 'localhost', '127.0.0.1'], parentDomain);

  it('lists only hosts that have a parent domain', () => {
    expect(domains).toEqual({ 'www.example.co.uk': 'example.co.uk', 'zh.example.co.uk': 'example.co.uk' });
  });

  it.each([
    ['https://www.example.co.uk/de', { days: 7, secure: true, domain: 'example.co.uk' }],
    ['http://localhost:3000/', { days: 7, secure: false }],
    ['http://127.0.0.1:3000/', { days: 7, secure: false }],
    // A host the build does not know (the server answers it as the English site): host-only, never a guess.
    ['https://other.example.com.br/', { days: 7, secure: true }],
    ['https://constructor/', { days: 7, secure: true }],
  ])('a shared cookie on %s', (url, expected) => {
    expect(sharedCookie(7, new URL(url), domains)).toEqual(expected);
  });
});
