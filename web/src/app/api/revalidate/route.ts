import { revalidateTag } from 'next/cache';
import { createEdgeConfig } from '@site/edge';
import { contentConfig, ruBlogUrl, siteUrls } from '@/env';
import { contentSource } from '@/content';
import { handleRevalidation, ReplayGuard } from '@/content/webhook';
import { EDGE_DATA_TYPES, loadEdgeData } from '@/edge-data/load';
import { replaceEdgeData } from '@/edge-data/store';

/** Sanity's webhook (and `npm run content:publish`) lands here; see `handleRevalidation` for every answer. */
export const dynamic = 'force-dynamic';

const GUARD = Symbol.for('morphis.content.replayGuard');
const replay = ((globalThis as Record<symbol, unknown>)[GUARD] ??= new ReplayGuard()) as ReplayGuard;

function handle(request: Request): Promise<Response> {
  return handleRevalidation(request, {
    secret: contentConfig.revalidateSecret,
    replay,
    now: Date.now,
    // expire: 0, not 'max': the webhook promises that the next request is fresh, not a stale page revalidating.
    revalidate: (tag) => revalidateTag(tag, { expire: 0 }),
    invalidate: () => contentSource().invalidate(),
    onChange: async (change) => {
      if (!EDGE_DATA_TYPES.includes(change._type)) return;
      try {
        const data = await loadEdgeData(contentSource());
        createEdgeConfig({ sites: siteUrls, ruBlogUrl, data }); // throws on data the proxy could not compile
        replaceEdgeData(data);
      } catch (error) {
        // Content the edge cannot use must not take redirects down: the last good data stays in force.
        console.error('edge data not reloaded:', error);
      }
    },
  });
}

export const POST = handle;
export const GET = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
