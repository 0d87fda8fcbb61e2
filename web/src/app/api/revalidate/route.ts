import { revalidateTag } from 'next/cache';
import { createEdgeConfig } from '@site/edge';
import { sharedState } from '@/cluster/shared-state.ts';
import { contentConfig, ruBlogUrl, siteUrls } from '@/env';
import { contentSource } from '@/content';
import { noteContentChange } from '@/content/last-good';
import { LAKE_CONSISTENCY_WAIT_MS } from '@/content/lake-source';
import { handleRevalidation, replayWindowMs } from '@/content/webhook';
import { EDGE_DATA_TYPES, loadEdgeData } from '@/edge-data/load';
import { replaceEdgeData } from '@/edge-data/store';

/**
 * Sanity's webhook (and `npm run content:publish`) lands here; see `handleRevalidation` for every answer. With several
 * instances (REDIS_URL) one of them receives it and the shared state carries the change to the others: the replay
 * guard is shared, the content-changed signal goes out before the tags (the cache handler shares those), and the
 * edge data is stored for all.
 */
export const dynamic = 'force-dynamic';

function handle(request: Request): Promise<Response> {
  const shared = sharedState();
  return handleRevalidation(request, {
    secret: contentConfig.revalidateSecret,
    replay: { accept: (signature, timestamp, now) => shared.acceptOnce(signature, replayWindowMs(timestamp, now), now) },
    now: Date.now,
    // The Lake may still answer the previous version for a moment after a publish; the embedded dataset never does.
    settle: contentConfig.source === 'sanity' ? () => new Promise((resolve) => setTimeout(resolve, LAKE_CONSISTENCY_WAIT_MS)) : undefined,
    // expire: 0, not 'max': the webhook promises that the next request is fresh, not a stale page revalidating.
    revalidate: (tag) => revalidateTag(tag, { expire: 0 }),
    invalidate: (change) => {
      noteContentChange(change._id);
      contentSource().invalidate();
      shared.contentChanged(change._id);
    },
    onChange: async (change) => {
      if (!EDGE_DATA_TYPES.includes(change._type)) return;
      try {
        const data = await loadEdgeData(contentSource());
        createEdgeConfig({ sites: siteUrls, ruBlogUrl, data }); // throws on data the proxy could not compile
        replaceEdgeData(data);
        shared.shareEdgeData(data);
      } catch (error) {
        // Content the edge cannot use must not take redirects down: the last good data stays in force.
        console.error(`edge data not reloaded after the change of ${change._id}:`, error);
      }
    },
  });
}

export const POST = handle;
export const GET = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
