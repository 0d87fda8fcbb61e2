#!/usr/bin/env node
// Applies the edits of patches/*.patch.mjs to the installed packages (root `postinstall`, so every `npm ci`). Each
// edit replaces one exact text that must occur exactly once; an edit whose replacement is already there is skipped,
// so running it twice changes nothing. Anything else (another version of the package, a text not found or found
// twice) stops the install with what to do: patches/README.md.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * @typedef {{ file: string, find: string, replace: string }} Edit
 * @typedef {{ name: string, version: string, edits: Edit[] }} PackagePatch
 */

/** Applies one package's edits under `nodeModules`; returns how many were applied and how many were already there. */
export function applyPatch(nodeModules, patch) {
  const packageDir = join(nodeModules, patch.name);
  const installed = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).version;
  if (installed !== patch.version) {
    throw new Error(
      `patches: ${patch.name} is ${installed}, the patch was written for ${patch.version}. Re-read each edit against ` +
        `the new version, drop what upstream fixed, update the rest and its version (patches/README.md).`,
    );
  }
  const counts = { applied: 0, present: 0 };
  for (const edit of patch.edits) {
    const path = join(packageDir, edit.file);
    const text = readFileSync(path, 'utf8');
    if (text.includes(edit.replace)) {
      counts.present += 1;
      continue;
    }
    const found = text.split(edit.find).length - 1;
    if (found !== 1) {
      throw new Error(
        `patches: ${patch.name}/${edit.file}: the text to replace occurs ${found} times, expected once (patches/README.md).`,
      );
    }
    writeFileSync(
      path,
      text.replace(edit.find, () => edit.replace),
    );
    counts.applied += 1;
  }
  return counts;
}

/** Every `*.patch.mjs` beside this file, applied to the project's node_modules. */
async function main() {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const nodeModules = join(here, '..', 'node_modules');
  for (const file of readdirSync(here)
    .filter((name) => name.endsWith('.patch.mjs'))
    .sort()) {
    const patch = (await import(pathToFileURL(join(here, file)).href)).default;
    const { applied, present } = applyPatch(nodeModules, patch);
    console.info(`patches: ${patch.name}@${patch.version}: ${applied} edits applied, ${present} already in place`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
