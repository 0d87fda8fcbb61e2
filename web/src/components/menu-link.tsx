import { type LocaleCode, getLocale } from '@site/schemas';
import { servedByRuBlog } from '@site/edge';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import type { MenuLink as MenuLinkData } from '@/lib/site/site-nav';

/**
 * A menu entry: a site page through the site's Link (locale prefix), another website in a new tab. On the Russian
 * site, the blog, news and guide sections answer with a redirect to the external blog (edge/src/ru-blog.ts): such a
 * link is not prefetched (the prefetch would fetch another origin's page, which the CSP's connect-src refuses).
 */
export function MenuLink({
  link,
  locale,
  className,
  children,
  ...rest
}: {
  link: MenuLinkData;
  locale: LocaleCode;
  className?: string;
  children?: ReactNode;
  'data-tooltip-overflow'?: string;
}) {
  const text = children ?? link.label;
  if (link.external) {
    return (
      <a href={link.href} className={className} target="_blank" rel="noopener noreferrer" {...rest}>
        {text}
      </a>
    );
  }
  const redirected = getLocale(locale).site === 'ru' && servedByRuBlog(link.href.split(/[?#]/)[0] ?? '');
  return (
    <Link href={link.href} className={className} {...rest} {...(redirected ? { 'data-no-prefetch': '' } : {})}>
      {text}
    </Link>
  );
}
