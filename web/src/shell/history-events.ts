/**
 * Browser-only. The App Router commits a client navigation by calling history.pushState/replaceState once the new
 * page has rendered; there is no router event for it, so the shell listens for those calls (and popstate) here.
 * Installed once per page load; the original methods keep working unchanged.
 */
export const HISTORY_CHANGE_EVENT = 'morphis:history';

let installed = false;

export function installHistoryEvents(win: Window = window): void {
  if (installed) return;
  installed = true;
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = win.history[method];
    win.history[method] = function patched(this: History, ...args: Parameters<History['pushState']>) {
      const result = original.apply(this, args);
      win.dispatchEvent(new Event(HISTORY_CHANGE_EVENT));
      return result;
    };
  }
}

/**
 * The URL a click on this element would navigate to inside the app, or null when the click is not a client-side
 * navigation (another origin, a new tab, a download, a modifier key, a hash on the same page).
 */
export function internalNavigationTarget(event: MouseEvent, win: Window = window): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(target instanceof HTMLAnchorElement)) return null;
  if ((target.target && target.target !== '_self') || target.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(target.href, win.location.href);
  } catch {
    return null;
  }
  if (url.origin !== win.location.origin) return null;
  const here = new URL(win.location.href);
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return url;
}
