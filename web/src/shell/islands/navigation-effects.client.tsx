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

/** One history entry's address, as far as positions go (a hash is a place on the page, not another page). */
const addressKey = () => `${window.location.pathname}${window.location.search}`;

async function fetchLatestBuild(): Promise<unknown> {
  const response = await fetch(BUILD_ID_PATH, { cache: 'no-store' });
  return response.ok ? response.json() : null;
}

/**
 * What happens around a page change: the view goes to the top, or to the hash's anchor, right after the new page
 * finished (delay 0 ms), except when the change is the browser's back or forward, where the position the browser
 * (and Next's router) restores is the visitor's; and when the build check found a newer build, the next page change
 * is a full page load.
 */
export function NavigationEffects({ buildId }: { buildId: string }) {
  const pathname = usePathname();
  const first = useRef(true);
  const checker = useRef<UpdateChecker | null>(null);
  // Set by popstate (back, forward), which comes before the router renders the page it goes to.
  const traversing = useRef(false);
  // Where the visitor was on each address of this visit. The browser restores a position at popstate, while the
  // page it leaves is still shown, so a long page comes back clamped to the short one's height: put back after it.
  const positions = useRef(new Map<string, number>());

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
    // Filed under the address shown when the page scrolled (one map write per scroll event). Between a back or
    // forward and the page it goes to, the location bar already names that page while the one left is still shown
    // (and the browser scrolls it): nothing is filed then.
    const onScroll = () => {
      if (!traversing.current) positions.current.set(addressKey(), window.scrollY);
    };
    window.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      updates.stop();
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('scroll', onScroll);
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
    if (traversing.current) {
      traversing.current = false;
      const restored = positions.current.get(addressKey());
      if (restored === undefined) return;
      const timer = setTimeout(() => window.scrollTo(0, restored), HASH_SCROLL_DELAY_MS);
      return () => clearTimeout(timer);
    }
    const timer = setTimeout(scrollAfterPageChange, HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  return null;
}
