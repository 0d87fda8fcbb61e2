/**
 * Translation bookkeeping on publish: which languages changed between the published document and the draft, and
 * the patch that records it. Studio's publish action applies the patch; it is pure so tests can pin it down.
 */
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from '../locales';
import type { DocumentDef, FieldDef } from './model';
import { isLocalizedField } from './rules';

type Doc = Record<string, unknown> | null | undefined;

/** Everything a document says in one language, as a comparable value (localized fields only, however deep). */
function languageView(fields: readonly FieldDef[], value: Doc, code: LocaleCode): unknown {
  if (!value) return null;
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const fieldValue = value[field.name];
    if (isLocalizedField(field)) {
      out[field.name] = (fieldValue as Record<string, unknown> | undefined)?.[code] ?? null;
    } else if (field.kind.type === 'object') {
      out[field.name] = languageView(field.kind.fields, fieldValue as Doc, code);
    } else if (field.kind.type === 'array' && field.kind.of.type === 'object' && Array.isArray(fieldValue)) {
      const itemFields = field.kind.of.fields;
      out[field.name] = fieldValue.map((item) => languageView(itemFields, item as Doc, code));
    } else if (field.kind.type === 'image' && fieldValue && typeof fieldValue === 'object') {
      out[field.name] =
        ((fieldValue as Record<string, unknown>).alt as Record<string, unknown> | undefined)?.[code] ?? null;
    }
  }
  return out;
}

/** Languages whose text differs between two versions of a document. */
export function changedLanguages(def: DocumentDef, before: Doc, after: Doc): LocaleCode[] {
  return LOCALE_CODES.filter(
    (code) =>
      JSON.stringify(languageView(def.fields, before, code)) !== JSON.stringify(languageView(def.fields, after, code)),
  );
}

export interface RevisionPatch {
  /** Field paths to set, e.g. `englishRevisedAt`, `translatedFrom.de`. */
  readonly set: Readonly<Record<string, string>>;
}

/**
 * When English changed, the English revision moves to `now` (every translation made earlier becomes stale).
 * Each translation that changed is recorded as made from the English revision current after this publish.
 */
export function revisionPatch(def: DocumentDef, published: Doc, draft: Doc, now: Date): RevisionPatch {
  const changed = changedLanguages(def, published, draft);
  const set: Record<string, string> = {};
  const current = typeof draft?.englishRevisedAt === 'string' ? draft.englishRevisedAt : undefined;
  const englishRevision = changed.includes(DEFAULT_LOCALE) || !current ? now.toISOString() : current;
  if (englishRevision !== current) set.englishRevisedAt = englishRevision;
  for (const code of changed) {
    if (code !== DEFAULT_LOCALE) set[`translatedFrom.${code}`] = englishRevision;
  }
  return { set };
}
