/**
 * npm run content:import   loads studio/seed/dataset into a Sanity project (replacing documents with the same ids)
 * npm run content:export   replaces studio/seed/dataset with the project's published content
 *
 * Both need SANITY_PROJECT_ID, SANITY_DATASET and a token (SANITY_WRITE_TOKEN for import; SANITY_READ_TOKEN or
 * SANITY_WRITE_TOKEN for export). They run Sanity's own CLI, which reads the token from SANITY_AUTH_TOKEN.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const STUDIO = join(HERE, '..');
const DATASET_DIR = join(STUDIO, 'seed/dataset');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function run(command: string, args: string[], env: Record<string, string>): void {
  const result = spawnSync(command, args, { cwd: STUDIO, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) fail(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
}

const direction = process.argv[2];
if (direction !== 'import' && direction !== 'export') fail('Usage: content-transfer.ts import|export');

const projectId = process.env.SANITY_PROJECT_ID?.trim();
const dataset = process.env.SANITY_DATASET?.trim();
const token = (
  direction === 'import'
    ? process.env.SANITY_WRITE_TOKEN
    : process.env.SANITY_READ_TOKEN || process.env.SANITY_WRITE_TOKEN
)?.trim();
const missing = [
  !projectId && 'SANITY_PROJECT_ID',
  !dataset && 'SANITY_DATASET',
  !token && (direction === 'import' ? 'SANITY_WRITE_TOKEN' : 'SANITY_READ_TOKEN'),
].filter(Boolean);
if (missing.length > 0) {
  fail(
    `content:${direction} moves the dataset between this repository and a Sanity project, so it needs a project.\n` +
      `Missing: ${missing.join(', ')}. Create a project and a token at sanity.io/manage (API → Tokens; Editor rights to import),\n` +
      `then run e.g. SANITY_PROJECT_ID=abc123 SANITY_DATASET=production SANITY_WRITE_TOKEN=sk... npm run content:${direction}\n` +
      'Nothing was changed.',
  );
}

const env = {
  SANITY_AUTH_TOKEN: token!,
  SANITY_STUDIO_PROJECT_ID: projectId!,
  SANITY_STUDIO_DATASET: dataset!,
  SANITY_TELEMETRY_DISABLED: '1',
};

if (direction === 'import') {
  // A folder import reads data.ndjson and uploads images/ (the `_sanityAsset` file references).
  run('npx', ['sanity', 'dataset', 'import', DATASET_DIR, dataset!, '--replace'], env);
  console.info(`Imported ${DATASET_DIR} into ${projectId}/${dataset}.`);
} else {
  const work = mkdtempSync(join(tmpdir(), 'content-export-'));
  try {
    const archive = join(work, 'export.tar.gz');
    run('npx', ['sanity', 'dataset', 'export', dataset!, archive, '--no-drafts', '--overwrite'], env);
    run('tar', ['-xzf', archive, '-C', work], {});
    const folder = readdirSync(work)
      .map((name) => join(work, name))
      .find((path) => existsSync(join(path, 'data.ndjson')));
    if (!folder) fail('The export archive has no data.ndjson.');
    rmSync(DATASET_DIR, { recursive: true, force: true });
    run('cp', ['-R', folder, DATASET_DIR], {});
    // The dataset no longer comes from seed/source: the seed check (npm test) skips it while this marker exists.
    writeFileSync(
      join(DATASET_DIR, 'EXPORTED'),
      `Exported from ${projectId}/${dataset} at ${new Date().toISOString()}\n`,
    );
    console.info(
      `Exported ${projectId}/${dataset} into ${DATASET_DIR}. Run content:publish to refresh a running site.`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
