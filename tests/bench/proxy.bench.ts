/**
 * Proxy benchmark: what the proxy costs on a cached (prerendered) page, and how fast the Russian blog redirect is.
 * Not part of `npm test`; run `npm run bench:proxy -w @site/tests` after a production build, with the SITE_URL_*
 * variables the build used. Loopback only, bounded in time and count. Prints a table.
 *
 * The honest comparison: the same build served twice on the same port, once as built (proxy on) and once from a
 * copy of the build whose functions manifest no longer registers the proxy (proxy off). Same pages, same config,
 * same header rules; the only difference is whether Next runs the proxy. With the proxy off, the internal path
 * (`/en`) is requested, because nothing rewrites `/` any more.
 *
 * Requests per second on a shared 2-core machine move with the neighbours' load; the server's own CPU time per
 * request (from /proc, summed over its process group) barely does, so the overhead is also given in CPU time.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { groupCpuSeconds } from './lib/cpu';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const web = join(root, 'web');
const siteEn = new URL(process.env.SITE_URL_EN || 'http://localhost:3000');
const siteRu = new URL(process.env.SITE_URL_RU || 'http://ru.localhost:3000');
const port = Number(process.env.PORT || siteEn.port || 3000);

const CONNECTIONS = 10;
const WARMUP_MS = 1_000;
const RUN_MS = Number(process.env.BENCH_MS || 3_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 5);
const MAX_REQUESTS_PER_RUN = 200_000;

interface Scenario {
  readonly name: string;
  readonly host: string;
  readonly path: string;
  readonly status: number;
}

interface Result {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  /** Server CPU time (user + system) per request, in microseconds: robust to neighbours on a shared machine. */
  readonly cpuUs: number;
}

function once(agent: Agent, scenario: Scenario): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: scenario.path,
        agent,
        headers: { host: scenario.host, 'user-agent': 'Mozilla/5.0 Chrome/140.0 bench' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end();
  });
}

/** CONNECTIONS loops over keep-alive sockets for `ms`; latencies in ms; `pgid` is the server's process group. */
async function load(scenario: Scenario, ms: number, pgid: number): Promise<Result> {
  const cpuBefore = groupCpuSeconds(pgid);
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + ms;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline && latencies.length < MAX_REQUESTS_PER_RUN) {
        const t0 = performance.now();
        try {
          const status = await once(agent, scenario);
          if (status !== scenario.status) errors += 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpuUs = ((groupCpuSeconds(pgid) - cpuBefore) * 1e6) / Math.max(1, latencies.length);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors, cpuUs };
}

async function waitReady(host: string, path: string): Promise<void> {
  const agent = new Agent();
  for (let i = 0; i < 100; i += 1) {
    try {
      await once(agent, { name: 'ready', host, path, status: 200 });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`server on ${port} did not start`);
}

function startServer(dir: string): ChildProcess {
  const next = join(root, 'node_modules', '.bin', 'next');
  // Next resolves next.config.ts's own imports from the working directory, so start inside the project.
  const child = spawn(next, ['start', '-H', '0.0.0.0', '-p', String(port)], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return child;
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  });
}

/** A copy of the build with the proxy unregistered: same pages, same header rules, no proxy. */
function buildWithoutProxy(): string {
  const dir = join(root, 'tests', '.artifacts', 'bench-noproxy');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of ['.next', 'src', 'messages', 'next.config.ts', 'package.json', 'tsconfig.json']) {
    if (existsSync(join(web, entry))) cpSync(join(web, entry), join(dir, entry), { recursive: true });
  }
  const manifest = join(dir, '.next', 'server', 'functions-config-manifest.json');
  const functions = JSON.parse(readFileSync(manifest, 'utf8')) as { functions: Record<string, unknown> };
  if (!functions.functions['/_middleware']) throw new Error('the build registers no proxy: nothing to compare');
  delete functions.functions['/_middleware'];
  writeFileSync(manifest, JSON.stringify(functions));
  return dir;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function summarise(results: Map<string, Result[]>): Map<string, Result> {
  return new Map(
    [...results].map(([name, list]) => [
      name,
      {
        rps: median(list.map((r) => r.rps)),
        p50: median(list.map((r) => r.p50)),
        p99: median(list.map((r) => r.p99)),
        errors: list.reduce((sum, r) => sum + r.errors, 0),
        cpuUs: median(list.map((r) => r.cpuUs)),
      },
    ]),
  );
}

/** One round on one server: start it, warm up, measure each scenario once, stop it. */
async function round(dir: string, scenarios: readonly Scenario[], into: Map<string, Result[]>): Promise<void> {
  const server = startServer(dir);
  const pgid = server.pid ?? 0;
  try {
    await waitReady(scenarios[0]!.host, '/de');
    for (const scenario of scenarios) await load(scenario, WARMUP_MS, pgid);
    for (const scenario of scenarios) {
      const list = into.get(scenario.name) ?? [];
      list.push(await load(scenario, RUN_MS, pgid));
      into.set(scenario.name, list);
    }
  } finally {
    await stopServer(server);
  }
}

async function main(): Promise<void> {
  if (!existsSync(join(web, '.next', 'BUILD_ID'))) {
    throw new Error('No production build: run `npx turbo run build --filter=@site/web` first (same SITE_URL_* env).');
  }
  const en = siteEn.host;
  const ru = siteRu.host;
  const withProxy: Scenario[] = [
    { name: 'page /de (proxy: next)', host: en, path: '/de', status: 200 },
    { name: 'page / (proxy: rewrite to /en)', host: en, path: '/', status: 200 },
    { name: 'RU blog redirect 301', host: ru, path: '/blog/fingerprint-brauzera', status: 301 },
    { name: 'normalisation redirect 301', host: en, path: '/Pricing.html/?a=1', status: 301 },
  ];
  const withoutProxy: Scenario[] = [
    { name: 'page /de (no proxy)', host: en, path: '/de', status: 200 },
    { name: 'page /en (no proxy)', host: en, path: '/en', status: 200 },
  ];

  console.info(
    `proxy bench: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${RUN_MS / 1000}s per scenario, port ${port}`,
  );
  // Rounds alternate proxy on and proxy off, so a noisy neighbour on this shared machine hits both alike;
  // medians of the rounds are reported.
  const copy = buildWithoutProxy();
  const onRuns = new Map<string, Result[]>();
  const offRuns = new Map<string, Result[]>();
  try {
    for (let i = 0; i < ROUNDS; i += 1) {
      await round(web, withProxy, onRuns);
      await round(copy, withoutProxy, offRuns);
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  const on = summarise(onRuns);
  const off = summarise(offRuns);

  console.info(
    `${'scenario'.padEnd(34)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'CPU µs/req'.padStart(11)}  bad status`,
  );
  for (const [name, r] of [...on, ...off]) {
    console.info(
      `${name.padEnd(34)} ${String(Math.round(r.rps)).padStart(7)} ${r.p50.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(7)} ${String(Math.round(r.cpuUs)).padStart(11)}  ${r.errors}`,
    );
  }
  const cost = (a: string, b: string) => {
    const withIt = on.get(a);
    const without = off.get(b);
    if (!withIt || !without) return 'n/a';
    const cpu = withIt.cpuUs - without.cpuUs;
    const sign = cpu >= 0 ? '+' : '';
    return `${sign}${Math.round(cpu)} µs server CPU per request (${sign}${((cpu / without.cpuUs) * 100).toFixed(0)} %); req/s ${Math.round(withIt.rps)} with, ${Math.round(without.rps)} without`;
  };
  console.info(`proxy overhead, /de: ${cost('page /de (proxy: next)', 'page /de (no proxy)')}`);
  console.info(`proxy overhead, / -> /en: ${cost('page / (proxy: rewrite to /en)', 'page /en (no proxy)')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
