import { MAX_REDIRECT_PATH_LENGTH, isSafeSegment } from './normalise';

/**
 * Every Location the edge sends is an absolute URL on an allowlisted origin: our three sites or the external
 * Russian blog. Absolute, because Next turns a Location on its own origin into a path, and a path that started with
 * `//` or `/\` would then leave the site.
 */
export function isAllowedLocation(location: string, allowedOrigins: readonly string[]): boolean {
  // Printable ASCII only: no CR/LF (header injection), no space, no backslash (parser differences), no raw Unicode.
  if (!/^[\x21-\x5b\x5d-\x7e]+$/.test(location)) return false;
  let url: URL;
  try {
    url = new URL(location);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '' || url.hash !== '') return false;
  if (!allowedOrigins.includes(url.origin)) return false;
  // The text must begin with the origin itself, so no other parser can read a different host out of it.
  if (!location.startsWith(`${url.origin}/`)) return false;
  return !url.pathname.startsWith('//');
}

/** Rebuilds a Location from a configured origin, validated segments and a checked query; undefined if unsafe. */
export function buildLocation(origin: string, segments: readonly string[], search: string): string | undefined {
  if (!segments.every(isSafeSegment)) return undefined;
  const path = `/${segments.join('/')}`;
  return path.length <= MAX_REDIRECT_PATH_LENGTH ? `${origin}${path}${search}` : undefined;
}
