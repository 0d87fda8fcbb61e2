import { useCallback } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { type AsyncStatus, DEFAULT_FETCH_TIMEOUT_MS, runExclusive, statusOf } from './async-data';

export interface AsyncData<T> {
  status: AsyncStatus;
  data: T | undefined;
  error: Error | undefined;
  /** Fetches again; a request still in flight for the same key is aborted as superseded. */
  refresh: () => Promise<T | undefined>;
}

export interface AsyncDataOptions<T> {
  /** Abort with 'Request aborted due to timeout.' after this long (default 10 s). */
  timeoutMs?: number;
  /** Passed to swr (fallbackData, refreshInterval, ...). Revalidation on focus is off unless asked for. */
  swr?: SWRConfiguration<T, Error>;
}

/**
 * Asynchronous data as one of idle, pending, success or error, with swr underneath for caching
 * and deduplication. `key` null means idle (nothing asked for yet). The fetcher gets an AbortSignal; a request that
 * runs past the timeout fails with RequestTimeoutError, and one replaced by a newer request for the same key fails
 * with RequestSupersededError (REQUEST_TIMEOUT_MESSAGE, REQUEST_SUPERSEDED_MESSAGE).
 */
export function useAsyncData<T>(
  key: string | null,
  fetcher: (signal: AbortSignal) => Promise<T>,
  { timeoutMs = DEFAULT_FETCH_TIMEOUT_MS, swr }: AsyncDataOptions<T> = {},
): AsyncData<T> {
  const result = useSWR<T, Error>(key, (current: string) => runExclusive(current, fetcher, timeoutMs), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    ...swr,
  });
  const { mutate } = result;
  const refresh = useCallback(() => mutate(), [mutate]);
  return {
    status: statusOf({
      enabled: key !== null,
      hasData: result.data !== undefined,
      error: result.error,
      validating: result.isValidating,
    }),
    data: result.data,
    error: result.error,
    refresh,
  };
}
