'use client';

import { LOCALE_CHOICE_PARAM, LOCALES, type LocaleCode, type SiteUrls, localePrefix, localeUrl } from '@site/schemas';
import type { MouseEvent, ReactNode } from 'react';
import { rememberLocale } from '@/lib/site/locale-memory';
import type { CookieDomains } from '@/tracking/cookies';

/** The current page's path without its locale prefix: '/de/pricing' -> '/pricing'. */
function pathWithoutPrefix(pathname: string, current: LocaleCode): string {
  const prefix = localePrefix(current);
  if (!prefix) return pathname;
  if (pathname === prefix) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
}

/**
 * Links to every locale's home page (what a crawler or a visitor without JavaScript follows); a click goes to the
 * same page in the chosen language, on its own host or prefix, and records the choice first so detection on the
 * next request agrees with it. The globe icon comes rendered from the server, so the icon table stays out of the
 * client bundle.
 */
export function LanguageSwitcher({
  current,
  label,
  sites,
  cookieDomains,
  icon,
}: {
  current: LocaleCode;
  label: string;
  sites: SiteUrls;
  cookieDomains: CookieDomains;
  icon: ReactNode;
}) {
  function onChoose(event: MouseEvent<HTMLAnchorElement>, target: LocaleCode) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const { pathname, search, hash, hostname } = window.location;
    rememberLocale(target, cookieDomains);
    const next = new URL(`${localeUrl(target, pathWithoutPrefix(pathname, current), sites)}${search}${hash}`);
    // The English host detects the language from its own cookie: a host that shares none with this one learns the
    // choice from the link, once (the edge stores it and drops the parameter), or the browser's language would
    // send the visitor straight back here.
    const shared =
      next.hostname === hostname ||
      (cookieDomains[hostname] !== undefined && cookieDomains[hostname] === cookieDomains[next.hostname]);
    if (!shared && next.origin === new URL(sites.en).origin) next.searchParams.set(LOCALE_CHOICE_PARAM, target);
    // A full load on purpose: the target may be another host, and <html lang> and every message change anyway.
    window.location.assign(next.href);
  }

  const active = LOCALES.find((locale) => locale.code === current);
  return (
    <details className="language-switcher">
      {/* The name is the visible language plus the hidden label (WCAG 2.5.3: an aria-label of the label alone hid
          the visible text from speech input, axe's label-content-name-mismatch). */}
      <summary>
        {icon} {active?.name}
        <span className="visually-hidden"> ({label})</span>
      </summary>
      <ul className="language-menu">
        {LOCALES.map((locale) => (
          <li key={locale.code}>
            <a
              href={localeUrl(locale.code as LocaleCode, '/', sites)}
              hrefLang={locale.tag}
              lang={locale.tag}
              aria-current={locale.code === current ? 'true' : undefined}
              data-locale={locale.code}
              onClick={(event) => onChoose(event, locale.code as LocaleCode)}
            >
              {locale.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
