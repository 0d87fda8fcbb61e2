import { AsyncLocalStorage } from 'node:async_hooks';
import { subscribe } from 'node:diagnostics_channel';
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { hostname } from 'node:os';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

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
const REQUEST = Symbol.for('morphis.observability.requestId');
const BOUND = Symbol.for('morphis.observability.requestIdsBound');
type Holder = { [KEY]?: Logger; [REQUEST]?: AsyncLocalStorage<string>; [BOUND]?: true };

/** The request id of the request being served (per async context), one store for both copies of this module. */
function requestContext(): AsyncLocalStorage<string> {
  const holder = globalThis as Holder;
  holder[REQUEST] ??= new AsyncLocalStorage<string>();
  return holder[REQUEST];
}

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

/** The logger `log()` returns; a destination other than standard output is for tests. */
export function createLogger(destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level: process.env.LOG_LEVEL?.trim() || 'info',
    // One instance among several: the host, the port it serves and the release it runs name it in every line.
    // Keys of `base` are never repeated in a line's own object: pino writes both, and a JSON line with a key twice
    // reads differently in every collector.
    base: { pid: process.pid, hostname: hostname(), port: Number(process.env.PORT) || undefined, buildId: buildId() },
    // Every line written while a request is served carries its id (bindRequestIds), whoever logs it.
    mixin: () => {
      const requestId = requestContext().getStore();
      return requestId ? { requestId } : {};
    },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACTED, censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** The process's logger (created on first use). */
export function log(): Logger {
  const holder = globalThis as Holder;
  holder[KEY] ??= createLogger();
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

/**
 * From now on, everything a request of this process's HTTP servers runs (its render, its handlers, their awaits)
 * sees its X-Request-Id, and every log line carries it. Node announces each request on the `http.server.request.start`
 * channel synchronously before the server's handler runs, so the store entered there is the handler's async context.
 * Once per process.
 */
export function bindRequestIds(): void {
  const holder = globalThis as Holder;
  if (holder[BOUND]) return;
  holder[BOUND] = true;
  const store = requestContext();
  subscribe('http.server.request.start', (message) => {
    const requestId = requestIdOf((message as { request: IncomingMessage }).request.headers);
    // A request without one (not through the front) must not inherit the previous request's on a kept-alive socket.
    store.enterWith(requestId ?? '');
  });
}
