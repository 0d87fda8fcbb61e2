'use client';

import { usePathname } from 'next/navigation';
import { Fragment, type ReactNode } from 'react';

/**
 * Renders the current page keyed by its path, so moving to another page never carries one page's
 * client state into the next. Keyed by the pathname, not the query: reading the query with useSearchParams would
 * make every prerendered page bail out to client rendering up to a Suspense boundary, and a query change is not a
 * page change (a filter or a tracking parameter must not remount the page).
 */
export function PageKey({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return <Fragment key={pathname}>{children}</Fragment>;
}
