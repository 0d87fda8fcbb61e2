import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { createEdgeConfig } from '@site/edge';
import { sharedState } from '@/cluster/shared-state.ts';
import { contentConfig, ruBlogUrl, siteUrls } from '@/env';
import { contentSource } from '@/content';
import { noteContentChange } from '@/content/last-good';
import { publishedRevisionReader } from '@/content/lake-source';
import {
  PUBLISH_VISIBLE_BOUND_MS,
  PUBLISH_VISIBLE_LATE_MS,
  type VisibilityDeps,
  canCheck,
  waitUntilShown,
} from '@/content/publish-visible';
import { handleRevalidation, replayWindowMs } from '@/content/webhook';
import { EDGE_DATA_TYPES, loadEdgeData } from '@/edge-data/load';
import { replaceEdgeData } from '@/edge-data/store';
import { log, requestIdOf } from '@/observability/log';
import { metrics } from '@/observability/metrics';
import { publishApplied } from '@/server/memory-after-publish.node';

/**
 * Sanity's webhook (and `npm run content:publish`) lands here; see `handleRevalidation` for every answer. With several
 * instances (REDIS_URL) one of them receives it and the shared state carries the change to the others: the replay
 * guard is shared, the content-changed signal goes out before the tags (the cache handler shares those), and the
 * edge data is stored for all.
 */
export const dynamic = 'force-dynamic';

/** The Lake asked for a published revision (Sanity projects only; the embedded dataset is current at once). */
const visibility: VisibilityDeps | null = contentConfig.sanity
  ? {
      read: publishedRevisionReader(contentConfig.sanity),
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      now: Date.now,
    }
  : null;

/**
 * One JSON line per call (the document, the tags expired, how long it took, which instance, the front's request id)
 * and the webhook counters; a refused call is logged at warn with its status only.
 */
async function handle(request: Request): Promise<Response> {
  const started = performance.now();
  const shared = sharedState();
  let document: { _id: string; _type: string } | undefined;
  let expired = 0;
  const response = await handleRevalidation(request, {
    secret: contentConfig.revalidateSecret,
    replay: {
      accept: (signature, timestamp, now) => shared.acceptOnce(signature, replayWindowMs(timestamp, now), now),
      release: (signature) => shared.releaseOnce(signature),
    },
    now: Date.now,
    // The Lake may still answer the previous version for a moment after a publish; the embedded dataset never does.
    settle:
      contentConfig.source === 'sanity' && visibility
        ? (change) => waitUntilShown(change, visibility, PUBLISH_VISIBLE_BOUND_MS)
        : undefined,
    // Past the bound the tags were expired anyway (a page may have been cached from the previous version meanwhile):
    // once more when the Lake shows the change, after the answer.
    late: (change, expireAgain) => {
      log().warn(
        { document: change._id, rev: change._rev ?? null, boundMs: PUBLISH_VISIBLE_BOUND_MS },
        'the Lake did not show the published revision in time; tags expired now and again when it does',
      );
      if (!visibility) return;
      after(async () => {
        const shown = canCheck(change)
          ? await waitUntilShown(change, visibility, PUBLISH_VISIBLE_LATE_MS)
          : await visibility.sleep(PUBLISH_VISIBLE_BOUND_MS).then(() => false);
        expireAgain();
        log().info(
          { document: change._id, rev: change._rev ?? null, shown },
          'tags expired again after a late publish',
        );
      });
    },
    // expire: 0, not 'max': the webhook promises that the next request is fresh, not a stale page revalidating.
    revalidate: (tag) => {
      expired += 1;
      revalidateTag(tag, { expire: 0 });
    },
    invalidate: (change) => {
      document = change;
      noteContentChange(change._id);
      contentSource().invalidate();
      shared.contentChanged(change._id);
    },
    onChange: async (change) => {
      if (!EDGE_DATA_TYPES.includes(change._type)) return;
      try {
        // A source that does not answer keeps the last good data (and the delivery succeeds: pages recover without
        // another webhook, content/last-good.ts).
        const data = await loadEdgeData(contentSource());
        createEdgeConfig({ sites: siteUrls, ruBlogUrl, data }); // throws on data the proxy could not compile
        replaceEdgeData(data);
        shared.shareEdgeData(data);
      } catch (error) {
        // Content the edge cannot use must not take redirects down: the last good data stays in force.
        log().error({ err: error, document: change._id }, 'edge data not reloaded after a change');
      }
    },
    onError: (error) => log().error({ err: error, document: document?._id }, 'webhook not applied; a retry will be'),
  });
  const observed = metrics();
  observed.webhooks.labels(String(response.status)).inc();
  const record = {
    requestId: requestIdOf(request.headers),
    status: response.status,
    document: document?._id,
    type: document?._type,
    tagsExpired: expired,
    ms: Math.round(performance.now() - started),
    instance: shared.instanceId(),
  };
  if (response.status === 200) {
    observed.tagsExpired.labels('webhook').inc(expired);
    observed.lastPublish.set(Date.now() / 1000);
    log().info(record, 'webhook applied');
    publishApplied();
  } else {
    log().warn(record, 'webhook refused');
  }
  return response;
}

export const POST = handle;
export const GET = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
