import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { sharedState } from '@/cluster/shared-state.ts';
import { contentConfig } from '@/env';
import { createPublisher } from '@/content/publish';
import type { ChangedDocument } from '@/content/tags';
import { handleRevalidation, replayWindowMs } from '@/content/webhook';
import { EDGE_DATA_TYPES, loadEdgeData } from '@/edge-data/load';
import { replaceEdgeData } from '@/edge-data/store';
import { log, requestIdOf } from '@/observability/log';
import { metrics } from '@/observability/metrics';
import { publishApplied } from '@/server/memory-after-publish.node';

/**
 * Sanity's webhook (and `npm run content:publish`) lands here: content/webhook.ts checks the call and words every
 * answer, content/publish.ts applies the change (its header maps a publish step by step, the other instances
 * included). This file hands the publish what lies above content/, and logs each call.
 */
export const dynamic = 'force-dynamic';

const publish = createPublisher({
  // expire: 0, not 'max': the webhook promises that the next request is fresh, not a stale page revalidating.
  expireTag: (tag) => revalidateTag(tag, { expire: 0 }),
  afterAnswer: after,
  peers: sharedState,
  edgeData: { types: EDGE_DATA_TYPES, load: loadEdgeData },
  replaceEdgeData,
  published: () => publishApplied(),
});

/**
 * One JSON line per call (the document, the tags expired, how long it took, which instance, the front's request id)
 * and the webhook counter; a refused call is logged at warn.
 */
async function handle(request: Request): Promise<Response> {
  const started = performance.now();
  const shared = sharedState();
  let document: ChangedDocument | undefined;
  let expired: readonly string[] = [];
  const response = await handleRevalidation(request, {
    secret: contentConfig.revalidateSecret,
    // Shared by every instance and build: a delivery is applied once, whichever instance it reaches.
    replay: {
      accept: (signature, timestamp, now) => shared.acceptOnce(signature, replayWindowMs(timestamp, now), now),
      release: (signature) => shared.releaseOnce(signature),
    },
    now: Date.now,
    publish: async (change) => {
      document = change;
      return (expired = await publish(change));
    },
  });
  metrics().webhooks.labels(String(response.status)).inc();
  const record = {
    requestId: requestIdOf(request.headers),
    status: response.status,
    document: document?._id,
    type: document?._type,
    tagsExpired: expired.length,
    ms: Math.round(performance.now() - started),
    instance: shared.instanceId(),
  };
  if (response.status === 200) log().info(record, 'webhook applied');
  else log().warn(record, 'webhook refused');
  return response;
}

export const POST = handle;
export const GET = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
