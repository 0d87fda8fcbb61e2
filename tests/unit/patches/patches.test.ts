import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { applyPatch } from '../../../patches/apply.mjs';
import nextPatch from '../../../patches/next.patch.mjs';

// patches/apply.mjs (the root postinstall) and the Next.js edits it applies (patches/README.md).

/** A node_modules with one package `pkg` at `version` holding `lib.js`. */
function fakeModules(version: string, text: string): string {
  const nodeModules = mkdtempSync(join(tmpdir(), 'patches-'));
  mkdirSync(join(nodeModules, 'pkg'));
  writeFileSync(join(nodeModules, 'pkg', 'package.json'), JSON.stringify({ name: 'pkg', version }));
  writeFileSync(join(nodeModules, 'pkg', 'lib.js'), text);
  return nodeModules;
}
const patch = { name: 'pkg', version: '1.2.3', edits: [{ file: 'lib.js', find: 'slow($)', replace: 'fast($)' }] };

describe('applyPatch', () => {
  it('replaces the text once, and a second run finds it in place and changes nothing', () => {
    const nodeModules = fakeModules('1.2.3', 'a(); slow($); b();');
    expect(applyPatch(nodeModules, patch)).toEqual({ applied: 1, present: 0 });
    // `$` in a replacement is taken literally (no String.replace patterns).
    expect(readFileSync(join(nodeModules, 'pkg', 'lib.js'), 'utf8')).toBe('a(); fast($); b();');
    expect(applyPatch(nodeModules, patch)).toEqual({ applied: 0, present: 1 });
    expect(readFileSync(join(nodeModules, 'pkg', 'lib.js'), 'utf8')).toBe('a(); fast($); b();');
  });

  it('stops on another version of the package, leaving it untouched', () => {
    const nodeModules = fakeModules('1.2.4', 'slow($)');
    expect(() => applyPatch(nodeModules, patch)).toThrow('pkg is 1.2.4, the patch was written for 1.2.3');
    expect(readFileSync(join(nodeModules, 'pkg', 'lib.js'), 'utf8')).toBe('slow($)');
  });

  it.each([
    ['missing', 'a(); b();', 0],
    ['there twice', 'slow($); slow($);', 2],
  ])('stops when the text to replace is %s', (_case, text, times) => {
    const nodeModules = fakeModules('1.2.3', text);
    expect(() => applyPatch(nodeModules, patch)).toThrow(
      `pkg/lib.js: the text to replace occurs ${times} times, expected once`,
    );
    expect(readFileSync(join(nodeModules, 'pkg', 'lib.js'), 'utf8')).toBe(text);
  });
});

describe('the Next.js patch', () => {
  const nodeModules = fileURLToPath(new URL('../../../node_modules/', import.meta.url));

  it('is for the installed Next.js, and every edit is in place after the install', () => {
    const installed = JSON.parse(readFileSync(join(nodeModules, 'next', 'package.json'), 'utf8')).version;
    expect(nextPatch.version).toBe(installed);
    expect(nextPatch.edits).toHaveLength(12);
    for (const edit of nextPatch.edits) {
      const text = readFileSync(join(nodeModules, 'next', edit.file), 'utf8');
      expect(text.includes(edit.replace), edit.file).toBe(true);
      expect(text.split(edit.replace)).toHaveLength(2);
    }
  });
});
