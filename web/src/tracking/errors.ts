import { ERROR_CODES, ERROR_REPORT_LIMIT, PRELOAD_ERROR_EVENT, RELOAD_GUARD_KEY, RELOAD_GUARD_MS } from '@site/schemas';
import { type KeyValueStore, readJson, setItem } from './storage';
import { track } from './track';

/**
 * Error reporting: failed resource loads 100101, script errors 100102, unhandled promise
 * rejections 100103. A script or stylesheet of our own origin that fails to load (a chunk gone after a deploy)
 * first dispatches a cancelable `preload-error` event on window, then, unless a listener prevented
 * it, reloads the page, at most once per 10 s per path. Images and third-party files are reported, never reloaded.
 * Identical reports are sent once per page load, and at most ERROR_REPORT_LIMIT in all.
 */

const MAX_TEXT = 1000;
const clip = (text: unknown) => String(text ?? '').slice(0, MAX_TEXT);

export interface ErrorReportingDeps {
  readonly target: Window;
  readonly session: KeyValueStore | null;
  readonly reload: () => void;
  readonly now?: () => number;
  readonly report?: typeof track;
}

/** The detail of the `preload-error` event: the chunk that failed. */
export interface PreloadErrorDetail {
  readonly url: string;
  readonly tag: 'script' | 'link';
}

/** Dispatches `preload-error`; true when nobody prevented the default (the reload). */
export function dispatchPreloadError(target: Window, detail: PreloadErrorDetail): boolean {
  const EventClass = (target as Window & typeof globalThis).CustomEvent ?? CustomEvent;
  return target.dispatchEvent(new EventClass<PreloadErrorDetail>(PRELOAD_ERROR_EVENT, { cancelable: true, detail }));
}

/** True (and remembered) when this path has not been reloaded in the last 10 s. */
export function claimReload(session: KeyValueStore | null, path: string, now: number): boolean {
  const stored = readJson<Record<string, number>>(session, RELOAD_GUARD_KEY, {});
  const guard = stored && typeof stored === 'object' ? stored : {};
  const last = guard[path];
  if (typeof last === 'number' && now - last < RELOAD_GUARD_MS && now >= last) return false;
  const kept = Object.fromEntries(
    Object.entries(guard).filter(([, time]) => typeof time === 'number' && now - time < RELOAD_GUARD_MS),
  );
  setItem(session, RELOAD_GUARD_KEY, JSON.stringify({ ...kept, [path]: now }));
  return true;
}

function resourceUrl(element: Element): string {
  const candidate =
    (element as HTMLImageElement).currentSrc || element.getAttribute('src') || element.getAttribute('href') || '';
  try {
    return new URL(candidate, element.ownerDocument.baseURI).href;
  } catch {
    return candidate;
  }
}

function isOwnCode(element: Element, url: string, origin: string): boolean {
  const tag = element.tagName.toLowerCase();
  const code = tag === 'script' || (tag === 'link' && /\bstylesheet\b/i.test(element.getAttribute('rel') ?? ''));
  return code && url.startsWith(`${origin}/`);
}

function describe(reason: unknown): { message: string; stack: string } {
  if (reason instanceof Error) return { message: clip(`${reason.name}: ${reason.message}`), stack: clip(reason.stack) };
  if (typeof reason === 'string') return { message: clip(reason), stack: '' };
  try {
    return { message: clip(JSON.stringify(reason)), stack: '' };
  } catch {
    return { message: clip(reason), stack: '' };
  }
}

/** Listens for the three kinds of failure; returns an uninstaller. */
export function installErrorReporting(deps: ErrorReportingDeps): () => void {
  const { target } = deps;
  const now = deps.now ?? Date.now;
  const report = deps.report ?? track;
  const seen = new Set<string>();
  const once = (signature: string) => {
    if (seen.has(signature) || seen.size >= ERROR_REPORT_LIMIT) return false;
    seen.add(signature);
    return true;
  };

  const onError = (event: Event) => {
    const source = event.target;
    if (source && source !== target && typeof (source as Element).tagName === 'string') {
      const element = source as Element;
      const url = resourceUrl(element);
      const tag = element.tagName.toLowerCase();
      if (once(`${ERROR_CODES.resourceLoad}|${tag}|${url}`)) {
        report('resource_error', 'error', { code: ERROR_CODES.resourceLoad, tag, url: clip(url) });
      }
      if (
        isOwnCode(element, url, target.location.origin) &&
        dispatchPreloadError(target, { url, tag: tag === 'script' ? 'script' : 'link' }) &&
        claimReload(deps.session, target.location.pathname, now())
      ) {
        deps.reload();
      }
      return;
    }
    const error = event as ErrorEvent;
    const message = clip(error.message || (error.error instanceof Error ? error.error.message : ''));
    const stack = clip(error.error instanceof Error ? error.error.stack : '');
    const line = Number(error.lineno) || 0;
    const column = Number(error.colno) || 0;
    if (!once(`${ERROR_CODES.script}|${message}|${error.filename}|${line}|${column}`)) return;
    report('script_error', 'error', {
      code: ERROR_CODES.script,
      message,
      source: clip(error.filename),
      line,
      column,
      stack,
    });
  };

  const onRejection = (event: PromiseRejectionEvent) => {
    const { message, stack } = describe(event.reason);
    if (!once(`${ERROR_CODES.unhandledRejection}|${message}|${stack}`)) return;
    report('unhandled_rejection', 'error', { code: ERROR_CODES.unhandledRejection, message, stack });
  };

  // Capture phase: resource errors do not bubble, so only a capturing listener on window sees them.
  target.addEventListener('error', onError, true);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError, true);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
