import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { pino, type Logger } from 'pino';

/**
 * The server's one logger: JSON lines on standard output (pino), one object per event, for an operator's collector.
 * `npm start` pipes them through pino-pretty when its output is a terminal (web/scripts/start.sh); the artefact
 * itself always writes JSON.
 *
 * Loaded twice in one process, like the shared state (by the cache handler, which Node imports unbundled, and by the
 * app's bundles): both copies find one logger on `globalThis`. Erasable TypeScript with `.ts` paths for that reason.
 *
 * What never appears: secrets and cookies. Nothing logs headers wholesale; the paths below are censored should a
 * caller pass a request or an error carrying them, and URLs are logged through `loggedPath` (no query that may
 * carry a secret or token, never draft mode's).
 */

const KEY = Symbol.for('morphis.observability.log');
type Holder = { [KEY]?: Logger };

const REDACTED = [
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  'headers["sanity-webhook-signature"]',
  '*.headers.cookie',
  '*.headers.authorization',
  'secret',
  'token',
  '*.secret',
  '*.token',
  'redisUrl',
];

function buildId(): string | undefined {
  try {
    // The standalone server runs from its own folder (server.js changes into it), next to `.next/`.
    return readFileSync('.next/BUILD_ID', 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

function create(): Logger {
  return pino({
    level: process.env.LOG_LEVEL?.trim() || 'info',
    // One instance among several: the host, the port it serves and the release it runs name it in every line.
    base: { pid: process.pid, hostname: hostname(), port: Number(process.env.PORT) || undefined, buildId: buildId() },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACTED, censor: '[redacted]' },
  });
}

/** The process's logger (created on first use). */
export function log(): Logger {
  const holder = globalThis as Holder;
  holder[KEY] ??= create();
  return holder[KEY];
}

/** A request's path for a log line: the query only when it cannot carry a secret (as the front's access log). */
export function loggedPath(url: string | undefined): string {
  if (!url) return '';
  const query = url.indexOf('?');
  if (query < 0) return url;
  const path = url.slice(0, query);
  return path.startsWith('/api/draft-mode') || /secret|token/i.test(url.slice(query)) ? `${path}?[redacted]` : url;
}

/** The front's request id (X-Request-Id), when it is one nginx could have made: at most 64 word characters. */
export function requestIdOf(
  headers: { [name: string]: string | string[] | undefined } | Headers | undefined,
): string | undefined {
  const value = headers instanceof Headers ? headers.get('x-request-id') : headers?.['x-request-id'];
  const id = Array.isArray(value) ? value[0] : value;
  return id && /^[\w-]{1,64}$/.test(id) ? id : undefined;
}
