import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/browser';
import { serverPort as port, sites } from './e2e/support/sites';
import { shellTestEnv } from './e2e/shell/build-env';
import { serverSecrets } from './fixtures/secrets';
import { TEST_DATASET_DIR, copyTrackedDataset } from './e2e/support/test-dataset';
import { stubBuildEnv, stubSettings } from './stub/settings';

// The server listens on the English site's port (3100 unless SITE_URL_EN says otherwise: fixtures/test-sites.ts).
// Never a server the tests did not start: a plain `npm start` build has no backend stub and other
// build variables. Playwright stops with "... is already used" when something answers on these ports.
const reuseExistingServer = false;
// The backend stub the test build talks to (scripts/test.sh builds with its addresses; see tests/README.md).
const stub = stubSettings();
// The server reads a copy of the embedded dataset that tests may edit (e2e/support/test-dataset.ts). Made once, by the
// runner's process: workers load this file too (TEST_WORKER_INDEX set) and must not replace it under the server.
if (!process.env.TEST_WORKER_INDEX) copyTrackedDataset();

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: './.artifacts/playwright',
  timeout: 30_000,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['json', { outputFile: './.artifacts/playwright.json' }],
    ['./e2e/support/every-test-asserts.ts'],
  ],
  use: {
    baseURL: sites.en,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
    // The shell's widgets differ on phones (registration banner, tap instead of hover): they run here too.
    {
      name: 'mobile',
      testMatch: 'shell/**/*.e2e.ts',
      use: { ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: [
    {
      command: 'npm run stub',
      cwd: '.',
      url: `http://127.0.0.1:${stub.port}/__stub/health`,
      reuseExistingServer,
      timeout: 20_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `PORT=${port} npm run start -w @site/web`,
      cwd: '..',
      // Pages rendered per request (the not-found page) read the backend addresses at run time: the same stub.
      env: {
        ...(process.env as Record<string, string>),
        ...stubBuildEnv(stub),
        ...shellTestEnv(),
        ...serverSecrets(),
        CONTENT_DATASET_DIR: TEST_DATASET_DIR,
      },
      url: `http://127.0.0.1:${port}/de`,
      reuseExistingServer,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
