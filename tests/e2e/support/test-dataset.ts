import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The embedded dataset the browser tests' server reads (CONTENT_DATASET_DIR): a copy of studio/seed/dataset made when
 * Playwright loads its configuration, so tests that edit content (content.e2e.ts) never write the tracked
 * data.ndjson, and a run stopped half way leaves the repository as it was. Tests that only read the dataset may read
 * either: the copy starts identical.
 */
export const TRACKED_DATASET_DIR = fileURLToPath(new URL('../../../studio/seed/dataset', import.meta.url));
export const TEST_DATASET_DIR = fileURLToPath(new URL('../../.artifacts/dataset', import.meta.url));
export const TEST_DATASET_FILE = join(TEST_DATASET_DIR, 'data.ndjson');

/** A fresh copy of the tracked dataset (data.ndjson and images/) at TEST_DATASET_DIR. */
export function copyTrackedDataset(): void {
  rmSync(TEST_DATASET_DIR, { recursive: true, force: true });
  cpSync(TRACKED_DATASET_DIR, TEST_DATASET_DIR, { recursive: true });
}
