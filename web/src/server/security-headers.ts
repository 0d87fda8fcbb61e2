import {
  type HeaderEntry,
  type HeaderRule,
  type SecurityHeaderOptions,
  contentSecurityPolicy,
  pageVaryRules,
  securityHeaders,
} from '@site/edge';
import { type BackendEndpoints, DRAFT_MODE_CACHE_CONTROL, PRODUCTION_ENDPOINTS, TEST_ENDPOINTS } from '@site/schemas';
import { contentConfig, runtimeSettings, sanityHostOptions, shellSettings, siteUrls } from '../env';
import { SANITY_IMAGE_HOST } from '../lib/site/image-hosts';
import { shellCspSources } from '../shell/csp';

const ENDPOINT_KEYS = ['api', 'webApi', 'clientApi', 'beacon'] as const satisfies readonly (keyof BackendEndpoints)[];

/**
 * Origins the browser runtime talks to: each configured backend address, or, where one is unset, both hosts the
 * browser may pick for it (production on the product's domains, test elsewhere).
 */
export function backendOrigins(): string[] {
  const urls = ENDPOINT_KEYS.flatMap((key) =>
    runtimeSettings[key] ? [runtimeSettings[key]] : [PRODUCTION_ENDPOINTS[key], TEST_ENDPOINTS[key]],
  );
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

function siteOptions(development: boolean): SecurityHeaderOptions {
  const shell = shellCspSources(shellSettings);
  return {
    development,
    upgradeInsecureRequests: Object.values(siteUrls).every((origin) => origin.startsWith('https:')),
    sources: {
      ...shell,
      connect: [...new Set([...backendOrigins(), ...shell.connect])],
      // SVGs from a configured Sanity project are shown straight from its CDN (rasters go through /_next/image).
      img: contentConfig.source === 'sanity' ? [...shell.img, `https://${SANITY_IMAGE_HOST}`] : shell.img,
    },
  };
}

/**
 * The site's security headers with its own options: one call for `next.config.ts` (every route) and for the
 * instrumentation safety net (the few responses Next writes before any route rule runs). Their CSP allows no inline
 * script; HTML pages get theirs from `siteHtmlPolicies`. Relative imports only: next.config.ts loads this file
 * without the `@/` alias.
 */
export function siteSecurityHeaders(development: boolean): readonly HeaderEntry[] {
  return securityHeaders(siteOptions(development));
}

/**
 * The policy of the embedded dataset's files (`/content-assets/*`): editors' uploads, so an SVG opened directly
 * runs no script and loads nothing, whatever the site's own policy allows.
 */
export const CONTENT_ASSET_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * next.config's header rules. Every response gets the site's security headers; Next applies matching rules in order
 * (a later one wins for the same header) and keeps a header a rule set over the route's own, so the dataset's files
 * get their policy from a rule after the site-wide one. Pages name `Accept` in `Vary` (it may ask for the Markdown
 * twin), and the English host's unprefixed pages language detection's inputs too, for any cache in front.
 */
export function siteHeaderRules(development: boolean): HeaderRule[] {
  const headers = siteSecurityHeaders(development);
  const policy = headers.find(({ key }) => key.toLowerCase() === 'content-security-policy');
  return [
    { source: '/(.*)', headers: [...headers] },
    {
      source: '/content-assets/(.*)',
      headers: [{ key: policy?.key ?? 'Content-Security-Policy', value: CONTENT_ASSET_POLICY }],
    },
    // Every answer of the draft-mode routes is one editor's, the redirect next-sanity throws included.
    { source: '/api/draft-mode/(.*)', headers: [{ key: 'Cache-Control', value: DRAFT_MODE_CACHE_CONTROL }] },
    ...pageVaryRules(siteUrls),
  ];
}

/** The CSPs of HTML answers (edge/src/security-headers.ts, inline scripts). */
export interface HtmlPolicies {
  /** A cached page's: its inline scripts' hash sources, space-separated, as the cache handler stored them. */
  readonly cached: (hashSources: string) => string;
  /** HTML rendered for one request only, whose inline scripts no stored entry describes. */
  readonly perRequest: string;
  /**
   * Draft-mode HTML with a Sanity project and SANITY_STUDIO_URL: the per-request policy that lets the Studio's
   * Presentation tool frame the page and Visual Editing reach the project's API. Absent otherwise.
   */
  readonly preview?: string;
}

const HASH_SOURCES = /^'sha256-[A-Za-z0-9+/]+={0,2}'(?: 'sha256-[A-Za-z0-9+/]+={0,2}')*$/;

export function siteHtmlPolicies(development: boolean): HtmlPolicies {
  const options = siteOptions(development);
  const blocked = contentSecurityPolicy(options);
  // Built once; per response it is one concatenation around the page's hashes.
  const marker = "'sha256-MARK'";
  const [before = '', after = ''] = contentSecurityPolicy({ ...options, inlineScripts: [marker] }).split(marker);
  return {
    cached: (hashSources) => (HASH_SOURCES.test(hashSources) ? `${before}${hashSources}${after}` : blocked),
    perRequest: contentSecurityPolicy({ ...options, inlineScripts: 'allowed' }),
    ...previewPolicy(options),
  };
}

/** The Presentation tool frames the site from the Studio's origin; Visual Editing talks to the project's API. */
function previewPolicy(options: SecurityHeaderOptions): { preview?: string } {
  const { sanity, studioUrl } = contentConfig;
  if (contentConfig.source !== 'sanity' || !sanity || !studioUrl) return {};
  // The live preview's event stream and Visual Editing's calls go to the project's API host (SANITY_API_HOST's own
  // origin when it is not Sanity's).
  const { apiHost, useProjectHostname } = sanityHostOptions(sanity);
  const api = useProjectHostname
    ? [
        `https://${sanity.projectId}.api.sanity.io`,
        `wss://${sanity.projectId}.api.sanity.io`,
        `https://${sanity.projectId}.apicdn.sanity.io`,
      ]
    : [apiHost];
  const connect = [...(options.sources?.connect ?? []), ...api];
  return {
    preview: contentSecurityPolicy({
      ...options,
      inlineScripts: 'allowed',
      sources: { ...options.sources, connect },
      frameAncestors: [new URL(studioUrl).origin],
    }),
  };
}
