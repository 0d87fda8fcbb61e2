import { DEFAULT_RU_BLOG_URL } from '@site/edge';
import { type SiteUrls, resolveSiteUrls } from '@site/schemas';
import type { VisualEditing } from 'next-sanity/visual-editing';
import packageJson from '../package.json';
import { parentDomain } from './lib/site/cookie-domain';
import { parseTrustedHosts } from './lib/commerce/release-downloads';
import { type RuntimeSettings, readRuntimeSettings } from './tracking/settings';
import { type ShellSettings, readShellSettings } from './shell/settings';

/**
 * The only reader of process.env in the web app. Values are read once per process; a bad value fails the build
 * or the server start with a clear message instead of producing wrong URLs.
 */
export const siteUrls: SiteUrls = resolveSiteUrls(process.env);

/**
 * The visitor runtime's backend addresses and beacon key (README, Configuration). Read at build time and passed to
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

/** Where content comes from: the Sanity Content Lake, or the embedded dataset in studio/seed (groq-js). */
export type ContentSourceKind = 'local' | 'sanity';

export class ContentConfigError extends Error {
  override readonly name = 'ContentConfigError';
}

export interface ContentConfig {
  readonly source: ContentSourceKind;
  readonly sanity: { projectId: string; dataset: string; apiVersion: string; token: string | undefined } | null;
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
  const source: ContentSourceKind = (forced as ContentSourceKind | undefined) ?? (projectId && dataset ? 'sanity' : 'local');
  if (source === 'sanity' && (!projectId || !dataset)) {
    throw new ContentConfigError('CONTENT_SOURCE=sanity needs SANITY_PROJECT_ID and SANITY_DATASET');
  }
  if (projectId && !/^[a-z0-9]+$/.test(projectId)) throw new ContentConfigError(`SANITY_PROJECT_ID is not a project id: ${projectId}`);
  const secret = env.SANITY_REVALIDATE_SECRET?.trim();
  const previewSecret = env.SANITY_PREVIEW_SECRET?.trim();
  return {
    source,
    sanity: projectId && dataset
      ? { projectId, dataset, apiVersion: env.SANITY_API_VERSION?.trim() || '2025-10-01', token: env.SANITY_READ_TOKEN?.trim() || undefined }
      : null,
    datasetDir: env.CONTENT_DATASET_DIR?.trim() || undefined,
    revalidateSecret: secret || null,
    previewSecret: previewSecret || null,
    studioUrl: env.SANITY_STUDIO_URL?.trim() || undefined,
    watchDataset: env.NODE_ENV !== 'production',
  };
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
    if (value.length < MIN_SECRET_LENGTH) return [`${name} is shorter than ${MIN_SECRET_LENGTH} characters; ${generate}`];
    if (KNOWN_DEFAULTS.has(value)) return [`${name} is a published development default; ${generate}`];
    return [];
  });
}

/**
 * Visual Editing's overlays (next-sanity), for the Preview bar in draft mode, or null. next.config.ts inlines
 * MORPHIS_VISUAL_EDITING at build time: in a build of the embedded dataset the condition is a constant false and the
 * bundler drops the import, so no page's JavaScript carries even the lazy loader of a client component that is never
 * rendered. Named literally (not through `process.env[...]`) so the value is inlined.
 */
export function loadVisualEditing(): Promise<{ VisualEditing: typeof VisualEditing }> | null {
  if (process.env.MORPHIS_VISUAL_EDITING === '1') return import('next-sanity/visual-editing');
  return null;
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
export const shellSettings: ShellSettings = readShellSettings({ ...process.env, MORPHIS_BUILD_ID: process.env.MORPHIS_BUILD_ID });

/**
 * Several instances behind one cache (deploy/README.md): with REDIS_URL they share the incremental cache, tag
 * expirations, the dataset's change signal, the edge data and the webhook's replay guard. Unset: all in process.
 * The cache handler, which Next loads outside the app's bundles, reads the same two variables itself.
 */
export const clusterConfig = {
  redisUrl: process.env.REDIS_URL?.trim() || undefined,
  keyPrefix: process.env.REDIS_KEY_PREFIX?.trim() || undefined,
} as const;
