import { EMPTY_EDGE_DATA, type EdgeData } from '@site/edge';
import type { PublishContent, PublishHost } from '@/content/publish';
import type { VisibilityDeps } from '@/content/publish-visible';

/**
 * A publish's host (what the route gives content/publish.ts) and content that record every step in `steps`, in the
 * order they ran; `later` holds what would run after the answer.
 */
export function publishHarness(
  options: {
    visibility?: VisibilityDeps | null;
    edgeTypes?: readonly string[];
    loadEdgeData?: () => Promise<EdgeData>;
  } = {},
) {
  const steps: string[] = [];
  const expired: string[] = [];
  const later: (() => Promise<void>)[] = [];
  const host: PublishHost = {
    expireTag: (tag) => {
      expired.push(tag);
      steps.push(`expire ${tag}`);
    },
    afterAnswer: (work) => void later.push(work),
    peers: () => ({
      contentChanged: (document) => void steps.push(`peers: content ${document}`),
      shareEdgeData: () => void steps.push('peers: edge data'),
    }),
    edgeData: {
      types: options.edgeTypes ?? [],
      load: async () => {
        steps.push('edge data loaded');
        return (await options.loadEdgeData?.()) ?? EMPTY_EDGE_DATA;
      },
    },
    replaceEdgeData: () => void steps.push('edge data replaced'),
    published: () => void steps.push('memory release'),
  };
  const source = {
    fetch: () => Promise.reject(new Error('the publish reads through the edge data reader only')),
    invalidate: () => void steps.push('source invalidated'),
    revision: async () => {
      steps.push('source re-read');
      return 'local:1';
    },
  };
  const own: PublishContent = { source: () => source, visibility: options.visibility ?? null };
  return { host, own, source, steps, expired, later };
}
