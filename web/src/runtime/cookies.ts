import Cookies from 'js-cookie';
import { parentDomain } from './settings';

export interface CookieAttributes {
  /** Lifetime in days. */
  readonly days: number;
  /** Domain attribute; undefined for a host-only cookie. */
  readonly domain?: string;
  readonly secure: boolean;
}

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, attributes: CookieAttributes): void;
}

/** document.cookie through js-cookie: path '/', SameSite=Lax. */
export function browserCookieJar(): CookieJar {
  return {
    get: (name) => Cookies.get(name),
    set: (name, value, { days, domain, secure }) => {
      Cookies.set(name, value, { expires: days, path: '/', sameSite: 'lax', secure, ...(domain ? { domain } : {}) });
    },
  };
}

/** A cookie shared by our hosts: on the parent domain, Secure on https. */
export function sharedCookie(days: number, page: URL): CookieAttributes {
  const domain = parentDomain(page.hostname);
  return { days, secure: page.protocol === 'https:', ...(domain ? { domain } : {}) };
}
