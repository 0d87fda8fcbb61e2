import { useCallback, useEffect, useRef } from 'react';
import { type EventName, type EventParams, type EventTypeOf, allowsType } from './events';
import { observeExposure } from './exposure';
import type { TrackKind } from './track-attributes';
import { track } from './track';

/**
 * The hook form of the old tracking directive, for client components: returns a ref callback that records the
 * element's clicks and, through IntersectionObserver, its first exposure.
 *
 *     const ref = useTracking('service_consultation', ['click', 'expose'], { entrance: 2 });
 *     return <button ref={ref}>...</button>;
 */
export function useTracking<N extends EventName>(
  name: N,
  on: ReadonlyArray<Extract<EventTypeOf<N>, TrackKind>>,
  params?: EventParams[N],
): (element: Element | null) => (() => void) | undefined {
  const latest = useRef({ name: name as EventName, params: params as object | undefined });
  useEffect(() => {
    latest.current = { name, params };
  });
  const kinds = on.join(' ');
  return useCallback(
    (element: Element | null) => {
      if (!element) return undefined;
      const record = (kind: TrackKind) => {
        const { name: current, params: currentParams } = latest.current;
        if (!allowsType(current, kind)) return;
        (track as (n: EventName, t: string, p?: object) => void)(current, kind, currentParams);
      };
      const cleanups: Array<() => void> = [];
      if (kinds.split(' ').includes('click')) {
        const onClick = () => record('click');
        element.addEventListener('click', onClick);
        cleanups.push(() => element.removeEventListener('click', onClick));
      }
      if (kinds.split(' ').includes('expose')) cleanups.push(observeExposure(element, () => record('expose')));
      return () => cleanups.forEach((cleanup) => cleanup());
    },
    [kinds],
  );
}
