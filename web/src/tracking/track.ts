import type { EventName, EventParams, EventTypeOf, StatsEvent } from './events';
import { appendToQueue } from './stats-queue';
import { localStore } from './storage';

/**
 * The one entry of analytics: `track(name, type, params)`. It is tiny and part of the first load, so components can
 * call it at any time; events wait here (bounded) until the lazily loaded runtime attaches its queue. During server
 * rendering it does nothing. A page that leaves before the runtime attached (a click away, the error page's
 * countdown) stores what waits here in the analytics queue's local storage, so the next start sends it.
 */

type Sink = (event: StatsEvent) => void;

/** Our choice: events kept before the runtime has loaded; later ones are dropped. */
const PENDING_LIMIT = 100;

let sink: Sink | null = null;
let pending: StatsEvent[] = [];
let listening = false;

function keepForNextStart(): void {
  if (sink || pending.length === 0) return;
  appendToQueue(localStore(), pending);
  pending = [];
}

type ParamsArgument<N extends EventName> =
  Record<string, never> extends EventParams[N] ? [params?: EventParams[N]] : [params: EventParams[N]];

export function track<N extends EventName>(name: N, type: EventTypeOf<N>, ...[params]: ParamsArgument<N>): void {
  if (typeof window === 'undefined') return;
  const event: StatsEvent = {
    event: name,
    event_type: type,
    op_page: window.location.pathname,
    time: Date.now(),
    params: { ...(params ?? {}) },
  };
  if (!sink) {
    if (pending.length < PENDING_LIMIT) pending.push(event);
    if (!listening) {
      listening = true;
      window.addEventListener('pagehide', keepForNextStart);
    }
    return;
  }
  try {
    sink(event);
  } catch {
    // Analytics must never break the page.
  }
}

/** Called by the runtime when its queue is ready: takes the events tracked so far, then every later one. */
export function attachTrackSink(next: Sink): () => void {
  sink = next;
  const waiting = pending;
  pending = [];
  for (const event of waiting) {
    try {
      next(event);
    } catch {
      // Same as above: a failing sink loses the event, not the page.
    }
  }
  return () => {
    if (sink === next) sink = null;
  };
}
