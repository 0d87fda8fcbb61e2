import {
  type LocaleCode,
  MARKDOWN_INDEX_FILE,
  MARKDOWN_MEDIA_TYPE,
  MARKDOWN_TWIN_PAGES,
  MARKDOWN_TWIN_TYPES,
  documentPath,
} from '@site/schemas';

/**
 * `Accept: text/markdown` on a page's own address answers the page's Markdown twin (the route the `.md` address
 * reaches), where the request prefers Markdown to HTML and the page has a twin in its language.
 */

interface Preference {
  readonly q: number;
  /** 2 for `type/subtype`, 1 for `type/*`, 0 for `*\/*`. */
  readonly specificity: number;
  /** Position of the range in the header: the first listed wins a tie. */
  readonly index: number;
}

const NONE: Preference = { q: 0, specificity: -1, index: Infinity };

interface MediaRange {
  readonly type: string;
  readonly subtype: string;
  readonly q: number;
  readonly index: number;
}

/** The header's media ranges; a range whose `q` is not a number from 0 to 1 is left out. */
function mediaRanges(accept: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  accept.split(',').forEach((item, index) => {
    const [range = '', ...params] = item.split(';');
    const match = /^([!#$%&'*+.^_`|~0-9a-z-]+)\/([!#$%&'*+.^_`|~0-9a-z-]+)$/.exec(range.trim().toLowerCase());
    if (!match) return;
    let q = 1;
    for (const param of params) {
      const [name = '', value = ''] = param.split('=').map((part) => part.trim());
      if (name.toLowerCase() !== 'q') continue;
      q = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value) ? Number(value) : NaN;
    }
    if (!Number.isNaN(q)) ranges.push({ type: match[1]!, subtype: match[2]!, q, index });
  });
  return ranges;
}

/** How much the header wants `type/subtype`: its most specific matching range decides (RFC 9110, 12.5.1). */
function preference(ranges: readonly MediaRange[], type: string, subtype: string): Preference {
  let best = NONE;
  for (const range of ranges) {
    const specificity =
      range.type === type && range.subtype === subtype
        ? 2
        : range.type === type && range.subtype === '*'
          ? 1
          : range.type === '*' && range.subtype === '*'
            ? 0
            : -1;
    if (specificity > best.specificity) best = { q: range.q, specificity, index: range.index };
  }
  return best;
}

const [MARKDOWN_TYPE, MARKDOWN_SUBTYPE] = MARKDOWN_MEDIA_TYPE.split('/') as [string, string];

/**
 * Whether `Accept` prefers Markdown to HTML: `text/markdown` named by itself (not only through `text/*` or `*\/*`,
 * so a browser's usual header never qualifies) with a higher q than HTML gets, or the same q and listed first.
 */
export function prefersMarkdown(accept: string | null): boolean {
  // Browsers never name it: the common request costs one search.
  if (!accept || !accept.toLowerCase().includes(MARKDOWN_MEDIA_TYPE)) return false;
  const ranges = mediaRanges(accept);
  const markdown = preference(ranges, MARKDOWN_TYPE, MARKDOWN_SUBTYPE);
  if (markdown.specificity !== 2 || markdown.q === 0) return false;
  const html = preference(ranges, 'text', 'html');
  return markdown.q > html.q || (markdown.q === html.q && markdown.index < html.index);
}

/**
 * The twin route's internal path for a page (`rest`: its locale-free segments), or undefined where the page has no
 * twin in `locale`: the pages every language has, and documents translated into `locale` (`twinLocales`, from the
 * CMS; without it, only those pages).
 */
export function markdownTwinPath(
  locale: LocaleCode,
  rest: readonly string[],
  twinLocales: ReadonlyMap<string, ReadonlySet<string>> | null,
): string | undefined {
  const path = `/${rest.join('/')}`;
  if (!MARKDOWN_TWIN_PAGES.includes(path) && !twinLocales?.get(path)?.has(locale)) return undefined;
  return `/api/markdown/${locale}/${rest.length === 0 ? MARKDOWN_INDEX_FILE : rest.join('/')}`;
}

/** Locale-free page path -> the locales its document is translated into, for the documents whose pages have twins. */
export function markdownTwinLocales(
  routes: readonly { _type: string; slug: string; locales?: readonly string[] | null }[],
): Record<string, string[]> {
  const twins: Record<string, string[]> = {};
  for (const route of routes) {
    const path = MARKDOWN_TWIN_TYPES.includes(route._type) ? documentPath(route._type, route.slug) : null;
    if (path && route.locales?.length) twins[path] = [...route.locales].sort();
  }
  return twins;
}
