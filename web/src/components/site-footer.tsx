import { getTranslations } from 'next-intl/server';
import { content } from '@/content';
import { siteMenus } from '@/lib/site/site-nav';
import type { LocaleCode } from '@site/schemas';
import { MenuLink } from './menu-link';

/** The footer: the brand and tagline, then the columns of the CMS navigation's footer. */
export async function SiteFooter({ locale }: { locale: LocaleCode }) {
  const f = await getTranslations({ locale, namespace: 'Footer' });
  const columns = siteMenus(await content.getNavigation(locale)).footer;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-about">
          <p className="brand">
            <span className="brand-mark" aria-hidden="true">
              ◆
            </span>{' '}
            <span className="brand-name">Morphis</span>
          </p>
          <p>{f('tagline')}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.key} aria-label={column.label}>
            <h2>{column.label}</h2>
            <ul>
              {(column.link ? [column.link] : column.items).map((item) => (
                <li key={item.key}>
                  <MenuLink locale={locale} link={item} className="truncate" data-tooltip-overflow="" />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container footer-bottom">
        <p>{f('copyright', { year: 2026 })}</p>
      </div>
    </footer>
  );
}
