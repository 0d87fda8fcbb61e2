import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { requireLocale } from '@/lib/routing/guard-route';

/** Pages outside the site's chrome (`/_icons` has its own layout): a brand line and the page. */
export default async function BareLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <div className="bare-shell">
      <header className="bare-header">
        <Link href="/" className="brand" aria-label={t('home')}>
          <span className="brand-mark" aria-hidden="true">
            ◆
          </span>
          <span className="brand-name">Morphis</span>
        </Link>
      </header>
      <main id="main" className="bare-main">
        {children}
      </main>
    </div>
  );
}
