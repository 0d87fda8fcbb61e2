import { createEdgeConfig, type EdgeData } from '@site/edge';
import { contentConfig, ruBlogUrl, siteUrls } from '@/env';
import { log } from '@/observability/log';
import { metrics } from '@/observability/metrics';
import { contentSource } from './index';
import { publishedRevisionReader } from './lake-source';
import { noteContentChange } from './last-good';
import {
  PUBLISH_VISIBLE_BOUND_MS,
  PUBLISH_VISIBLE_LATE_MS,
  type VisibilityDeps,
  canCheck,
  waitUntilShown,
} from './publish-visible';
import type { ContentSource } from './source';
import { type ChangedDocument, tagsForChange } from './tags';

/**
 * A publish, end to end. The instance Sanity's webhook reaches runs every step below, in this order; each other
 * instance runs the steps marked * when the announcements reach it (join-cluster.ts → `createPeerPublisher`).
 *
 *  1.  Check the call: app/api/revalidate/route.ts hands the request to content/webhook.ts (method, secret, a body
 *      of at most 256 KB: server/bounded-body.ts; signature and age: @site/schemas; replay guard: the route gives
 *      cluster/shared-state.ts's, shared by every instance; the JSON payload), which calls `publish` below.
 *  2.  Tags: the change's cache tags (content/tags.ts).
 *  3.  Wait for the revision: on the Lake, until it answers the announced `_rev`, at most 10 s
 *      (content/publish-visible.ts, reading through content/lake-source.ts). The embedded dataset is current at once.
 *  4.  Last-good note: the document is named in later read-failure logs (content/last-good.ts).
 *  5*. Source: the embedded dataset checks its file again on its next query (content/local-source.ts `invalidate`;
 *      the Lake needs nothing). The peers re-read it at once.
 *  6.  Peers told content changed (cluster/shared-state.ts `contentChanged`, a signed Redis message).
 *  7.  Tags expired (expire 0): Next's revalidateTag → cluster/cache-handler.ts → Next's tags manifest here, and
 *      shared-state's `expireTags` (Redis hash and message) → each peer's shared-state applies them to its own
 *      manifest (`receive`; counted as `morphis_tags_expired_total{origin="peer"}`, with the lag).
 *  8*. Edge data, when the type is one the edge reads (edge-data/load.ts): reloaded from the source, compiled as the
 *      proxy would (@site/edge), put in force (edge-data/store.ts) and stored for the peers (shared-state
 *      `shareEdgeData`), which compile and adopt it. Data that fails keeps the last good data in force.
 *  9.  Late: when 3 gave up, after the answer (Next's `after`) wait up to 120 s more, then 4-7 again.
 *  10. Metrics: the tags expired and when the last publish was applied (observability/metrics.ts).
 *  11*. Memory given back once the burst of publishes and the renders they cause settles
 *      (server/memory-after-publish.node.ts; cluster/cache-handler.ts reports the renders).
 *  12. Answer: 200 with the tags, or 503 when 2-11 failed (the delivery is forgotten and Sanity retries;
 *      content/webhook.ts); the route logs one line per call and counts it (observability/log.ts, metrics.ts).
 *
 * What lies above content/ (Next, the peers, the edge data, the memory release) is handed in by the route and by
 * join-cluster.ts, so that this module imports nothing from the layers that import it.
 */

/** What every instance gives a publish. */
export interface InstanceHost {
  /** Puts edge data in force in this process (edge-data/store.ts). */
  readonly replaceEdgeData: (data: EdgeData) => void;
  /** A publish was applied here (server/memory-after-publish.node.ts `publishApplied`). */
  readonly published: () => void;
}

/** The other instances, as the one that received the webhook tells them (cluster/shared-state.ts). */
export interface Peers {
  contentChanged(document: string): void;
  shareEdgeData(data: EdgeData): void;
}

/** What the instance the webhook reached gives it (app/api/revalidate/route.ts). */
export interface PublishHost extends InstanceHost {
  /** Expires one tag now, here and on every instance (Next's revalidateTag, which reaches the cache handler). */
  readonly expireTag: (tag: string) => void;
  /** Runs work once the answer is sent (Next's `after`). */
  readonly afterAnswer: (work: () => Promise<void>) => void;
  readonly peers: () => Peers;
  /** The document types the edge reads, and its reader (edge-data/load.ts). */
  readonly edgeData: {
    readonly types: readonly string[];
    readonly load: (source: Pick<ContentSource, 'fetch'>) => Promise<EdgeData>;
  };
}

/** What the other instances give it (join-cluster.ts). */
export interface PeerHost extends InstanceHost {
  /** The edge data the receiving instance stored, or null (none, or Redis unavailable). */
  readonly sharedEdgeData: () => Promise<EdgeData | null>;
}

/** What a publish uses of content/ itself: the configured source and, on the Lake, its revision reader. */
export interface PublishContent {
  readonly source: () => Pick<ContentSource, 'fetch' | 'invalidate' | 'revision'>;
  /** null: the source shows a change at once (the embedded dataset). */
  readonly visibility: VisibilityDeps | null;
}

function configuredContent(): PublishContent {
  const sanity = contentConfig.source === 'sanity' ? contentConfig.sanity : undefined;
  return {
    source: contentSource,
    visibility: sanity
      ? {
          read: publishedRevisionReader(sanity),
          sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
          now: Date.now,
        }
      : null,
  };
}

/** Step 8*, on every instance: edge data in force once the proxy could compile it (throws when it could not). */
function putEdgeDataInForce(data: EdgeData, host: InstanceHost): void {
  createEdgeConfig({ sites: siteUrls, ruBlogUrl, data });
  host.replaceEdgeData(data);
}

/**
 * The instance the webhook reached: steps 2 to 11 for a checked change. Resolves with the tags expired; throws when
 * the change could not be applied and a retry may succeed.
 */
export function createPublisher(
  host: PublishHost,
  own: PublishContent = configuredContent(),
): (change: ChangedDocument) => Promise<readonly string[]> {
  async function reloadEdgeData(change: ChangedDocument): Promise<void> {
    if (!host.edgeData.types.includes(change._type)) return;
    try {
      // A source that does not answer keeps the last good data (and the delivery succeeds: pages recover without
      // another webhook, content/last-good.ts).
      const data = await host.edgeData.load(own.source());
      putEdgeDataInForce(data, host);
      host.peers().shareEdgeData(data);
    } catch (error) {
      // Content the edge cannot use must not take redirects down: the last good data stays in force.
      log().error({ err: error, document: change._id }, 'edge data not reloaded after a change');
    }
  }

  // Past the bound the tags were expired anyway (a page may have been cached from the previous version meanwhile):
  // once more when the Lake shows the change, after the answer.
  function expireWhenShown(change: ChangedDocument, visibility: VisibilityDeps, expire: () => void): void {
    log().warn(
      { document: change._id, rev: change._rev ?? null, boundMs: PUBLISH_VISIBLE_BOUND_MS },
      'the Lake did not show the published revision in time; tags expired now and again when it does',
    );
    host.afterAnswer(async () => {
      const shown = canCheck(change)
        ? await waitUntilShown(change, visibility, PUBLISH_VISIBLE_LATE_MS)
        : await visibility.sleep(PUBLISH_VISIBLE_BOUND_MS).then(() => false);
      expire();
      log().info({ document: change._id, rev: change._rev ?? null, shown }, 'tags expired again after a late publish');
    });
  }

  return async function publish(change) {
    try {
      const tags = tagsForChange(change);
      // The Lake may still answer the previous version for a moment after a publish; tags expired then would let a
      // page be cached again from it until the next publish.
      const shown = own.visibility ? await waitUntilShown(change, own.visibility, PUBLISH_VISIBLE_BOUND_MS) : true;
      // The content-changed signal goes out before the tags: a peer has its dataset checked again before the expired
      // tags reach it, so what it renders then is the new content.
      const expire = () => {
        noteContentChange(change._id);
        own.source().invalidate();
        host.peers().contentChanged(change._id);
        for (const tag of tags) host.expireTag(tag);
      };
      expire();
      await reloadEdgeData(change);
      if (!shown && own.visibility) expireWhenShown(change, own.visibility, expire);
      const observed = metrics();
      observed.tagsExpired.labels('webhook').inc(tags.length);
      observed.lastPublish.set(Date.now() / 1000);
      host.published();
      return tags;
    } catch (error) {
      log().error({ err: error, document: change._id }, 'webhook not applied; a retry will be');
      throw error;
    }
  };
}

/**
 * The other instances: the local steps (5*, 8*, 11*) as another instance's announcements arrive, and again after a
 * Redis outage, when some may have been missed.
 */
export function createPeerPublisher(
  host: PeerHost,
  source: PublishContent['source'] = contentSource,
): { content(): Promise<void>; edgeData(): Promise<void>; resync(): Promise<void> } {
  // Re-read at once rather than on the next render: the cost is paid off the request path, and a file this instance
  // cannot read is found (and reported stale) even when its pages come from another instance's renders.
  const reread = async () => {
    source().invalidate();
    await source()
      .revision()
      .catch(() => undefined);
  };
  const adoptSharedEdgeData = async () => {
    const data = await host.sharedEdgeData();
    if (!data) return;
    try {
      putEdgeDataInForce(data, host);
    } catch (error) {
      log().error({ err: error }, 'edge data from another instance not used');
    }
  };
  return {
    async content() {
      await reread();
      host.published();
    },
    edgeData: adoptSharedEdgeData,
    async resync() {
      await reread();
      await adoptSharedEdgeData();
    },
  };
}
