import { createEdgeConfig, type EdgeData } from '@site/edge';
import { contentSource } from '@/content';
import { replaceEdgeData } from '@/edge-data/store';
import { clusterConfig, ruBlogUrl, shellSettings, siteUrls } from '@/env';
import { connectSharedState } from './shared-state.ts';

/**
 * Joins this server process to the others of its build (instrumentation, at start): connects the shared state and
 * reacts to what other instances announce. A webhook they received changes the content here too: the embedded
 * dataset is re-read (its tags are expired by the cache handler), and edge data they stored replaces ours once it
 * compiles. After a Redis outage both are done again, since announcements may have been missed.
 */
export function joinCluster(): void {
  const shared = connectSharedState({ ...clusterConfig, buildId: shellSettings.buildId });

  const rereadContent = () => contentSource().invalidate();
  const adoptEdgeData = async () => {
    const data = (await shared.sharedEdgeData()) as EdgeData | null;
    if (!data) return;
    try {
      createEdgeConfig({ sites: siteUrls, ruBlogUrl, data }); // throws on data the proxy could not compile
      replaceEdgeData(data);
    } catch (error) {
      console.error('edge data from another instance not used:', error);
    }
  };

  shared.on('content', rereadContent);
  shared.on('edge-data', adoptEdgeData);
  shared.on('resync', async () => {
    rereadContent();
    await adoptEdgeData();
  });
}
