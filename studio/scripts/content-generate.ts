/**
 * npm run content:generate -- --scale <n> [--out <dir>] [--seed <n>]
 *
 * Writes a dataset folder (data.ndjson + images/) holding n times the seed's articles (seed/generate.ts says how it
 * grows), for CONTENT_DATASET_DIR (the embedded source) or LAKE_DATASET_DIR (the Lake stand-in). The default folder
 * is .cache/datasets/scale-<n> at the repository root; the tracked seed is never written. The documents are
 * validated against the content model before anything is written.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateDataset } from '@site/schemas';
import { type Doc, generateDataset } from '../seed/generate';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SEED_DIR = join(ROOT, 'studio/seed/dataset');

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const scaleText = option('scale') ?? fail('Usage: npm run content:generate -- --scale <n> [--out <dir>] [--seed <n>]');
const scale = Number(scaleText);
const seed = Number(option('seed') ?? '1');
if (!Number.isInteger(seed)) fail(`--seed must be an integer, not ${option('seed')}`);
// npm runs workspace scripts in the workspace; a relative --out means the folder the command was typed in.
const outDir = resolve(
  process.env.INIT_CWD ?? process.cwd(),
  option('out') ?? join(ROOT, `.cache/datasets/scale-${scaleText}`),
);
if (!relative(SEED_DIR, outDir).startsWith('..') || resolve(outDir) === resolve(ROOT))
  fail(`Refusing to write ${outDir}: the tracked seed (or the repository) is not an output folder.`);

const seedDocuments = readFileSync(join(SEED_DIR, 'data.ndjson'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Doc);
let documents: Doc[];
try {
  documents = generateDataset(seedDocuments, { scale, seed });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const images = readdirSync(join(SEED_DIR, 'images'));
const errors = validateDataset(documents, new Set(images)).filter((issue) => issue.level === 'error');
if (errors.length > 0) {
  console.error(
    errors
      .slice(0, 20)
      .map((issue) => `${issue.id} ${issue.path}: ${issue.message}`)
      .join('\n'),
  );
  fail(`The generated dataset has ${errors.length} validation errors; nothing written.`);
}

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
// Images are the seed's: generated articles reuse its covers, so the folder needs no network and little disk.
cpSync(join(SEED_DIR, 'images'), join(outDir, 'images'), { recursive: true });
writeFileSync(join(outDir, 'data.ndjson'), documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n');
console.info(
  `Wrote ${documents.length} documents (scale ${scale}, seed ${seed}) to ${outDir}\n` +
    `Serve it with CONTENT_DATASET_DIR=${outDir} (embedded) or LAKE_DATASET_DIR=${outDir} (Lake stand-in).`,
);
