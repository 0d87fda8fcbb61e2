import { defineConfig, devices } from '@playwright/test';
import base from './playwright.lake.config';
import { chromiumLaunchOptions } from './e2e/support/browser';
import { lakeSettings } from './lake-stub/settings';
import { buildStudio } from './studio/build-studio';

/**
 * The editor's journeys: the Sanity Studio, built for the stand-in and served by it over HTTPS (HTTP/2, a
 * self-signed certificate), against the Lake build of the site, with the Lake suite's servers. The stand-in sends
 * the webhook on publish, so nothing but the Studio's own requests lies between the click and the page.
 */
const lake = lakeSettings();
const studio = buildStudio(lake);
console.info(studio.built ? `Studio built for the stand-in in ${studio.ms} ms` : 'Studio build reused (same inputs)');

export default defineConfig({
  ...base,
  testDir: './studio',
  testMatch: '**/*.studio.ts',
  outputDir: './.artifacts/playwright-studio',
  reporter: [
    ['list'],
    ['json', { outputFile: './.artifacts/playwright-studio.json' }],
    ['./e2e/support/every-test-asserts.ts'],
  ],
  use: { ...base.use, ignoreHTTPSErrors: true, baseURL: `${lake.studioApiHost}/studio/` },
  projects: [
    {
      name: 'studio',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions, ignoreHTTPSErrors: true },
    },
  ],
});
