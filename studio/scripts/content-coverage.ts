/**
 * npm run content:coverage [-- --dataset <dir>]
 *
 * Prints the translation coverage of the embedded dataset (studio/seed/dataset, or the given dataset directory):
 * per document type and language, translated/stale/missing. Exits 1 when a document of a type that must exist in
 * every language (marketing content and page chrome such as categories, tags and partners: EVERY_LANGUAGE_TYPES)
 * lacks a language, listing each one.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CoverageDocument, formatCoverageTable, missingRequired, translationCoverage } from '@site/schemas';

const HERE = dirname(fileURLToPath(import.meta.url));
const flag = process.argv.indexOf('--dataset');
const datasetDir =
  flag >= 0 && process.argv[flag + 1] ? resolve(process.argv[flag + 1]!) : join(HERE, '../seed/dataset');
const file = join(datasetDir, 'data.ndjson');
if (!existsSync(file)) {
  console.error(
    `No dataset at ${file}: run npm run seed -w @site/studio, or pass --dataset <directory with data.ndjson>.`,
  );
  process.exit(2);
}

const documents = readFileSync(file, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line, index) => {
    try {
      return JSON.parse(line) as CoverageDocument;
    } catch {
      console.error(`${file}:${index + 1} is not a JSON document.`);
      process.exit(2);
    }
  });

const rows = translationCoverage(documents);
console.info(formatCoverageTable(rows));
const missing = missingRequired(rows);
if (missing.length > 0) {
  // Per language, per type: the ids when a few are missing, the count when it is most of them.
  const byCode = new Map<string, Map<string, string[]>>();
  for (const item of missing) {
    const types = byCode.get(item.code) ?? new Map<string, string[]>();
    types.set(item.type, [...(types.get(item.type) ?? []), item.id]);
    byCode.set(item.code, types);
  }
  console.error(`\n${missing.length} translations missing from documents that must exist in every language:`);
  for (const [code, types] of byCode) {
    const parts = [...types].map(([type, ids]) =>
      ids.length <= 5 ? ids.join(', ') : `${ids.length} ${type} documents`,
    );
    console.error(`- ${code} (${[...types.values()].flat().length}): ${parts.join('; ')}`);
  }
  process.exit(1);
}
console.info('\nEvery document that must exist in every language does.');
