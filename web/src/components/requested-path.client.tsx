'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

function currentPath(): string {
  try {
    return decodeURI(window.location.pathname);
  } catch {
    return window.location.pathname;
  }
}

/**
 * The path in the not-found message ('Page not found: {path}'). A page that knows what was asked renders it on the
 * server (`path`), so the HTML carries it without JavaScript; the not-found boundary (not-found.tsx, which has no
 * params) and /error/404 leave it to the browser, which fills in the address it actually asked for.
 */
export function RequestedPath({ template, path = '' }: { template: string; path?: string }) {
  const shown = useSyncExternalStore(subscribe, currentPath, () => path);
  return <span data-path={shown}>{template.replace('{path}', shown)}</span>;
}
