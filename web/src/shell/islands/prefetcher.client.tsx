'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { mapInSlices, yieldToMain } from '@/tracking/main-thread';
import { type ConnectionInfo, PrefetchQueue, canPrefetch } from '@/shell/prefetch-queue';

/** A prefetch holds its slot until its response has arrived, or this long at most. */
const SLOT_TIMEOUT_MS = 5000;
/** Links opted out of prefetching. */
const NO_PREFETCH = '[data-no-prefetch]';

/**
 * A link to a page in another language (its `hreflang` is not the page's: the language switcher, an empty
 * listing's link to its English version). Those are plain anchors, which load a new document, so a router prefetch
 * is wasted; and Next 16.4's router, prefetching the same route in another locale through the static rewrite (from
 * /km/news to /news), asks for a page segment that does not exist and retried it without end: ~90 requests a
 * second for as long as the page stayed open.
 */
function toOtherLanguage(anchor: HTMLAnchorElement): boolean {
  return anchor.hreflang !== '' && anchor.hreflang !== document.documentElement.lang;
}

function connection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/** Resolves when the browser has received a router prefetch (an `_rsc` request) for `pathname`. */
function prefetchArrived(pathname: string): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | null = null;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, SLOT_TIMEOUT_MS);
    try {
      observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          try {
            const url = new URL(entry.name);
            if (url.pathname === pathname && url.searchParams.has('_rsc')) return done();
          } catch {
            // Not a URL we care about.
          }
        }
      });
      observer.observe({ type: 'resource', buffered: false });
    } catch {
      // No PerformanceObserver: the slot is freed by the timeout.
    }
  });
}

/**
 * Link prefetching: internal links are prefetched when they come into view or are hovered, at
 * most 5 at a time, and not at all in data-saver mode or on a 2g connection. The site's Link turns Next's own
 * prefetching off (web/src/i18n/navigation.ts), so this is the only prefetcher.
 */
export function Prefetcher() {
  const router = useRouter();

  useEffect(() => {
    if (!canPrefetch(connection()) || typeof IntersectionObserver === 'undefined') return;
    const queue = new PrefetchQueue();
    const here = () => window.location.pathname;

    const enqueue = (anchor: HTMLAnchorElement) => {
      if (
        anchor.matches(NO_PREFETCH) ||
        toOtherLanguage(anchor) ||
        (anchor.target && anchor.target !== '_self') ||
        anchor.hasAttribute('download')
      ) {
        return;
      }
      let url: URL;
      try {
        url = new URL(anchor.href, window.location.href);
      } catch {
        return;
      }
      if (url.origin !== window.location.origin || url.pathname === here() || !canPrefetch(connection())) return;
      const path = `${url.pathname}${url.search}`;
      // Each prefetch starts in a task of its own: the router's work for one link is not small on a phone, and a
      // page that comes into view can start five at once.
      queue.add(path, async () => {
        await yieldToMain();
        const arrived = prefetchArrived(url.pathname);
        router.prefetch(path);
        return arrived;
      });
    };

    const visible = new IntersectionObserver((entries) => {
      const shown = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLAnchorElement);
      shown.forEach((anchor) => visible.unobserve(anchor));
      // A list page brings dozens of links into view at once: they are queued in slices.
      void mapInSlices(shown, enqueue);
    });
    const watch = (root: ParentNode) =>
      root.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((a) => visible.observe(a));
    watch(document);
    const added = new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (node instanceof HTMLAnchorElement && node.href) visible.observe(node);
          else if (node instanceof Element) watch(node);
        });
      }
    });
    added.observe(document.body, { childList: true, subtree: true });
    const onHover = (event: PointerEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (anchor instanceof HTMLAnchorElement) enqueue(anchor);
    };
    document.addEventListener('pointerover', onHover, { passive: true });

    return () => {
      visible.disconnect();
      added.disconnect();
      document.removeEventListener('pointerover', onHover);
    };
  }, [router]);

  return null;
}
