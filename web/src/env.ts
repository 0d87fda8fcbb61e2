import { DEFAULT_RU_BLOG_URL } from '@site/edge';
import { type SiteUrls, parseAnswerEnginePolicy, resolveSiteUrls } from '@site/schemas';
import packageJson from '../package.json';
import { parentDomain } from './lib/site/cookie-domain';
import { parseTrustedHosts } from './lib/commerce/release-downloads';
import { type RuntimeSettings, readRuntimeSettings } from './tracking/settings';
import { type ShellSettings, readShellSettings } from './shell/settings';

/**
 * The one reader of process.env for pages, routes and the proxy (web/README.md lists the few other modules that
 * read their own). Values are read once per process; a bad value fails the build or the server start with a clear
 * message instead of producing wrong URLs.
 */
export const siteUrls: SiteUrls = resolveSiteUrls(process.env);

/**
 * The visitor runtime's backend addresses and beacon key (.env.example). Read at build time and passed to
 * the runtime island as props, so prerendered pages stay static.
 */
export const runtimeSettings: RuntimeSettings = readRuntimeSettings(
  process.env,
  siteUrls,
  packageJson.version,
  parentDomain,
);

/**
 * Hosts the download page may send a visitor to: the product's own domains plus DOWNLOAD_TRUSTED_HOSTS (partner
 * domains, comma separated; subdomains included). Read at build time and handed to the download island as props.
 */
export const downloadTrustedHosts: readonly string[] = parseTrustedHosts(process.env.DOWNLOAD_TRUSTED_HOSTS);

/**
 * Whether robots.txt lets the answer engines' crawlers read the site (ANSWER_ENGINE_CRAWLERS: `allow`, the default,
 * or `disallow`; the list is `@site/schemas` ANSWER_ENGINE_CRAWLERS). Read at build: robots.txt is prerendered.
 */
export const answerEnginePolicy = parseAnswerEnginePolicy(process.env.ANSWER_ENGINE_CRAWLERS);

/** Where content comes from: the Sanity Content Lake, or the embedded dataset in studio/seed (groq-js). */
export type ContentSourceKind = 'local' | 'sanity';

export class ContentConfigError extends Error {
  override readonly name = 'ContentConfigError';
}

export interface SanityProjectConfig {
  readonly projectId: string;
  readonly dataset: string;
  readonly apiVersion: string;
  /**
   * The server's read token (SANITY_READ_TOKEN, a Viewer token): drafts in draft mode, the Presentation tool's
   * secret, and every read when the dataset is private. Never sent to a browser.
   */
  readonly token: string | undefined;
  /**
   * SANITY_DATASET_PRIVATE=1: the dataset is private, so visitors' reads carry the read token too. A public
   * dataset's published documents are read anonymously: a revoked or mistyped token cannot break visitors' pages.
   */
  readonly privateDataset: boolean;
  /**
   * The token the editor's browser receives for the live preview of drafts (SANITY_BROWSER_TOKEN, a Viewer token of
   * its own, revocable apart from the server's). Unset: the live stream follows published changes only, and the
   * Presentation tool hands its own editor's token to the preview.
   */
  readonly browserToken: string | undefined;
  /**
   * The Content Lake's API host (SANITY_API_HOST). Sanity's own (`https://api.sanity.io`) is asked on the project's
   * hostname (`<projectId>.api.sanity.io`); another host, such as the tests' local stand-in, with the project in a
   * header (`useProjectHostname: false`), since `<projectId>.localhost` does not resolve for Node.
   */
  readonly apiHost: string;
}

/** Sanity's API host, the default of SANITY_API_HOST. */
export const SANITY_DEFAULT_API_HOST = 'https://api.sanity.io';

export interface ContentConfig {
  readonly source: ContentSourceKind;
  readonly sanity: SanityProjectConfig | null;
  /** Directory of the embedded dataset (data.ndjson and images/); empty means "find studio/seed/dataset". */
  readonly datasetDir: string | undefined;
  /** null: webhook calls are refused (SANITY_REVALIDATE_SECRET unset; a production server does not start so). */
  readonly revalidateSecret: string | null;
  /** The secret of `GET /api/draft-mode/enable` (SANITY_PREVIEW_SECRET). null: draft mode cannot be opened that way. */
  readonly previewSecret: string | null;
  /** The Studio's address, for the Presentation tool's links back and Visual Editing overlays (SANITY_STUDIO_URL). */
  readonly studioUrl: string | undefined;
  /** Development reloads the embedded dataset whenever its file changes; production on a webhook call. */
  readonly watchDataset: boolean;
}

export function resolveContentConfig(env: Readonly<Record<string, string | undefined>>): ContentConfig {
  const projectId = env.SANITY_PROJECT_ID?.trim() || '';
  const dataset = env.SANITY_DATASET?.trim() || '';
  const forced = env.CONTENT_SOURCE?.trim();
  if (forced && forced !== 'local' && forced !== 'sanity') {
    throw new ContentConfigError(`CONTENT_SOURCE must be "local" or "sanity", not "${forced}"`);
  }
  const source: ContentSourceKind =
    (forced as ContentSourceKind | undefined) ?? (projectId && dataset ? 'sanity' : 'local');
  if (source === 'sanity' && (!projectId || !dataset)) {
    throw new ContentConfigError('CONTENT_SOURCE=sanity needs SANITY_PROJECT_ID and SANITY_DATASET');
  }
  if (projectId && !/^[a-z0-9]+$/.test(projectId))
    throw new ContentConfigError(`SANITY_PROJECT_ID is not a project id: ${projectId}`);
  const secret = env.SANITY_REVALIDATE_SECRET?.trim();
  const previewSecret = env.SANITY_PREVIEW_SECRET?.trim();
  return {
    source,
    sanity:
      projectId && dataset
        ? {
            projectId,
            dataset,
            apiVersion: env.SANITY_API_VERSION?.trim() || '2025-10-01',
            token: env.SANITY_READ_TOKEN?.trim() || undefined,
            privateDataset: flag('SANITY_DATASET_PRIVATE', env.SANITY_DATASET_PRIVATE),
            browserToken: env.SANITY_BROWSER_TOKEN?.trim() || undefined,
            apiHost: apiHost(env.SANITY_API_HOST),
          }
        : null,
    datasetDir: env.CONTENT_DATASET_DIR?.trim() || undefined,
    revalidateSecret: secret || null,
    previewSecret: previewSecret || null,
    studioUrl: env.SANITY_STUDIO_URL?.trim() || undefined,
    watchDataset: env.NODE_ENV !== 'production',
  };
}

/** A switch: `1` or `0`, unset or empty being `0`. */
function flag(name: string, value: string | undefined): boolean {
  const text = value?.trim() || '0';
  if (text !== '0' && text !== '1') throw new ContentConfigError(`${name} must be 1 or 0, not "${text}"`);
  return text === '1';
}

function apiHost(value: string | undefined): string {
  const host = value?.trim().replace(/\/+$/, '');
  if (!host) return SANITY_DEFAULT_API_HOST;
  let url: URL;
  try {
    url = new URL(host);
  } catch {
    throw new ContentConfigError(`SANITY_API_HOST is not a URL: ${host}`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/' || url.search || url.username) {
    throw new ContentConfigError(
      `SANITY_API_HOST must be an http(s) origin without a path, like ${SANITY_DEFAULT_API_HOST}: ${host}`,
    );
  }
  return url.origin;
}

/** The `@sanity/client` options that say where the Lake is (Sanity's own API unless SANITY_API_HOST says otherwise). */
export function sanityHostOptions(sanity: Pick<SanityProjectConfig, 'apiHost'>): {
  apiHost: string;
  useProjectHostname: boolean;
} {
  return { apiHost: sanity.apiHost, useProjectHostname: sanity.apiHost === SANITY_DEFAULT_API_HOST };
}

export const contentConfig: ContentConfig = resolveContentConfig(process.env);

/** The secrets a production server needs, whatever the content source: what each guards is in deploy/README.md. */
export const REQUIRED_SECRETS = ['SANITY_PREVIEW_SECRET', 'SANITY_REVALIDATE_SECRET'] as const;
const MIN_SECRET_LENGTH = 32;
/** Values that were once printed in this project's documents as development defaults: public, so never a secret. */
const KNOWN_DEFAULTS = new Set(['local-development-preview-secret', 'local-development-revalidate-secret']);

/**
 * Why a server with this environment must not serve, one line per secret: unset, shorter than 32 characters, or a
 * value known to the public. Empty outside production (`next dev` and the build run without them).
 */
export function secretProblems(env: Readonly<Record<string, string | undefined>>): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const generate = `generate one with: node -e "console.log(require('crypto').randomBytes(32).toString('hex'))"`;
  return REQUIRED_SECRETS.flatMap((name) => {
    const value = env[name]?.trim();
    if (!value) return [`${name} is not set; ${generate}`];
    if (value.length < MIN_SECRET_LENGTH)
      return [`${name} is shorter than ${MIN_SECRET_LENGTH} characters; ${generate}`];
    if (KNOWN_DEFAULTS.has(value)) return [`${name} is a published development default; ${generate}`];
    return [];
  });
}

/**
 * Why a server with this Sanity configuration cannot serve editors, one line per problem. A project without
 * SANITY_STUDIO_URL would send `frame-ancestors 'none'`, and the Studio's Presentation tool would show a refused
 * frame; an address that is not an http(s) origin would allow nothing either. Empty without a project.
 */
export function sanityProblems(env: Readonly<Record<string, string | undefined>>): string[] {
  const config = resolveContentConfig(env);
  if (!config.sanity) return [];
  const problems: string[] = [];
  if (config.sanity.privateDataset && !config.sanity.token)
    problems.push('SANITY_DATASET_PRIVATE=1 needs SANITY_READ_TOKEN (a Viewer token): visitors could read nothing');
  if (config.sanity.browserToken && config.sanity.browserToken === config.sanity.token)
    problems.push(
      "SANITY_BROWSER_TOKEN is SANITY_READ_TOKEN: the editor's browser gets a token of its own (a second Viewer token)",
    );
  const studio = config.studioUrl;
  if (!studio) {
    return [
      ...problems,
      "SANITY_STUDIO_URL is not set: with a Sanity project it is the one origin allowed to frame the site (the Studio's Presentation tool), e.g. https://morphis.sanity.studio",
    ];
  }
  try {
    const url = new URL(studio);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(url.protocol);
  } catch {
    return [...problems, `SANITY_STUDIO_URL is not an http(s) address: ${studio}`];
  }
  return problems;
}

/**
 * The external Russian blog when the CMS's ruBlogMap has no blogHome (the CMS wins);
 * validated by the edge config built from it.
 */
export const ruBlogUrl: string = process.env.RU_BLOG_URL || DEFAULT_RU_BLOG_URL;

/** `next dev`: the CSP then allows eval and the hot-reload websocket. */
export const isDevelopment: boolean = process.env.NODE_ENV === 'development';

/**
 * The shell's widgets: register and login URLs, one-tap, chat, promotion cutoff and the build id (README,
 * Configuration). MORPHIS_BUILD_ID is named literally so Next inlines the id next.config.ts chose for this build.
 */
export const shellSettings: ShellSettings = readShellSettings({
  ...process.env,
  MORPHIS_BUILD_ID: process.env.MORPHIS_BUILD_ID,
});

/**
 * Several instances behind one cache (deploy/README.md): with REDIS_URL they share the incremental cache, tag
 * expirations, the dataset's change signal, the edge data and the webhook's replay guard. Unset: all in process.
 * The cache handler, which Next loads outside the app's bundles, reads the same two variables itself.
 */
export const clusterConfig = {
  redisUrl: process.env.REDIS_URL?.trim() || undefined,
  keyPrefix: process.env.REDIS_KEY_PREFIX?.trim() || undefined,
} as const;

/**
 * Observability (deploy/README.md, What to monitor): the private metrics port (unset: no metrics server) and the
 * address it binds, loopback unless a private address is given. Never the site's own port.
 */
export const observabilityConfig = {
  metricsPort: readPort('METRICS_PORT', process.env.METRICS_PORT),
  metricsHost: process.env.METRICS_HOST?.trim() || '127.0.0.1',
} as const;

function readPort(name: string, value: string | undefined): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`${name} must be a port number (1-65535), not "${text}"`);
  return port;
}

/**
 * The effective configuration an operator may read in the start-up log: addresses and switches, never a secret
 * (the Redis URL's password and every token are left out; a secret is only said to be set or not).
 */
export function publicConfiguration(): Record<string, unknown> {
  const redis = clusterConfig.redisUrl ? new URL(clusterConfig.redisUrl) : null;
  return {
    siteUrls,
    contentSource: contentConfig.source,
    sanity: contentConfig.sanity
      ? {
          projectId: contentConfig.sanity.projectId,
          dataset: contentConfig.sanity.dataset,
          apiVersion: contentConfig.sanity.apiVersion,
          readToken: contentConfig.sanity.token ? 'set' : 'unset',
          privateDataset: contentConfig.sanity.privateDataset,
          browserToken: contentConfig.sanity.browserToken ? 'set' : 'unset',
        }
      : null,
    datasetDir: contentConfig.datasetDir ?? null,
    studioUrl: contentConfig.studioUrl ?? null,
    redis: redis ? `${redis.protocol}//${redis.host}` : 'off',
    redisKeyPrefix: clusterConfig.keyPrefix ?? 'morphis:',
    revalidateSecret: contentConfig.revalidateSecret ? 'set' : 'unset',
    previewSecret: contentConfig.previewSecret ? 'set' : 'unset',
    metrics: observabilityConfig.metricsPort
      ? `${observabilityConfig.metricsHost}:${observabilityConfig.metricsPort}`
      : 'off',
    nodeEnv: process.env.NODE_ENV,
  };
}
