// The site's production build, started the way web/scripts/start.sh starts it (through the artefact's serve.sh,
// with the Node flags production runs it with) but from a release of the bench's own (lib/bench-build.ts) on its
// port. Requests reach it on 127.0.0.1:<port> with the release's public origins as Host headers.
import { existsSync } from 'node:fs';
import type { SiteUrls } from '@site/schemas';
import { serverSecrets } from '../../fixtures/secrets';
import { waitFor } from './http';
import { type Server, startServer } from './servers';

export interface SiteOptions {
  /** A standalone build's folder (holding web/serve.sh). */
  readonly release: string;
  /** The origins that build was made for. */
  readonly origins: SiteUrls;
  /** The embedded dataset it reads (a bench that publishes passes a copy of its own). */
  readonly datasetDir: string;
  /** More environment (e.g. REDIS_URL). */
  readonly env?: Readonly<Record<string, string>>;
}

export async function startSite(port: number, { release, origins, datasetDir, env }: SiteOptions): Promise<Server> {
  const launcher = `${release}/web/serve.sh`;
  if (!existsSync(launcher)) throw new Error(`No standalone build in ${release}`);
  const server = await startServer('site', port, 'sh', [launcher], {
    ...process.env,
    ...serverSecrets(),
    // The artefact's own launcher, with the Node flags production runs it with, on this Node.
    NODE_BINARY: process.execPath,
    HOSTNAME: '0.0.0.0',
    PORT: String(port),
    NODE_ENV: 'production',
    SITE_URL_EN: origins.en,
    SITE_URL_ZH: origins.zh,
    SITE_URL_RU: origins.ru,
    CONTENT_DATASET_DIR: datasetDir,
    ...env,
  });
  try {
    await waitFor(`${origins.en}/`, { port, alive: server.alive });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}
