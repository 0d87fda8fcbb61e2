/**
 * URL normalisation: duplicate slashes, trailing slashes and `.html` endings go.
 * Works on the pathname as the WHATWG URL parser left it (dot segments resolved, `\` already `/`, unsafe bytes
 * percent-encoded), so the only faults left to fix are the three the spec names.
 */

const HTML_SUFFIX = /(?:\.html)+$/i;
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/** The normalised path: no empty segments, no trailing slash (except the root), no `.html` ending. Idempotent. */
export function normalisePath(pathname: string): string {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  // `/guide/index.html` is the guide index; `/a.html/` and `/a.html.html` are `/a`. Loop until the last segment is
  // clean, so normalising a normalised path never changes it.
  for (;;) {
    const last = segments.at(-1);
    if (last === undefined) break;
    const stripped = last.replace(HTML_SUFFIX, '');
    if (stripped === last) break;
    // `..html` must not become `..`, which a browser would resolve to the parent (`%2e` counts as a dot too).
    if (stripped === '' || stripped.toLowerCase() === 'index' || DOT_SEGMENT.test(stripped)) {
      segments.pop();
      continue;
    }
    segments[segments.length - 1] = stripped;
    break;
  }
  return `/${segments.join('/')}`;
}

/** The path's segments without empty ones: '/de//pricing/' -> ['de', 'pricing']. */
export function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

const SEGMENT_CHARS = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})+$/;
// Encoded separators and control bytes: a segment carrying them is no page of ours, and it must not travel into a
// Location where another parser might decode it into `//host` or a header break.
const FORBIDDEN_ENCODED = /%(?:[01][0-9A-Fa-f]|7[Ff]|2[Ff]|5[Cc])/;

/** Longest path we redirect; longer ones are no page of ours and just get the 404. */
export const MAX_REDIRECT_PATH_LENGTH = 1024;

/**
 * A path segment safe to rebuild into a Location: RFC 3986 pchar only, no encoded slash, backslash or control, and
 * no dot segment (a browser would resolve it).
 */
export function isSafeSegment(segment: string): boolean {
  return (
    segment.length <= MAX_REDIRECT_PATH_LENGTH &&
    SEGMENT_CHARS.test(segment) &&
    !FORBIDDEN_ENCODED.test(segment) &&
    !DOT_SEGMENT.test(segment)
  );
}

const SAFE_QUERY = /^\?[\x21-\x7e]*$/;
export const MAX_REDIRECT_QUERY_LENGTH = 2048;

/**
 * The query to carry into a redirect: kept as the URL parser encoded it when it is printable ASCII of a sane length,
 * dropped otherwise (a redirect without its query still lands on the right page).
 */
export function safeSearch(search: string): string {
  if (search === '' || search === '?') return '';
  return search.length <= MAX_REDIRECT_QUERY_LENGTH && SAFE_QUERY.test(search) ? search : '';
}

/** True when every percent escape of the path decodes as UTF-8 (`/%`, `/%FF`, `/%E0%A4%A` do not). */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Paths the proxy matcher leaves to Next (its files, API routes, files with an extension other than `.html`).
 * They reach the proxy only through the matcher's second entry, which takes every path with a `%` so that an
 * undecodable one is answered 400 here rather than 500 by Next; a decodable one goes on untouched.
 */
export function isAssetPath(pathname: string): boolean {
  return /^\/(?:_next|api)\//.test(pathname) || (/\.[A-Za-z0-9]+$/.test(pathname) && !/\.html$/i.test(pathname));
}
