'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { afterInteractive } from '@/tracking/main-thread';
import { closeMenusLikeMenus } from '@/shell/disclosure-menus';
import { NOTIFY_EVENT, isNotifyRequest, notifications } from '@/shell/notifications';
import { LoadingBar } from './loading-bar.client';
import { NavigationEffects } from './navigation-effects.client';
import type { WidgetsProps } from './widgets.client';

const Widgets = dynamic(() => import('./widgets.client').then((module) => module.Widgets), { ssr: false });

/**
 * The shell's one island in the first load: the loading bar, the page-change effects (scroll, update check), the
 * notice bridge and the header menus' closing. The widgets chunk is asked for only after the load event, when the browser is idle. Not as a
 * transition: a suspended transition commits after React's own timers, which a paused test clock never fires (and
 * the lazy chunk's render is a retry, which React already renders in slices).
 */
export function Shell(props: WidgetsProps) {
  const [interactive, setInteractive] = useState(false);

  useEffect(() => {
    const onNotify = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (isNotifyRequest(detail)) notifications.notify(detail);
    };
    window.addEventListener(NOTIFY_EVENT, onNotify);
    const releaseMenus = closeMenusLikeMenus(document);
    const cancel = afterInteractive(() => setInteractive(true));
    // States on <html> for whoever needs to know (and for tests): hydrated, then the widgets' own data-widgets.
    document.documentElement.dataset.shell = 'hydrated';
    return () => {
      window.removeEventListener(NOTIFY_EVENT, onNotify);
      releaseMenus();
      cancel();
    };
  }, []);

  return (
    <>
      <LoadingBar />
      <NavigationEffects buildId={props.settings.buildId} />
      {interactive ? <Widgets {...props} /> : null}
    </>
  );
}
