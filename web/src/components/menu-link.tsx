import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import type { MenuLink as MenuLinkData } from '@/lib/site-nav';

/** A menu entry: a site page through the site's Link (locale prefix), another website in a new tab. */
export function MenuLink({ link, className, children, ...rest }: { link: MenuLinkData; className?: string; children?: ReactNode; 'data-tooltip-overflow'?: string }) {
  const text = children ?? link.label;
  return link.external ? (
    <a href={link.href} className={className} target="_blank" rel="noopener noreferrer" {...rest}>
      {text}
    </a>
  ) : (
    <Link href={link.href} className={className} {...rest}>
      {text}
    </Link>
  );
}
