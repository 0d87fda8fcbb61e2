'use client';

import { SCROLL_THROTTLE_MS } from '@site/schemas';
import { useEffect, useState } from 'react';
import { useTracking } from '@/tracking/use-tracking';
import { throttleTrailing } from '@/shell/throttle';
import type { ConsultationQr } from './strings';

/**
 * Chinese pages only: a round consultation button whose QR code shows on hover on a desktop,
 * toggles on tap on a phone, and hides when a phone scrolls. Its exposure (and clicks) are tracked as
 * service_consultation, entrance 2.
 */
export function Consultation({
  mobile,
  label,
  hint,
  qr,
  qrAlt,
}: {
  mobile: boolean;
  label: string;
  hint: string;
  /** The code the editor uploaded in the site settings; without one the popup shows its texts only. */
  qr: ConsultationQr | null;
  qrAlt: string;
}) {
  const [open, setOpen] = useState(false);
  const track = useTracking('service_consultation', ['expose', 'click'], { entrance: 2 });

  useEffect(() => {
    if (!mobile) return;
    const onScroll = throttleTrailing(() => setOpen(false), SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      onScroll.cancel();
    };
  }, [mobile]);

  return (
    <div
      className="consultation"
      data-open={open ? 'true' : 'false'}
      onMouseEnter={mobile ? undefined : () => setOpen(true)}
      onMouseLeave={mobile ? undefined : () => setOpen(false)}
    >
      <button
        ref={track}
        type="button"
        className="floating-button consultation-button"
        aria-label={label}
        aria-expanded={open}
        aria-controls="consultation-qr"
        onClick={mobile ? () => setOpen((value) => !value) : () => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 3C6.5 3 2 6.9 2 11.6c0 2.4 1.2 4.6 3.1 6.2L4.4 21l3.7-1.9c1.2.4 2.5.6 3.9.6 5.5 0 10-3.9 10-8.6S17.5 3 12 3zm-4.5 9.9a1.3 1.3 0 110-2.6 1.3 1.3 0 010 2.6zm4.5 0a1.3 1.3 0 110-2.6 1.3 1.3 0 010 2.6zm4.5 0a1.3 1.3 0 110-2.6 1.3 1.3 0 010 2.6z"
          />
        </svg>
      </button>
      <div id="consultation-qr" className="consultation-popup" role="dialog" aria-label={label} hidden={!open}>
        {qr ? (
          // eslint-disable-next-line @next/next/no-img-element -- a code to scan: shown as uploaded, at a fixed size.
          <img className="consultation-qr" src={qr.src} width={160} height={160} alt={qr.alt || qrAlt} />
        ) : null}
        <p className="consultation-title">{label}</p>
        <p className="consultation-hint">{hint}</p>
      </div>
    </div>
  );
}
