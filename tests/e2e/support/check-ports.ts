// scripts/test.sh runs this before the build: the ports the browser tests' servers will take (the site's and the
// backend stub's) must be free, because the tests only ever run against servers they start themselves
// (a server started by hand has other addresses baked in). Stopping here costs a second; finding out from
// Playwright after the build costs minutes.
import { connect } from 'node:net';
import { lakeSettings } from '../../lake-stub/settings';
import { stubSettings } from '../../stub/settings';
import { serverPort } from './sites';

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.setTimeout(2_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

const wanted = [
  { port: serverPort, what: 'the site (SITE_URL_EN)' },
  { port: stubSettings().port, what: 'the backend stub (STUB_PORT, else the site port + 90)' },
  { port: lakeSettings().sitePort, what: 'the Lake build (LAKE_SITE_PORT, else the site port + 80)' },
  { port: lakeSettings().stubPort, what: 'the Content Lake stand-in (LAKE_STUB_PORT, else the site port + 93)' },
  {
    port: lakeSettings().studioPort,
    what: "the stand-in's Studio listener (LAKE_STUDIO_PORT, else the site port + 95)",
  },
];
const taken = [];
for (const entry of wanted) if (await answers(entry.port)) taken.push(entry);
if (taken.length > 0) {
  for (const { port, what } of taken) {
    console.error(`Port ${port}, where npm test starts ${what}, is already in use by a server npm test did not start.`);
  }
  console.error(
    'npm test never runs against a server it did not start: stop that process, or give the tests other ports ' +
      '(SITE_URL_EN=http://localhost:PORT SITE_URL_ZH=http://zh.localhost:PORT SITE_URL_RU=http://ru.localhost:PORT).',
  );
  process.exit(1);
}
console.info(
  `Test ports free: site ${serverPort}, stub ${stubSettings().port}, Lake site ${lakeSettings().sitePort}, Lake stand-in ${lakeSettings().stubPort}, its Studio ${lakeSettings().studioPort}.`,
);
