'use client';

import { HASH_SCROLL_DELAY_MS } from '@site/schemas';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { internalNavigationTarget } from '@/shell/history-events';
import { BUILD_ID_PATH, UpdateChecker } from '@/shell/update-check';

function scrollAfterPageChange(): void {
  const hash = window.location.hash.slice(1);
  if (hash) {
    let id = hash;
    try {
      id = decodeURIComponent(hash);
    } catch {
      // A malformed escape: look the raw text up.
    }
    const anchor = document.getElementById(id);
    if (anchor) {
      anchor.scrollIntoView();
      return;
    }
  }
  window.scrollTo(0, 0);
}

async function fetchLatestBuild(): Promise<unknown> {
  const response = await fetch(BUILD_ID_PATH, { cache: 'no-store' });
  return response.ok ? response.json() : null;
}

/**
 * What happens around a page change (spec sections 2, 4): the view goes to the top, or to the hash's anchor, right
 * after the new page finished (delay 0 ms); and when the build check found a newer build, the next page change
 * is a full page load.
 */
export function NavigationEffects({ buildId }: { buildId: string }) {
  const pathname = usePathname();
  const first = useRef(true);
  const checker = useRef<UpdateChecker | null>(null);

  useEffect(() => {
    const updates = new UpdateChecker(buildId, fetchLatestBuild);
    checker.current = updates;
    updates.start();
    // An internal link clicked on an outdated page loads the new build instead of asking the old client to render.
    const onClick = (event: MouseEvent) => {
      if (!updates.isOutdated) return;
      const target = internalNavigationTarget(event);
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(target.href);
    };
    window.addEventListener('click', onClick, true);
    return () => {
      updates.stop();
      window.removeEventListener('click', onClick, true);
      checker.current = null;
    };
  }, [buildId]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // A page change made without a link (back, forward, router.push) on an outdated build: load it in full.
    if (checker.current?.isOutdated) {
      window.location.reload();
      return;
    }
    const timer = setTimeout(scrollAfterPageChange, HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  return null;
}
