import { whenIdle, yieldToMain } from './main-thread';

/**
 * Starts deferred work (the fingerprint) once the page has settled: at least `delayMs` after the load event and
 * then in an idle period. A visitor who interacts earlier may be about to leave, so the first interaction starts
 * it at once instead, in a task of its own after the event's handlers. Whichever comes first wins; it runs once.
 */

export interface DeferredStartOptions {
  readonly delayMs: number;
  /** Events that count as an interaction, listened to passively on `target`, in the capture phase. */
  readonly events: readonly string[];
  readonly target?: EventTarget;
  /** When the load event ended, on the `now` timeline; the delay counts from there. */
  readonly loadedAt?: number;
  readonly now?: () => number;
  readonly idle?: (callback: () => void) => () => void;
  readonly pause?: () => Promise<void>;
}

/** The end of the load event on the performance timeline, or now when the browser does not say. */
export function loadEventEnd(): number {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  const end = (navigation as PerformanceNavigationTiming | undefined)?.loadEventEnd;
  return end && end > 0 ? end : performance.now();
}

/** Returns a cancel function (nothing runs after it). */
export function startWhenSettled(run: () => void, options: DeferredStartOptions): () => void {
  const {
    delayMs,
    events,
    target = window,
    now = () => performance.now(),
    loadedAt = loadEventEnd(),
    idle = (callback: () => void) => whenIdle(callback),
    pause = yieldToMain,
  } = options;
  let done = false;
  let cancelIdle: () => void = () => undefined;
  const listening = { capture: true, passive: true } as const;

  // The runtime starts after the load event, so part of the delay may have passed already (never more than all).
  const remaining = Math.min(delayMs, Math.max(0, loadedAt + delayMs - now()));
  const timer = setTimeout(() => {
    cancelIdle = idle(start);
  }, remaining);
  for (const type of events) target.addEventListener(type, onInteraction, listening);

  function stop() {
    done = true;
    clearTimeout(timer);
    cancelIdle();
    for (const type of events) target.removeEventListener(type, onInteraction, listening);
  }
  function start() {
    if (done) return;
    stop();
    run();
  }
  function onInteraction() {
    if (done) return;
    stop();
    // Not inside the listener: the visitor's own input is handled and painted first.
    void pause().then(run);
  }
  return stop;
}
