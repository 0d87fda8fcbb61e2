#!/usr/bin/env node
// Every package a workspace imports is declared in that workspace's package.json, and every declaration is used
// (imported, run by a script, or kept with its reason in KEEP). Run by `npm run lint` through turbo (`//#lint:deps`); `node scripts/check-deps.mjs` alone
// prints the same report. Imports are read with TypeScript's own pre-processor, so comments and strings that merely
// look like imports do not count, and dynamic `import()` and `require()` do.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const SKIP_DIRS = new Set([
  'node_modules',
  '.next',
  'dist',
  '.turbo',
  '.artifacts',
  '.sanity',
  '.cache',
  '.cluster',
  'coverage',
]);

/**
 * Declarations no import shows, each with the reason it stays. Anything else unused is reported.
 * Peer dependencies of a used package and packages whose command a script runs are recognised on their own.
 */
export const KEEP = {
  'antidetect-site': {
    '@types/node': 'the Node typings every workspace compiles against (tsconfig "types": ["node"])',
    node: 'the pinned Node 24 runtime: npm scripts run on node_modules/.bin/node (scripts/ensure-deps.sh)',
  },
  '@site/deploy': {
    tsx: 'runs deploy/cluster.ts for npm run cluster (scripts/cluster.sh)',
  },
  '@site/tests': {
    'vnu-jar':
      "the Nu HTML checker's jar, whose path e2e/html-validity.e2e.ts resolves with createRequire and runs with java",
  },
  '@site/web': {
    '@fontsource/*': 'font files read from disk by src/og/fonts.ts and traced by next.config.ts',
    'pino-pretty': "makes the server's JSON log readable when npm start runs at a terminal (web/scripts/start.sh)",
  },
};

/** The package an import specifier names, or null when it is relative, a path alias or a Node builtin. */
export function packageOf(specifier) {
  if (/^(?:\.|\/|#|@\/|node:|data:|virtual:)/.test(specifier)) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  if (builtinModules.includes(name)) return null;
  return name;
}

/** `@types/x` for `x`, `@types/scope__x` for `@scope/x`. */
export function typesPackageOf(name) {
  return `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;
}

/** Package names a source text imports (static, dynamic, require, `/// <reference types>`). */
export function importsOf(text) {
  const info = ts.preProcessFile(text, true, true);
  const names = new Set();
  for (const ref of [...info.importedFiles, ...info.typeReferenceDirectives]) {
    const name = packageOf(ref.fileName);
    if (name) names.add(name);
  }
  return names;
}

function sourceFiles(dir, exclude) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !exclude.has(path)) out.push(...sourceFiles(path, exclude));
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(path);
    }
  }
  return out;
}

function matchesKeep(keep, name) {
  return Object.keys(keep).some((pattern) =>
    pattern.endsWith('/*') ? name.startsWith(pattern.slice(0, -1)) : pattern === name,
  );
}

function readPackage(root, name) {
  const file = join(root, 'node_modules', name, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** Commands of a package (its `bin` names), to find declarations used only by a script. */
function binsOf(pkg) {
  if (!pkg?.bin) return [];
  return typeof pkg.bin === 'string' ? [pkg.name.split('/').pop()] : Object.keys(pkg.bin);
}

/**
 * Checks one workspace: its package.json against the imports of its source files.
 * `files` maps a path to its text; `installed` reads an installed package's package.json (bins, peers).
 */
export function checkWorkspace({ manifest, files, installed, keep = {} }) {
  const declared = {
    ...manifest.dependencies,
    ...manifest.devDependencies,
    ...manifest.optionalDependencies,
    ...manifest.peerDependencies,
  };
  const imported = new Map();
  for (const [path, text] of files) {
    for (const name of importsOf(text)) {
      if (name === manifest.name) continue;
      if (!imported.has(name)) imported.set(name, path);
    }
  }
  const undeclared = [...imported]
    .filter(([name]) => !(name in declared) && !(typesPackageOf(name) in declared))
    .map(([name, path]) => ({ name, path }));

  const scripts = Object.values(manifest.scripts ?? {}).join('\n');
  const runsCommand = (name) =>
    binsOf(installed(name)).some((bin) =>
      new RegExp(`(^|[\\s;&|(/])${bin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|[\\s;&|)])`, 'm').test(scripts),
    );
  const used = new Set([...imported.keys()].filter((name) => name in declared));
  for (const name of Object.keys(declared)) if (runsCommand(name)) used.add(name);
  // Peers of what is used are used (Next needs react-dom, the Studio needs styled-components): repeat until stable.
  for (let grew = true; grew;) {
    grew = false;
    for (const name of [...used]) {
      for (const peer of Object.keys(installed(name)?.peerDependencies ?? {})) {
        if (peer in declared && !used.has(peer)) {
          used.add(peer);
          grew = true;
        }
      }
    }
  }
  const unused = Object.keys(declared).filter((name) => {
    if (used.has(name)) return false;
    if (name.startsWith('@types/')) {
      const typed = name.slice('@types/'.length).replace(/^(.+)__/, '@$1/');
      if (used.has(typed) || imported.has(typed)) return false;
    }
    return !matchesKeep(keep, name);
  });
  return { undeclared, unused };
}

function main() {
  const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
  const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const workspaceDirs = rootManifest.workspaces.map((dir) => join(root, dir));
  const installed = (name) => readPackage(root, name);
  let problems = 0;
  for (const dir of [root, ...workspaceDirs]) {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const exclude = dir === root ? new Set(workspaceDirs) : new Set();
    const files = sourceFiles(dir, exclude).map((path) => [relative(root, path), readFileSync(path, 'utf8')]);
    const { undeclared, unused } = checkWorkspace({ manifest, files, installed, keep: KEEP[manifest.name] });
    for (const { name, path } of undeclared) {
      console.error(
        `${manifest.name}: imports ${name} (${path}) without declaring it in ${relative(root, join(dir, 'package.json')) || 'package.json'}`,
      );
    }
    for (const name of unused)
      console.error(`${manifest.name}: declares ${name}, which nothing in the workspace imports or runs`);
    problems += undeclared.length + unused.length;
  }
  if (problems > 0) {
    console.error(
      `check-deps: ${problems} problem(s). Declare with npm install --save-exact -w <workspace> pkg@x.y.z; remove unused ones with npm uninstall -w <workspace> pkg.`,
    );
    process.exit(1);
  }
  console.info('check-deps: every workspace declares what it imports and imports what it declares.');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
