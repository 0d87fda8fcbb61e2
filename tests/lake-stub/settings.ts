import { fileURLToPath } from 'node:url';
import { resolveSiteUrls } from '@site/schemas';
import { withTestSites } from '../fixtures/test-sites';

/**
 * The Content Lake stand-in's ports, project and token, and the Lake suite's own site. Both follow the test site's
 * port (SITE_URL_EN, 3100 in `npm test`): the Lake build is served on +80 (3180) and the stand-in listens on +93
 * (3193), clear of the backend stub (+90), the cluster tests (3141-3169) and the other suites. LAKE_STUB_PORT and
 * LAKE_SITE_PORT override them.
 */

/** A project id the site accepts (`[a-z0-9]+`) that no real project can be confused with on this machine. */
export const LAKE_PROJECT_ID = 'lakestub0';
export const LAKE_DATASET = 'production';
export const LAKE_API_VERSION = '2025-10-01';
/**
 * The stand-in's one token. Not a secret: the stand-in serves public test content to loopback only; it stands in
 * for the Viewer token an admin creates (SANITY_READ_TOKEN) and for the Editor token of mutations.
 */
export const LAKE_TOKEN = 'lake-stub-test-token';
/** The Viewer token the Lake build gives editors' browsers (SANITY_BROWSER_TOKEN): a second token the stand-in takes. */
export const LAKE_BROWSER_TOKEN = 'lake-stub-browser-token';

export interface LakeSettings {
  readonly stubPort: number;
  /** http://localhost:{stubPort}: what SANITY_API_HOST is set to. */
  readonly apiHost: string;
  readonly sitePort: number;
  /** The stand-in's HTTPS (HTTP/2) listener for the Studio, and the Studio's address on it. */
  readonly studioPort: number;
  readonly studioApiHost: string;
  /** The Lake build's three origins (SITE_URL_* of its build), on `sitePort`. */
  readonly sites: { readonly en: string; readonly zh: string; readonly ru: string };
}

export function lakeSettings(env: Readonly<Record<string, string | undefined>> = process.env): LakeSettings {
  const testSites = resolveSiteUrls(withTestSites(env));
  const testPort = Number(new URL(testSites.en).port || 80);
  const stubPort = Number(env.LAKE_STUB_PORT) || testPort + 93;
  const sitePort = Number(env.LAKE_SITE_PORT) || testPort + 80;
  const studioPort = Number(env.LAKE_STUDIO_PORT) || testPort + 95;
  return {
    stubPort,
    apiHost: `http://localhost:${stubPort}`,
    sitePort,
    studioPort,
    studioApiHost: `https://localhost:${studioPort}`,
    sites: {
      en: `http://localhost:${sitePort}`,
      zh: `http://zh.localhost:${sitePort}`,
      ru: `http://ru.localhost:${sitePort}`,
    },
  };
}

/** The Studio built for the stand-in (tests/studio/build-studio.sh), which the stand-in serves under /studio. */
export const studioBuildDir = fileURLToPath(new URL('../../.cache/studio-lake', import.meta.url));

/**
 * Where the suite says the Studio is: where the stand-in serves it (an origin of its own, https on its own port, so
 * the frame and connect rules can be told apart), the one origin the Lake site lets frame its draft pages, so the
 * Presentation tool's frame works in the Studio journeys.
 */
export const studioUrl = (settings: Pick<LakeSettings, 'studioApiHost'>) => `${settings.studioApiHost}/studio`;

/**
 * The stand-in's CORS origins, as the README's CORS step sets them on a project: the Studio's origins with
 * credentials (the journeys' HTTPS one, the address the site's frame rules name, and `sanity dev`'s), and the Lake
 * site's three origins without (the live preview's stream).
 */
export function lakeCorsOrigins(settings: LakeSettings = lakeSettings(), env = process.env) {
  const studio = [
    `https://localhost:${settings.studioPort}`,
    new URL(studioUrl(settings)).origin,
    `http://localhost:${env.STUDIO_DEV_PORT || '3333'}`,
  ];
  return [
    ...studio.map((origin) => ({ origin, credentials: true })),
    ...Object.values(settings.sites).map((origin) => ({ origin, credentials: false })),
  ];
}

/** The site's variables for a build and a server reading the stand-in (`CONTENT_SOURCE=sanity`). */
export function lakeSiteEnv(settings: LakeSettings = lakeSettings()): Record<string, string> {
  return {
    CONTENT_SOURCE: 'sanity',
    SANITY_PROJECT_ID: LAKE_PROJECT_ID,
    SANITY_DATASET: LAKE_DATASET,
    SANITY_API_VERSION: LAKE_API_VERSION,
    SANITY_API_HOST: settings.apiHost,
    SANITY_READ_TOKEN: LAKE_TOKEN,
    SANITY_BROWSER_TOKEN: LAKE_BROWSER_TOKEN,
    SANITY_STUDIO_URL: studioUrl(settings),
    SITE_URL_EN: settings.sites.en,
    SITE_URL_ZH: settings.sites.zh,
    SITE_URL_RU: settings.sites.ru,
  };
}
