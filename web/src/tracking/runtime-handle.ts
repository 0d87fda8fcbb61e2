import type { VisitorIp } from './visitor-ip';

/**
 * What the started runtime offers to components that load later (pricing reads the visitor's country). Tiny and
 * part of the first load; the runtime publishes itself once it has started.
 */
export interface RuntimeHandle {
  /** The visitor-IP answer, fetched once per page load; null when the call failed. */
  readonly visitorIp: () => Promise<VisitorIp | null>;
}

let publish: (handle: RuntimeHandle) => void = () => undefined;
const ready = new Promise<RuntimeHandle>((resolve) => {
  publish = resolve;
});

export function publishRuntime(handle: RuntimeHandle): void {
  publish(handle);
}

/** The runtime once started, or null after `timeoutMs` (it may never start, e.g. during server rendering). */
export function whenRuntimeReady(timeoutMs: number): Promise<RuntimeHandle | null> {
  if (typeof window === 'undefined') return Promise.resolve(null);
  return Promise.race([ready, new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs))]);
}
