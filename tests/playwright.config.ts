import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/browser';
import { sites } from './e2e/support/sites';
import { shellTestEnv } from './e2e/shell/build-env';
import { stubBuildEnv, stubSettings } from './stub/settings';

// The server listens on the English site's port, so SITE_URL_EN=http://localhost:3101 (with PORT unset) moves both.
const port = Number(process.env.PORT || new URL(sites.en).port || 80);
// The backend stub the test build talks to (scripts/test.sh builds with its addresses; see tests/README.md).
const stub = stubSettings();

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: './.artifacts/playwright',
  timeout: 30_000,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: './.artifacts/playwright.json' }]],
  use: {
    baseURL: sites.en,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
    // The shell's widgets differ on phones (registration banner, tap instead of hover): they run here too.
    { name: 'mobile', testMatch: 'shell/**/*.e2e.ts', use: { ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions } },
  ],
  webServer: [
    {
      command: 'npm run stub',
      cwd: '.',
      url: `http://127.0.0.1:${stub.port}/__stub/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `PORT=${port} npm run start -w @site/web`,
      cwd: '..',
      // Pages rendered per request (the not-found page) read the backend addresses at run time: the same stub.
      env: { ...(process.env as Record<string, string>), ...stubBuildEnv(stub), ...shellTestEnv() },
      url: `http://127.0.0.1:${port}/de`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
