import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'unit', environment: 'node', include: ['unit/**/*.test.ts'] },
      },
      {
        // The edge package must run where only Web-standard APIs exist: its tests run in the edge runtime.
        test: { name: 'edge', environment: 'edge-runtime', include: ['edge/**/*.test.ts'] },
      },
    ],
  },
});
