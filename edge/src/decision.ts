/** What the proxy should do with a request. Decisions are data; the proxy only turns them into responses. */
export type Decision =
  | { readonly type: 'next' }
  | { readonly type: 'redirect'; readonly location: string; readonly status: 301 | 302 | 307 | 308 }
  | { readonly type: 'rewrite'; readonly pathname: string }
  /**
   * Answer at once with this status and no page: a path whose escapes do not decode. Next would fail to decode it
   * into route params and answer 500 whatever the proxy rewrote it to, so the proxy must answer itself.
   */
  | { readonly type: 'reject'; readonly status: 400 };

export const NEXT: Decision = { type: 'next' };
export const BAD_REQUEST: Decision = { type: 'reject', status: 400 };
