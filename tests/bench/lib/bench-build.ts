// The release the site bench measures: the web build made for the bench's own origins (http://localhost:<its port>
// and the zh./ru. twins) and copied to .cache/releases/bench by scripts/build-web.sh, so the bench never serves
// whatever web/ last held (`npm run cluster` builds it for port 8080, `npm test` for 3100: a page of such a build
// links, redirects and loads its scripts from those ports). Turbo's cache makes a second run with the same sources
// and origins a copy, not a build.
import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SiteUrls } from '@site/schemas';

const repo = fileURLToPath(new URL('../../../', import.meta.url));

/** Builds (or takes from turbo's cache) web/ for `origins` and returns the release's folder. BENCH_WEB_RELEASE skips it. */
export function benchRelease(origins: SiteUrls): string {
  const given = process.env.BENCH_WEB_RELEASE;
  if (given) return realpathSync(given);
  console.info(
    `Building the site for ${origins.en}, ${origins.zh}, ${origins.ru} (scripts/build-web.sh bench; a cached build is copied)...`,
  );
  execFileSync('bash', ['scripts/build-web.sh', 'bench'], {
    cwd: repo,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, SITE_URL_EN: origins.en, SITE_URL_ZH: origins.zh, SITE_URL_RU: origins.ru },
  });
  return realpathSync(`${repo}.cache/releases/bench`);
}
