// Runs the backend stub until stopped: `npm run stub -w @site/tests` (Playwright starts it the same way).
import { readFileSync } from 'node:fs';
import { startStub } from './server';
import { STATS_PRIVATE_KEY_PATH, stubSettings } from './settings';

const settings = stubSettings();
const stub = await startStub({
  port: settings.port,
  siteOrigins: settings.siteOrigins,
  privateKeyPem: readFileSync(STATS_PRIVATE_KEY_PATH, 'utf8'),
});
console.info(`backend stub on ${stub.origin} (CORS for ${settings.siteOrigins.join(', ')})`);

const stop = () => {
  void stub.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
