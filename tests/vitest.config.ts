import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// Web components import each other through the app's `@/` alias (web/tsconfig.json); unit tests resolve it the same way.
const webSrc = fileURLToPath(new URL('../web/src', import.meta.url));

export default defineConfig({
  // web/tsconfig.json keeps JSX for Next ("preserve"); tests compile it themselves.
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: { alias: { '@/': `${webSrc}/` } },
  test: {
    setupFiles: ['./fixtures/every-test-asserts.ts'],
    // unit/ mirrors the packages (unit/web/ the folders of web/src); a package's `test` script runs its folder.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['unit/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, 'unit/edge/*.test.ts'],
        },
      },
      {
        // The edge package must run where only Web-standard APIs exist: its tests run in the edge runtime. Those in
        // unit/edge/next/ run its rules through Next's own matching code, which needs Node (project `unit`).
        extends: true,
        test: { name: 'edge', environment: 'edge-runtime', include: ['unit/edge/*.test.ts'] },
      },
    ],
  },
});
