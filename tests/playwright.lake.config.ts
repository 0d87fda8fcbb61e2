import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/browser';
import { serverSecrets } from './fixtures/secrets';
import { lakeSettings, lakeSiteEnv } from './lake-stub/settings';

/**
 * The Lake suite: the site built with CONTENT_SOURCE=sanity (scripts/test.sh, the release `lake`) against the Content
 * Lake stand-in, each on ports of their own (lake-stub/settings.ts), never a server the tests did not start. The
 * suite's files share one stand-in whose content they change, so they run one at a time.
 */
const lake = lakeSettings();
const siteEnv = lakeSiteEnv(lake);
// The workers and the specs' helpers (e2e/support/sites.ts, webhook.ts) read the Lake site's origins and ports.
// The ports stay those derived from the test site: SITE_URL_EN is the Lake site's from here on.
Object.assign(process.env, siteEnv, {
  LAKE_STUB_PORT: String(lake.stubPort),
  LAKE_STUDIO_PORT: String(lake.studioPort),
  LAKE_SITE_PORT: String(lake.sitePort),
  PORT: String(lake.sitePort),
});
const reuseExistingServer = false;

export default defineConfig({
  testDir: './lake',
  testMatch: '**/*.lake.ts',
  outputDir: './.artifacts/playwright-lake',
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['json', { outputFile: './.artifacts/playwright-lake.json' }],
    ['./e2e/support/every-test-asserts.ts'],
  ],
  use: { baseURL: lake.sites.en, launchOptions: chromiumLaunchOptions, trace: 'retain-on-failure' },
  projects: [{ name: 'lake', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } }],
  webServer: [
    {
      command: 'npm run lake-stub',
      cwd: '.',
      env: { ...(process.env as Record<string, string>) },
      url: `http://127.0.0.1:${lake.stubPort}/__lake/health`,
      reuseExistingServer,
      timeout: 20_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `PORT=${lake.sitePort} npm run start -w @site/web`,
      cwd: '..',
      env: {
        ...(process.env as Record<string, string>),
        ...siteEnv,
        ...serverSecrets(),
        // The Lake build's own copy (scripts/test.sh builds it as the release `lake`).
        WEB_RELEASE: process.env.WEB_LAKE_RELEASE || fileURLToPath(new URL('../.cache/releases/lake', import.meta.url)),
      },
      url: `http://127.0.0.1:${lake.sitePort}/de`,
      reuseExistingServer,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
