import { unstable_cache } from 'next/cache';
import { draftMode } from 'next/headers';
import { sharedState } from '@/cluster/shared-state.ts';
import { contentConfig } from '@/env';
import { metrics } from '@/observability/metrics';
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
      ? new LakeContentSource(contentConfig.sanity)
      : new LocalContentSource({
          dir: contentConfig.datasetDir,
          watch: contentConfig.watchDataset,
          // Every page may show what changed: once the file reads again, all content is refreshed.
          onDegraded: (error) => lastGood.degraded([contentTags.all()], 'the embedded dataset', error),
        });
  return source;
}

/**
 * Draft mode's source: the drafts perspective, read fresh on every request (the embedded dataset checks its file on
 * each query; the Lake is asked each time). Created on the first draft-mode request only.
 */
let draftSource: ContentSource | undefined;

export function draftContentSource(): ContentSource {
  draftSource ??=
    contentConfig.source === 'sanity' && contentConfig.sanity
      ? new LakeContentSource({ ...contentConfig.sanity, perspective: 'drafts', studioUrl: contentConfig.studioUrl })
      : new LocalContentSource({ dir: contentConfig.datasetDir, watch: true, perspective: 'drafts' });
  return draftSource;
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
    fetch: (query, params) => draftContentSource().fetch(query, params),
    revision: () => draftContentSource().revision(),
    invalidate: () => draftContentSource().invalidate(),
  },
  (_key, _tags, load) => load(),
);

/** Whether this request is in draft mode; false outside a request (build-time params, prerendering). */
export async function isDraftMode(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
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
