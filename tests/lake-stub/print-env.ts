// Prints the Lake build's variables as `export NAME=value` lines for scripts/test.sh: the site's origins, the
// project, SANITY_API_HOST on the stand-in, and the stand-in's and the Lake site's ports fixed from the test site's.
import { lakeSettings, lakeSiteEnv } from './settings';

const lake = lakeSettings();
const env = { ...lakeSiteEnv(lake), LAKE_STUB_PORT: String(lake.stubPort), LAKE_SITE_PORT: String(lake.sitePort) };
process.stdout.write(
  Object.entries(env)
    .map(([name, value]) => `export ${name}=${JSON.stringify(value)}\n`)
    .join(''),
);
