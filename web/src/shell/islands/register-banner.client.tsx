'use client';

import { type LocaleCode, SCROLL_THROTTLE_MS, bannerLanguage } from '@site/schemas';
import { type MouseEvent, useEffect, useState } from 'react';
import { loadEventTime } from '@/tracking/main-thread';
import { trackAttributes } from '@/tracking/track-attributes';
import { withFrom } from '@/shell/auth-links';
import { BannerController } from '@/shell/banner-controller';
import { throttleTrailing } from '@/shell/throttle';

/** Our choice: once closed, the banner stays closed for the rest of the visit (this tab). */
export const BANNER_CLOSED_KEY = 'registerBannerClosed';

function closedThisVisit(): boolean {
  try {
    return window.sessionStorage.getItem(BANNER_CLOSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Mobile only: the fixed bottom registration banner. Shown 1 s after the load event (at once if
 * this chunk came later), hidden while the visitor scrolls down, back on scrolling up or 5 s after scrolling stops.
 * Its left edge closes it; the rest opens the register URL, with `from` = the current address, in a new tab.
 */
export function RegisterBanner({
  locale,
  registerUrl,
  alt,
  closeLabel,
  openLabel,
}: {
  locale: LocaleCode;
  registerUrl: string | undefined;
  alt: string;
  closeLabel: string;
  openLabel: string;
}) {
  const [visible, setVisible] = useState(false);
  const [closed, setClosed] = useState(closedThisVisit);
  const [controller] = useState(() => new BannerController(setVisible));

  useEffect(() => {
    if (closed || !registerUrl) return;
    // Counted from the load event, not from this chunk's arrival (after the load, in an idle moment).
    controller.start(window.scrollY, performance.now() - loadEventTime());
    const onScroll = throttleTrailing(() => controller.scrolled(window.scrollY), SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      onScroll.cancel();
      controller.dispose();
    };
  }, [closed, controller, registerUrl]);

  if (closed || !registerUrl) return null;

  const close = () => {
    controller.close();
    setClosed(true);
    try {
      window.sessionStorage.setItem(BANNER_CLOSED_KEY, '1');
    } catch {
      // Without storage it stays closed until the next full page load.
    }
  };
  const addFrom = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = withFrom(registerUrl, window.location.href);
  };
  const language = bannerLanguage(locale);

  return (
    <div
      className="register-banner"
      data-visible={visible ? 'true' : 'false'}
      data-banner-language={language}
      aria-hidden={!visible}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- a local SVG drawn for this banner. */}
      <img src={`/images/register-banner-${language}.svg`} alt={alt} width={750} height={120} />
      <button
        type="button"
        className="register-banner-close"
        aria-label={closeLabel}
        tabIndex={visible ? 0 : -1}
        onClick={close}
      />
      <a
        className="register-banner-link"
        href={registerUrl}
        target="_blank"
        rel="noopener"
        aria-label={openLabel}
        tabIndex={visible ? 0 : -1}
        onPointerDown={addFrom}
        onClick={addFrom}
        {...trackAttributes('register_link', ['click', 'expose'], { position: 'mobile_banner' })}
      />
    </div>
  );
}
