import { defineCliConfig } from 'sanity/cli';

/**
 * CLI settings. The placeholder project id lets `sanity build` and `sanity schema validate` run offline with no
 * project; `content:import`/`content:export` refuse to run until a real id and token are set.
 */
export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || process.env.SANITY_PROJECT_ID || 'local000',
    dataset: process.env.SANITY_STUDIO_DATASET || process.env.SANITY_DATASET || 'production',
  },
  // The built Studio must not load its runtime from Sanity's CDN: builds and tests run without internet.
  deployment: { autoUpdates: false },
  reactStrictMode: true,
});
