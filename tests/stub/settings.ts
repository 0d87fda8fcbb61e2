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
export const STUB_PREFIXES = {
  api: '/api',
  webApi: '/web-api/',
  clientApi: '/client-api/',
  beacon: '/stats/beacon',
} as const;

export const STATS_PRIVATE_KEY_PATH = fileURLToPath(new URL('../fixtures/stats-rsa/private.pem', import.meta.url));
export const STATS_PUBLIC_KEY_PATH = fileURLToPath(new URL('../fixtures/stats-rsa/public.pem', import.meta.url));

/**
 * base-info's statistical snippets are empty for every language but this one, whose answer carries an inline
 * script, inline scripts written with LF, CRLF and mixed line endings (CRLF is what a form's textarea submits), a
 * script from the stub's host (allowed by SNIPPET_SCRIPT_ORIGINS) and one from a host the CSP refuses
 * (tests/e2e/shell/snippets.e2e.ts). Its pages are the only ones with a CSP refusal, on purpose.
 */
export const SNIPPET_TEST_LOCALE = 'ro';
export const REFUSED_SNIPPET_SCRIPT = 'https://stats.not-allowed.test/tag.js';
/** Each of these inline scripts adds its name to `window.__snippetEndings` when it runs. */
export const SNIPPET_LINE_ENDINGS = {
  lf: '\n',
  crlf: '\r\n',
  cr: '\r',
  mixed: ['\r\n', '\n', '\r'],
} as const;
const endingsScript = (name: string, breaks: readonly string[]) =>
  `<script>${breaks[0]}var __ending = ${JSON.stringify(name)};${breaks[1 % breaks.length]}` +
  `window.__snippetEndings = (window.__snippetEndings || []).concat(__ending);${breaks[2 % breaks.length]}</script>`;
export const snippetTestAnswer = (origin: string) => ({
  statistical_title:
    '<script>window.__snippetInline = (window.__snippetInline || 0) + 1</script>\r\n' +
    Object.entries(SNIPPET_LINE_ENDINGS)
      .map(([name, breaks]) => endingsScript(name, typeof breaks === 'string' ? [breaks] : breaks))
      .join('\r\n'),
  statistical_body: `<script src="${origin}/fixtures/snippet.js"></script>\r\n<script src="${REFUSED_SNIPPET_SCRIPT}"></script>`,
});

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
    // The snippets of SNIPPET_TEST_LOCALE's base-info load a script from the stub's host.
    SNIPPET_SCRIPT_ORIGINS: settings.origin,
    STATS_RSA_PUBLIC_KEY: readFileSync(STATS_PUBLIC_KEY_PATH, 'utf8')
      .replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '')
      .replace(/\s+/g, ''),
  };
}
