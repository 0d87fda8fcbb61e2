import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Process-level tests of the production shape (cluster/): real Redis, two instances of the production build and
 * nginx, on ports of their own. Run by `npm test` after the production build; one file at a time, since each starts
 * its own servers and the machine has two cores.
 */
export default defineConfig({
  // The web app's own `@/` alias, as in the unit tests (vitest.config.ts).
  resolve: { alias: { '@/': `${fileURLToPath(new URL('../web/src', import.meta.url))}/` } },
  test: {
    name: 'cluster',
    environment: 'node',
    include: ['cluster/**/*.test.ts'],
    setupFiles: ['./fixtures/every-test-asserts.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
