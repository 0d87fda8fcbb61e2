// Runs the Content Lake stand-in until stopped: `npm run lake-stub -w @site/tests` (Playwright's Lake project and
// scripts/test.sh's Lake build start it the same way). LAKE_DATASET_DIR serves another dataset folder.
import { fileURLToPath } from 'node:url';
import { localSecret } from '../../scripts/local-secrets.mjs';
import { startLake } from './server';
import { LAKE_DATASET, LAKE_PROJECT_ID, LAKE_TOKEN, lakeCorsOrigins, lakeSettings, studioBuildDir } from './settings';

const settings = lakeSettings();
const lake = await startLake({
  port: settings.stubPort,
  datasetDir: process.env.LAKE_DATASET_DIR || fileURLToPath(new URL('../../studio/seed/dataset', import.meta.url)),
  projectId: LAKE_PROJECT_ID,
  dataset: LAKE_DATASET,
  tokens: [LAKE_TOKEN],
  corsOrigins: lakeCorsOrigins(settings),
  // The Studio on the stand-in (tests/studio, `npm run dev:studio:lake`): its build when made, and the webhook to the
  // Lake site, signed with this checkout's secret as the site checks it.
  studio: {
    port: settings.studioPort,
    studioDir: studioBuildDir,
    webhook: {
      url: process.env.LAKE_WEBHOOK_URL || `${settings.sites.en}/api/revalidate`,
      secret: localSecret('SANITY_REVALIDATE_SECRET'),
      projectId: LAKE_PROJECT_ID,
      dataset: LAKE_DATASET,
    },
  },
});
console.info(`Content Lake stand-in on ${lake.origin} (project ${LAKE_PROJECT_ID}, dataset ${LAKE_DATASET})`);

const stop = () => {
  void lake.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
