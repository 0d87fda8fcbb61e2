import type { ServerResponse } from 'node:http';
import type { HeaderEntry } from '@site/edge';
import { SCRIPT_HASHES_HEADER } from './page-csp';
import type { ResponseHook } from './response-hooks.node';
import type { HtmlPolicies } from './security-headers';

const CSP = 'content-security-policy';
const FRAME_OPTIONS = 'x-frame-options';
/** Next's draft-mode cookie (a draft answer is always rendered for its request, never stored). */
const DRAFT_COOKIE = /(?:^|;\s*)__prerender_bypass=/;

function isDraftRequest(response: ServerResponse): boolean {
  const cookie = response.req?.headers.cookie;
  return typeof cookie === 'string' && DRAFT_COOKIE.test(cookie);
}

/**
 * Every answer passes here just before its headers leave (a hook of `response-hooks.node.ts`).
 *
 * - Next writes a few responses before its header rules run: the 308 for a path with `//` or `\`, and its bare 500
 *   when even the error page fails. Any security header such a response lacks is filled in; headers already set (by
 *   `next.config.ts` rules or a route) are left alone.
 * - The CSP of HTML (edge/src/security-headers.ts, inline scripts). A cached page carries its inline scripts' hashes
 *   (`SCRIPT_HASHES_HEADER`, stored by the cache handler): its CSP becomes the site's with exactly those scripts, in
 *   place of the rule's (two policies would both have to pass), and the private header goes. Other HTML was rendered
 *   for this request only (the not-found page, draft mode, an error page): its CSP allows inline scripts; in draft
 *   mode with a Studio configured it also lets the Studio frame the page (the Presentation tool), without
 *   X-Frame-Options. Everything else keeps the rule's policy, which allows none.
 */
export function securityHeadersHook(headers: readonly HeaderEntry[], html: HtmlPolicies): ResponseHook {
  return (response) => {
    let framed = false;
    const hashes = response.getHeader(SCRIPT_HASHES_HEADER);
    if (hashes !== undefined) {
      response.removeHeader(SCRIPT_HASHES_HEADER);
      response.setHeader(CSP, html.cached(Array.isArray(hashes) ? hashes.join(' ') : String(hashes)));
    } else if (String(response.getHeader('content-type') ?? '').startsWith('text/html')) {
      // With a Studio configured, an editor's draft-mode page may be framed by its Presentation tool.
      framed = html.preview !== undefined && isDraftRequest(response);
      response.setHeader(CSP, framed ? (html.preview as string) : html.perRequest);
      if (framed) response.removeHeader(FRAME_OPTIONS);
    }
    for (const { key, value } of headers) {
      if (!response.hasHeader(key) && !(framed && key.toLowerCase() === FRAME_OPTIONS)) response.setHeader(key, value);
    }
  };
}
