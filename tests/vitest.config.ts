import { defineConfig } from 'vitest/config';

export default defineConfig({
  // web/tsconfig.json keeps JSX for Next ("preserve"); tests compile it themselves.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: ['unit/**/*.test.{ts,tsx}'] },
      },
      {
        // The edge package must run where only Web-standard APIs exist: its tests run in the edge runtime.
        extends: true,
        test: { name: 'edge', environment: 'edge-runtime', include: ['edge/**/*.test.ts'] },
      },
    ],
  },
});
