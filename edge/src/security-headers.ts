import { EdgeConfigError } from './errors';

/**
 * The security headers every response carries (pages, redirects, 404s, sitemaps, images, static files). One list,
 * read by `web/next.config.ts` (all routes), by the proxy (its own redirects) and by the tests.
 *
 * Inline scripts. Each prerendered page carries a few inline scripts, among them its own RSC payload
 * (`self.__next_f.push(...)`), different on every page and locale and rewritten on each ISR refresh, so no header
 * fixed at build time can list their hashes, and a per-request nonce would make every page dynamic (about 6x slower).
 * Hence three policies that differ only in `script-src` (decision 0012):
 * - `'blocked'` (the default, on every response): `'self'` only, no inline script at all;
 * - a list of hash sources: a cached page's own policy, the hashes of the inline scripts of that page's HTML, computed
 *   by the cache handler when the page is stored or first read;
 * - `'allowed'`: `'unsafe-inline'`, only for HTML rendered per request (the not-found page, draft mode), whose inline
 *   scripts exist only in that one answer.
 * Everything an injected script could use to load more or to leave is closed in all three: no plugins, no <base>,
 * no framing, forms and connections to our origin only.
 */

export type CspSourceList = 'script' | 'style' | 'img' | 'font' | 'connect' | 'frame' | 'media';

export interface SecurityHeaderOptions {
  /** `next dev` needs eval (React Refresh) and a websocket for hot reload; production never gets them. */
  readonly development?: boolean;
  /** Ask browsers to load every subresource over https; only when the sites themselves are https. */
  readonly upgradeInsecureRequests?: boolean;
  /** Origins other features need (a chat widget, an API host), per directive. Origins only: `https://host[:port]`. */
  readonly sources?: Partial<Record<CspSourceList, readonly string[]>>;
  /** Inline scripts: none (the default), any (`'unsafe-inline'`), or exactly those with these hash sources. */
  readonly inlineScripts?: InlineScripts;
  /** Who may frame the page: nobody (the default), or these origins besides the site (the Studio, in draft mode). */
  readonly frameAncestors?: readonly string[];
}

export type InlineScripts = 'blocked' | 'allowed' | readonly string[];

/** A CSP hash source as the cache handler writes it: `'sha256-<base64>'`. */
const HASH_SOURCE = /^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;

function inlineScriptSources(inline: InlineScripts | undefined): string[] {
  if (inline === undefined || inline === 'blocked') return [];
  if (inline === 'allowed') return ["'unsafe-inline'"];
  return inline.map((source) => {
    if (!HASH_SOURCE.test(source)) throw new EdgeConfigError(`Not a CSP hash source: ${JSON.stringify(source)}`);
    return source;
  });
}

export interface HeaderEntry {
  readonly key: string;
  readonly value: string;
}

function checkedSources(list: readonly string[] | undefined): string[] {
  return (list ?? []).map((source) => {
    let url: URL;
    try {
      url = new URL(source);
    } catch (cause) {
      throw new EdgeConfigError(`CSP source is not an origin: ${JSON.stringify(source)}`, { cause });
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:' && url.protocol !== 'wss:') || url.origin !== source) {
      throw new EdgeConfigError(`CSP source must be a bare http(s) or wss origin: ${JSON.stringify(source)}`);
    }
    return url.origin;
  });
}

export function contentSecurityPolicy(options: SecurityHeaderOptions = {}): string {
  const extra = (list: CspSourceList) => checkedSources(options.sources?.[list]);
  const dev = options.development === true;
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      ...inlineScriptSources(options.inlineScripts),
      ...(dev ? ["'unsafe-eval'"] : []),
      ...extra('script'),
    ],
    // React writes style attributes (next/image among others); styles cannot run code.
    ['style-src', "'self'", "'unsafe-inline'", ...extra('style')],
    ['img-src', "'self'", 'data:', 'blob:', ...extra('img')],
    ['font-src', "'self'", 'data:', ...extra('font')],
    ['connect-src', "'self'", ...(dev ? ['ws:'] : []), ...extra('connect')],
    ['media-src', "'self'", ...extra('media')],
    ['frame-src', "'self'", ...extra('frame')],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    [
      'frame-ancestors',
      ...(options.frameAncestors?.length ? ["'self'", ...checkedSources(options.frameAncestors)] : ["'none'"]),
    ],
  ];
  if (options.upgradeInsecureRequests) directives.push(['upgrade-insecure-requests']);
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Features the site never uses, switched off for it and for anything it embeds. Sign-in (FedCM) stays allowed. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Two years, the subdomains (zh., ru.) included; browsers ignore it over plain http, so local runs are unaffected. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

export function securityHeaders(options: SecurityHeaderOptions = {}): readonly HeaderEntry[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    // frame-ancestors is the modern control; X-Frame-Options covers browsers that predate it.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  ];
}

/** Header names (lower case) that every response must carry. */
export const SECURITY_HEADER_NAMES = securityHeaders().map((header) => header.key.toLowerCase());
