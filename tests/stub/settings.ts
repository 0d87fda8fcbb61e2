import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolveSiteUrls } from '@site/schemas';
import { withTestSites } from '../fixtures/test-sites';

/**
 * Where the backend stub listens and what the test build is told about it. The port follows the site's port
 * (SITE_URL_EN's port + 90, so parallel worktrees on different site ports do not collide) unless STUB_PORT is set.
 * The host is `localhost`, so cookies the page sets on localhost reach the stub on credentialed calls, which is how
 * tests see that a call was made with credentials.
 */

/** Where each backend base lives on the stub. */
export const STUB_PREFIXES = { api: '/api', webApi: '/web-api/', clientApi: '/client-api/', beacon: '/stats/beacon' } as const;

export const STATS_PRIVATE_KEY_PATH = fileURLToPath(new URL('../fixtures/stats-rsa/private.pem', import.meta.url));
export const STATS_PUBLIC_KEY_PATH = fileURLToPath(new URL('../fixtures/stats-rsa/public.pem', import.meta.url));

export interface StubSettings {
  readonly port: number;
  /** http://localhost:{port} */
  readonly origin: string;
  /** The site origins allowed by CORS (with credentials). */
  readonly siteOrigins: readonly string[];
}

export function stubSettings(env: Readonly<Record<string, string | undefined>> = process.env): StubSettings {
  const sites = resolveSiteUrls(withTestSites(env));
  const sitePort = Number(new URL(sites.en).port || 80);
  const port = Number(env.STUB_PORT) || sitePort + 90;
  return { port, origin: `http://localhost:${port}`, siteOrigins: Object.values(sites) };
}

/** The variables the test build is made with: every backend address on the stub and the test-only public key. */
export function stubBuildEnv(settings: StubSettings = stubSettings()): Record<string, string> {
  return {
    API_BASE_URL: `${settings.origin}${STUB_PREFIXES.api}`,
    WEB_API_BASE_URL: `${settings.origin}${STUB_PREFIXES.webApi}`,
    CLIENT_API_BASE_URL: `${settings.origin}${STUB_PREFIXES.clientApi}`,
    STATS_BEACON_URL: `${settings.origin}${STUB_PREFIXES.beacon}`,
    // The stub's latest-version answers point at itself: the download page must trust that host.
    DOWNLOAD_TRUSTED_HOSTS: new URL(settings.origin).hostname,
    STATS_RSA_PUBLIC_KEY: readFileSync(STATS_PUBLIC_KEY_PATH, 'utf8')
      .replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '')
      .replace(/\s+/g, ''),
  };
}
