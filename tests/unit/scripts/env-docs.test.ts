import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every environment variable the code reads is described in .env.example, the one place for them, and it names none
// the code no longer reads. "The code": the packages' sources, the web app's and Studio's scripts, the cluster and
// the root scripts (the tests' own knobs are listed at the end of .env.example, not as assignments).
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCES = [
  'web/src',
  'web/scripts',
  'web/next.config.ts',
  'schemas/src',
  'edge/src',
  'studio/src',
  'studio/scripts',
  'studio/sanity.cli.ts',
  'studio/sanity.config.ts',
  'deploy',
  'scripts',
];
/** Set by the platform (npm's INIT_CWD: where the command was typed) or by our own build, never by an operator. */
const NOT_CONFIGURATION = new Set(['NODE_ENV', 'NEXT_RUNTIME', 'MORPHIS_VISUAL_EDITING', 'INIT_CWD']);

function files(path: string): string[] {
  const full = join(ROOT, path);
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) =>
    entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : files(relative(ROOT, join(full, entry.name))),
  );
}

/**
 * `env.NAME`, `env?.NAME`, `env['NAME']` and `localSecret('NAME')` (the environment's, else the checkout's) in
 * TypeScript and JavaScript; `${NAME` and `"$NAME"` in shell scripts.
 */
export function variablesRead(text: string, shell: boolean): string[] {
  const pattern = shell
    ? /\$\{?([A-Z][A-Z0-9_]+)/g
    : /\benv\??\.([A-Z][A-Z0-9_]+)|\benv\[['"]([A-Z][A-Z0-9_]+)['"]\]|\blocalSecret\(['"]([A-Z][A-Z0-9_]+)['"]/g;
  return [...text.matchAll(pattern)].map((match) => (match[1] ?? match[2] ?? match[3])!);
}

/** A shell script's own assignments (`NAME=`, `export A=1 B=2`) are not read from the caller, unless read first with a default. */
function shellReads(text: string): string[] {
  const assigned = new Set([...text.matchAll(/(?:^|\s)([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!));
  return variablesRead(text, true).filter((name) => !assigned.has(name) || text.includes(`\${${name}:-`));
}

function readByCode(): Set<string> {
  const names = new Set<string>();
  for (const file of SOURCES.flatMap(files)) {
    const text = readFileSync(file, 'utf8');
    if (file.endsWith('.sh')) shellReads(text).forEach((name) => names.add(name));
    else if (/\.(ts|tsx|mjs)$/.test(file)) variablesRead(text, false).forEach((name) => names.add(name));
  }
  for (const name of NOT_CONFIGURATION) names.delete(name);
  return names;
}

function inEnvExample(): Set<string> {
  const text = readFileSync(join(ROOT, '.env.example'), 'utf8');
  return new Set([...text.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!));
}

describe('configuration documents', () => {
  const code = [...readByCode()].sort();

  it('finds the variables the code reads (the scan itself works)', () => {
    expect(code).toEqual(
      expect.arrayContaining([
        'SITE_URL_EN',
        'SANITY_PREVIEW_SECRET',
        'SANITY_REVALIDATE_SECRET',
        'REDIS_URL',
        'SANITY_STUDIO_URL',
        'PORT',
      ]),
    );
    expect(
      variablesRead('const a = process.env.FOO_BAR; env?.BAZ; env["QUX"]; localSecret(\'REDIS_PASSWORD\')', false),
    ).toEqual(['FOO_BAR', 'BAZ', 'QUX', 'REDIS_PASSWORD']);
    expect(variablesRead('echo "${PORT:-3000}" "$HOSTNAME"', true)).toEqual(['PORT', 'HOSTNAME']);
  });

  it('.env.example lists exactly the variables the code reads', () => {
    expect([...inEnvExample()].sort()).toEqual(code);
  });
});
