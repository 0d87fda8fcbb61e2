import { type EventName, allowsType, isEventName } from './events';
import { observeExposure } from './exposure';
import { TRACK_ATTRIBUTE, TRACK_ON_ATTRIBUTE, TRACK_PARAMS_ATTRIBUTE, type TrackKind } from './track-attributes';
import { track } from './track';

/**
 * Runs the `data-track` attributes (see track-attributes.ts): one capturing click listener for the document, and
 * exposure observation for every marked element present now or added later. Unknown event names, event types the
 * catalogue does not allow for the name, and unreadable parameters are ignored.
 */

interface Marked {
  readonly name: EventName;
  readonly on: readonly string[];
  readonly params: Record<string, unknown>;
}

export function readMark(element: Element): Marked | null {
  const name = element.getAttribute(TRACK_ATTRIBUTE);
  if (!isEventName(name)) return null;
  let params: Record<string, unknown> = {};
  const text = element.getAttribute(TRACK_PARAMS_ATTRIBUTE);
  if (text) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) params = parsed as Record<string, unknown>;
    } catch {
      return null;
    }
  }
  const on = (element.getAttribute(TRACK_ON_ATTRIBUTE) ?? 'click').split(/\s+/).filter(Boolean);
  return { name, on, params };
}

function record(mark: Marked, kind: TrackKind): void {
  if (!mark.on.includes(kind) || !allowsType(mark.name, kind)) return;
  (track as (name: EventName, type: string, params?: object) => void)(mark.name, kind, mark.params);
}

export function installDeclarativeTracking(doc: Document = document): () => void {
  const selector = `[${TRACK_ATTRIBUTE}]`;
  const watched = new Map<Element, () => void>();

  const watch = (element: Element) => {
    if (watched.has(element)) return;
    const mark = readMark(element);
    if (!mark || !mark.on.includes('expose')) return;
    watched.set(
      element,
      observeExposure(element, () => record(readMark(element) ?? mark, 'expose')),
    );
  };
  const scan = (root: Element | Document) => {
    if (root instanceof Element && root.matches(selector)) watch(root);
    root.querySelectorAll(selector).forEach(watch);
  };

  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest(selector) : null;
    const mark = target ? readMark(target) : null;
    if (mark) record(mark, 'click');
  };

  doc.addEventListener('click', onClick, true);
  scan(doc);
  const mutations =
    typeof MutationObserver === 'undefined'
      ? null
      : new MutationObserver((records) => {
          for (const change of records) {
            change.addedNodes.forEach((node) => {
              if (node instanceof Element) scan(node);
            });
            change.removedNodes.forEach((node) => {
              if (!(node instanceof Element)) return;
              for (const [element, stop] of watched) {
                if (!element.isConnected) {
                  stop();
                  watched.delete(element);
                }
              }
            });
          }
        });
  mutations?.observe(doc.documentElement, { childList: true, subtree: true });

  return () => {
    doc.removeEventListener('click', onClick, true);
    mutations?.disconnect();
    watched.forEach((stop) => stop());
    watched.clear();
  };
}
