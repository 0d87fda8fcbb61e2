/**
 * The header's menus and the language switcher are `<details>`, so they open without JavaScript. Once the page runs
 * they behave as visitors expect of menus: one open at a time, closed once one of their links is chosen (a client-side
 * page change keeps the header, and with it an open menu over the new page), on a click or tap anywhere else, and on
 * Escape, which puts the focus back on the menu's own button.
 */
export const DISCLOSURE_MENUS = '.nav-group > details, details.language-switcher';

export function closeMenusLikeMenus(doc: Document): () => void {
  const openMenus = () => [...doc.querySelectorAll<HTMLDetailsElement>(DISCLOSURE_MENUS)].filter((menu) => menu.open);

  // Bubbling, after the page's own handlers: a chosen link has started its page change by then.
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const within = target?.closest<HTMLDetailsElement>(DISCLOSURE_MENUS) ?? null;
    const choseLink = Boolean(within && target?.closest('a[href]'));
    for (const menu of openMenus()) {
      // A click on the open menu's own summary is the browser's to toggle.
      if (menu !== within || choseLink) menu.open = false;
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    for (const menu of openMenus()) {
      const hadFocus = menu.contains(doc.activeElement);
      menu.open = false;
      if (hadFocus) menu.querySelector('summary')?.focus();
    }
  };

  doc.addEventListener('click', onClick);
  doc.addEventListener('keydown', onKeyDown);
  return () => {
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('keydown', onKeyDown);
  };
}
