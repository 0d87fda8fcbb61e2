import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `next build` leaves the standalone server without its static files (they are meant for a CDN): copy
 * `.next/static` and `public` beside it, so `.next/standalone` is one self-contained artefact that `npm start`,
 * the tests and the cluster's releases serve as it is (deploy/README.md).
 */
const web = join(import.meta.dirname, '..');
const target = join(web, '.next/standalone/web');
if (!existsSync(join(target, 'server.js'))) throw new Error(`No standalone server in ${target}: is output 'standalone' set?`);
for (const [from, to] of [['.next/static', '.next/static'], ['public', 'public']] as const) {
  rmSync(join(target, to), { recursive: true, force: true });
  if (existsSync(join(web, from))) cpSync(join(web, from), join(target, to), { recursive: true });
}
