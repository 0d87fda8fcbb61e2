import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { content } from '@/content';
import { siteMenus } from '@/lib/site/site-nav';
import { runtimeSettings, siteUrls } from '@/env';
import { accountSettings } from './account-settings';
import { trackAttributes } from '@/tracking/track-attributes';
import { officialUrl } from '@/shell/auth-links';
import { AuthLink } from '@/shell/islands/auth-link.client';
import { InlineIcon } from './icons';
import { LanguageSwitcher } from './language-switcher.client';
import { MenuLink } from './menu-link';
import type { LocaleCode } from '@site/schemas';

export async function SiteHeader({ locale }: { locale: LocaleCode }) {
  const t = await getTranslations({ locale, namespace: 'Nav' });
  const switcherLabel = (await getTranslations({ locale, namespace: 'LanguageSwitcher' }))('label');
  const account = await getTranslations({ locale, namespace: 'Account' });
  const [urls, navigation] = await Promise.all([accountSettings(locale), content.getNavigation(locale)]);
  const menu = siteMenus(navigation).header;
  const loginUrl = officialUrl(urls.loginUrl, locale);
  const registerUrl = officialUrl(urls.registerUrl, locale);
  return (
    <header className="site-header">
      <div className="container header-row">
        <Link href="/" className="brand" aria-label={t('home')}>
          <span className="brand-mark" aria-hidden="true">
            ◆
          </span>
          <span className="brand-name">Morphis</span>
        </Link>
        <nav aria-label={t('main')} className="main-nav">
          <ul className="nav-list">
            {menu.map((group) =>
              group.link ? (
                <li key={group.key}>
                  <MenuLink locale={locale} link={group.link} />
                </li>
              ) : (
                <li key={group.key} className="nav-group">
                  <details>
                    <summary>{group.label}</summary>
                    <ul className="nav-menu">
                      {group.items.map((item) => (
                        <li key={item.key}>
                          <MenuLink locale={locale} link={item} />
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="header-actions">
          <LanguageSwitcher
            current={locale}
            label={switcherLabel}
            sites={siteUrls}
            cookieDomains={runtimeSettings.cookieDomains}
            icon={<InlineIcon name="globe" size={18} />}
          />
          {loginUrl ? (
            <AuthLink
              href={loginUrl}
              className="header-login"
              {...trackAttributes('login_link', ['click', 'expose'], { position: 'header' })}
            >
              {account('login')}
            </AuthLink>
          ) : null}
          {registerUrl ? (
            <AuthLink
              href={registerUrl}
              className="button button-ghost header-register"
              {...trackAttributes('register_link', ['click', 'expose'], { position: 'header' })}
            >
              {account('register')}
            </AuthLink>
          ) : null}
          <Link href="/download" className="button button-primary">
            {t('download')}
          </Link>
        </div>
      </div>
    </header>
  );
}
