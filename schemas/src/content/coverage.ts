/**
 * Translation coverage: per document type and language, which documents are translated, stale (made from an older
 * English text) or missing. One pure function shared by the Studio's Translations tool and `npm run content:coverage`.
 */
import { LOCALE_CODES, type LocaleCode } from '../locales';
import { ARTICLE_TYPE, CATEGORY_TYPE, LANDING_TYPE, TAG_TYPE } from './families';
import { DOCUMENTS, isLocalizedDocument } from './model';
import { translationStatus } from './rules';

/**
 * Marketing content and page chrome: every document of these types must exist in all 20 languages (the site shows an
 * English stand-in otherwise). Categories, tags and partners are chrome: their names are on every listing and card of
 * their section. Articles (blog, news, guides, help) may stay partial: a missing one is left out of that language's
 * lists. Navigation is checked through whatever localized labels its model has, so per-language menu labels are
 * covered as soon as the model carries them.
 */
export const EVERY_LANGUAGE_TYPES = [
  'siteSettings',
  'navigation',
  LANDING_TYPE.solutions,
  LANDING_TYPE.features,
  LANDING_TYPE.alternatives,
  'page',
  'pricingPlan',
  'faqEntry',
  ARTICLE_TYPE.release,
  ARTICLE_TYPE.partner,
  CATEGORY_TYPE.blog,
  CATEGORY_TYPE.news,
  CATEGORY_TYPE.guide,
  TAG_TYPE.blog,
  TAG_TYPE.news,
  TAG_TYPE.guide,
] as const;

const EVERY_LANGUAGE = new Set<string>(EVERY_LANGUAGE_TYPES);

export interface CoverageDocument {
  readonly _id: string;
  readonly _type: string;
  readonly [field: string]: unknown;
}

/** Document ids per state for one type in one language. */
export interface CoverageCell {
  readonly translated: readonly string[];
  readonly stale: readonly string[];
  readonly missing: readonly string[];
}

export interface CoverageRow {
  readonly type: string;
  readonly title: string;
  readonly total: number;
  /** Must exist in every language (EVERY_LANGUAGE_TYPES). */
  readonly required: boolean;
  readonly cells: Readonly<Record<LocaleCode, CoverageCell>>;
}

/** A draft (`drafts.` id) stands for its published document when both are given; coverage counts each document once. */
function latest(documents: readonly CoverageDocument[]): CoverageDocument[] {
  const byId = new Map<string, CoverageDocument>();
  for (const doc of documents) {
    const id = doc._id.startsWith('drafts.') ? doc._id.slice('drafts.'.length) : doc._id;
    if (!byId.has(id) || doc._id.startsWith('drafts.')) byId.set(id, { ...doc, _id: id });
  }
  return [...byId.values()];
}

/** One row per localized document type of the model (in the model's order), empty types included. */
export function translationCoverage(documents: readonly CoverageDocument[]): CoverageRow[] {
  const docs = latest(documents);
  return DOCUMENTS.filter(isLocalizedDocument).map((def) => {
    const ofType = docs
      .filter((doc) => doc._type === def.name)
      .sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
    const cells = Object.fromEntries(
      LOCALE_CODES.map((code) => [
        code,
        { translated: [] as string[], stale: [] as string[], missing: [] as string[] },
      ]),
    ) as Record<LocaleCode, { translated: string[]; stale: string[]; missing: string[] }>;
    for (const doc of ofType) {
      for (const status of translationStatus(def, doc)) {
        const cell = cells[status.code];
        (status.state === 'present' ? cell.translated : status.state === 'stale' ? cell.stale : cell.missing).push(
          doc._id,
        );
      }
    }
    return { type: def.name, title: def.title, total: ofType.length, required: EVERY_LANGUAGE.has(def.name), cells };
  });
}

export interface MissingTranslation {
  readonly type: string;
  readonly id: string;
  readonly code: LocaleCode;
}

/** Documents of an every-language type that lack a language: what `content:coverage` fails on. */
export function missingRequired(rows: readonly CoverageRow[]): MissingTranslation[] {
  return rows
    .filter((row) => row.required)
    .flatMap((row) =>
      LOCALE_CODES.flatMap((code) => row.cells[code].missing.map((id) => ({ type: row.type, id, code }))),
    );
}

/**
 * The coverage as a plain-text table: a row per type, a column per language, each cell
 * `translated/stale/missing`; every-language types are marked with `*`.
 */
export function formatCoverageTable(rows: readonly CoverageRow[]): string {
  const head = ['type', 'docs', ...LOCALE_CODES];
  const body = rows.map((row) => [
    `${row.required ? '*' : ' '}${row.type}`,
    String(row.total),
    ...LOCALE_CODES.map((code) => {
      const cell = row.cells[code];
      return `${cell.translated.length}/${cell.stale.length}/${cell.missing.length}`;
    }),
  ]);
  const widths = head.map((_, column) => Math.max(...[head, ...body].map((line) => line[column]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [
    'Translation coverage per type and language: translated/stale/missing (* = must exist in every language)',
    line(head),
    ...body.map(line),
  ].join('\n');
}
