import { unstable_cache } from 'next/cache';
import { cookies, draftMode } from 'next/headers';
import type { ClientPerspective } from 'next-sanity';
import { DRAFT_SESSION_COOKIE } from '@site/schemas';
import { sharedState } from '@/cluster/shared-state.ts';
import { contentConfig } from '@/env';
import { log } from '@/observability/log';
import { metrics } from '@/observability/metrics';
import { holdOut } from '@/observability/readiness';
import { draftSessionValid } from './draft-mode';
import { LakeContentSource } from './lake-source';
import { PROBE_QUERY } from './first-read';
import { createLastGood } from './last-good';
import { type ContentCache, createLoaders } from './loaders';
import { contentTags } from './tags';
import { LocalContentSource } from './local-source';
import type { ContentSource } from './source';

/**
 * The app's content entry point: the configured source behind Next's data cache. `unstable_cache` (not
 * `'use cache'`) keeps pages prerendered without turning on Cache Components for the whole app; its entries carry
 * the loaders' tags, which the revalidation webhook expires.
 */
let source: ContentSource | undefined;

export function contentSource(): ContentSource {
  source ??=
    contentConfig.source === 'sanity' && contentConfig.sanity
      ? new LakeContentSource({ ...contentConfig.sanity, onRefused: refusedByLake })
      : new LocalContentSource({
          dir: contentConfig.datasetDir,
          watch: contentConfig.watchDataset,
          // Every page may show what changed: once the file reads again, all content is refreshed.
          onDegraded: (error) => lastGood.degraded([contentTags.all()], 'the embedded dataset', error),
        });
  return source;
}

/**
 * The Lake refused a visitor's read (401): every page this instance has not cached would fail, and only an operator
 * can mend it, so the instance is not ready (the front and an orchestrator send visitors elsewhere) until a read
 * succeeds again. One line names what to fix.
 */
function refusedByLake(refused: boolean): void {
  holdOut('content', refused);
  const sanity = contentConfig.sanity;
  if (!refused) log().info('content: the Content Lake reads again; ready');
  else if (sanity?.privateDataset)
    log().error(
      'content: the Content Lake refused SANITY_READ_TOKEN (401) on a private dataset (SANITY_DATASET_PRIVATE=1): the token is revoked, mistyped or lacks read access; not ready',
    );
  else
    log().error(
      'content: the Content Lake refused an anonymous read (401): the dataset is private; set SANITY_DATASET_PRIVATE=1 and SANITY_READ_TOKEN (a Viewer token); not ready',
    );
}

/**
 * Draft mode's sources, one per perspective the editor's Presentation tool chose (`sanity-preview-perspective`,
 * `drafts` without it): read fresh on every request (the embedded dataset checks its file on each query; the Lake is
 * asked each time). Created on the first draft-mode request for that perspective; a few are kept.
 */
const draftSources = new Map<string, ContentSource>();
const DRAFT_SOURCES_KEPT = 8;

export function draftContentSource(perspective: ClientPerspective = 'drafts'): ContentSource {
  const key = [perspective].flat().join(',');
  let found = draftSources.get(key);
  if (!found) {
    found =
      contentConfig.source === 'sanity' && contentConfig.sanity
        ? new LakeContentSource({ ...contentConfig.sanity, perspective, studioUrl: contentConfig.studioUrl })
        : new LocalContentSource({
            dir: contentConfig.datasetDir,
            watch: true,
            perspective: perspective === 'published' ? 'published' : 'drafts',
          });
    if (draftSources.size >= DRAFT_SOURCES_KEPT) draftSources.delete(draftSources.keys().next().value!);
    draftSources.set(key, found);
  }
  return found;
}

/** The perspective of this draft-mode request, as next-sanity reads the Presentation tool's cookie. */
async function draftPerspective(): Promise<ClientPerspective> {
  if (contentConfig.source !== 'sanity') return 'drafts';
  const { resolvePerspectiveFromCookies } = await import('next-sanity/live');
  return resolvePerspectiveFromCookies({ cookies: await cookies() });
}

const nextCache: ContentCache = (key, tags, load) => unstable_cache(load, [...key], { tags: [...tags] })();

const lastGood = createLastGood({
  // Outside a request Next's revalidateTag cannot run: the tags expire through the cache handler's shared state,
  // which is what revalidateTag reaches too (here and on every other instance).
  expireTags: (tags) => {
    metrics().tagsExpired.labels('recovery').inc(tags.length);
    const now = Date.now();
    sharedState().expireTags(Object.fromEntries(tags.map((tag) => [tag, { stale: now, expired: now }])));
  },
  probe: async () => {
    const current = contentSource();
    await current.revision();
    if (current instanceof LocalContentSource && current.degraded())
      throw new Error('the embedded dataset is still unreadable');
    await current.fetch(PROBE_QUERY);
  },
});

/**
 * Published content, whatever the request: what visitors see, and what sitemaps, the search index and the share
 * images use even for an editor in draft mode (they are public files and never list a draft).
 */
export const publishedContent = createLoaders(
  {
    kind: contentConfig.source,
    fetch: (query, params) => contentSource().fetch(query, params),
    revision: () => contentSource().revision(),
    invalidate: () => contentSource().invalidate(),
  },
  nextCache,
  lastGood,
  { knownSlugsOnly: true },
);

/**
 * Draft content: never through Next's data cache (an entry would be shared with visitors) nor the last-good store
 * (a draft must not become what visitors get when a read fails).
 */
const draftContent = createLoaders(
  {
    kind: contentConfig.source,
    fetch: async (query, params) => draftContentSource(await draftPerspective()).fetch(query, params),
    revision: async () => draftContentSource(await draftPerspective()).revision(),
    invalidate: () => {
      for (const draft of draftSources.values()) draft.invalidate();
    },
  },
  (_key, _tags, load) => load(),
);

/**
 * Whether this request is in draft mode: Next's draft mode with a draft session that has not ended (signed with the
 * current SANITY_PREVIEW_SECRET; content/draft-mode.ts). Without one the request is rendered as a visitor's, and
 * the server's answer clears the cookies (draft-session-net.node.ts). False outside a request (build-time
 * params, prerendering).
 */
export async function isDraftMode(): Promise<boolean> {
  try {
    if (!(await draftMode()).isEnabled) return false;
    return draftSessionValid((await cookies()).get(DRAFT_SESSION_COOKIE)?.value, contentConfig.previewSecret);
  } catch {
    return false;
  }
}

/** The loaders pages call: published content, or the drafts perspective when the request is in draft mode. */
export const content = perRequest(publishedContent, draftContent);

type Loaders = typeof publishedContent;

function perRequest(published: Loaders, drafts: Loaders): Loaders {
  const chosen = {} as Record<string, unknown>;
  for (const name of Object.keys(published) as (keyof Loaders)[]) {
    chosen[name] = async (...args: unknown[]) => {
      const loaders = (await isDraftMode()) ? drafts : published;
      return (loaders[name] as (...a: unknown[]) => Promise<unknown>)(...args);
    };
  }
  return chosen as Loaders;
}

export type { Article, ArticleList, ArticleSummary, LandingPage, Page } from './loaders';
