import type { EventName, EventParams, EventTypeOf } from './events';

/**
 * The declarative form of the old tracking directive, usable in server components: spread the result on an
 * element and the runtime records its clicks and its first exposure. Typed against the event catalogue.
 */
export const TRACK_ATTRIBUTE = 'data-track';
export const TRACK_ON_ATTRIBUTE = 'data-track-on';
export const TRACK_PARAMS_ATTRIBUTE = 'data-track-params';

export type TrackKind = 'click' | 'expose';

export interface TrackAttributes {
  'data-track': string;
  'data-track-on': string;
  'data-track-params'?: string;
}

export function trackAttributes<N extends EventName>(
  name: N,
  on: ReadonlyArray<Extract<EventTypeOf<N>, TrackKind>>,
  params?: EventParams[N],
): TrackAttributes {
  const attributes: TrackAttributes = { [TRACK_ATTRIBUTE]: name, [TRACK_ON_ATTRIBUTE]: on.join(' ') };
  if (params && Object.keys(params).length > 0) attributes[TRACK_PARAMS_ATTRIBUTE] = JSON.stringify(params);
  return attributes;
}
