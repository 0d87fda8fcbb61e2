import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * deploy/kubernetes/ as `podman kube play` (4.3) runs it, for `npm run test:kube` (scripts/test-kube.sh). The files are
 * played as they are, but for what podman does not do and a test needs (docs/decisions/0050):
 * - Services are ignored, and the replicas of one Deployment share its volumes (podman names a volume by its
 *   name in the file): the site's Deployment is played once per replica (site-a, site-b, one pod each, volumes of
 *   their own), and the front's FRONT_UPSTREAMS names those pods (`<deployment>-pod-0`);
 * - podman 4.3 publishes every containerPort on the host: the site's and Redis's are left out (pods reach each
 *   other on the pod network whatever is declared), and the front has one replica, published on the host's
 *   loopback (hostPort), where a cluster has its Ingress;
 * - both instances read one dataset folder of the test's (a hostPath volume over the embedded one), so that an edit
 *   and a publish can be made, as `npm run cluster` does with the repository's folder;
 * - the site URLs are the ones the test images were built with.
 * Each edit names the exact text it changes and fails when that text is gone, so a manifest change cannot silently
 * leave the test playing something else. The Secret is not here: the test creates it, as an operator would.
 */
export interface PodmanOptions {
  readonly siteUrls: { readonly en: string; readonly zh: string; readonly ru: string };
  readonly frontPort: number;
  readonly datasetDir: string;
  readonly replicas: readonly string[];
}

const KUBE = join(import.meta.dirname, '../../deploy/kubernetes');
export const sitePod = (replica: string) => `site-${replica}-pod-0`;
export const REDIS_POD = 'redis-pod-0';
export const FRONT_POD = 'front-pod-0';

function edit(text: string, find: string, replace: string, file: string): string {
  const at = text.indexOf(find);
  if (at < 0) throw new Error(`podman-manifests: ${file} no longer has ${JSON.stringify(find)}`);
  return text.slice(0, at) + replace + text.slice(at + find.length);
}

const SITE_PORTS = `          ports:
            - name: http
              containerPort: 3000
            - name: metrics
              containerPort: 9464
`;
const REDIS_PORTS = `          ports:
            - name: redis
              containerPort: 6379
`;
const read = (file: string) => readFileSync(join(KUBE, file), 'utf8');

export function podmanManifests(options: PodmanOptions): string {
  let config = read('configmap.yaml');
  for (const key of ['en', 'zh', 'ru'] as const) {
    config = config.replace(new RegExp(`^  SITE_URL_${key.toUpperCase()}: .*$`, 'm'), () => {
      return `  SITE_URL_${key.toUpperCase()}: ${options.siteUrls[key]}`;
    });
  }
  config = edit(
    config,
    'FRONT_UPSTREAMS: site:3000 site:3000',
    `FRONT_UPSTREAMS: ${options.replicas.map((replica) => `${sitePod(replica)}:3000`).join(' ')}`,
    'configmap.yaml',
  );

  const site = read('site.yaml');
  const sites = options.replicas.map((replica) => {
    let text = edit(site, '\n  name: site\n', `\n  name: site-${replica}\n`, 'site.yaml');
    text = edit(text, '\n  replicas: 2\n', '\n  replicas: 1\n', 'site.yaml');
    text = edit(text, SITE_PORTS, '', 'site.yaml');
    text = edit(
      text,
      '            - name: tmp\n              mountPath: /tmp\n',
      '            - name: tmp\n              mountPath: /tmp\n' +
        '            - name: dataset\n              mountPath: /app/studio/seed/dataset\n              readOnly: true\n',
      'site.yaml',
    );
    text = edit(
      text,
      '      volumes:\n',
      `      volumes:\n        - name: dataset\n          hostPath:\n            path: ${options.datasetDir}\n            type: Directory\n`,
      'site.yaml',
    );
    // Volumes of one name are one volume to podman: each replica gets its own, as each pod's emptyDir is its own.
    for (const volume of ['next-cache', 'route-cache', 'tmp'])
      text = text.replaceAll(`- name: ${volume}\n`, `- name: site-${replica}-${volume}\n`);
    return text;
  });

  const front = edit(
    edit(read('front.yaml'), '\n  replicas: 2\n', '\n  replicas: 1\n', 'front.yaml'),
    '              containerPort: 8080\n',
    `              containerPort: 8080\n              hostPort: ${options.frontPort}\n              hostIP: 127.0.0.1\n`,
    'front.yaml',
  );
  const redis = edit(read('redis.yaml'), REDIS_PORTS, '', 'redis.yaml');
  return [config, redis, ...sites, front, read('services.yaml'), read('cluster-extras.yaml')]
    .map((doc) => doc.trimEnd())
    .join('\n---\n')
    .concat('\n');
}

if (process.argv[1] === import.meta.filename) {
  const [out, en, zh, ru, port, datasetDir] = process.argv.slice(2);
  if (!out || !en || !zh || !ru || !port || !datasetDir)
    throw new Error('usage: podman-manifests.ts OUT SITE_URL_EN SITE_URL_ZH SITE_URL_RU FRONT_PORT DATASET_DIR');
  writeFileSync(
    out,
    podmanManifests({ siteUrls: { en, zh, ru }, frontPort: Number(port), datasetDir, replicas: ['a', 'b'] }),
  );
}
