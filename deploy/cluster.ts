import { spawn, spawnSync } from 'node:child_process';
import { get as httpsGet } from 'node:https';
import { connect } from 'node:net';
import {
  chmodSync,
  closeSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { CRAWLER_BLANK_PCRE, crawlerPcre } from '@site/edge';
import { LOCALE_COOKIE } from '@site/schemas';
import { pino } from 'pino';
import { localSecret } from '../scripts/local-secrets.mjs';

/**
 * The production shape on one machine (deploy/README.md): Redis, N instances of the standalone build, nginx in front,
 * and a supervisor. Every process is started detached with its own pid file and log; starting again starts only what
 * is not running, stopping stops only what a pid file names (and only if that pid still runs our command line). Used
 * by `npm run cluster` / `npm run cluster:stop` and by the tests, which start their own cluster on their own ports.
 *
 * Ports beside the options': each instance serves its metrics on its port + METRICS_PORT_OFFSET (loopback), nginx
 * its stub_status on the front's port + STATUS_PORT_OFFSET (loopback).
 */

export const METRICS_PORT_OFFSET = 1000;
export const STATUS_PORT_OFFSET = 1000;
export const metricsPort = (instancePort: number) => instancePort + METRICS_PORT_OFFSET;
export const statusPort = (options: ClusterOptions) => options.frontPort + STATUS_PORT_OFFSET;
/** A log past this size is rotated by the supervisor (one older copy kept). */
const DEFAULT_LOG_ROTATE_BYTES = 64 * 1024 * 1024;

export interface ClusterOptions {
  /** Folder for pid files, logs, nginx's cache and the release copy. */
  readonly dir: string;
  /**
   * The standalone build to run (server.js with its static files and launcher): the release scripts/build-web.sh
   * copied for this command (WEB_RELEASE), never web/.next itself, which the next build rewrites.
   */
  readonly standaloneDir: string;
  readonly redisPort: number;
  readonly instancePorts: readonly number[];
  readonly frontPort: number;
  /** SITE_URL_EN/ZH/RU of the cluster: the hosts nginx serves. */
  readonly siteUrls: { readonly en: string; readonly zh: string; readonly ru: string };
  /** The embedded dataset the instances read (one folder for all, so a publish reaches every instance). */
  readonly datasetDir: string;
  /** More environment for the instances (the build's backend addresses, secrets). */
  readonly env?: Readonly<Record<string, string>>;
  /** More nginx `location` blocks for the front's server (the benchmark's static reference file). */
  readonly extraLocations?: string;
  /** Size past which the supervisor rotates a log (64 MB). */
  readonly logRotateBytes?: number;
  /**
   * The front's https (deploy/README.md, the front): the site is served on `port` with this certificate and key, and
   * `frontPort` only redirects to it. Unset: the site is served on `frontPort`, plain http.
   */
  readonly tls?: FrontTls;
}

export interface FrontTls {
  /** PEM files nginx reads (the certificate with its chain, then its private key). */
  readonly certificate: string;
  readonly key: string;
  readonly port: number;
}

const ROOT = resolve(import.meta.dirname, '..');
const NODE = join(ROOT, 'node_modules/.bin/node');

export const DEFAULT_OPTIONS: ClusterOptions = {
  dir: join(ROOT, '.cluster'),
  standaloneDir: process.env.WEB_RELEASE || join(ROOT, 'web/.next/standalone'),
  redisPort: 6390,
  instancePorts: [3101, 3102],
  frontPort: 8080,
  siteUrls: { en: 'http://localhost:8080', zh: 'http://zh.localhost:8080', ru: 'http://ru.localhost:8080' },
  datasetDir: join(ROOT, 'studio/seed/dataset'),
};

/** `npm run cluster`'s https port, used when FRONT_TLS_CERTIFICATE and FRONT_TLS_KEY are set. */
const DEFAULT_TLS_PORT = 8443;

/**
 * `npm run cluster`'s options: DEFAULT_OPTIONS, or with FRONT_TLS_CERTIFICATE and FRONT_TLS_KEY (both paths) the
 * front on https at DEFAULT_TLS_PORT, its hosts the https ones (scripts/cluster.sh builds for the same). Read only
 * here, so a test's cluster never inherits the operator's certificate.
 */
export function clusterOptionsFromEnv(env: NodeJS.ProcessEnv): ClusterOptions {
  const certificate = env.FRONT_TLS_CERTIFICATE;
  const key = env.FRONT_TLS_KEY;
  if (!certificate && !key) return DEFAULT_OPTIONS;
  if (!certificate || !key) throw new Error('FRONT_TLS_CERTIFICATE and FRONT_TLS_KEY go together: set both or neither');
  const origin = (host: string) => `https://${host}:${DEFAULT_TLS_PORT}`;
  return {
    ...DEFAULT_OPTIONS,
    siteUrls: { en: origin('localhost'), zh: origin('zh.localhost'), ru: origin('ru.localhost') },
    tls: { certificate: resolve(certificate), key: resolve(key), port: DEFAULT_TLS_PORT },
  };
}

const paths = (options: ClusterOptions) => ({
  run: join(options.dir, 'run'),
  logs: join(options.dir, 'logs'),
  releases: join(options.dir, 'releases'),
  nginx: join(options.dir, 'nginx'),
  redisData: join(options.dir, 'redis'),
});

// ---------------------------------------------------------------------------------------------------------------
// Processes by pid file

function pidFile(options: ClusterOptions, name: string): string {
  return join(paths(options).run, `${name}.pid`);
}

function readPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * A pid is ours only while its process still carries our marker (a recycled pid is someone else's): Node and Redis
 * keep the environment they were started with, so they get a variable naming what they are (Next renames its
 * process to next-server); nginx and Redis overwrite their environment area with their process titles, which keep
 * the configuration path (nginx) or a title template (Redis) naming the cluster.
 */
const MARKER_VARIABLE = 'MORPHIS_CLUSTER_PROCESS';

/** Whether `pid` runs with `marker` in its environment or its command line. */
function runs(pid: number, marker: string): boolean {
  try {
    if (readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`${MARKER_VARIABLE}=${marker}`)) return true;
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').includes(marker);
  } catch {
    return false;
  }
}

/** The running process a pid file names, or null (no file, dead, or someone else's). */
export function runningPid(options: ClusterOptions, name: string, marker: string): number | null {
  const pid = readPid(pidFile(options, name));
  return pid && runs(pid, marker) ? pid : null;
}

function startDetached(
  options: ClusterOptions,
  name: string,
  marker: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): number {
  const { logs, run } = paths(options);
  mkdirSync(logs, { recursive: true });
  mkdirSync(run, { recursive: true });
  const log = openSync(join(logs, `${name}.log`), 'a');
  const child = spawn(command, args, {
    detached: true,
    stdio: ['ignore', log, log],
    env: { ...env, [MARKER_VARIABLE]: marker },
  });
  closeSync(log);
  child.unref();
  if (!child.pid) throw new Error(`${name} did not start (${command})`);
  writeFileSync(pidFile(options, name), `${child.pid}\n`);
  return child.pid;
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s (logs: see the cluster's logs folder)`);
}

/** Whether something already listens on the port (then it is not ours to start, and not ours to trust). */
export function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function ensureFree(port: number, what: string): Promise<void> {
  if (await portTaken(port))
    throw new Error(
      `Port ${port} (${what}) is in use by a process this cluster did not start; stop it or choose other ports.`,
    );
}

async function answers(url: string, host?: string): Promise<boolean> {
  const response = await fetch(url, {
    headers: host ? { host } : {},
    redirect: 'manual',
    signal: AbortSignal.timeout(2000),
  });
  await response.arrayBuffer();
  return response.status < 500;
}

/**
 * Whether the front's https port answers a page below 500. Its certificate is not checked: this is the cluster's own
 * front, reached on 127.0.0.1 (SNI names the host).
 */
function answersOverTls(port: number, host: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const request = httpsGet(
      {
        host: '127.0.0.1',
        port,
        path: '/',
        servername: new URL(`https://${host}`).hostname,
        headers: { host },
        rejectUnauthorized: false,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve((response.statusCode ?? 500) < 500));
      },
    );
    request.setTimeout(2000, () => request.destroy(new Error('timeout')));
    request.on('error', reject);
  });
}

async function ready(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await response.arrayBuffer();
  return response.status === 200;
}

async function stopPid(pid: number, marker: string, signal: NodeJS.Signals, timeoutMs: number): Promise<void> {
  try {
    process.kill(pid, signal);
  } catch {
    return;
  }
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && runs(pid, marker)) await new Promise((done) => setTimeout(done, 100));
  if (runs(pid, marker)) process.kill(pid, 'SIGKILL');
}

// ---------------------------------------------------------------------------------------------------------------
// The release: a copy of the standalone build with its static files, so rebuilding web/ never changes what runs

const COMPRESSIBLE = /\.(js|css|json|svg|txt|map|html|xml)$/;

function precompress(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) precompress(file);
    else if (COMPRESSIBLE.test(entry.name) && statSync(file).size >= 1024) {
      const data = readFileSync(file);
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }));
    }
  }
}

export function buildIdOf(standaloneDir: string): string {
  return readFileSync(join(standaloneDir, 'web/.next/BUILD_ID'), 'utf8').trim();
}

/**
 * The release the cluster runs, named in run/release when the first instance of a cluster starts. Every instance
 * started while another runs (a restart after a crash, `npm run cluster` after a stop) runs that release, whatever
 * was built since: instances of two builds keep their cache entries apart, and a cluster split by a restart would
 * share none of its renders. Null when no instance runs.
 */
export function runningRelease(options: ClusterOptions): string | null {
  const running = options.instancePorts.some((port) =>
    runningPid(options, instanceName(port), instanceMarker(options, port)),
  );
  return running ? recordedRelease(options) : null;
}

/** The release run/release names, if it is still complete on disk. */
function recordedRelease(options: ClusterOptions): string | null {
  try {
    const release = readFileSync(join(paths(options).run, 'release'), 'utf8').trim();
    return existsSync(join(release, '.complete')) ? release : null;
  } catch {
    return null;
  }
}

/** The running cluster's release, or (nothing running) the current build's, prepared and recorded as the cluster's. */
export function clusterRelease(options: ClusterOptions): string {
  const running = runningRelease(options);
  if (running) return running;
  const release = prepareRelease(options);
  mkdirSync(paths(options).run, { recursive: true });
  writeFileSync(join(paths(options).run, 'release'), `${release}\n`);
  return release;
}

/** Copies the current build (the self-contained standalone folder) into releases/<build id> once; returns that folder. */
export function prepareRelease(options: ClusterOptions): string {
  const standalone = options.standaloneDir;
  if (!existsSync(join(standalone, 'web/.next/static')))
    throw new Error(`No standalone build in ${standalone}: build first`);
  const release = join(paths(options).releases, buildIdOf(standalone));
  if (existsSync(join(release, '.complete'))) return release;
  const staging = `${release}.staging`;
  rmSync(staging, { recursive: true, force: true });
  cpSync(standalone, staging, { recursive: true, verbatimSymlinks: true });
  // Pages a server rendered while serving belong to that server's run, not to the artefact.
  rmSync(join(staging, 'web/.next/server/route-cache'), { recursive: true, force: true });
  precompress(join(staging, 'web/.next/static'));
  writeFileSync(join(staging, '.complete'), `${new Date().toISOString()}\n`);
  rmSync(release, { recursive: true, force: true });
  renameSync(staging, release);
  pruneReleases(options, release);
  return release;
}

/** Keeps the new release, the one the cluster runs, and the one before the new one. */
function pruneReleases(options: ClusterOptions, current: string): void {
  const { releases } = paths(options);
  const running = runningRelease(options);
  const others = readdirSync(releases)
    .map((name) => join(releases, name))
    .filter((dir) => dir !== current && dir !== running)
    .sort((x, y) => statSync(y).mtimeMs - statSync(x).mtimeMs);
  for (const old of others.slice(1)) rmSync(old, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------------------------
// Redis, instances, nginx

/**
 * The cluster's Redis password: REDIS_PASSWORD when set, else this checkout's, generated once into `.env.local`
 * (scripts/local-secrets.mjs), so a restarted Redis or instance gets the same one.
 */
function redisPassword(): string {
  return localSecret('REDIS_PASSWORD');
}

export function redisUrl(options: ClusterOptions): string {
  return `redis://:${encodeURIComponent(redisPassword())}@127.0.0.1:${options.redisPort}`;
}

/** redis-cli against the cluster's Redis, the password in its environment (never on a command line). */
export function redisCli(options: ClusterOptions, args: readonly string[]): ReturnType<typeof spawnSync> {
  return spawnSync('redis-cli', ['--no-auth-warning', '-p', String(options.redisPort), ...args], {
    encoding: 'utf8',
    env: { ...process.env, REDISCLI_AUTH: redisPassword() },
  });
}

const redisMarker = (options: ClusterOptions) => `${options.dir}/redis:${options.redisPort}`;

export async function startRedis(options: ClusterOptions): Promise<void> {
  if (runningPid(options, 'redis', redisMarker(options))) return;
  await ensureFree(options.redisPort, 'Redis');
  mkdirSync(paths(options).redisData, { recursive: true });
  // The password goes in a file only its owner reads: a command line is visible to every user (ps).
  const config = join(paths(options).redisData, 'redis.conf');
  const password = redisPassword().replace(/["\\]/g, '\\$&');
  writeFileSync(config, `requirepass "${password}"\n`, { mode: 0o600 });
  // Loopback only, password required. A cache, not a store: no snapshots. Entries carry a TTL and go first under
  // memory pressure; tags and edge data (no TTL) are never evicted.
  startDetached(
    options,
    'redis',
    redisMarker(options),
    'redis-server',
    [
      config,
      '--bind',
      '127.0.0.1',
      '--protected-mode',
      'yes',
      '--port',
      String(options.redisPort),
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      paths(options).redisData,
      '--maxmemory',
      '512mb',
      '--maxmemory-policy',
      'volatile-lru',
      // Redis renames its process (and overwrites its environment area doing so): the title keeps our marker.
      '--proc-title-template',
      `{title} {listen-addr} ${redisMarker(options)}`,
    ],
    process.env,
  );
  await waitFor('Redis', async () => String(redisCli(options, ['ping']).stdout).trim() === 'PONG', 10_000);
}

export async function stopRedis(options: ClusterOptions): Promise<void> {
  const pid = runningPid(options, 'redis', redisMarker(options));
  if (pid) await stopPid(pid, redisMarker(options), 'SIGTERM', 5000);
}

/** Kills Redis at once (fault tests): no shutdown, connections reset. */
export function killRedis(options: ClusterOptions): void {
  const pid = runningPid(options, 'redis', redisMarker(options));
  if (pid) process.kill(pid, 'SIGKILL');
}

const instanceName = (port: number) => `instance-${port}`;
const instanceMarker = (options: ClusterOptions, port: number) => `${options.dir}/instance:${port}`;

/** Marks a stop as intended, so the supervisor does not take it for a crash. */
const stopMarker = (options: ClusterOptions, port: number) => join(paths(options).run, `${instanceName(port)}.stopped`);

/**
 * Starts one instance of the cluster's release (its peers', runningRelease) unless it runs, and returns once it is
 * ready (/api/ready: content read, Redis joined), so nothing is sent to it before.
 */
export async function startInstance(options: ClusterOptions, port: number, pinned?: string): Promise<void> {
  if (runningPid(options, instanceName(port), instanceMarker(options, port))) return;
  const release = pinned ?? clusterRelease(options);
  await ensureFree(port, 'instance');
  startDetached(options, instanceName(port), instanceMarker(options, port), 'sh', [join(release, 'web/serve.sh')], {
    ...process.env,
    ...options.env,
    // The artefact's launcher runs this node with the server's tuned flags (web/scripts/serve.sh).
    NODE_BINARY: NODE,
    NODE_ENV: 'production',
    PORT: String(port),
    // Not 127.0.0.1: Next builds the proxy's request URL from the listen address, and with a concrete address it
    // answered every rewritten path with a redirect to itself (docs/decisions/0006-standalone-server-binds-all-interfaces.md). Reach them through nginx;
    // in production keep their ports private.
    HOSTNAME: '0.0.0.0',
    METRICS_PORT: String(metricsPort(port)),
    METRICS_HOST: '127.0.0.1',
    REDIS_URL: redisUrl(options),
    CONTENT_DATASET_DIR: options.datasetDir,
    SITE_URL_EN: options.siteUrls.en,
    SITE_URL_ZH: options.siteUrls.zh,
    SITE_URL_RU: options.siteUrls.ru,
  });
  // Only now, with the pid file naming the new process: had the marker gone first, the supervisor could find the
  // stopped process's pid and no marker in between, start a second instance, and the one of the two that got the port
  // could be the one no pid file names (left running when the cluster stopped).
  rmSync(stopMarker(options, port), { force: true });
  await waitFor(`The instance on port ${port}`, () => ready(`http://127.0.0.1:${port}/api/ready`), 60_000);
}

/**
 * SIGTERM: the instance stops accepting, finishes what it serves, exits (Next's own handler). Marked as intended
 * first: the supervisor restarts only an instance that died without it.
 */
export async function stopInstance(options: ClusterOptions, port: number, timeoutMs = 15_000): Promise<void> {
  const marker = instanceMarker(options, port);
  const pid = runningPid(options, instanceName(port), marker);
  if (!pid) return;
  writeFileSync(stopMarker(options, port), `${new Date().toISOString()}\n`);
  await stopPid(pid, marker, 'SIGTERM', timeoutMs);
}

/** The pid of a running instance (fault tests kill it). */
export function instancePid(options: ClusterOptions, port: number): number | null {
  return runningPid(options, instanceName(port), instanceMarker(options, port));
}

function hostOf(url: string): string {
  return new URL(url).host;
}

/** A string inside double quotes in nginx's configuration (its parser unescapes `\\` and `\"`). */
const nginxQuoted = (text: string) => text.replace(/["\\]/g, '\\$&');

/**
 * Who nginx's workers run as when the master is started by root: nobody, in Debian's `nogroup` (or a group of the
 * same name elsewhere). They read the release's static files and write the cache and temp folders, which the master
 * hands them; the cluster's folder is opened to them for traversal only.
 */
const WORKER_USER = 'nobody';
function workerGroup(): string {
  const groups = existsSync('/etc/group') ? readFileSync('/etc/group', 'utf8') : '';
  return /^nogroup:/m.test(groups) ? 'nogroup' : WORKER_USER;
}
const runsAsRoot = () => process.getuid?.() === 0;

/** The front's configuration, from the template and this cluster's options. */
export function renderNginxConfig(options: ClusterOptions, release: string): string {
  const { nginx, logs } = paths(options);
  const template = readFileSync(join(ROOT, 'deploy/nginx/nginx.conf.template'), 'utf8');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const hosts = [options.siteUrls.en, options.siteUrls.zh, options.siteUrls.ru].map((url) => new URL(url).hostname);
  const module = (name: string) => `/usr/lib/nginx/modules/ngx_http_brotli_${name}_module.so`;
  const brotli = existsSync(module('filter'));
  const brotliStatic = existsSync(module('static'));
  const values: Record<string, string> = {
    PREFIX: nginx,
    MODULES: [brotli && module('filter'), brotliStatic && module('static')]
      .filter(Boolean)
      .map((file) => `load_module ${file};`)
      .join('\n'),
    LOGS: logs,
    USER: runsAsRoot() ? `user ${WORKER_USER} ${workerGroup()};` : '',
    UPSTREAMS: options.instancePorts
      .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`)
      .join('\n'),
    SITE_LISTEN: siteListen(options),
    OTHER_SERVERS: otherServers(options),
    STATUS_PORT: String(statusPort(options)),
    SERVER_NAMES: [...new Set(hosts)].join(' '),
    // The app's crawler test and language cookie, from the app's own sources: the front keys its cache on them.
    CRAWLER_PATTERN: nginxQuoted(crawlerPcre()),
    CRAWLER_BLANK_PATTERN: nginxQuoted(CRAWLER_BLANK_PCRE),
    LOCALE_COOKIE: escape(LOCALE_COOKIE),
    UNPREFIXED_LOCALE_HOSTS: [options.siteUrls.zh, options.siteUrls.ru].map((url) => escape(hostOf(url))).join('|'),
    STATIC_DIR: join(release, 'web/.next/static'),
    STATIC_HEADERS: staticHeaders(release),
    BROTLI: brotli
      ? '  brotli on;\n  brotli_comp_level 5;\n  brotli_types text/css application/javascript text/javascript application/json image/svg+xml application/xml text/xml text/plain;'
      : '',
    BROTLI_STATIC: brotliStatic ? '      brotli_static on;' : '',
    EXTRA_LOCATIONS: options.extraLocations ?? '',
  };
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx template: no value for {{${name}}}`);
    return value;
  });
}

/**
 * Where the site's server listens: the front's port, or with TLS the https port with its certificate, TLS 1.2 and 1.3
 * only (nginx 1.22, Debian 12's, still offers 1.0 and 1.1 by default).
 */
function siteListen(options: ClusterOptions): string {
  const { tls } = options;
  if (!tls)
    return [`listen ${options.frontPort};`, `listen [::]:${options.frontPort};`]
      .map((line) => `    ${line}`)
      .join('\n');
  return [
    `listen ${tls.port} ssl;`,
    `listen [::]:${tls.port} ssl;`,
    `ssl_certificate "${nginxQuoted(tls.certificate)}";`,
    `ssl_certificate_key "${nginxQuoted(tls.key)}";`,
    'ssl_protocols TLSv1.2 TLSv1.3;',
    'ssl_session_cache shared:tls:10m;',
  ]
    .map((line) => `    ${line}`)
    .join('\n');
}

/**
 * The servers beside the site's: the default server of the site's port (unknownHosts) and, with TLS, the front's
 * port, which answers every request but its own health with a 301 to the same path and query on the
 * host's https origin: its site URL's host over https, never the request's Host header (a host that is none of the
 * three goes to the English site, which is what the app serves it). HSTS is not added here: every answer of the
 * site carries the instances' own (edge/src/security-headers.ts), and browsers ignore it over http.
 */
function otherServers(options: ClusterOptions): string {
  if (!options.tls) return unknownHosts(options, options.frontPort, []);
  const origins = new Map<string, string>();
  // Sites sharing a host name (a local setup on several ports) cannot be told apart by $host: the first one keeps it.
  for (const key of ['zh', 'ru', 'en'] as const) {
    const site = new URL(options.siteUrls[key]);
    if (!origins.has(site.hostname)) origins.set(site.hostname, `https://${site.host}`);
  }
  const english = `https://${hostOf(options.siteUrls.en)}`;
  return `  map $host $https_origin {
    default ${english};
${[...origins].map(([host, origin]) => `    ${host} ${origin};`).join('\n')}
  }
  server {
    listen ${options.frontPort} default_server;
    listen [::]:${options.frontPort} default_server;
    location = /nginx-health {
      access_log off;
      return 200 "ok\\n";
    }
    location / {
      return 301 $https_origin$request_uri;
    }
  }
${unknownHosts(options, options.tls.port, siteListen(options).split('\n').slice(2))}`;
}

/**
 * The default server of the site's port: a Host that is none of the three sites gets a fixed answer before anything
 * is looked up or cached, a 301 to the same path on the English site (a Host is never copied into an answer or a
 * cache key beyond these). Only the front's own health answers any Host, for checks that name an address.
 */
function unknownHosts(options: ClusterOptions, port: number, tlsLines: readonly string[]): string {
  const ssl = tlsLines.length > 0 ? ' ssl' : '';
  return `  server {
    listen ${port}${ssl} default_server;
    listen [::]:${port}${ssl} default_server;
${tlsLines.join('\n')}
    location = /nginx-health {
      access_log off;
      return 200 "ok\\n";
    }
    location / {
      return 301 ${new URL(options.siteUrls.en).origin}$request_uri;
    }
  }
`;
}

/**
 * The build's own security header rule (next.config.ts `headers()`, every path), as nginx `add_header` lines. Found by
 * what it carries, not by its source pattern, which next.config.ts chose for Next's cost per request.
 */
function staticHeaders(release: string): string {
  const manifest = JSON.parse(readFileSync(join(release, 'web/.next/routes-manifest.json'), 'utf8')) as {
    headers?: { source: string; headers: { key: string; value: string }[] }[];
  };
  const all = manifest.headers?.find((rule) =>
    rule.headers.some(({ key }) => key.toLowerCase() === 'content-security-policy'),
  );
  if (!all) throw new Error('The build has no Content-Security-Policy header rule (web/next.config.ts headers())');
  return all.headers
    .map(({ key, value }) => `      add_header ${key} "${value.replace(/["\\$]/g, '\\$&')}" always;`)
    .join('\n');
}

const nginxConf = (options: ClusterOptions) => join(paths(options).nginx, 'nginx.conf');
const nginxMarker = nginxConf;

export async function startNginx(options: ClusterOptions, release: string): Promise<void> {
  const { nginx } = paths(options);
  for (const dir of ['temp', 'cache/pages']) mkdirSync(join(nginx, dir), { recursive: true });
  mkdirSync(paths(options).logs, { recursive: true });
  // The workers (not root) must reach the cache, temp and release folders inside the cluster's own folder, which
  // may be private (a test's mkdtemp): traversal only, nothing listed or read.
  if (runsAsRoot()) chmodSync(options.dir, statSync(options.dir).mode | 0o111);
  writeFileSync(join(nginx, 'nginx.conf'), renderNginxConfig(options, release));
  const test = spawnSync('nginx', ['-t', '-q', '-p', nginx, '-c', nginxConf(options)], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx configuration rejected:\n${test.stderr}`);
  const pid = readPid(join(nginx, 'nginx.pid'));
  if (pid && runs(pid, nginxMarker(options))) {
    process.kill(pid, 'SIGHUP'); // running: reload the (possibly new) configuration
  } else {
    await ensureFree(options.frontPort, 'nginx');
    if (options.tls) await ensureFree(options.tls.port, 'nginx, https');
    const started = spawnSync('nginx', ['-p', nginx, '-c', nginxConf(options)], { encoding: 'utf8' });
    if (started.status !== 0) throw new Error(`nginx did not start:\n${started.stderr}`);
  }
  await waitFor('nginx', () => answers(`http://127.0.0.1:${options.frontPort}/nginx-health`), 10_000);
}

export async function stopNginx(options: ClusterOptions): Promise<void> {
  const pid = readPid(join(paths(options).nginx, 'nginx.pid'));
  if (pid && runs(pid, nginxMarker(options))) await stopPid(pid, nginxMarker(options), 'SIGQUIT', 10_000);
}

// ---------------------------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------------------------
// Supervision and log rotation: one small process per cluster

const supervisorMarker = (options: ClusterOptions) => `${options.dir}/supervisor`;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Starts the supervisor unless it runs: a process of its own (`cluster.ts supervise`), so `npm run cluster` can
 * return. It reads the options from run/cluster.json; the instances' extra environment (secrets included) reaches it
 * through its own environment, never a file.
 */
export function startSupervisor(options: ClusterOptions): void {
  if (runningPid(options, 'supervisor', supervisorMarker(options))) return;
  const { env, ...rest } = options;
  const file = join(paths(options).run, 'cluster.json');
  writeFileSync(file, JSON.stringify(rest));
  const loader = pathToFileURL(join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;
  startDetached(
    options,
    'supervisor',
    supervisorMarker(options),
    NODE,
    ['--import', loader, join(ROOT, 'deploy/cluster.ts'), 'supervise', file],
    { ...process.env, ...env },
  );
}

export async function stopSupervisor(options: ClusterOptions): Promise<void> {
  const pid = runningPid(options, 'supervisor', supervisorMarker(options));
  if (pid) await stopPid(pid, supervisorMarker(options), 'SIGTERM', 5000);
}

/**
 * Every 250 ms: an instance whose pid file names a process that is gone, without a stop marker (stopInstance),
 * crashed: it is started again on the release recorded for the cluster (its peers'), and both facts are logged.
 * Every 5 s: logs past their size are rotated.
 */
async function supervise(file: string): Promise<void> {
  const options = JSON.parse(readFileSync(file, 'utf8')) as ClusterOptions;
  const logger = pino({
    base: { component: 'supervisor', pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
  logger.info({ instances: options.instancePorts, release: recordedRelease(options) }, 'supervisor started');
  let stopping = false;
  process.once('SIGTERM', () => (stopping = true));
  let nextRotation = 0;
  while (!stopping) {
    for (const port of options.instancePorts) {
      const pid = readPid(pidFile(options, instanceName(port)));
      if (!pid || stopping || runs(pid, instanceMarker(options, port)) || existsSync(stopMarker(options, port)))
        continue;
      const release = recordedRelease(options) ?? clusterRelease(options);
      const started = Date.now();
      logger.error(
        { port, pid, release },
        "instance died without being stopped: restarting it on the cluster's release",
      );
      try {
        await startInstance(options, port, release);
        logger.info(
          { port, pid: readPid(pidFile(options, instanceName(port))), release, msToReady: Date.now() - started },
          'instance restarted and ready',
        );
      } catch (error) {
        logger.error({ port, err: error }, 'instance restart failed; trying again');
      }
    }
    if (Date.now() >= nextRotation) {
      rotateLogs(options, (record, message) => logger.info(record, message));
      nextRotation = Date.now() + 5000;
    }
    await sleep(250);
  }
  logger.info('supervisor stopped');
}

/**
 * Bounds what the cluster writes: a log past `logRotateBytes` moves to `<name>.1` (replacing the older copy). nginx's
 * logs are renamed and nginx told to reopen them (SIGUSR1); the others are written by processes that cannot reopen
 * their standard output, opened for appending, so they are copied and truncated in place (lines written between
 * the copy and the truncation are lost).
 */
export function rotateLogs(
  options: ClusterOptions,
  note: (record: Record<string, unknown>, message: string) => void = () => undefined,
): void {
  const limit = options.logRotateBytes ?? DEFAULT_LOG_ROTATE_BYTES;
  const { logs, nginx } = paths(options);
  if (!existsSync(logs)) return;
  let reopen = false;
  for (const name of readdirSync(logs).filter((entry) => entry.endsWith('.log'))) {
    const file = join(logs, name);
    const bytes = statSync(file).size;
    if (bytes < limit) continue;
    if (name.startsWith('nginx-')) {
      renameSync(file, `${file}.1`);
      reopen = true;
    } else {
      copyFileSync(file, `${file}.1`);
      truncateSync(file, 0);
    }
    note({ file: name, bytes }, 'log rotated');
  }
  const pid = readPid(join(nginx, 'nginx.pid'));
  if (reopen && pid && runs(pid, nginxMarker(options))) process.kill(pid, 'SIGUSR1');
}

// ---------------------------------------------------------------------------------------------------------------

/**
 * Starts whatever is not running, on the release the running instances run (or, nothing running, the current
 * build's); returns when the front answers a page.
 */
export async function startCluster(options: ClusterOptions): Promise<void> {
  const release = clusterRelease(options);
  await startRedis(options);
  for (const port of options.instancePorts) await startInstance(options, port, release);
  await startNginx(options, release);
  startSupervisor(options);
  const { tls } = options;
  await waitFor(
    'The front',
    () =>
      tls
        ? answersOverTls(tls.port, hostOf(options.siteUrls.en))
        : answers(`http://127.0.0.1:${options.frontPort}/`, hostOf(options.siteUrls.en)),
    30_000,
  );
}

export async function stopCluster(options: ClusterOptions): Promise<void> {
  await stopSupervisor(options);
  await stopNginx(options);
  for (const port of options.instancePorts) await stopInstance(options, port);
  await stopRedis(options);
}

async function main(): Promise<void> {
  const [command] = process.argv.slice(2);
  const options = clusterOptionsFromEnv(process.env);
  if (command === 'supervise') {
    await supervise(process.argv[3]!);
  } else if (command === 'running') {
    // scripts/cluster.sh: a running cluster keeps its release, so it is not built again (deploy/README.md).
    process.exitCode = runningRelease(options) ? 0 : 1;
  } else if (command === 'start') {
    await startCluster(options);
    console.info(`Cluster up: ${options.siteUrls.en} (zh: ${options.siteUrls.zh}, ru: ${options.siteUrls.ru})`);
    if (options.tls) console.info(`http on ${options.frontPort} redirects to https on ${options.tls.port}`);
    console.info(
      `Instances ${options.instancePorts.join(', ')}, Redis ${options.redisPort}; logs in ${paths(options).logs}`,
    );
    console.info(
      `Release ${recordedRelease(options)}; metrics on 127.0.0.1:${options.instancePorts.map(metricsPort).join(', ')}/metrics, nginx status on 127.0.0.1:${statusPort(options)}/nginx-status`,
    );
  } else if (command === 'stop') {
    await stopCluster(options);
    console.info('Cluster stopped.');
  } else {
    console.error('Usage: tsx deploy/cluster.ts start|stop|running|supervise <run/cluster.json>');
    process.exitCode = 2;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
