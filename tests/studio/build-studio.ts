import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LAKE_DATASET, LAKE_PROJECT_ID, type LakeSettings, studioBuildDir } from '../lake-stub/settings';

/**
 * Builds the Studio for the stand-in (`sanity build` into .cache/studio-lake, served by the stand-in under
 * /studio) unless the build there was made from the same inputs: the Studio's and the schemas' sources, the
 * lockfile and the variables below, hashed. About 10 s when it builds.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const INPUTS = [
  'studio/sanity.config.ts',
  'studio/sanity.cli.ts',
  'studio/src',
  'schemas/src',
  'edge/src',
  'package-lock.json',
];

function files(path: string): string[] {
  const full = join(ROOT, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .sort()
    .flatMap((name) => files(relative(ROOT, join(full, name))));
}

export function studioEnv(lake: LakeSettings): Record<string, string> {
  return {
    SANITY_STUDIO_LAKE_STUB_HOST: lake.studioApiHost,
    SANITY_STUDIO_PROJECT_ID: LAKE_PROJECT_ID,
    SANITY_STUDIO_DATASET: LAKE_DATASET,
    SANITY_STUDIO_BASEPATH: '/studio',
    SANITY_STUDIO_SITE_URL_EN: lake.sites.en,
    SANITY_STUDIO_SITE_URL_ZH: lake.sites.zh,
    SANITY_STUDIO_SITE_URL_RU: lake.sites.ru,
  };
}

export function buildStudio(lake: LakeSettings): { built: boolean; ms: number } {
  const env = studioEnv(lake);
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(files)) hash.update(file).update(readFileSync(join(ROOT, file)));
  hash.update(JSON.stringify(env));
  const digest = hash.digest('hex');
  const stamp = join(studioBuildDir, '.inputs-hash');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) return { built: false, ms: 0 };
  const started = Date.now();
  const made = spawnSync(join(ROOT, 'node_modules/.bin/sanity'), ['build', studioBuildDir, '--yes'], {
    cwd: join(ROOT, 'studio'),
    env: { ...process.env, ...env, PATH: `${join(ROOT, 'node_modules/.bin')}:${process.env.PATH}` },
    encoding: 'utf8',
  });
  if (made.status !== 0) throw new Error(`sanity build failed:\n${made.stdout}\n${made.stderr}`);
  writeFileSync(stamp, digest);
  return { built: true, ms: Date.now() - started };
}
