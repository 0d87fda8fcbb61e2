import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { NAV_GROUPS } from '@/lib/site-nav';
import type { LocaleCode } from '@site/schemas';

const COMPANY_LINKS = [
  { key: 'aboutUs', href: '/about-us' },
  { key: 'pricing', href: '/pricing' },
  { key: 'faq', href: '/faq' },
  { key: 'release', href: '/release' },
  { key: 'referral', href: '/referral-program' },
  { key: 'docs', href: '/docs' },
] as const;

export async function SiteFooter({ locale }: { locale: LocaleCode }) {
  const t = await getTranslations({ locale, namespace: 'Nav' });
  const f = await getTranslations({ locale, namespace: 'Footer' });
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-about">
          <p className="brand">
            <span className="brand-mark" aria-hidden="true">◆</span> <span className="brand-name">Morphis</span>
          </p>
          <p>{f('tagline')}</p>
        </div>
        {NAV_GROUPS.slice(1).map((group) => (
          <nav key={group.key} aria-label={t(`groups.${group.key}`)}>
            <h2>{t(`groups.${group.key}`)}</h2>
            <ul>
              {group.items.map((item) => (
                <li key={item.key}>
                  <Link href={item.href} className="truncate" data-tooltip-overflow="">
                    {t(`items.${item.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label={f('company')}>
          <h2>{f('company')}</h2>
          <ul>
            {COMPANY_LINKS.map((item) => (
              <li key={item.key}>
                <Link href={item.href} className="truncate" data-tooltip-overflow="">
                  {t(`items.${item.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container footer-bottom">
        <p>{f('copyright', { year: 2026 })}</p>
      </div>
    </footer>
  );
}
