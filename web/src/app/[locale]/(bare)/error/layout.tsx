import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The error routes ("error pages with a custom layout"): inside the bare layout (no site header or
 * footer), centred, and without the registration banner and floating buttons (`.error-layout` in globals.css).
 */
export default function ErrorRoutesLayout({ children }: { children: ReactNode }) {
  return <div className="error-layout">{children}</div>;
}
