// Requests per second of one URL on loopback: wrk (Debian's package; scripts/ensure-servers.sh installs it) when
// present, which costs the 2-core machine less than a Node client would, else the Node client of load.ts. Every
// run is bounded in time (wrk -d, load's deadline).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { groupCpuSeconds } from './cpu';
import { BROWSER_HEADERS } from './http';
import { load } from './load';

/** 'wrk' when Debian's wrk is installed, else 'node' (lib/load.ts). */
export const rateTool: 'wrk' | 'node' = spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error ? 'node' : 'wrk';

export interface RateOptions {
  /** The page's public URL; its host is sent as the Host header. */
  readonly url: string;
  /** The port on 127.0.0.1 that serves it. */
  readonly port: number;
  readonly gzip: boolean;
  readonly connections: number;
  readonly seconds: number;
  /** Headers over the browser's (a crawler's User-Agent, say). */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * Every request asks a path of its own (the URL's path, then a suffix no run repeats), so that nothing the server
   * cached answers it. wrk only.
   */
  readonly uniquePaths?: boolean;
}

export interface Rate {
  readonly rps: number;
  /** Answers whose status was not the one expected (2xx for wrk, which cannot tell a 404 from a 500). */
  readonly wrongStatus: number;
  /** Requests with no answer: refused, reset or timed out connections (wrk's socket errors, the client's errors). */
  readonly socketErrors: number;
}

/**
 * A wrk script giving each request `path`-<run>-<thread>-<n>; wrk runs it in each thread's own Lua state, numbered in
 * setup(). The headers of -H stay (wrk.format takes wrk.headers).
 */
function uniquePathScript(path: string): string {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("tid", threads)
end
local n = 0
function request()
  n = n + 1
  return wrk.format(nil, ${JSON.stringify(`${path}-${run}-`)} .. tid .. "-" .. n)
end
`;
}

export async function requestRate(
  { url, port, gzip, connections, seconds, headers: extra, uniquePaths = false }: RateOptions,
  expectStatus = 200,
): Promise<Rate> {
  const target = new URL(url);
  const headers = { ...BROWSER_HEADERS, ...extra, host: target.host, 'accept-encoding': gzip ? 'gzip' : 'identity' };
  if (uniquePaths && (rateTool === 'node' || target.search))
    throw new Error(`unique paths need wrk and a URL without a query: ${url}`);
  const scriptDir = uniquePaths ? mkdtempSync(join(tmpdir(), 'wrk-')) : undefined;
  if (scriptDir) writeFileSync(join(scriptDir, 'unique.lua'), uniquePathScript(target.pathname));
  if (rateTool === 'node') {
    const result = await load({ url, port, connections, seconds, headers });
    return {
      rps: result.rps,
      wrongStatus: result.requests - (result.statuses[expectStatus] ?? 0),
      socketErrors: result.errors,
    };
  }
  let output: string;
  try {
    output = execFileSync(
      'wrk',
      [
        ...(scriptDir ? ['-s', join(scriptDir, 'unique.lua')] : []),
        '-t2',
        `-c${connections}`,
        `-d${seconds}s`,
        // wrk adds its own `Host: 127.0.0.1:port` unless a header spelled exactly `Host` is given; a second, lowercase
        // one made nginx answer 400 and let Next pick wrk's (served as the English site whatever the page's host).
        ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name === 'host' ? 'Host' : name}: ${value}`]),
        `http://127.0.0.1:${port}${target.pathname}${target.search}`,
      ],
      { encoding: 'utf8', timeout: (seconds + 30) * 1000 },
    );
  } finally {
    if (scriptDir) rmSync(scriptDir, { recursive: true, force: true });
  }
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  if (!rps) throw new Error(`wrk printed no rate:\n${output}`);
  const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socketErrors =
    /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/
      .exec(output)
      ?.slice(1)
      .reduce((sum, n) => sum + Number(n), 0) ?? 0;
  const ok = expectStatus < 300 ? requests - non2xx : non2xx;
  return { rps, wrongStatus: requests - ok, socketErrors };
}

/**
 * Throws when a run had answers other than the expected status or requests with no answer: they are not throughput,
 * and a figure that counts them would compare a failing server with a working one.
 */
export function expectAllAnswered(rate: Rate, label: string, expectStatus = 200): void {
  if (rate.wrongStatus + rate.socketErrors > 0)
    throw new Error(
      `${label}: ${rate.wrongStatus} answers were not ${expectStatus} and ${rate.socketErrors} requests had no answer`,
    );
}

/** A rate and the CPU time per request of the server that answered it (its process group `pgid`, from /proc). */
export async function rateWithCpu(
  options: RateOptions,
  expectStatus: number,
  pgid: number,
): Promise<Rate & { readonly cpuUs: number }> {
  const before = groupCpuSeconds(pgid);
  const rate = await requestRate(options, expectStatus);
  const used = groupCpuSeconds(pgid) - before;
  return { ...rate, cpuUs: (used * 1e6) / Math.max(1, rate.rps * options.seconds) };
}
