'use client';

import { usePathname } from 'next/navigation';
import { type AnchorHTMLAttributes, useEffect, useRef } from 'react';
import { withFrom } from '@/shell/auth-links';

/**
 * A register or login link: the configured URL, carrying `from` = the visitor's current full
 * address unless it has one. The server renders the URL without `from` (it cannot know the address); the browser
 * adds it after hydration, after each page change and again just before the link is followed.
 */
export function AuthLink({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const pathname = usePathname();
  const update = () => {
    if (ref.current) ref.current.href = withFrom(href, window.location.href);
  };
  // Re-run on page change: the address is what changed.
  useEffect(update, [href, pathname]);
  return <a ref={ref} href={href} onPointerDown={update} onFocus={update} onClick={update} {...rest} />;
}
