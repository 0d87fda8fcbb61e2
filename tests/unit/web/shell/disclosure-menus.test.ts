// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeMenusLikeMenus } from '@/shell/disclosure-menus';

/** The header's markup as the server renders it: two menu groups, the language switcher and the page. */
function render() {
  document.body.innerHTML = `
    <header>
      <ul>
        <li class="nav-group"><details><summary>Product</summary><ul class="nav-menu"><li><a href="/pricing">Pricing</a></li></ul></details></li>
        <li class="nav-group"><details><summary>Resources</summary><ul class="nav-menu"><li><a href="/links#scan">Scan</a></li></ul></details></li>
      </ul>
      <details class="language-switcher"><summary>English</summary><ul><li><a href="/de">Deutsch</a></li></ul></details>
    </header>
    <main><h1>Page</h1><details class="faq-item"><summary>Question</summary><p>Answer</p></details></main>`;
  const [product, resources] = [...document.querySelectorAll<HTMLDetailsElement>('.nav-group > details')];
  return {
    product: product!,
    resources: resources!,
    languages: document.querySelector<HTMLDetailsElement>('details.language-switcher')!,
    faq: document.querySelector<HTMLDetailsElement>('details.faq-item')!,
  };
}

let release: () => void;
beforeEach(() => {
  release = closeMenusLikeMenus(document);
});
afterEach(() => release());

const click = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true }));

describe('header menus', () => {
  it('one open at a time: opening another closes the first, and its own summary is left to the browser', () => {
    const { product, resources } = render();
    product.open = true;
    // jsdom toggles a details on its summary's click after the event, as browsers do.
    click(resources.querySelector('summary')!);
    expect([product.open, resources.open]).toEqual([false, true]);
    // Closed by the browser's toggle alone: had the handler closed it too, the toggle would have opened it again.
    click(resources.querySelector('summary')!);
    expect(resources.open).toBe(false);
  });

  it('closes once a link in it is chosen, and on a click anywhere else', () => {
    const { product, resources, languages, faq } = render();
    resources.open = true;
    click(resources.querySelector('a')!);
    expect(resources.open).toBe(false);
    product.open = true;
    languages.open = true;
    faq.open = true;
    click(document.querySelector('h1')!);
    expect([product.open, languages.open]).toEqual([false, false]);
    // Other disclosures on the page (an FAQ answer) are not menus.
    expect(faq.open).toBe(true);
  });

  it('closes on Escape and gives the focus back to its summary when it was inside', () => {
    const { resources } = render();
    resources.open = true;
    resources.querySelector('a')!.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(resources.open).toBe(false);
    expect(document.activeElement).toBe(resources.querySelector('summary'));
  });

  it('lets go of the page when released', () => {
    const { product } = render();
    release();
    product.open = true;
    click(document.querySelector('h1')!);
    expect(product.open).toBe(true);
    release = closeMenusLikeMenus(document);
  });
});
