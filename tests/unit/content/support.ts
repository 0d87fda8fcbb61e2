import { cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMPTY_EDGE_DATA, type EdgeData } from '@site/edge';
import type { PublishContent, PublishHost } from '@/content/publish';
import type { VisibilityDeps } from '@/content/publish-visible';
import { type RunningLake, startLake } from '../../lake-stub/server';
import { LAKE_DATASET, LAKE_PROJECT_ID, LAKE_TOKEN } from '../../lake-stub/settings';

/** The committed embedded dataset, read the way a test needs it. */
export const DATASET_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../studio/seed/dataset');

export type Doc = Record<string, unknown> & { _id: string; _type: string };

export function readDocuments(dir = DATASET_DIR): Doc[] {
  return readFileSync(join(dir, 'data.ndjson'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Doc);
}

export function imageFiles(dir = DATASET_DIR): Set<string> {
  return new Set(readdirSync(join(dir, 'images')));
}

/** A private copy of the dataset that a test may edit. */
export function copyDataset(): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-dataset-'));
  cpSync(DATASET_DIR, dir, { recursive: true });
  return dir;
}

/** The Content Lake stand-in on a free loopback port, serving the committed dataset to the suite's token. */
export function startSeedLake(): Promise<RunningLake> {
  return startLake({
    port: 0,
    host: '127.0.0.1',
    datasetDir: DATASET_DIR,
    projectId: LAKE_PROJECT_ID,
    dataset: LAKE_DATASET,
    tokens: [LAKE_TOKEN],
  });
}

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
