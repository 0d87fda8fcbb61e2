import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { DRAFT_MODE_CACHE_CONTROL, DRAFT_SESSION_COOKIE, DRAFT_SESSION_SECONDS, hostnameOf } from '@site/schemas';

/**
 * Decisions of the draft-mode routes (`/api/draft-mode/enable` and `disable`), without Next: the routes turn them
 * into a cookie and a redirect. Only a path on this site is ever a target, so the routes cannot be used to send an
 * editor (or anyone holding a preview link) to another site.
 */

export type DraftModeDecision =
  | { readonly type: 'redirect'; readonly location: string }
  | { readonly type: 'refuse'; readonly status: 400 | 401 | 403; readonly message: string };

const BASE = 'http://site.invalid';

/**
 * A same-site relative path (`/pricing?x=1#top`), normalised; null for anything else: absolute URLs,
 * protocol-relative `//host`, `/\host` (browsers read it as `//host`), control characters, whitespace.
 */
export function sameSitePath(value: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\' || /\s/.test(char)) return null;
  }
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  // Dot segments can turn `/..//host` into `//host`, which a browser reads as another site.
  if (url.origin !== BASE || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Compares without leaking the secret's length or prefix through timing. */
export function secretMatches(given: string | null, expected: string | null): boolean {
  if (!given || !expected) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * `GET /api/draft-mode/enable?secret=S&redirect=/path`: 401 for a wrong or missing secret (checked first, so an
 * unauthenticated caller learns nothing about paths), 400 for a redirect that is not a same-site path; without
 * `redirect`, the home page.
 */
export function decideEnable(url: URL, secret: string | null): DraftModeDecision {
  if (!secretMatches(url.searchParams.get('secret'), secret)) {
    return {
      type: 'refuse',
      status: 401,
      message: secret ? 'Invalid preview secret' : 'Draft mode is not configured (SANITY_PREVIEW_SECRET)',
    };
  }
  const redirect = url.searchParams.get('redirect');
  if (redirect === null) return { type: 'redirect', location: '/' };
  const location = sameSitePath(redirect);
  return location
    ? { type: 'redirect', location }
    : { type: 'refuse', status: 400, message: 'redirect must be a relative path on this site' };
}

/**
 * True when another site sent the browser here: its Fetch Metadata says so (`cross-site`, or `same-site` for a
 * sibling host), or, from a browser that sends none, an Origin or Referer naming another host. A link or form on
 * another site must not end an editor's draft mode (a cross-site request forgery that logs the editor out).
 */
export function isCrossSite(headers: Headers, host: string | null): boolean {
  const site = headers.get('sec-fetch-site');
  if (site !== null) return site !== 'same-origin' && site !== 'none';
  for (const name of ['origin', 'referer']) {
    const value = headers.get(name);
    if (!value) continue;
    try {
      return hostnameOf(new URL(value).host) !== hostnameOf(host);
    } catch {
      return true;
    }
  }
  return false;
}

/**
 * `GET` or `POST /api/draft-mode/disable?redirect=/path`: back to the path (400 when it is not a same-site path).
 * Without `redirect` (the Preview bar's link before its script ran), the page the editor came from when the Referer
 * names this host, else the home page. A request another site sent is refused (403) and draft mode stays on.
 */
export function decideDisable(
  url: URL,
  referer: string | null,
  host: string | null,
  crossSite = false,
): DraftModeDecision {
  if (crossSite) return { type: 'refuse', status: 403, message: "draft mode ends from this site's own Preview bar" };
  const redirect = url.searchParams.get('redirect');
  if (redirect !== null) {
    const location = sameSitePath(redirect);
    return location
      ? { type: 'redirect', location }
      : { type: 'refuse', status: 400, message: 'redirect must be a relative path on this site' };
  }
  if (referer && host) {
    try {
      const from = new URL(referer);
      const back = from.host === host ? sameSitePath(`${from.pathname}${from.search}`) : null;
      if (back) return { type: 'redirect', location: back };
    } catch {
      // An unreadable Referer is no target.
    }
  }
  return { type: 'redirect', location: '/' };
}

/**
 * The decision as the route's answer. A returned redirect rather than Next's `redirect()`, whose answer carries no
 * `Cache-Control`; Next still adds the cookie `draftMode()` set to a returned answer.
 */
export function draftModeAnswer(decision: DraftModeDecision): Response {
  if (decision.type === 'refuse')
    return privateAnswer(Response.json({ message: decision.message }, { status: decision.status }));
  return new Response(null, {
    status: 307,
    headers: { location: decision.location, 'cache-control': DRAFT_MODE_CACHE_CONTROL },
  });
}

/** `answer` with `Cache-Control: private, no-store` (a copy: a redirect's headers may be immutable). */
export function privateAnswer(answer: Response): Response {
  const headers = new Headers(answer.headers);
  headers.set('cache-control', DRAFT_MODE_CACHE_CONTROL);
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
}

/**
 * The draft session's cookie value: its end (Unix ms) and an HMAC of it keyed with SANITY_PREVIEW_SECRET. Next's own
 * draft-mode cookie is one value per build for every editor and never expires; this one makes a session end after
 * DRAFT_SESSION_SECONDS, and every session end when the secret changes.
 */
export function signDraftSession(secret: string, now = Date.now()): string {
  const end = String(now + DRAFT_SESSION_SECONDS * 1000);
  return `${end}.${sessionMac(secret, end)}`;
}

/** Whether `value` is a session this secret signed that has not ended (nor ends further away than one session). */
export function draftSessionValid(value: string | undefined, secret: string | null, now = Date.now()): boolean {
  if (!value || !secret) return false;
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return false;
  const end = Number(match[1]);
  if (end <= now || end > now + DRAFT_SESSION_SECONDS * 1000) return false;
  return timingSafeEqual(Buffer.from(match[2]!), Buffer.from(sessionMac(secret, match[1]!)));
}

function sessionMac(secret: string, end: string): string {
  return createHmac('sha256', secret).update(`draft-session.${end}`).digest('base64url');
}

/**
 * The cookie's attributes, those Next and next-sanity give the draft-mode cookie: in production `Secure` and
 * `SameSite=None` (the Studio frames the page from another site), `Partitioned` where next-sanity partitions its own.
 */
export function draftSessionCookie(secret: string, partitioned = false) {
  const secure = process.env.NODE_ENV === 'production';
  return {
    name: DRAFT_SESSION_COOKIE,
    value: signDraftSession(secret),
    httpOnly: true,
    path: '/',
    secure,
    sameSite: secure ? ('none' as const) : ('lax' as const),
    maxAge: DRAFT_SESSION_SECONDS,
    partitioned: secure && partitioned,
  };
}
