import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';

export interface LoadResult {
  readonly requests: number;
  readonly errors: number;
  readonly seconds: number;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly statuses: Readonly<Record<number, number>>;
}

export interface LoadOptions {
  /** Absolute URL; *.localhost hosts go to 127.0.0.1 with the Host header (Node does not resolve them here). */
  readonly url: string;
  /** Send to 127.0.0.1 on this port instead of the URL's own (the URL still gives the Host header). */
  readonly port?: number;
  readonly connections?: number;
  readonly seconds?: number;
  /** Hard cap on requests, so a run is bounded in count as well as time. */
  readonly maxRequests?: number;
  readonly headers?: Record<string, string>;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** A closed-loop load test on loopback: `connections` keep-alive clients, each sending its next request when the last ends. */
export async function load({
  url,
  port,
  connections = 10,
  seconds = 5,
  maxRequests = 200_000,
  headers = {},
}: LoadOptions): Promise<LoadResult> {
  const target = new URL(url);
  const loopback = target.hostname === 'localhost' || target.hostname.endsWith('.localhost');
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;

  const one = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const req = request(
        {
          agent,
          host: loopback || port !== undefined ? '127.0.0.1' : target.hostname,
          port: port ?? (target.port || 80),
          path: `${target.pathname}${target.search}`,
          headers: { host: target.host, 'accept-encoding': 'identity', ...headers },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - t0);
            statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1;
            resolve();
          });
        },
      );
      req.setTimeout(10_000, () => req.destroy());
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end();
    });

  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline && sent < maxRequests) {
        sent += 1;
        await one();
      }
    }),
  );
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    seconds: elapsed,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    statuses,
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The lowest and highest of `values`, as "min-max" with `format` (the spread of a median's rounds). */
export function spread(
  values: readonly number[],
  format: (value: number) => string = (value) => value.toFixed(0),
): string {
  return values.length > 1 ? `${format(Math.min(...values))}-${format(Math.max(...values))}` : 'one round';
}

/** The machine's 1-, 5- and 15-minute load averages ("1.6 / 1.8 / 2.5"), printed with a bench's figures. */
export const loadAverages = (): string =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
