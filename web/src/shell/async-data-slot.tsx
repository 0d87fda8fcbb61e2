import { useEffect } from 'react';
import { type AsyncData, type AsyncDataOptions, useAsyncData } from './use-async-data';

export interface AsyncDataSlotProps<T> {
  readonly dataKey: string;
  readonly fetcher: (signal: AbortSignal) => Promise<T>;
  readonly options?: AsyncDataOptions<T>;
  /** Called with every new state of the slot (status, data, error, refresh). */
  readonly onChange: (dataKey: string, state: AsyncData<T>) => void;
}

/**
 * useAsyncData (swr underneath) as a component that renders nothing and reports its state: the chunk that
 * useDeferredAsyncData loads only once a key is asked for, so swr stays out of the page's first load.
 */
export default function AsyncDataSlot<T>({ dataKey, fetcher, options, onChange }: AsyncDataSlotProps<T>) {
  const { status, data, error, refresh } = useAsyncData(dataKey, fetcher, options);
  useEffect(() => {
    onChange(dataKey, { status, data, error, refresh });
  }, [onChange, dataKey, status, data, error, refresh]);
  return null;
}
