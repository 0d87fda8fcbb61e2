import type { ServerResponse } from 'node:http';
import { DRAFT_SESSION_COOKIE } from '@site/schemas';
import type { ResponseHook } from '../server/response-hooks.node';
import { draftSessionValid } from './draft-mode';

/** Next's draft-mode cookie. */
const BYPASS = '__prerender_bypass';
const COOKIE = /(?:^|;\s*)([^=;\s]+)=([^;]*)/g;

function cookieValue(header: string, name: string): string | undefined {
  for (const [, key, value] of header.matchAll(COOKIE)) if (key === name) return value;
  return undefined;
}

/** Expired copies of a cookie: plain, and partitioned as next-sanity sets it inside the Studio's frame. */
function cleared(name: string): string[] {
  const base = `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly`;
  return [base, `${base}; Secure; SameSite=None; Partitioned`];
}

/**
 * Ends a draft session that is over (a hook of response-hooks.node.ts). A request with Next's draft-mode cookie but
 * no valid draft session (ended, forged, or signed with a SANITY_PREVIEW_SECRET since changed) was rendered as a
 * visitor's (content/index.ts `isDraftMode`); its answer also clears both cookies, so the browser stops asking for
 * uncached pages. An answer that sets either cookie itself (the draft-mode routes) is left alone.
 */
export function draftSessionHook(previewSecret: string | null): ResponseHook {
  return (response: ServerResponse) => {
    const cookie = response.req?.headers.cookie;
    if (typeof cookie !== 'string' || !cookie.includes(BYPASS)) return;
    if (cookieValue(cookie, BYPASS) === undefined) return;
    if (draftSessionValid(cookieValue(cookie, DRAFT_SESSION_COOKIE), previewSecret)) return;
    const setting = [response.getHeader('set-cookie') ?? []].flat().map(String);
    if (setting.some((line) => line.startsWith(`${BYPASS}=`) || line.startsWith(`${DRAFT_SESSION_COOKIE}=`))) return;
    response.setHeader('set-cookie', [...setting, ...cleared(BYPASS), ...cleared(DRAFT_SESSION_COOKIE)]);
  };
}
