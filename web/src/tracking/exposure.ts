/**
 * Exposure detection shared by the tracking hook and the declarative `data-track` attributes: one
 * IntersectionObserver for the page, and each element reported at most once for as long as it exists.
 */

/** Our choice: an element counts as seen when half of it is in the viewport. */
export const EXPOSE_THRESHOLD = 0.5;

const exposed = new WeakSet<Element>();
const callbacks = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | null = null;

function sharedObserver(): IntersectionObserver | null {
  if (typeof IntersectionObserver === 'undefined') return null;
  observer ??= new IntersectionObserver(
    (entries, self) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || entry.intersectionRatio < EXPOSE_THRESHOLD) continue;
        const element = entry.target;
        self.unobserve(element);
        const callback = callbacks.get(element);
        callbacks.delete(element);
        if (exposed.has(element)) continue;
        exposed.add(element);
        callback?.();
      }
    },
    { threshold: EXPOSE_THRESHOLD },
  );
  return observer;
}

/** Calls `callback` the first time the element is seen; returns a cleanup. */
export function observeExposure(element: Element, callback: () => void): () => void {
  if (exposed.has(element)) return () => undefined;
  const io = sharedObserver();
  if (!io) return () => undefined;
  callbacks.set(element, callback);
  io.observe(element);
  return () => {
    callbacks.delete(element);
    io.unobserve(element);
  };
}

/** Whether an element has been reported as exposed. */
export function wasExposed(element: Element): boolean {
  return exposed.has(element);
}
