import { getDomain } from 'tldts';

/**
 * The Domain of cookies shared by all our hosts (device id, referral, referrer): the registrable domain of a host
 * by the Public Suffix List (tldts), so `www.example.co.uk` gives `example.co.uk`, not `co.uk`, and a host on a
 * private suffix such as `github.io` keeps its own name. Undefined (a host-only cookie) for IP addresses,
 * single-label hosts such as `localhost` and public suffixes themselves, where browsers reject a Domain attribute.
 *
 * Server only: the list weighs about 48 KB gzipped, so it runs at build time and the browser gets the answer for
 * each site host in the runtime's settings (tracking/settings.ts, `cookieDomains`).
 */
export function parentDomain(hostname: string): string | undefined {
  const host = hostname.trim().toLowerCase();
  if (!host) return undefined;
  return getDomain(host, { allowPrivateDomains: true }) ?? undefined;
}
