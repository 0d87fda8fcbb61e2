import { REQUEST_SUPERSEDED_MESSAGE, REQUEST_TIMEOUT_MESSAGE } from '@site/schemas';

/**
 * The data-fetch errors (timeout, superseded) and the bookkeeping behind them: each endpoint key has at most one
 * request in flight; starting another aborts the older one with the superseded error, and a request running past
 * its timeout is aborted with the timeout error.
 */

export type AsyncStatus = 'idle' | 'pending' | 'success' | 'error';

export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  constructor(options?: ErrorOptions) {
    super(REQUEST_TIMEOUT_MESSAGE, options);
  }
}

export class RequestSupersededError extends Error {
  override readonly name = 'RequestSupersededError';
  constructor(options?: ErrorOptions) {
    super(REQUEST_SUPERSEDED_MESSAGE, options);
  }
}

/** The default timeout of a data fetch; the spec names the error, not the time. */
export const DEFAULT_FETCH_TIMEOUT_MS = 10_000;

const inFlight = new Map<string, AbortController>();

/**
 * Runs `fetcher` for `key` with an AbortSignal. The returned promise rejects with RequestSupersededError when a
 * newer request for the same key starts, and with RequestTimeoutError after `timeoutMs`.
 */
export function runExclusive<T>(
  key: string,
  fetcher: (signal: AbortSignal) => Promise<T>,
  timeoutMs = DEFAULT_FETCH_TIMEOUT_MS,
): Promise<T> {
  inFlight.get(key)?.abort(new RequestSupersededError());
  const controller = new AbortController();
  inFlight.set(key, controller);

  return new Promise<T>((resolve, reject) => {
    const timer = timeoutMs > 0 ? setTimeout(() => controller.abort(new RequestTimeoutError()), timeoutMs) : undefined;
    const finish = () => {
      if (timer !== undefined) clearTimeout(timer);
      if (inFlight.get(key) === controller) inFlight.delete(key);
    };
    // The abort reason wins over whatever the fetcher rejects with when it notices the abort.
    controller.signal.addEventListener('abort', () => {
      finish();
      reject(controller.signal.reason);
    });
    let pending: Promise<T>;
    try {
      pending = fetcher(controller.signal);
    } catch (error) {
      pending = Promise.reject(error);
    }
    pending.then(
      (value) => {
        if (controller.signal.aborted) return;
        finish();
        resolve(value);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        finish();
        reject(error);
      },
    );
  });
}

/** The status of a data slot from what swr knows about it. */
export function statusOf(input: {
  enabled: boolean;
  hasData: boolean;
  error: unknown;
  validating: boolean;
}): AsyncStatus {
  if (!input.enabled) return 'idle';
  if (input.validating) return 'pending';
  if (input.error !== undefined) return 'error';
  return input.hasData ? 'success' : 'pending';
}

/** Which of the data-fetch error texts an island shows for a failed slot: the timeout's, the superseded one's, or its own. */
export function asyncErrorKind(error: unknown): 'timeout' | 'superseded' | 'other' {
  if (error instanceof RequestTimeoutError) return 'timeout';
  if (error instanceof RequestSupersededError) return 'superseded';
  return 'other';
}

/** The localized texts of the two data-fetch errors, as islands receive them from the server. */
export interface AsyncErrorLabels {
  readonly timeout: string;
  readonly superseded: string;
}
