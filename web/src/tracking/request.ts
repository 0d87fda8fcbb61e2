import {
  API_ERROR_TRIGGER,
  type BackendEndpoints,
  NEVER_RETRIED_METHODS,
  REQUEST_TIMEOUT_MS,
  RETRY_DELAY_MS,
  RETRY_STATUSES,
} from '@site/schemas';
import { track } from './track';

/**
 * The backend request wrapper: prefixes a base address, rejects on a request error, an empty answer or a
 * non-zero code and reports the failure; idempotent requests are retried once on the listed statuses, and POST,
 * PUT, PATCH and DELETE never are.
 */

export type Method = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The backend's answer envelope. */
export interface ApiAnswer<T = unknown> {
  readonly code: number | string;
  readonly data?: T;
  readonly msg?: string;
}

/** `aborted`: the caller's own signal ended it (a newer request, a page change): not a failure, never reported. */
export type RequestErrorKind = 'config' | 'network' | 'timeout' | 'status' | 'empty' | 'parse' | 'code' | 'aborted';

export class RequestError extends Error {
  override readonly name = 'RequestError';
  constructor(
    readonly kind: RequestErrorKind,
    readonly method: Method,
    readonly url: string,
    message: string,
    readonly status?: number,
    readonly code?: number | string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export interface RequestOptions {
  readonly method?: Method;
  readonly query?: Readonly<Record<string, string | number | undefined>>;
  readonly body?: FormData | URLSearchParams;
  readonly credentials?: RequestCredentials;
  readonly timeoutMs?: number;
  /** The caller's signal (useAsyncData's): aborting it ends the request, and no retry follows. */
  readonly signal?: AbortSignal;
}

export interface RequestDeps {
  readonly fetch?: typeof fetch;
  readonly report?: (error: RequestError) => void;
  readonly sleep?: (ms: number) => Promise<void>;
}

/** Reports a failed call as an analytics error event (trigger 'api error'). */
export function reportRequestError(error: RequestError): void {
  track('api_error', 'error', {
    trigger: API_ERROR_TRIGGER,
    position: error.url.split('?')[0] ?? error.url,
    method: error.method,
    ...(error.status !== undefined ? { status: error.status } : {}),
    ...(error.code !== undefined ? { code: error.code } : {}),
    message: error.message,
  });
}

/** Joins a base and a path with exactly one slash, and appends the defined query values. */
export function joinUrl(base: string, path: string, query?: RequestOptions['query']): string {
  const url = new URL(`${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.href;
}

export function isRetryable(method: Method, status: number): boolean {
  return (
    !(NEVER_RETRIED_METHODS as readonly string[]).includes(method) &&
    (RETRY_STATUSES as readonly number[]).includes(status)
  );
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function attempt(url: string, method: Method, options: RequestOptions, fetcher: typeof fetch): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const outer = options.signal;
  const abortFromCaller = () => controller.abort();
  if (outer?.aborted) controller.abort();
  outer?.addEventListener('abort', abortFromCaller, { once: true });
  try {
    return await fetcher(url, {
      method,
      credentials: options.credentials ?? 'same-origin',
      signal: controller.signal,
      ...(options.body ? { body: options.body } : {}),
    });
  } catch (cause) {
    if (outer?.aborted)
      throw new RequestError('aborted', method, url, 'Request aborted by the caller', undefined, undefined, { cause });
    const timedOut = controller.signal.aborted;
    throw new RequestError(
      timedOut ? 'timeout' : 'network',
      method,
      url,
      timedOut ? 'Request timed out' : 'Network error',
      undefined,
      undefined,
      { cause },
    );
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', abortFromCaller);
  }
}

async function run<T>(base: string, path: string, options: RequestOptions, deps: RequestDeps): Promise<ApiAnswer<T>> {
  const method = options.method ?? 'GET';
  if (!base) throw new RequestError('config', method, path, 'No base address configured');
  const url = joinUrl(base, path, options.query);
  const fetcher = deps.fetch ?? globalThis.fetch.bind(globalThis);
  let response = await attempt(url, method, options, fetcher);
  if (!response.ok && isRetryable(method, response.status) && !options.signal?.aborted) {
    await (deps.sleep ?? defaultSleep)(RETRY_DELAY_MS);
    response = await attempt(url, method, options, fetcher);
  }
  if (!response.ok) throw new RequestError('status', method, url, `HTTP ${response.status}`, response.status);
  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    throw new RequestError('network', method, url, 'Answer interrupted', response.status, undefined, { cause });
  }
  if (!text.trim()) throw new RequestError('empty', method, url, 'Empty answer', response.status);
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch (cause) {
    throw new RequestError('parse', method, url, 'Answer is not JSON', response.status, undefined, { cause });
  }
  if (answer === null || typeof answer !== 'object')
    throw new RequestError('empty', method, url, 'Empty answer', response.status);
  const { code } = answer as ApiAnswer<T>;
  if (code !== 0 && code !== '0') {
    const message = typeof (answer as ApiAnswer).msg === 'string' ? (answer as ApiAnswer).msg! : `Code ${String(code)}`;
    throw new RequestError('code', method, url, message, response.status, code ?? 'missing');
  }
  return answer as ApiAnswer<T>;
}

export async function request<T = unknown>(
  base: string,
  path: string,
  options: RequestOptions = {},
  deps: RequestDeps = {},
): Promise<ApiAnswer<T>> {
  try {
    return await run<T>(base, path, options, deps);
  } catch (error) {
    const failure =
      error instanceof RequestError
        ? error
        : new RequestError('network', options.method ?? 'GET', path, 'Request failed', undefined, undefined, {
            cause: error,
          });
    try {
      if (failure.kind !== 'aborted') (deps.report ?? reportRequestError)(failure);
    } catch {
      // Reporting is best effort.
    }
    throw failure;
  }
}

export type Caller = <T = unknown>(path: string, options?: RequestOptions) => Promise<ApiAnswer<T>>;

export interface Api {
  /** {api} calls. */
  readonly api: Caller;
  /** {web api} calls. */
  readonly webApi: Caller;
  /** The generic client request wrapper: {client api} calls. */
  readonly clientApi: Caller;
}

export function createApi(endpoints: BackendEndpoints, deps: RequestDeps = {}): Api {
  const bound =
    (base: string): Caller =>
    (path, options) =>
      request(base, path, options, deps);
  return { api: bound(endpoints.api), webApi: bound(endpoints.webApi), clientApi: bound(endpoints.clientApi) };
}
