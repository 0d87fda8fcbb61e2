/**
 * Validation rules shared by Studio (as Sanity validation), the dataset validator and web (before building a URL).
 * Pure predicates: no I/O, no Sanity imports.
 */
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from '../locales';
import { type DocumentDef, type FieldDef, type FieldKind } from './model';

/** Slugs are lowercase `a-z0-9-`, no leading, trailing or doubled hyphen. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 96;

export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}

/**
 * Why a value cannot be the slug of a slug field of this kind, or null when it can: not a slug, not one of the ids
 * the spec fixes (`options`), or a slug another route owns (`reserved`, e.g. `feed` under `/blog`). One wording for
 * the Studio's validation and the dataset check.
 */
export function slugProblem(value: unknown, kind: Extract<FieldKind, { type: 'slug' }>): string | null {
  if (!isSlug(value)) return `Slug "${String(value)}" is not lowercase a-z, 0-9 and single hyphens`;
  if (kind.options && !kind.options.includes(value))
    return `"${value}" is not one of the ids the spec fixes: ${kind.options.join(', ')}`;
  const reserved = kind.reserved?.find((entry) => entry.slug === value);
  if (reserved) return `The slug "${value}" is reserved: ${reserved.reason}. Choose another slug.`;
  return null;
}

/** A link is a valid external address only if its protocol is http or https. */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() !== value || value === '') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A path on this site: starts with one slash (never `//`, which a browser reads as another host), no backslash. */
export function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && /^\/(?![/\\])[^\s\\]*$/.test(value);
}

/** Navigation links: a site path or an http(s) address. */
export function isLink(value: unknown): value is string {
  return isSitePath(value) || isHttpUrl(value);
}

/** Portable Text link annotations: http, https, mailto, tel and site paths; never javascript: or data:. */
export function isRichTextHref(value: unknown): value is string {
  if (isLink(value)) return true;
  return typeof value === 'string' && /^(mailto:[^\s@]+@[^\s@]+|tel:\+?[0-9 ()-]{3,})$/.test(value);
}

/** The route codes a translation can be in, English first. */
export const TRANSLATION_CODES = LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE);

export type Localized<T> = { readonly [code in LocaleCode]?: T };

function hasValue(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

const LOCALIZED_KINDS = new Set(['localeString', 'localeText', 'localeBlocks', 'localeStringList']);

export function isLocalizedField(field: FieldDef): boolean {
  return LOCALIZED_KINDS.has(field.kind.type);
}

/** Every localized value in a document, however deep (navigation labels sit in arrays of objects). */
function localizedValues(
  def: readonly FieldDef[],
  value: Record<string, unknown> | undefined,
  out: Record<string, unknown>[],
): void {
  if (!value) return;
  for (const field of def) {
    const fieldValue = value[field.name];
    if (isLocalizedField(field)) {
      if (fieldValue && typeof fieldValue === 'object') out.push(fieldValue as Record<string, unknown>);
    } else if (field.kind.type === 'object') {
      localizedValues(field.kind.fields, fieldValue as Record<string, unknown> | undefined, out);
    } else if (field.kind.type === 'array' && field.kind.of.type === 'object' && Array.isArray(fieldValue)) {
      for (const item of fieldValue) localizedValues(field.kind.of.fields, item as Record<string, unknown>, out);
    }
  }
}

export type TranslationState = 'present' | 'stale' | 'missing';

export interface TranslationStatus {
  readonly code: LocaleCode;
  readonly state: TranslationState;
  /** The English revision the translation was made from, when recorded. */
  readonly translatedFrom?: string;
}

/**
 * Which of the 20 translations a document has, and which were made from an English text older than the current one.
 * A translation exists when every presence field has it (or, for documents without presence fields, when every
 * localized value that has English text has it too).
 */
export function translationStatus(def: DocumentDef, doc: Record<string, unknown>): TranslationStatus[] {
  const englishRevisedAt = typeof doc.englishRevisedAt === 'string' ? doc.englishRevisedAt : undefined;
  const revisions = (doc.translatedFrom ?? {}) as Record<string, unknown>;
  const presence = def.presence?.length
    ? def.presence.map((name) => doc[name] as Record<string, unknown> | undefined)
    : (() => {
        const all: Record<string, unknown>[] = [];
        localizedValues(def.fields, doc, all);
        return all.filter((value) => hasValue(value[DEFAULT_LOCALE]));
      })();
  return LOCALE_CODES.map((code) => {
    const present = presence.length > 0 && presence.every((value) => hasValue(value?.[code]));
    if (!present) return { code, state: 'missing' as const };
    if (code === DEFAULT_LOCALE) return { code, state: 'present' as const };
    const from = typeof revisions[code] === 'string' ? (revisions[code] as string) : undefined;
    // A translation with no recorded source is treated as stale: nobody vouched that it matches the English text.
    const stale = !from || (englishRevisedAt !== undefined && from < englishRevisedAt);
    return from
      ? { code, state: stale ? ('stale' as const) : ('present' as const), translatedFrom: from }
      : { code, state: 'stale' as const };
  });
}
