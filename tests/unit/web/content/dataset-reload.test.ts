import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadDataset } from '@/content/dataset';
import { DATASET_DIR } from '../../../fixtures/dataset';

describe('a reload of the embedded dataset', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'dataset-reload-'));
    cpSync(DATASET_DIR, dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function edit(id: string, change: (doc: Record<string, unknown>) => void): void {
    const file = join(dir, 'data.ndjson');
    const lines = readFileSync(file, 'utf8').split('\n');
    const at = lines.findIndex((line) => line.includes(`"_id":"${id}"`));
    expect(at, id).toBeGreaterThanOrEqual(0);
    const doc = JSON.parse(lines[at]!) as Record<string, unknown>;
    change(doc);
    lines[at] = JSON.stringify(doc);
    writeFileSync(file, lines.join('\n'));
  }

  it('parses only the lines that changed and answers what a fresh load answers', () => {
    const before = loadDataset(dir);
    const id = 'blog-post-residential-vs-mobile-proxies';
    edit(id, (doc) => ((doc.title as Record<string, string>).en = 'Edited title'));
    const reloaded = loadDataset(dir, before);
    expect(reloaded.documents).toEqual(loadDataset(dir).documents);
    expect(reloaded.revision).not.toBe(before.revision);
    const previous = new Map(before.documents.map((doc) => [doc._id, doc]));
    const fresh = reloaded.documents.filter((doc) => doc !== previous.get(doc._id)).map((doc) => doc._id);
    expect(fresh).toEqual([id]);
  });

  it('keeps the asset documents of unchanged lines that point at images', () => {
    const before = loadDataset(dir);
    edit('siteSettings', (doc) => (doc.edited = true));
    const reloaded = loadDataset(dir, before);
    const assets = (docs: typeof before.documents) =>
      docs.filter((doc) => doc._type === 'sanity.imageAsset').map((doc) => doc._id);
    expect(assets(reloaded.documents).length).toBeGreaterThan(0);
    expect(assets(reloaded.documents)).toEqual(assets(before.documents));
  });
});
