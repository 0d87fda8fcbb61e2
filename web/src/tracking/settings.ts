import {
  type BackendEndpoints,
  PRODUCT_DOMAINS,
  PRODUCTION_ENDPOINTS,
  SISTER_DOMAINS,
  type SiteUrls,
  TEST_ENDPOINTS,
} from '@site/schemas';

/**
 * What the browser runtime needs from configuration. Pages are prerendered, so these values are read at build time
 * (web/src/env.ts) and handed to the one runtime island as props; nothing here makes a page dynamic. An empty
 * string means "not configured": the endpoint then follows the host choice in the browser (production hosts on product domains, test hosts elsewhere).
 */
export interface RuntimeSettings {
  /** API_BASE_URL: {api}, no trailing slash. */
  readonly api: string;
  /** WEB_API_BASE_URL: {web api}, with a trailing slash. */
  readonly webApi: string;
  /** CLIENT_API_BASE_URL: {client api}, with a trailing slash. */
  readonly clientApi: string;
  /** STATS_BEACON_URL. */
  readonly beacon: string;
  /** STATS_RSA_PUBLIC_KEY as base64 SubjectPublicKeyInfo (DER); empty: analytics are not sent. */
  readonly statsPublicKey: string;
  /**
   * SIGN_IN_RSA_PUBLIC_KEY, the key one-tap's credential is wrapped with, when the sign-in backend uses another key
   * than the statistics backend; else the beacon's key. Empty: one-tap does not run (a credential never leaves in clear).
   */
  readonly signInPublicKey: string;
  /** Host names of the three sites: their referrers are our own. */
  readonly siteHosts: readonly string[];
  /**
   * Site host -> the Domain of the cookies our hosts share, found at build time with the Public Suffix List
   * (lib/site/cookie-domain.ts) so the list never ships to the browser. A host missing here gets host-only cookies.
   */
  readonly cookieDomains: Readonly<Record<string, string>>;
  /** app_version of analytics events. */
  readonly appVersion: string;
}

export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
}

function baseUrl(value: string | undefined, variable: string, trailingSlash: boolean): string {
  if (!value?.trim()) return '';
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch (cause) {
    throw new RuntimeConfigError(`${variable} is not an absolute URL: ${value}`, { cause });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RuntimeConfigError(`${variable} must be http or https: ${value}`);
  }
  const text = url.href.replace(/\/+$/, '');
  return trailingSlash ? `${text}/` : text;
}

/** Accepts a PEM (real or `\n`-escaped newlines) or its bare base64 body; keeps the base64 body. */
export function normalisePublicKey(value: string | undefined, variable = 'STATS_RSA_PUBLIC_KEY'): string {
  if (!value?.trim()) return '';
  const body = value
    .replace(/\\n/g, '\n')
    .replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '')
    .replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body) || body.length < 100) {
    throw new RuntimeConfigError(`${variable} must be a PEM "PUBLIC KEY" (SubjectPublicKeyInfo) or its base64 body`);
  }
  return body;
}

/**
 * Server side: reads the runtime's variables from an environment-like record. Bad values fail the build.
 * `parentDomain` is lib/site/cookie-domain.ts's (passed in so this module, which the browser imports, stays light).
 */
export function readRuntimeSettings(
  env: Readonly<Record<string, string | undefined>>,
  sites: SiteUrls,
  appVersion: string,
  parentDomain: (hostname: string) => string | undefined,
): RuntimeSettings {
  const siteHosts = [...new Set(Object.values(sites).map((origin) => new URL(origin).hostname))];
  const statsPublicKey = normalisePublicKey(env.STATS_RSA_PUBLIC_KEY);
  return {
    api: baseUrl(env.API_BASE_URL, 'API_BASE_URL', false),
    webApi: baseUrl(env.WEB_API_BASE_URL, 'WEB_API_BASE_URL', true),
    clientApi: baseUrl(env.CLIENT_API_BASE_URL, 'CLIENT_API_BASE_URL', true),
    beacon: baseUrl(env.STATS_BEACON_URL, 'STATS_BEACON_URL', false),
    statsPublicKey,
    signInPublicKey: normalisePublicKey(env.SIGN_IN_RSA_PUBLIC_KEY, 'SIGN_IN_RSA_PUBLIC_KEY') || statsPublicKey,
    siteHosts,
    cookieDomains: cookieDomainsOf(siteHosts, parentDomain),
    appVersion: env.APP_VERSION?.trim() || appVersion,
  };
}

function isUnder(hostname: string, domain: string): boolean {
  return hostname === domain || hostname.endsWith(`.${domain}`);
}

/** Host -> parent domain for the hosts that have one (the others get host-only cookies). */
export function cookieDomainsOf(
  hosts: readonly string[],
  parentDomain: (hostname: string) => string | undefined,
): Record<string, string> {
  const domains: Record<string, string> = {};
  for (const host of hosts) {
    const domain = parentDomain(host);
    if (domain) domains[host] = domain;
  }
  return domains;
}

/** Product domains use the production hosts. */
export function isProductHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return PRODUCT_DOMAINS.some((domain) => isUnder(host, domain));
}

/** Configured values win; otherwise production hosts on product domains and the test hosts everywhere else. */
export function resolveEndpoints(settings: RuntimeSettings, hostname: string): BackendEndpoints {
  const defaults = isProductHost(hostname) ? PRODUCTION_ENDPOINTS : TEST_ENDPOINTS;
  return {
    api: settings.api || defaults.api,
    webApi: settings.webApi || defaults.webApi,
    clientApi: settings.clientApi || defaults.clientApi,
    beacon: settings.beacon || defaults.beacon,
  };
}

/** Our own hosts, the product's domains and the sister domain; their referrers are ignored. */
export function isOwnHost(hostname: string, siteHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  if (siteHosts.some((site) => site.toLowerCase() === host)) return true;
  return [...PRODUCT_DOMAINS, ...SISTER_DOMAINS].some((domain) => isUnder(host, domain));
}
