import type { EdgeData } from '@site/edge';
import { createPeerPublisher } from '@/content/publish';
import { replaceEdgeData } from '@/edge-data/store';
import { clusterConfig, shellSettings } from '@/env';
import { publishApplied } from '@/server/memory-after-publish.node';
import { connectSharedState, type SharedState } from './cluster/shared-state.ts';

/**
 * Joins this server process to the others of its build (instrumentation, at start): connects the shared state and
 * applies what other instances announce through the publish's own local steps (content/publish.ts): a webhook they
 * received re-reads the content here (its tags are expired by the cache handler), and edge data they stored replaces
 * ours once it compiles. After a Redis outage both are done again, since announcements may have been missed.
 */
export function joinCluster(): SharedState {
  const shared = connectSharedState({ ...clusterConfig, buildId: shellSettings.buildId });
  const announced = createPeerPublisher({
    replaceEdgeData,
    published: () => publishApplied(),
    sharedEdgeData: async () => (await shared.sharedEdgeData()) as EdgeData | null,
  });
  shared.on('content', announced.content);
  shared.on('edge-data', announced.edgeData);
  shared.on('resync', announced.resync);
  return shared;
}
