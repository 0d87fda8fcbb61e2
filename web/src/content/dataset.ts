import { createHash, hash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The embedded dataset: `data.ndjson` in Sanity's export format plus `images/`. Export-format image fields point at
 * files (`_sanityAsset: "image@file://./images/x.svg"`); here they become references to synthetic
 * `sanity.imageAsset` documents, so the same `asset->url` projection works on both sources.
 */

export type Document = Record<string, unknown> & { _id: string; _type: string };

export class DatasetError extends Error {
  override readonly name = 'DatasetError';
}

/** A line of the file as parsed, with the asset documents its image fields point at. */
interface ParsedLine {
  readonly document: Document;
  readonly assets: readonly Document[];
}

export interface LoadedDataset {
  readonly documents: Document[];
  /**
   * Each line's parse, keyed by a hash of its bytes: a reload parses only the lines that changed (a publish changes
   * one document; at thirty times the seed, parsing the whole file took a quarter of a second of publish-to-live).
   */
  readonly lines: ReadonlyMap<string, ParsedLine>;
  /** Content hash: part of every cache key, so a changed dataset never serves entries computed from the old one. */
  readonly revision: string;
  readonly file: string;
  readonly mtimeMs: number;
  readonly size: number;
}

/** Public URL prefix of dataset images (served by app/content-assets/[file]). */
export const ASSET_URL_PREFIX = '/content-assets';

/** Image files the dataset may reference: plain names, no paths. */
export const ASSET_FILE_PATTERN = /^[a-z0-9][a-z0-9._-]*\.(svg|png|jpg|jpeg|webp)$/;

const SANITY_ASSET = /^image@file:\/\/\.\/images\/([^/]+)$/;

/** Finds `studio/seed/dataset` from the working directory (web/ under `npm -w`, or the repository root). */
export function findDatasetDir(configured: string | undefined, cwd = process.cwd()): string {
  const candidates = configured
    ? [resolve(cwd, configured)]
    : [join(cwd, 'studio/seed/dataset'), join(cwd, '../studio/seed/dataset')];
  const found = candidates.find((dir) => existsSync(join(dir, 'data.ndjson')));
  if (!found) throw new DatasetError(`No embedded dataset (data.ndjson) in ${candidates.join(' or ')}`);
  return found;
}

function imageSize(file: string): { width: number; height: number } | null {
  try {
    const data = readFileSync(file);
    if (data.subarray(1, 4).toString('ascii') === 'PNG')
      return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
    const svg = data.subarray(0, 2048).toString('utf8');
    const width = /<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1];
    const height = /<svg[^>]*\sheight="(\d+)"/.exec(svg)?.[1];
    return width && height ? { width: Number(width), height: Number(height) } : null;
  } catch {
    return null;
  }
}

export function assetId(file: string): string {
  return `image-local-${file.replace(/[^a-z0-9]+/gi, '-')}`;
}

/**
 * Replaces a document's export-format image fields with asset references, in place (the document is the loader's
 * own, fresh from the file), and returns the asset documents they point at.
 */
function resolveAssets(document: Document, dir: string): Document[] {
  const assets = new Map<string, Document>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    for (const key in record) if (key !== '_sanityAsset') visit(record[key]);
    const source = typeof record._sanityAsset === 'string' ? SANITY_ASSET.exec(record._sanityAsset) : null;
    if (!source) return;
    const file = source[1]!;
    if (!ASSET_FILE_PATTERN.test(file)) throw new DatasetError(`Unexpected asset file name: ${file}`);
    const id = assetId(file);
    if (!assets.has(id)) {
      const size = imageSize(join(dir, 'images', file));
      if (!size) throw new DatasetError(`Image ${file} is missing or unreadable in ${dir}/images`);
      assets.set(id, {
        _id: id,
        _type: 'sanity.imageAsset',
        originalFilename: file,
        url: `${ASSET_URL_PREFIX}/${file}`,
        metadata: {
          _type: 'sanity.imageMetadata',
          dimensions: { _type: 'sanity.imageDimensions', ...size, aspectRatio: size.width / size.height },
        },
      });
    }
    delete record._sanityAsset;
    record.asset = { _type: 'reference', _ref: id };
  };
  visit(document);
  return [...assets.values()];
}

function parseLine(text: string, dir: string, where: string): ParsedLine {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (cause) {
    throw new DatasetError(`${where} is not JSON`, { cause });
  }
  const document = parsed as Partial<Document>;
  if (!document || typeof document._id !== 'string' || typeof document._type !== 'string') {
    throw new DatasetError(`${where} has no _id or _type`);
  }
  return { document: document as Document, assets: resolveAssets(document as Document, dir) };
}

/**
 * Reads `data.ndjson` line by line from its bytes (never as one string beside its documents). A line whose bytes a
 * previous load parsed is taken from it; documents are never changed after their load, so sharing them is safe.
 * The asset documents follow the documents, each once, in the order they are first pointed at.
 */
export function loadDataset(dir: string, previous?: LoadedDataset): LoadedDataset {
  const file = join(dir, 'data.ndjson');
  let data: Buffer;
  let stats: { mtimeMs: number; size: number };
  try {
    stats = statSync(file);
    data = readFileSync(file);
  } catch (cause) {
    throw new DatasetError(`Cannot read ${file}`, { cause });
  }
  const lines = new Map<string, ParsedLine>();
  const documents: Document[] = [];
  const assets = new Map<string, Document>();
  // The revision hashes the lines' hashes, not the file a second time (18 ms at thirty times the seed).
  const revision = createHash('sha1');
  let start = 0;
  for (let number = 1; start < data.length; number++) {
    const newline = data.indexOf(10, start);
    const end = newline < 0 ? data.length : newline;
    const bytes = data.subarray(start, end);
    start = end + 1;
    const key = hash('sha1', bytes);
    let line = lines.get(key) ?? previous?.lines.get(key);
    if (!line) {
      const text = bytes.toString('utf8');
      if (text.trim() === '') continue;
      line = parseLine(text, dir, `${file}:${number}`);
    }
    lines.set(key, line);
    revision.update(key);
    documents.push(line.document);
    for (const asset of line.assets) if (!assets.has(asset._id)) assets.set(asset._id, asset);
  }
  return {
    documents: [...documents, ...assets.values()],
    lines,
    revision: revision.digest('hex').slice(0, 16),
    file,
    mtimeMs: stats.mtimeMs,
    size: stats.size,
  };
}

/** Whether the file changed since it was loaded (cheap: one stat). A file that is gone has changed. */
export function datasetChanged(loaded: LoadedDataset): boolean {
  try {
    const stats = statSync(loaded.file);
    return stats.mtimeMs !== loaded.mtimeMs || stats.size !== loaded.size;
  } catch {
    return true;
  }
}
