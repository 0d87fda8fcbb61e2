import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { prepareRelease, renderNginxConfig, type ClusterOptions } from '../cluster.ts';

/**
 * Build step of deploy/Containerfile: the release the images carry, and the front's nginx configuration rendered from
 * the cluster's own template by the cluster's own code (deploy/cluster.ts), for an orchestrator instead of one
 * machine's processes. What differs from `npm run cluster` is rewritten here, and only that
 * (docs/decisions/0050-one-recipe-two-ways-to-run-it.md):
 * - the instances are named by the orchestrator: `{{UPSTREAMS}}` is left for the front's entrypoint, which fills it
 *   from FRONT_UPSTREAMS (Kubernetes: the Service; podman kube play: the pods' names);
 * - nginx's folder is /var/cache/front (a writable volume under a read-only root), its logs standard output and error;
 * - the static files are /srv/front/static, the workers run as the container's own unprivileged user (no `user`).
 *
 *   tsx deploy/containers/render-front.ts STANDALONE OUT
 *
 * OUT receives `release/` (the standalone server with its static files precompressed: what both images copy) and
 * `nginx.conf`.
 */
const [standaloneDir, out] = process.argv.slice(2);
if (!standaloneDir || !out) throw new Error('usage: render-front.ts STANDALONE OUT');

const PREFIX = '/var/cache/front';
const STATIC = '/srv/front/static';
const env = process.env;
const options: ClusterOptions = {
  dir: join(out, 'cluster'),
  standaloneDir,
  redisPort: 6379,
  instancePorts: [3000],
  frontPort: 8080,
  siteUrls: {
    en: env.SITE_URL_EN || 'http://localhost:3000',
    zh: env.SITE_URL_ZH || 'http://zh.localhost:3000',
    ru: env.SITE_URL_RU || 'http://ru.localhost:3000',
  },
  datasetDir: '',
};
mkdirSync(out, { recursive: true });
const release = prepareRelease(options);
const rendered = renderNginxConfig(options, release);
const replaceAll = (text: string, from: string, to: string) => {
  if (!text.includes(from)) throw new Error(`render-front: the rendered configuration has no ${from}`);
  return text.split(from).join(to);
};
let conf = rendered;
conf = replaceAll(conf, `${join(options.dir, 'logs')}/nginx-access.log`, '/dev/stdout');
conf = replaceAll(conf, `${join(options.dir, 'logs')}/nginx-error.log`, '/dev/stderr');
conf = replaceAll(conf, join(release, 'web/.next/static'), STATIC);
conf = replaceAll(conf, join(options.dir, 'nginx'), PREFIX);
conf = conf.replace(/^user [^;]+;$/m, '# The container runs nginx as its own unprivileged user: no `user` directive.');
conf = replaceAll(conf, '    server 127.0.0.1:3000 max_fails=1 fail_timeout=2s;', '{{UPSTREAMS}}');
if (conf.includes(options.dir)) throw new Error(`render-front: ${options.dir} is still named in the configuration`);
writeFileSync(join(out, 'nginx.conf'), conf);
renameSync(release, join(out, 'release'));
console.info(`render-front: release and nginx.conf for ${Object.values(options.siteUrls).join(' ')}`);
