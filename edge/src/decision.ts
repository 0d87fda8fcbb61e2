/** What the proxy should do with a request. Decisions are data; the proxy only turns them into responses. */
export type Decision =
  | { readonly type: 'next' }
  | { readonly type: 'redirect'; readonly location: string; readonly status: 301 | 302 | 307 | 308 }
  | { readonly type: 'rewrite'; readonly pathname: string };

export const NEXT: Decision = { type: 'next' };
