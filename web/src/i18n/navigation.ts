import { type LocaleCode, isLocaleCode, localePath } from '@site/schemas';
import NextLink from 'next/link';
import { getLocale } from 'next-intl/server';
import { type ComponentProps, createElement } from 'react';

/** Site paths ('/pricing', '/blog?page=2', '/links#scan') get the locale's prefix; other URLs stay as they are. */
export function isLocalizableHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** The path of a site page in a locale, as a link in that locale's pages writes it: ('de', '/pricing') -> '/de/pricing'. */
export function localizedHref(href: string, locale: LocaleCode): string {
  return isLocalizableHref(href) ? localePath(locale, href) : href;
}

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string };

/**
 * The site's link, for server components: next/link with the request's locale prefix added on the server (the zh
 * and ru sites have none; the English site's other locales are prefixed), and Next's own prefetching off by
 * default: the shell's prefetcher (web/src/shell/islands/prefetcher.client.tsx) prefetches visible and hovered links
 * itself, at most 5 at a time and never in data-saver mode or on a slow connection. A caller can
 * still pass `prefetch`. Our own rather than next-intl's: that one renders a client component that needs
 * next-intl's client provider, and with it its message formatter, on every page.
 */
export async function Link({ href, prefetch = false, ...rest }: LinkProps) {
  const current = await getLocale();
  const locale: LocaleCode = isLocaleCode(current) ? current : 'en';
  return createElement(NextLink, { ...rest, prefetch, href: localizedHref(href, locale) });
}
