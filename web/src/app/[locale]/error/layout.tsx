import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The error routes' own layout (spec section 2): the page alone, without the site's header and footer (hidden by
 * `.error-layout` in globals.css, since the locale layout above is the root layout and owns <html> and <body>).
 */
export default function ErrorRoutesLayout({ children }: { children: ReactNode }) {
  return <div className="error-layout">{children}</div>;
}
