#!/usr/bin/env node
// Run at the end of the web build (web/package.json `build`): the build fails unless the server it produced runs the
// Next.js this project overrides, as patched (patches/README.md, "Where Next is overridden"):
// - the standalone artefact's `next` is the version patches/next.patch.mjs was written for, and every patched file
//   it carries has the replacement text (a build from an unpatched node_modules fails here), and the page template
//   the build bundled carries its edit;
// - every App Router page traces the one page runtime the patch edits, Turbopack's `app-page-turbo.runtime.prod.js`
//   (webpack or an experimental flag would switch to another runtime and silently lose the edits);
// - the Next internals the cache handler requires (`next/dist/...`) are the ones listed below, of the version they
//   were written for, and present in the artefact.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The Next version web/src/cluster/cache-handler.ts was written against, and the internals it requires. */
export const CACHE_HANDLER_NEXT_VERSION = '16.4.6';
export const CACHE_HANDLER_INTERNALS = [
  'next/dist/server/lib/incremental-cache/file-system-cache.js',
  'next/dist/server/lib/incremental-cache/tags-manifest.external.js',
];

/** The one App Router page runtime the patch edits. */
export const PATCHED_PAGE_RUNTIME = 'next/dist/compiled/next-server/app-page-turbo.runtime.prod.js';

const nextVersionIn = (standalone) =>
  JSON.parse(readFileSync(join(standalone, 'node_modules/next/package.json'), 'utf8')).version;

/** Problems of the artefact's `next` against a patch (`{name, version, edits}`); empty when it is the patched one. */
export function patchProblems(standalone, patch) {
  const problems = [];
  const version = nextVersionIn(standalone);
  if (version !== patch.version)
    problems.push(`the artefact runs next ${version}; patches/next.patch.mjs was written for ${patch.version}`);
  for (const edit of patch.edits) {
    // dist/esm/ is bundled into the build's own chunks; the artefact runs the CommonJS files and the compiled runtimes.
    if (edit.file.startsWith('dist/esm/')) continue;
    const path = join(standalone, 'node_modules/next', edit.file);
    if (!existsSync(path)) problems.push(`next/${edit.file} is not in the artefact`);
    else if (!readFileSync(path, 'utf8').includes(edit.replace))
      problems.push(`next/${edit.file} in the artefact is not patched`);
  }
  return problems;
}

/**
 * Property names the patch's `dist/esm/` edits put into the page template, which the build bundles (minified, but
 * property names survive): each must be in the build's server chunks, or the pages were built from an unpatched
 * template.
 */
export const BUNDLED_PATCH_MARKS = ['__patchedRequestedUrl'];

const jsFilesUnder = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return jsFilesUnder(path);
        return entry.name.endsWith('.js') ? [path] : [];
      })
    : [];

/** Problems of the build's server chunks: a bundled patch mark missing from all of them. */
export function bundledPatchProblems(serverDir) {
  const texts = jsFilesUnder(join(serverDir, 'chunks')).map((file) => readFileSync(file, 'utf8'));
  return BUNDLED_PATCH_MARKS.filter((mark) => !texts.some((text) => text.includes(mark))).map(
    (mark) => `no server chunk carries ${mark}: the pages were built from an unpatched page template`,
  );
}

function nftFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return nftFiles(path);
    return entry.name === 'page.js.nft.json' ? [path] : [];
  });
}

/** Problems of the page runtimes the build's App Router pages trace: any but the patched one, or none found. */
export function pageRuntimeProblems(serverAppDir) {
  const problems = [];
  const traces = nftFiles(serverAppDir);
  if (traces.length === 0) return [`no App Router page traces under ${serverAppDir}`];
  for (const trace of traces) {
    const runtimes = JSON.parse(readFileSync(trace, 'utf8')).files.filter((file) =>
      /next-server\/app-page[^/]*\.runtime\./.test(file),
    );
    for (const runtime of runtimes) {
      const name = runtime.slice(runtime.lastIndexOf('node_modules/') + 'node_modules/'.length);
      if (name !== PATCHED_PAGE_RUNTIME)
        problems.push(`${relative(serverAppDir, trace)} runs ${name}, not the patched ${PATCHED_PAGE_RUNTIME}`);
    }
  }
  return problems;
}

/** The `next/dist/...` modules a source requires or imports. */
export function nextInternalsOf(source) {
  return [...source.matchAll(/(?:require\(|from\s+|import\()\s*['"](next\/dist\/[^'"]+)['"]/g)].map(
    (match) => match[1],
  );
}

/** Problems of the cache handler's Next internals: unlisted, another Next version, or missing from the artefact. */
export function cacheHandlerProblems(source, standalone) {
  const problems = [];
  for (const internal of new Set(nextInternalsOf(source))) {
    if (!CACHE_HANDLER_INTERNALS.includes(internal)) {
      problems.push(
        `the cache handler imports ${internal}, which is not in CACHE_HANDLER_INTERNALS (scripts/check-next-overrides.mjs)`,
      );
    } else if (!existsSync(join(standalone, 'node_modules', internal))) {
      problems.push(`${internal}, which the cache handler requires, is not in the artefact`);
    }
  }
  const version = nextVersionIn(standalone);
  if (version !== CACHE_HANDLER_NEXT_VERSION) {
    problems.push(
      `the cache handler was written for next ${CACHE_HANDLER_NEXT_VERSION}'s internals; the artefact runs ${version}`,
    );
  }
  return problems;
}

async function main() {
  const web = join(ROOT, 'web');
  const standalone = join(web, '.next/standalone');
  const patch = (await import(pathToFileURL(join(ROOT, 'patches/next.patch.mjs')).href)).default;
  const problems = [
    ...patchProblems(standalone, patch),
    ...pageRuntimeProblems(join(web, '.next/server/app')),
    ...bundledPatchProblems(join(web, '.next/server')),
    ...cacheHandlerProblems(readFileSync(join(web, 'src/cluster/cache-handler.ts'), 'utf8'), standalone),
  ];
  if (problems.length > 0) {
    for (const problem of problems) console.error(`check-next-overrides: ${problem}`);
    console.error(
      'check-next-overrides: the build does not run the Next.js the project overrides; see patches/README.md, upgrading Next.',
    );
    process.exit(1);
  }
  console.info(`check-next-overrides: next ${patch.version}, patched page runtime, cache handler internals checked`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
