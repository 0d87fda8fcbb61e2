'use client';

import { LOADING_BAR_HEIGHT_PX } from '@site/schemas';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { HISTORY_CHANGE_EVENT, installHistoryEvents, internalNavigationTarget } from '@/shell/history-events';
import { type LoadingBarState, LoadingBarController } from '@/shell/loading-progress';

/** A navigation that never commits (an error, an aborted click) must not leave the bar running. */
const GIVE_UP_MS = 15_000;

/**
 * The top loading bar of client navigations: 3 px high, shown only when a navigation takes longer
 * than 200 ms, growing over 2000 ms, completed when the new page commits.
 */
export function LoadingBar() {
  const [state, setState] = useState<LoadingBarState>({ visible: false, progress: 0 });
  const controller = useRef<LoadingBarController | null>(null);
  const pathname = usePathname();

  useEffect(() => {
    const bar = new LoadingBarController(setState);
    controller.current = bar;
    installHistoryEvents();
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      if (giveUp !== undefined) clearTimeout(giveUp);
      giveUp = undefined;
      bar.finish();
    };
    const start = () => {
      bar.start();
      if (giveUp !== undefined) clearTimeout(giveUp);
      giveUp = setTimeout(finish, GIVE_UP_MS);
    };
    const onClick = (event: MouseEvent) => {
      if (internalNavigationTarget(event)) start();
    };
    window.addEventListener('click', onClick, true);
    window.addEventListener('popstate', start);
    window.addEventListener(HISTORY_CHANGE_EVENT, finish);
    return () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', start);
      window.removeEventListener(HISTORY_CHANGE_EVENT, finish);
      if (giveUp !== undefined) clearTimeout(giveUp);
      bar.dispose();
      controller.current = null;
    };
  }, []);

  // The page under a new path has rendered: whatever started the bar is over.
  useEffect(() => {
    controller.current?.finish();
  }, [pathname]);

  return (
    <div
      className="loading-bar"
      role="progressbar"
      aria-hidden={!state.visible}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(state.progress)}
      data-visible={state.visible ? 'true' : 'false'}
      style={{
        height: LOADING_BAR_HEIGHT_PX,
        transform: `scaleX(${state.progress / 100})`,
        opacity: state.visible ? 1 : 0,
      }}
    />
  );
}
