import { chmodSync, cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `next build` leaves the standalone server without its static files (they are meant for a CDN): copy
 * `.next/static` and `public` beside it, so `.next/standalone` is one self-contained artefact that `npm start`,
 * the tests and the cluster's releases serve as it is (deploy/README.md). Its launcher, `serve.sh`, goes beside
 * `server.js`: the server is always started through it, with the Node flags it is tuned for.
 */
const web = join(import.meta.dirname, '..');
const target = join(web, '.next/standalone/web');
if (!existsSync(join(target, 'server.js')))
  throw new Error(`No standalone server in ${target}: is output 'standalone' set?`);
for (const [from, to] of [
  ['.next/static', '.next/static'],
  ['public', 'public'],
] as const) {
  rmSync(join(target, to), { recursive: true, force: true });
  if (existsSync(join(web, from))) cpSync(join(web, from), join(target, to), { recursive: true });
}
cpSync(join(web, 'scripts/serve.sh'), join(target, 'serve.sh'));
chmodSync(join(target, 'serve.sh'), 0o755);
