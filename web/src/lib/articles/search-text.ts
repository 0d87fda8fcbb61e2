/**
 * Help centre search: normalisation and matching, shared by the index route (server) and the search island
 * (browser). Dependency-free and small, because it ships to the browser.
 *
 * Matching is a substring test on normalised text, so languages written without spaces between words (Chinese,
 * Japanese, Thai, Khmer) match inside words, and every query term must occur somewhere in the entry.
 */

/** One entry of a language's search index (the JSON the index route serves). */
export interface SearchEntry {
  /** Title, in the entry's language. */
  readonly t: string;
  /** Excerpt (may be empty). */
  readonly e: string;
  /** Locale-prefixed path of the page, as the browser should open it on this host. */
  readonly p: string;
  /** Help section id, or 'guide' for guides. */
  readonly s: string;
  /**
   * Plain text of the body, already normalised by the server (`normalizeSearchText`): it is only matched, never
   * shown, so the browser is spared normalising the bulk of the index on the first focus.
   */
  readonly x: string;
  /** Language tag of the text when it is not the index's language (an English fallback), else absent. */
  readonly l?: string;
}

export interface SearchIndex {
  readonly locale: string;
  readonly entries: readonly SearchEntry[];
}

// Letters whose accents do not decompose under NFD; mapped so `lodz` finds `Łódź` and `strasse` finds `Straße`.
const FOLD: Readonly<Record<string, string>> = {
  ß: 'ss',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
  ё: 'е',
};
const FOLD_RE = /[ßøłđðþæœıё]/g;

/**
 * Lowercase, compatibility forms folded (full-width Latin, half-width kana), accents removed from Latin and Greek
 * letters (`é`, `ệ`, `ά`; Cyrillic keeps `й`, only `ё` becomes `е`), punctuation and symbols as spaces, runs of
 * space collapsed. Combining marks of other scripts (Thai vowels and tones, Devanagari matras, Khmer signs) are
 * part of the spelling there and stay.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/([\p{Script=Latin}\p{Script=Greek}])\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(FOLD_RE, (char) => FOLD[char] ?? char)
    .replace(/[\p{P}\p{S}\p{Z}\s]+/gu, ' ')
    .trim();
}

/** Query terms: normalised, split at spaces, duplicates and terms contained in a longer one dropped. */
export function queryTerms(query: string): string[] {
  const terms = [...new Set(normalizeSearchText(query).split(' ').filter(Boolean))];
  return terms.filter((term) => !terms.some((other) => other !== term && other.includes(term)));
}

export interface PreparedEntry<T> {
  readonly entry: T;
  readonly title: string;
  readonly body: string;
}

/**
 * Normalises the rest of an index once, so each keystroke only runs substring tests. The excerpt and the body's
 * normalised text join with one space: what normalising them joined would give, as a space ends every run.
 */
export function prepareIndex<T extends SearchEntry>(entries: readonly T[]): PreparedEntry<T>[] {
  return entries.map((entry) => {
    const excerpt = normalizeSearchText(entry.e);
    return {
      entry,
      title: normalizeSearchText(entry.t),
      body: excerpt && entry.x ? `${excerpt} ${entry.x}` : excerpt || entry.x,
    };
  });
}

/**
 * Entries containing every term, in title or text. Ranked: more terms in the title first, then an earlier first
 * match, then index order (which is the help centre's own order).
 */
export function searchEntries<T extends SearchEntry>(
  prepared: readonly PreparedEntry<T>[],
  query: string,
  limit = 20,
): T[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const hits: { entry: T; inTitle: number; first: number; order: number }[] = [];
  prepared.forEach((item, order) => {
    let inTitle = 0;
    let first = Number.POSITIVE_INFINITY;
    for (const term of terms) {
      const titleAt = item.title.indexOf(term);
      if (titleAt >= 0) {
        inTitle += 1;
        first = Math.min(first, titleAt);
        continue;
      }
      const bodyAt = item.body.indexOf(term);
      if (bodyAt < 0) return;
      first = Math.min(first, item.title.length + 1 + bodyAt);
    }
    hits.push({ entry: item.entry, inTitle, first, order });
  });
  return hits
    .sort((a, b) => b.inTitle - a.inTitle || a.first - b.first || a.order - b.order)
    .slice(0, limit)
    .map((hit) => hit.entry);
}
