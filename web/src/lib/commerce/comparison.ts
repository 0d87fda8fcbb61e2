import { ALTERNATIVE_IDS, type AlternativeId } from '@site/schemas';

/**
 * The comparison tables of the alternative pages: one typed table keyed by alternative id. Row labels are UI
 * strings (messages `Alternatives.rows.*`), so a table reads in every language even where the page's text falls
 * back to English. The competitor columns restate what the pages' CMS text says about each product; editors change
 * them here, next to the claims, and the test keeps every id covered.
 */
export const COMPARISON_ROWS = [
  'fingerprints',
  'proxies',
  'synchronizer',
  'rpa',
  'localApi',
  'teamRoles',
  'cloudProfiles',
  'localCurrencies',
  'languages',
] as const;
export type ComparisonRow = (typeof COMPARISON_ROWS)[number];

/** yes: included; partial: limited or on some plans only; no: not offered. */
export type Support = 'yes' | 'partial' | 'no';
export const SUPPORT_VALUES: readonly Support[] = ['yes', 'partial', 'no'];

/** Morphis itself: every row is part of the product (the pricing plans decide how much of each). */
export const MORPHIS_COLUMN: Readonly<Record<ComparisonRow, Support>> = Object.fromEntries(
  COMPARISON_ROWS.map((row) => [row, 'yes']),
) as Record<ComparisonRow, Support>;

const base: Record<ComparisonRow, Support> = {
  fingerprints: 'yes',
  proxies: 'yes',
  synchronizer: 'yes',
  rpa: 'partial',
  localApi: 'yes',
  teamRoles: 'partial',
  cloudProfiles: 'yes',
  localCurrencies: 'no',
  languages: 'partial',
};

export const COMPETITOR_COLUMNS: Readonly<Record<AlternativeId, Readonly<Record<ComparisonRow, Support>>>> = {
  'gologin-alternative': { ...base, synchronizer: 'partial', rpa: 'no' },
  'incogniton-alternative': { ...base, localApi: 'partial', fingerprints: 'partial' },
  'dolphin-anty-alternative': { ...base, teamRoles: 'no' },
  'multilogin-alternative': { ...base, rpa: 'no', localCurrencies: 'no' },
  'octo-browser-alternative': { ...base, rpa: 'no', languages: 'no' },
  'undetectable-alternative': { ...base, cloudProfiles: 'partial', teamRoles: 'no' },
  'ziniao-alternative': { ...base, proxies: 'partial', localApi: 'no', localCurrencies: 'no' },
};

export function isAlternativeId(value: string): value is AlternativeId {
  return (ALTERNATIVE_IDS as readonly string[]).includes(value);
}

export interface ComparisonLine {
  readonly row: ComparisonRow;
  readonly morphis: Support;
  readonly competitor: Support;
}

/** The table of one alternative page, rows in display order; null for an id outside the seven. */
export function comparisonFor(id: string): ComparisonLine[] | null {
  if (!isAlternativeId(id)) return null;
  const column = COMPETITOR_COLUMNS[id];
  return COMPARISON_ROWS.map((row) => ({ row, morphis: MORPHIS_COLUMN[row], competitor: column[row] }));
}

/** The rows where Morphis offers more than the competitor: the page's "why switch" highlights. */
export function advantagesOver(id: string): ComparisonRow[] {
  const rank: Record<Support, number> = { no: 0, partial: 1, yes: 2 };
  return (comparisonFor(id) ?? []).filter((line) => rank[line.morphis] > rank[line.competitor]).map((line) => line.row);
}
