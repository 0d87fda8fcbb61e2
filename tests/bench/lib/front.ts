// The front's reference: the same nginx serving a cached page's bytes as a static file, precompressed (gzip_static,
// its fastest way to serve gzip), with the headers the front sends for that page, so both answers are the same
// bytes. Its location inherits the http block's output settings (sendfile, output_buffers, postpone_output), like
// the front's own locations.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { prepareRelease, startNginx } from '../../../deploy/cluster';
import { hit, type TestCluster } from '../../cluster/support';

/** Where the front serves the static copy of the page. */
export const STATIC_COPY_PATH = '/__bench/page.html';

/** Fetches `path` through the front and reloads nginx with a location serving it as a file at STATIC_COPY_PATH. */
export async function addStaticCopy(
  cluster: TestCluster,
  path: string,
  host: string,
  dir: string,
): Promise<{ bytes: number }> {
  mkdirSync(dir, { recursive: true });
  const page = await hit(cluster.front, path, { host });
  if (page.status !== 200) throw new Error(`${path} answered ${page.status} through the front`);
  writeFileSync(join(dir, 'page.html'), page.body);
  writeFileSync(join(dir, 'page.html.gz'), gzipSync(page.body));
  const headers = Object.entries(page.headers)
    .filter(
      ([name]) =>
        !/^(date|server|connection|content-length|content-type|etag|last-modified|vary|x-cache|keep-alive|transfer-encoding)$/i.test(
          name,
        ),
    )
    .map(([name, value]) => `      add_header ${name} "${String(value).replace(/["\\$]/g, '\\$&')}" always;`)
    .join('\n');
  const extraLocations = `    location = ${STATIC_COPY_PATH} {\n      alias ${dir}/page.html;\n      default_type text/html;\n      gzip_static on;\n${headers}\n    }`;
  await startNginx({ ...cluster.options, extraLocations }, prepareRelease(cluster.options));
  return { bytes: Buffer.byteLength(page.body) };
}
