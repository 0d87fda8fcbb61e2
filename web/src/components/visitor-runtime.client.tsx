'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { installErrorReporting } from '@/tracking/errors';
import { afterInteractive } from '@/tracking/main-thread';
import type { RuntimeSettings } from '@/tracking/settings';
import { sessionStore } from '@/tracking/storage';
import { track } from '@/tracking/track';

let scheduled = false;

/** Loads the runtime after the load event, when the browser is idle: it never competes with the first render. */
function scheduleRuntime(settings: RuntimeSettings): void {
  if (scheduled) return;
  scheduled = true;
  afterInteractive(() => {
    import('@/tracking/start').then(
      ({ startRuntime }) => startRuntime(settings),
      () => undefined, // A chunk that fails to load is reported as a resource error; the page carries on.
    );
  });
}

/**
 * The visitor runtime's only island: error reporting from hydration on, a page_view per page, and the rest of the
 * runtime (attribution, referral, analytics queue, fingerprint) loaded lazily once the page is interactive.
 * Renders nothing.
 */
export function VisitorRuntime({ settings, locale }: { settings: RuntimeSettings; locale: string }) {
  const pathname = usePathname();

  useEffect(() => {
    const uninstall = installErrorReporting({
      target: window,
      session: sessionStore(),
      reload: () => window.location.reload(),
    });
    scheduleRuntime(settings);
    return uninstall;
  }, [settings]);

  useEffect(() => {
    track('page_view', 'view', { locale });
  }, [pathname, locale]);

  return null;
}
