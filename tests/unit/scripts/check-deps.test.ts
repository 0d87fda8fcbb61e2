import { describe, expect, it } from 'vitest';
import { checkWorkspace, importsOf, packageOf, typesPackageOf } from '../../../scripts/check-deps.mjs';

// scripts/check-deps.mjs (npm run lint): every workspace declares what it imports and uses what it declares.
describe('packageOf', () => {
  it.each([
    ['react', 'react'],
    ['react-dom/client', 'react-dom'],
    ['@sanity/webhook', '@sanity/webhook'],
    ['@sanity/icons/Refresh', '@sanity/icons'],
    ['crypto-js/md5', 'crypto-js'],
    ['node:fs', null],
    ['fs/promises', null],
    ['./local', null],
    ['@/env', null],
    ['@/lib/seo/alternates', null],
  ])('%s -> %s', (specifier, name) => {
    expect(packageOf(specifier)).toBe(name);
  });

  it('names the typings package of scoped and plain packages', () => {
    expect(typesPackageOf('js-cookie')).toBe('@types/js-cookie');
    expect(typesPackageOf('@scope/pkg')).toBe('@types/scope__pkg');
  });
});

describe('importsOf', () => {
  it('reads static, type-only, dynamic and require imports, and not comments or strings', () => {
    const text = [
      "import a from 'alpha';",
      "import type { B } from 'beta/sub';",
      "export { c } from '@scope/gamma';",
      "const d = await import('delta');",
      "const e = require('epsilon');",
      "// import z from 'commented';",
      'const s = "import y from \'in-a-string\'";',
      "import { f } from './relative';",
    ].join('\n');
    expect([...importsOf(text)].sort()).toEqual(['@scope/gamma', 'alpha', 'beta', 'delta', 'epsilon']);
  });
});

describe('checkWorkspace', () => {
  interface Installed {
    name: string;
    bin: string | Record<string, string>;
    peerDependencies?: Record<string, string>;
  }
  const packages: Record<string, Installed> = {
    next: { name: 'next', bin: { next: 'dist/bin/next' }, peerDependencies: { react: '*', 'react-dom': '*' } },
    tsx: { name: 'tsx', bin: 'dist/cli.mjs' },
    vitest: { name: 'vitest', bin: { vitest: 'vitest.mjs' } },
  };
  const installed = (name: string): Installed | null => packages[name] ?? null;

  it('reports an import the workspace does not declare, with the file that makes it', () => {
    const result = checkWorkspace({
      manifest: { name: '@site/tests', devDependencies: { vitest: '1.0.0' }, scripts: { test: 'vitest run' } },
      files: [
        ['tests/a.test.ts', "import { it } from 'vitest';\nimport swr from 'swr';"],
        ['tests/b.test.ts', "import Cookies from 'js-cookie';"],
      ],
      installed,
    });
    expect(result.undeclared).toEqual([
      { name: 'swr', path: 'tests/a.test.ts' },
      { name: 'js-cookie', path: 'tests/b.test.ts' },
    ]);
    expect(result.unused).toEqual([]);
  });

  it('reports a declaration nothing imports, runs, needs as a peer or keeps on purpose', () => {
    const result = checkWorkspace({
      manifest: {
        name: '@site/web',
        scripts: { build: 'next build && tsx scripts/x.ts' },
        dependencies: {
          next: '1',
          react: '1',
          'react-dom': '1',
          'next-sanity': '1',
          'crypto-js': '1',
          '@fontsource/noto-sans': '1',
        },
        devDependencies: { tsx: '1', '@types/crypto-js': '1', '@types/unused': '1' },
      },
      files: [['web/src/a.ts', "import md5 from 'crypto-js/md5';\nimport { useState } from 'react';"]],
      installed,
      keep: { '@fontsource/*': 'read from disk' },
    });
    expect(result.undeclared).toEqual([]);
    expect(result.unused).toEqual(['next-sanity', '@types/unused']);
  });

  it('accepts typings alone for a type-only import and ignores the workspace importing itself', () => {
    const result = checkWorkspace({
      manifest: { name: '@site/edge', devDependencies: { '@types/jsdom': '1' } },
      files: [['edge/src/a.ts', "import type { JSDOM } from 'jsdom';\nimport { x } from '@site/edge';"]],
      installed,
    });
    expect(result).toEqual({ undeclared: [], unused: [] });
  });
});
