/**
 * Scheduling on the main thread, for everything our code does after the page has loaded (the visitor runtime and
 * the shell's widgets): no task of ours should exceed the 50 ms that make a long task, so work is cut into slices
 * that hand the thread back to the browser (input, rendering, other scripts) between them. Browser-only at call
 * time, safe to import anywhere.
 */

/** Our choice: a slice stops after this much work, well under the 50 ms of a long task even on a slow phone. */
export const SLICE_BUDGET_MS = 8;
/** Our choice: an idle callback waits at most this long on a page that is never idle. */
export const IDLE_TIMEOUT_MS = 2000;

export type Pause = () => Promise<void>;

interface PrioritizedScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and continues in a new one. `scheduler.yield()` (Chromium) resumes ahead of other queued
 * work, so a sliced job is not starved; elsewhere a MessageChannel message, which unlike `setTimeout(0)` is not
 * clamped to 4 ms after a few nestings and is not frozen by test clocks that fake timers; `setTimeout` last.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: PrioritizedScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export interface SliceOptions {
  /** Work per slice, in ms. 0: every item in its own task. */
  readonly budgetMs?: number;
  readonly now?: () => number;
  readonly pause?: Pause;
}

const clock = () => (typeof performance === 'undefined' ? Date.now() : performance.now());

/**
 * A checkpoint for a loop: awaiting it yields only once the current slice has used its budget, so cheap loops
 * cost no extra tasks and expensive ones never run long.
 */
export function sliceCheckpoint({
  budgetMs = SLICE_BUDGET_MS,
  now = clock,
  pause = yieldToMain,
}: SliceOptions = {}): Pause {
  let sliceStart = now();
  return async () => {
    if (now() - sliceStart < budgetMs) return;
    await pause();
    sliceStart = now();
  };
}

/** Runs `work` on every item in order, in slices of about `budgetMs`, yielding between slices; results in order. */
export async function mapInSlices<T, R>(
  items: Iterable<T>,
  work: (item: T, index: number) => R | Promise<R>,
  options: SliceOptions = {},
): Promise<R[]> {
  const checkpoint = sliceCheckpoint(options);
  const results: R[] = [];
  let index = 0;
  for (const item of items) {
    if (index > 0) await checkpoint();
    results.push(await work(item, index));
    index += 1;
  }
  return results;
}

/**
 * Runs steps in order, each in its own task, whatever its cost: for a start made of a few steps of unknown weight.
 * A step that starts asynchronous work and returns its promise is waited for; one that must not hold the next
 * steps back starts it with `void`.
 */
export async function runSteps(steps: ReadonlyArray<() => unknown>, pause: Pause = yieldToMain): Promise<void> {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await pause();
    await step();
  }
}

/**
 * Runs `callback` in an idle period, or after `timeoutMs` on a page that is never idle. Without requestIdleCallback
 * (Safari), after a 1 ms timer: callers have already waited for what they needed (the load event, a delay).
 * Returns a cancel function.
 */
export function whenIdle(callback: () => void, timeoutMs: number = IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => callback(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback?.(handle);
  }
  const handle = setTimeout(callback, 1);
  return () => clearTimeout(handle);
}

let loadedAt: number | undefined;

/**
 * `performance.now()` of the load event, for timings the spec counts from it (the banner's 1 s) in code that runs
 * later (the widgets chunk). Noted by `afterInteractive`'s listener; when the page had loaded before anyone asked,
 * the navigation entry's `loadEventEnd`, else the moment of the first question.
 */
export function loadEventTime(): number {
  if (loadedAt === undefined) {
    const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
    loadedAt = entry && entry.loadEventEnd > 0 ? entry.loadEventEnd : performance.now();
  }
  return loadedAt;
}

/**
 * Runs `callback` once the page is interactive: after the load event, in an idle period (at most `IDLE_TIMEOUT_MS`
 * later), so nothing started this way competes with the first render. Returns a cancel function.
 */
export function afterInteractive(callback: () => void, idleTimeoutMs: number = IDLE_TIMEOUT_MS): () => void {
  let cancelIdle: (() => void) | null = null;
  const run = () => {
    loadEventTime();
    cancelIdle = whenIdle(callback, idleTimeoutMs);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    window.removeEventListener('load', run);
    cancelIdle?.();
  };
}
