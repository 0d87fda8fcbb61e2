import { unstable_cache } from 'next/cache';
import { sharedState } from '@/cluster/shared-state.ts';
import { contentConfig } from '@/env';
import { LakeContentSource } from './lake-source';
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

const nextCache: ContentCache = (key, tags, load) => unstable_cache(load, [...key], { tags: [...tags] })();

/** The cheapest read that proves the source answers again. */
const PROBE_QUERY = 'count(*[_id == "siteSettings"])';

const lastGood = createLastGood({
  // Outside a request Next's revalidateTag cannot run: the tags expire through the cache handler's shared state,
  // which is what revalidateTag reaches too (here and on every other instance).
  expireTags: (tags) => {
    const now = Date.now();
    sharedState().expireTags(Object.fromEntries(tags.map((tag) => [tag, { stale: now, expired: now }])));
  },
  probe: async () => {
    const current = contentSource();
    await current.revision();
    if (current instanceof LocalContentSource && current.degraded()) throw new Error('the embedded dataset is still unreadable');
    await current.fetch(PROBE_QUERY);
  },
});

export const content = createLoaders(
  {
    kind: contentConfig.source,
    fetch: (query, params) => contentSource().fetch(query, params),
    revision: () => contentSource().revision(),
    invalidate: () => contentSource().invalidate(),
  },
  nextCache,
  lastGood,
);

export type { Article, ArticleList, ArticleSummary, LandingPage, Page } from './loaders';
