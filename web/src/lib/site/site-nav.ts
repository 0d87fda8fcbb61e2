import { isHttpUrl, isLink, type NavGroupResult, type NavigationResult } from '@site/schemas';

/**
 * The header menu and footer columns come from the CMS `navigation` document; this module turns the
 * query's answer into what the header and footer render. Links are site paths (the site's Link adds the locale
 * prefix) or http(s) addresses (opened in a new tab).
 */
export interface MenuLink {
  readonly key: string;
  readonly label: string;
  readonly href: string;
  readonly external: boolean;
}

export interface MenuGroup {
  readonly key: string;
  readonly label: string;
  /** Set for a group without entries: it is a plain link. */
  readonly link: MenuLink | null;
  readonly items: readonly MenuLink[];
}

export interface SiteMenus {
  readonly header: readonly MenuGroup[];
  readonly footer: readonly MenuGroup[];
}

function linkOf(key: string, label: string, href: string | null | undefined): MenuLink | null {
  // The Studio and the dataset check both; a document from elsewhere (an import, an old export) may still hold a bad
  // entry: it is left out rather than rendered as a broken or unsafe link.
  if (!label || !isLink(href)) return null;
  return { key, label, href, external: isHttpUrl(href) };
}

function groupsOf(groups: readonly NavGroupResult[] | null | undefined): MenuGroup[] {
  return (groups ?? []).flatMap((group) => {
    const items = (group.items ?? []).flatMap((item) => linkOf(item.key, item.label, item.link) ?? []);
    // Footer columns have no link of their own: only header groups without entries are plain links.
    const link = items.length === 0 && 'link' in group ? linkOf(group.key, group.label, group.link) : null;
    // A group with neither entries nor a link has nothing to open.
    return group.label && (items.length > 0 || link) ? [{ key: group.key, label: group.label, link, items }] : [];
  });
}

export function siteMenus(navigation: NavigationResult | null | undefined): SiteMenus {
  return { header: groupsOf(navigation?.menu), footer: groupsOf(navigation?.footer) };
}

/** Every entry of both menus, header first: pages that show a menu entry elsewhere (/links) find it by key. */
export function menuLinks(menus: SiteMenus): MenuLink[] {
  return [...menus.header, ...menus.footer].flatMap((group) => (group.link ? [group.link] : group.items));
}
