import { cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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
