import { type ComponentType, type ReactNode, Suspense, createElement, lazy, useCallback, useState } from 'react';
import { AnswerWaiters } from './answer-waiters';
import type { AsyncDataSlotProps } from './async-data-slot';
import type { AsyncData, AsyncDataOptions } from './use-async-data';

// A type-only import above and a dynamic import here: swr and the slot load in their own chunk, when first asked.
const AsyncDataSlot = lazy(() => import('./async-data-slot')) as unknown as ComponentType<AsyncDataSlotProps<unknown>>;

const IDLE: AsyncData<never> = {
  status: 'idle',
  data: undefined,
  error: undefined,
  refresh: () => Promise.resolve(undefined),
};

/**
 * useAsyncData for islands whose calls start after an interaction or after hydration (the help search's index,
 * the download page's latest version): the same four states and the same data-fetch errors, but swr is loaded only when a
 * key is first set, so pages that never ask do not download it. Returns the state and an element the caller
 * renders anywhere in its tree (it renders nothing itself). Until the chunk has loaded, a set key reads as pending,
 * and `refresh()` waits for that key's first answer (data, or undefined after an error).
 */
export function useDeferredAsyncData<T>(
  key: string | null,
  fetcher: (signal: AbortSignal) => Promise<T>,
  options?: AsyncDataOptions<T>,
): [AsyncData<T>, ReactNode] {
  const [reported, setReported] = useState<{ key: string; state: AsyncData<T> } | null>(null);
  // The refreshes waiting for a key's first answer.
  const [waiting] = useState(() => new AnswerWaiters<string, T | undefined>());

  const onChange = useCallback(
    (dataKey: string, state: AsyncData<T>) => {
      setReported({ key: dataKey, state });
      if (state.status === 'success' || state.status === 'error') waiting.settle(dataKey, state.data);
    },
    [waiting],
  );

  const loaded = key !== null && reported?.key === key ? reported.state : null;
  const waitForAnswer = useCallback(
    () => (key === null ? Promise.resolve(undefined) : waiting.wait(key)),
    [key, waiting],
  );

  const state: AsyncData<T> =
    key === null ? IDLE : (loaded ?? { status: 'pending', data: undefined, error: undefined, refresh: waitForAnswer });
  const slot =
    key === null
      ? null
      : createElement(
          Suspense,
          { fallback: null },
          createElement(AsyncDataSlot, { dataKey: key, fetcher, options, onChange } as AsyncDataSlotProps<unknown>),
        );
  return [state, slot];
}
