/**
 * A cookie the answer sets (path `/`, SameSite=Lax, never HttpOnly: the page's own script reads the language
 * cookie). Without `domain` it is host-only; `maxAgeSeconds` 0 removes it.
 */
export interface CookieToSet {
  readonly name: string;
  readonly value: string;
  readonly maxAgeSeconds: number;
  readonly domain?: string;
}

/** What the proxy should do with a request. Decisions are data; the proxy only turns them into responses. */
export type Decision =
  | { readonly type: 'next'; readonly cookies?: readonly CookieToSet[] }
  | {
      readonly type: 'redirect';
      readonly location: string;
      readonly status: 301 | 302 | 307 | 308;
      readonly cookies?: readonly CookieToSet[];
    }
  | { readonly type: 'rewrite'; readonly pathname: string; readonly cookies?: readonly CookieToSet[] }
  /**
   * Answer at once with this status and no page: a path whose escapes do not decode. Next would fail to decode it
   * into route params and answer 500 whatever the proxy rewrote it to, so the proxy must answer itself.
   */
  | { readonly type: 'reject'; readonly status: 400 };

export const NEXT: Decision = { type: 'next' };
export const BAD_REQUEST: Decision = { type: 'reject', status: 400 };
