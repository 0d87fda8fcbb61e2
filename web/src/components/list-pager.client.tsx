'use client';

import { type MouseEvent, useCallback, useEffect, useSyncExternalStore } from 'react';
import { pageCount, pageFromSearch, pagerItems, pageSlice, searchForPage } from '@/lib/articles/pagination';

export interface ListPagerLabels {
  readonly label: string;
  readonly previous: string;
  readonly next: string;
  /** With `{page}`. */
  readonly page: string;
  /** With `{page}` and `{pages}`. */
  readonly status: string;
}

export interface ListPagerProps {
  /** id of the list whose children are paged. */
  readonly listId: string;
  readonly total: number;
  readonly pageSize: number;
  readonly labels: ListPagerLabels;
}

/** Fired after this island changes the address, so every subscriber re-reads it (pushState fires no event). */
const PAGE_EVENT = 'list-pager:navigate';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(PAGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(PAGE_EVENT, onChange);
  };
}

const currentSearch = () => window.location.search;
const serverSearch = () => '';

const fill = (template: string, values: Record<string, number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * Pages a prerendered list in the browser: every item is in the HTML (crawlers and visitors without JavaScript see
 * all of them), the server marks those after the first page `hidden`, and this island shows the window of the page in
 * `?page=`. The page number never reaches the server, so the listing stays a static page.
 */
export function ListPager({ listId, total, pageSize, labels }: ListPagerProps) {
  const pages = pageCount(total, pageSize);
  // The server renders page 1; the browser's address decides after hydration.
  const page = pageFromSearch(useSyncExternalStore(subscribe, currentSearch, serverSearch), pages);

  useEffect(() => {
    const list = document.getElementById(listId);
    if (!list) return;
    const [start, end] = pageSlice(page, pageSize);
    Array.from(list.children).forEach((item, index) => {
      (item as HTMLElement).hidden = index < start || index >= end;
    });
  }, [listId, page, pageSize]);

  const go = useCallback(
    (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      event.preventDefault();
      window.history.pushState(null, '', `${window.location.pathname}${searchForPage(window.location.search, target)}`);
      window.dispatchEvent(new Event(PAGE_EVENT));
      document.getElementById(listId)?.scrollIntoView({ block: 'start' });
    },
    [listId],
  );

  if (pages <= 1) return null;
  const href = (target: number) => searchForPage('', target) || '?';
  return (
    <nav className="list-pager" aria-label={labels.label} data-testid="list-pager">
      <p className="visually-hidden" aria-live="polite">
        {fill(labels.status, { page, pages })}
      </p>
      <ul>
        <li>
          {page > 1 ? (
            <a href={href(page - 1)} onClick={go(page - 1)} rel="prev">
              {labels.previous}
            </a>
          ) : (
            <span aria-disabled="true">{labels.previous}</span>
          )}
        </li>
        {pagerItems(page, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                href={href(item)}
                onClick={go(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={fill(labels.page, { page: item })}
              >
                {item}
              </a>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <a href={href(page + 1)} onClick={go(page + 1)} rel="next">
              {labels.next}
            </a>
          ) : (
            <span aria-disabled="true">{labels.next}</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
