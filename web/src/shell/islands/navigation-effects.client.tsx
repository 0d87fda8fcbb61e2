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
 * What happens around a page change: the view goes to the top, or to the hash's anchor, right after the new page
 * finished (delay 0 ms); and when the build check found a newer build, the next page change is a full page load.
 *
 * Back and forward are left to the browser, as Next leaves them: it keeps a position per history entry
 * (`history.scrollRestoration` stays `auto`) and restores it once the traversal's popstate has been handled, and
 * Next's router renders the traversal inside that popstate (React renders a transition started there at once unless
 * it suspends), so the page gone back to is there at its full height, whatever the height of the page left. Nothing
 * here moves the view then. Our own copy of the positions, filed by address, put a page visited twice at its later
 * visit's place both times.
 */
export function NavigationEffects({ buildId }: { buildId: string }) {
  const pathname = usePathname();
  const first = useRef(true);
  const checker = useRef<UpdateChecker | null>(null);
  // Set by popstate (back, forward), which comes before the router renders the page it goes to.
  const traversing = useRef(false);

  useEffect(() => {
    const updates = new UpdateChecker(buildId, fetchLatestBuild);
    checker.current = updates;
    updates.start();
    // An internal link clicked on an outdated page loads the new build instead of asking the old client to render.
    const onClick = (event: MouseEvent) => {
      // A back or forward that changed only the hash left the flag up: a click starts a page change of its own.
      traversing.current = false;
      if (!updates.isOutdated) return;
      const target = internalNavigationTarget(event);
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(target.href);
    };
    const onPopState = () => {
      traversing.current = true;
    };
    window.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      updates.stop();
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
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
    // Back or forward: the browser has put the page where the visitor left it.
    if (traversing.current) {
      traversing.current = false;
      return;
    }
    const timer = setTimeout(scrollAfterPageChange, HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  return null;
}
