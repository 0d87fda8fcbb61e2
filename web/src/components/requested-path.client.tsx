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
 * The not-found page is rendered once for every path, so the path in its message ('Page not found: {path}') is
 * filled in by the browser from the address it actually asked for.
 */
export function RequestedPath({ template }: { template: string }) {
  const path = useSyncExternalStore(
    subscribe,
    currentPath,
    () => '',
  );
  return <span data-path={path}>{template.replace('{path}', path)}</span>;
}
