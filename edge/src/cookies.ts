/** The raw values of every cookie of this name in a Cookie header, in the header's order. */
export function cookieValues(header: string | null | undefined, name: string): string[] {
  if (!header) return [];
  const values: string[] = [];
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index >= 0 && part.slice(0, index).trim() === name) values.push(part.slice(index + 1).trim());
  }
  return values;
}

/**
 * Reads one cookie from a Cookie header without decoding surprises; undefined when absent or malformed. When the
 * header has several of that name, the last wins: browsers list cookies of one path oldest first (RFC 6265, 5.4), so
 * a host-only copy an older site left comes before the one this site writes for the whole domain. (The front reads
 * the language cookie the same way.)
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  const raw = cookieValues(header, name).at(-1);
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}
