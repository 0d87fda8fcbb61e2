// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://www.morphis.com/de" }
import { describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { browserCookieJar, sharedCookie } from '@/tracking/cookies';
import { COOKIE_DOMAINS } from './support';

describe('browserCookieJar', () => {
  it('writes through js-cookie with path /, SameSite=Lax and the given domain, lifetime and Secure flag', () => {
    const set = vi.spyOn(Cookies, 'set');
    const jar = browserCookieJar();
    jar.set('__REF', 'AB', sharedCookie(7, new URL(window.location.href), COOKIE_DOMAINS));
    expect(set).toHaveBeenCalledWith('__REF', 'AB', {
      expires: 7,
      path: '/',
      sameSite: 'lax',
      secure: true,
      domain: 'morphis.com',
    });
    expect(jar.get('__REF')).toBe('AB');
    expect(document.cookie).toContain('__REF=AB');
    set.mockRestore();
  });

  it('omits the domain for a host-only cookie', () => {
    const set = vi.spyOn(Cookies, 'set');
    browserCookieJar().set('x', '1', { days: 1, secure: false });
    expect(set).toHaveBeenCalledWith('x', '1', { expires: 1, path: '/', sameSite: 'lax', secure: false });
    set.mockRestore();
  });
});
