'use client';

import { SCROLL_THROTTLE_MS } from '@site/schemas';
import { useEffect, useState } from 'react';
import { throttleTrailing } from '@/shell/throttle';

/** Appears once the page is scrolled past one viewport height; scrolls smoothly to the top. */
export function ScrollTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > window.innerHeight);
    const onScroll = throttleTrailing(update, SCROLL_THROTTLE_MS);
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      onScroll.cancel();
    };
  }, []);

  return (
    <button
      type="button"
      className="floating-button scroll-top"
      data-visible={visible ? 'true' : 'false'}
      aria-label={label}
      data-tooltip={label}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
    </button>
  );
}
