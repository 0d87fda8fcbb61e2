import { createEdgeConfig, type EdgeData } from '@site/edge';
import { contentSource } from '@/content';
import { replaceEdgeData } from '@/edge-data/store';
import { clusterConfig, ruBlogUrl, shellSettings, siteUrls } from '@/env';
import { log } from '@/observability/log';
import { publishApplied } from '@/server/memory-after-publish.node';
import { connectSharedState, type SharedState } from './cluster/shared-state.ts';

/**
 * Joins this server process to the others of its build (instrumentation, at start): connects the shared state and
 * reacts to what other instances announce. A webhook they received changes the content here too: the embedded
 * dataset is re-read (its tags are expired by the cache handler), and edge data they stored replaces ours once it
 * compiles. After a Redis outage both are done again, since announcements may have been missed.
 */
export function joinCluster(): SharedState {
  const shared = connectSharedState({ ...clusterConfig, buildId: shellSettings.buildId });

  // Re-read at once rather than on the next render: the cost is paid off the request path, and a file this instance
  // cannot read is found (and reported stale) even when its pages come from another instance's renders.
  const rereadContent = async () => {
    contentSource().invalidate();
    await contentSource()
      .revision()
      .catch(() => undefined);
  };
  const adoptEdgeData = async () => {
    const data = (await shared.sharedEdgeData()) as EdgeData | null;
    if (!data) return;
    try {
      createEdgeConfig({ sites: siteUrls, ruBlogUrl, data }); // throws on data the proxy could not compile
      replaceEdgeData(data);
    } catch (error) {
      log().error({ err: error }, 'edge data from another instance not used');
    }
  };

  shared.on('content', async () => {
    await rereadContent();
    publishApplied();
  });
  shared.on('edge-data', adoptEdgeData);
  shared.on('resync', async () => {
    await rereadContent();
    await adoptEdgeData();
  });
  return shared;
}
