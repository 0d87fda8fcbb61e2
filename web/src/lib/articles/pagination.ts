/**
 * Listing pagination over a list whose items are all in the prerendered HTML: the page number lives in the query
 * (`?page=2`), read in the browser only, so the page itself stays static (decision 0014).
 */
export const PAGE_PARAM = 'page';

export function pageCount(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 1;
  return Math.ceil(total / pageSize);
}

/** The page a query string asks for, clamped to 1..pages; anything that is not a plain positive integer is 1. */
export function pageFromSearch(search: string, pages: number): number {
  const raw = new URLSearchParams(search).get(PAGE_PARAM);
  if (!raw || !/^[1-9][0-9]{0,5}$/.test(raw)) return 1;
  return Math.min(Number(raw), Math.max(1, pages));
}

/** The query string of a page (`?page=2`), keeping other parameters; page 1 drops the parameter. */
export function searchForPage(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(PAGE_PARAM);
  else params.set(PAGE_PARAM, String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** 0-based [start, end) of the items shown on `page`. */
export function pageSlice(page: number, pageSize: number): [number, number] {
  const start = (Math.max(1, page) - 1) * pageSize;
  return [start, start + pageSize];
}

/** Page numbers to show: first, last, the current one with a neighbour each side, and gaps between ('gap'). */
export function pagerItems(current: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, current - 1, current, current + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) items.push('gap');
    items.push(n);
  });
  return items;
}
