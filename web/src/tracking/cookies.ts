import Cookies from 'js-cookie';

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

/** Site host -> Domain of the cookies our hosts share (RuntimeSettings.cookieDomains). */
export type CookieDomains = Readonly<Record<string, string>>;

/**
 * A cookie shared by our hosts: on the parent domain the server found for this host, Secure on https. A host it
 * does not know (only the three sites are listed) gets a host-only cookie rather than a guessed domain.
 */
export function sharedCookie(days: number, page: URL, cookieDomains: CookieDomains): CookieAttributes {
  const domain = Object.hasOwn(cookieDomains, page.hostname) ? cookieDomains[page.hostname] : undefined;
  return { days, secure: page.protocol === 'https:', ...(domain ? { domain } : {}) };
}
