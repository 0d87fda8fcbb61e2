'use client';

import { type SyntheticEvent, useEffect, useRef } from 'react';

export const DRAFT_MODE_DISABLE_PATH = '/api/draft-mode/disable';

/** The exit address for the page the editor is on now (its public path and query, on this host). */
function exitHref(): string {
  const { pathname, search } = window.location;
  return `${DRAFT_MODE_DISABLE_PATH}?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
}

/**
 * The Preview bar's exit link. The server does not know the public path (the Chinese host's `/pricing` is rendered
 * as `/zh/pricing`), so the browser fills it in at hydration and again when the link is used (after client-side
 * navigation). Without JavaScript the plain link still works: the disable route goes back to the Referer.
 */
export function PreviewExitLink({ label }: { label: string }) {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (link.current) link.current.href = exitHref();
  }, []);
  const refresh = (event: SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = exitHref();
  };
  return (
    <a ref={link} href={DRAFT_MODE_DISABLE_PATH} className="preview-bar-exit" data-preview-exit onPointerDown={refresh} onFocus={refresh} onClick={refresh}>
      {label}
    </a>
  );
}
