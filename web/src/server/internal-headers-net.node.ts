import { VARY_MARKER, mergeVary } from '@site/edge';
import type { ServerResponse } from 'node:http';
import type { ResponseHook } from './response-hooks.node';

/**
 * Headers Next adds for its own routing that must not reach visitors. `x-middleware-rewrite` names the proxy's
 * internal rewrite target (`/en/~/missing/...`, `/de/pricing` for `/pricing`); Next's router sets it on the response
 * after the proxy ran, and the App Router's client never reads it (client navigation follows
 * `x-nextjs-rewritten-path`, which stays). The front (deploy/nginx) hides it too; this removes it at the source, so a
 * server answering directly does not leak it either.
 */
export const INTERNAL_RESPONSE_HEADERS: readonly string[] = ['x-middleware-rewrite'];

/** Distinct Vary values remembered by the hook below (a handful in practice). */
const MERGED_VARY_LIMIT = 64;

/**
 * Removes the internal headers from every response, and merges the routing's `Vary` marker (`VARY_MARKER`, set by
 * next.config's detection rule) into `Vary`, where Next's renderer would have overwritten a `Vary` of ours.
 */
export function internalHeadersHook(names: readonly string[] = INTERNAL_RESPONSE_HEADERS): ResponseHook {
  // Every answer merges one of a handful of Vary values with the same marker: each merge is worked out once (the
  // parse was ~1 % of a cached page's CPU). Bounded anyway, should a route vary on something request-specific.
  const merged = new Map<string, string>();
  const merge = (current: ReturnType<ServerResponse['getHeader']>, marker: string): string => {
    if (typeof current !== 'string' && current !== undefined) return mergeVary(current, marker);
    const key = `${current ?? ''}\n${marker}`;
    let value = merged.get(key);
    if (value === undefined) {
      if (merged.size >= MERGED_VARY_LIMIT) merged.clear();
      value = mergeVary(current, marker);
      merged.set(key, value);
    }
    return value;
  };
  return (response) => {
    for (const name of names) response.removeHeader(name);
    const marker = response.getHeader(VARY_MARKER);
    if (marker !== undefined) {
      response.setHeader('Vary', merge(response.getHeader('vary'), String(marker)));
      response.removeHeader(VARY_MARKER);
    }
  };
}
