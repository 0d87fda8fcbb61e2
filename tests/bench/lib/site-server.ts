// The site's production build (web/.next/standalone), started the way web/scripts/start.sh starts it (through the
// artefact's serve.sh) but on a port of the bench's own. Its public origins stay the ones baked at build time
// (SITE_URL_*, read here from the same environment, as the tests do); requests reach it on 127.0.0.1:<port> with
// those origins' Host headers.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sites } from './sites';
import { waitFor } from './http';
import { type Server, startServer } from './servers';

const repo = fileURLToPath(new URL('../../../', import.meta.url));

/** `standalone`: the artefact to serve, by default the last build's; a release copy (.cache/releases/<name>) also works. */
export async function startSite(port: number, standalone = `${repo}web/.next/standalone`): Promise<Server> {
  const launcher = `${standalone}/web/serve.sh`;
  if (!existsSync(launcher)) {
    throw new Error(`No production build in ${standalone}: run \`npm run build\` (or \`bash scripts/build-web.sh\`) first.`);
  }
  const server = await startServer(`site (${standalone})`, port, 'sh', [launcher], {
    ...process.env,
    // The artefact's own launcher, with the Node flags production runs it with, on this Node.
    NODE_BINARY: process.execPath,
    HOSTNAME: '0.0.0.0',
    PORT: String(port),
    NODE_ENV: 'production',
    CONTENT_DATASET_DIR: process.env.CONTENT_DATASET_DIR || `${repo}studio/seed/dataset`,
  });
  try {
    await waitFor(`${sites.en}/`, { port, alive: server.alive });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}
