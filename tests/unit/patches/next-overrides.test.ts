import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CACHE_HANDLER_INTERNALS,
  CACHE_HANDLER_NEXT_VERSION,
  BUNDLED_PATCH_MARKS,
  PATCHED_PAGE_RUNTIME,
  bundledPatchProblems,
  cacheHandlerProblems,
  nextInternalsOf,
  pageRuntimeProblems,
  patchProblems,
} from '../../../scripts/check-next-overrides.mjs';
import nextPatch from '../../../patches/next.patch.mjs';

// scripts/check-next-overrides.mjs, run by the web build: the build fails when the artefact does not run the Next.js
// the project patched, or when the cache handler's Next internals are not the ones it was written for.
const cacheHandler = readFileSync(
  fileURLToPath(new URL('../../../web/src/cluster/cache-handler.ts', import.meta.url)),
  'utf8',
);

/** A fake standalone artefact: next at `version`, each patched file holding `patched ? replace : find`. */
function artefact(version: string, patched: boolean): string {
  const root = mkdtempSync(join(tmpdir(), 'next-overrides-'));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('node_modules/next/package.json', JSON.stringify({ name: 'next', version }));
  const texts = new Map<string, string>();
  for (const edit of nextPatch.edits) {
    texts.set(edit.file, `${texts.get(edit.file) ?? ''}\n${patched ? edit.replace : edit.find}`);
  }
  for (const [file, text] of texts) if (!file.startsWith('dist/esm/')) write(`node_modules/next/${file}`, text);
  for (const internal of CACHE_HANDLER_INTERNALS) write(`node_modules/${internal}`, '');
  return root;
}

/** A fake `.next/server/app` whose pages trace `runtime`. */
function serverApp(runtime: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'server-app-'));
  mkdirSync(join(dir, '[locale]'));
  writeFileSync(
    join(dir, '[locale]', 'page.js.nft.json'),
    JSON.stringify({ version: 1, files: [`../../../../node_modules/${runtime}`, '../chunks/a.js'] }),
  );
  return dir;
}

describe('the runtime that serves is the patched one', () => {
  it('passes the patched artefact and fails an unpatched one or another version', () => {
    expect(patchProblems(artefact(nextPatch.version, true), nextPatch)).toEqual([]);
    expect(patchProblems(artefact(nextPatch.version, false), nextPatch).join('\n')).toMatch(
      /app-page-turbo\.runtime\.prod\.js in the artefact is not patched/,
    );
    expect(patchProblems(artefact('16.5.0', true), nextPatch)[0]).toMatch(
      /runs next 16\.5\.0; .* written for 16\.4\.6/,
    );
  });

  it('fails when a page runs another page runtime (webpack, an experimental flag)', () => {
    expect(pageRuntimeProblems(serverApp(PATCHED_PAGE_RUNTIME))).toEqual([]);
    expect(pageRuntimeProblems(serverApp('next/dist/compiled/next-server/app-page.runtime.prod.js'))).toHaveLength(1);
    expect(
      pageRuntimeProblems(serverApp('next/dist/compiled/next-server/app-page-turbo-experimental.runtime.prod.js')),
    ).toHaveLength(1);
    expect(pageRuntimeProblems(mkdtempSync(join(tmpdir(), 'empty-')))).toHaveLength(1);
  });

  it('fails when the page template the build bundled lacks its edit', () => {
    const server = (chunk: string) => {
      const dir = mkdtempSync(join(tmpdir(), 'server-'));
      mkdirSync(join(dir, 'chunks/ssr'), { recursive: true });
      writeFileSync(join(dir, 'chunks/ssr/page.js'), chunk);
      return dir;
    };
    expect(BUNDLED_PATCH_MARKS.every((mark) => nextPatch.edits.some((edit) => edit.replace.includes(mark)))).toBe(true);
    expect(bundledPatchProblems(server(`a.url=(a.${BUNDLED_PATCH_MARKS.join('=a.')}=a.url)`))).toEqual([]);
    expect(bundledPatchProblems(server('let a=new N(b);'))).toHaveLength(BUNDLED_PATCH_MARKS.length);
  });
});

describe("the cache handler's Next internals", () => {
  it('lists exactly what the cache handler requires, for the Next version it runs on', () => {
    expect([...new Set(nextInternalsOf(cacheHandler))].sort()).toEqual([...CACHE_HANDLER_INTERNALS].sort());
    expect(cacheHandlerProblems(cacheHandler, artefact(CACHE_HANDLER_NEXT_VERSION, true))).toEqual([]);
  });

  it('fails on another Next version and on an internal nobody listed', () => {
    expect(cacheHandlerProblems(cacheHandler, artefact('16.5.0', true))[0]).toMatch(
      /written for next 16\.4\.6's internals; the artefact runs 16\.5\.0/,
    );
    const more = `${cacheHandler}\nconst x = require('next/dist/server/lib/incremental-cache/memory-cache.external.js');`;
    expect(cacheHandlerProblems(more, artefact(CACHE_HANDLER_NEXT_VERSION, true))[0]).toMatch(
      /memory-cache\.external\.js, which is not in CACHE_HANDLER_INTERNALS/,
    );
  });
});
