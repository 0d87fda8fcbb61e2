/**
 * Validates documents against the content model, the way Studio's rules would: required fields (English for
 * localized ones), slug format and allowed ids, http(s)-only links, closed option lists, unique array keys,
 * references that resolve to a document of an allowed type, image assets that exist. Pure: the caller supplies the
 * other documents and the asset files it knows.
 */
import { DEFAULT_LOCALE, isLocaleCode } from '../locales';
import { type ArrayMember, documentDef, type FieldDef, type FieldKind } from './model';
import { sitePathTarget } from './families';
import { isHttpUrl, isLink, isRichTextHref, isSitePath, slugProblem, TRANSLATION_CODES } from './rules';
import { publishedId } from './drafts';

export interface ValidationIssue {
  readonly id: string;
  readonly path: string;
  readonly message: string;
  readonly level: 'error' | 'warning';
}

export interface ValidationContext {
  /** Document id to type, for reference checks. */
  readonly types: ReadonlyMap<string, string>;
  /** Asset file names (export format `_sanityAsset`) and asset document ids that exist. */
  readonly assets: ReadonlySet<string>;
  /** `type:slug` of every document with a slug: internal links must reach one (when given). */
  readonly pages?: ReadonlySet<string>;
}

/** Fields every document may carry besides its model: Sanity's system fields and the refresh marker. */
const SYSTEM_FIELDS = new Set(['_id', '_type', '_rev', '_createdAt', '_updatedAt', 'refreshRequestedAt']);
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const SANITY_ASSET = /^image@file:\/\/\.\/images\/([^/]+)$/;

type Report = (path: string, message: string, level?: 'error' | 'warning') => void;

function empty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

function checkBlocks(value: unknown, path: string, report: Report): void {
  if (!Array.isArray(value)) return report(path, 'rich text must be an array of blocks');
  const keys = new Set<string>();
  value.forEach((block: Record<string, unknown>, index) => {
    const at = `${path}[${index}]`;
    if (!block || block._type !== 'block') return report(at, 'only text blocks are allowed');
    if (typeof block._key !== 'string' || keys.has(block._key)) report(at, 'block _key missing or duplicated');
    keys.add(block._key as string);
    const marks = new Set<string>(['strong', 'em', 'code']);
    for (const def of (block.markDefs ?? []) as Record<string, unknown>[]) {
      if (def._type !== 'link' || !isRichTextHref(def.href))
        report(`${at}.markDefs`, `link not allowed: ${String(def.href)}`);
      marks.add(def._key as string);
    }
    if (!Array.isArray(block.children) || block.children.length === 0) return report(at, 'block has no text');
    for (const span of block.children as Record<string, unknown>[]) {
      if (span._type !== 'span' || typeof span.text !== 'string') report(at, 'children must be spans with text');
      for (const mark of (span.marks ?? []) as string[]) if (!marks.has(mark)) report(at, `unknown mark ${mark}`);
    }
  });
}

function checkLocalized(kind: FieldKind['type'], value: unknown, field: FieldDef, path: string, report: Report): void {
  if (value === undefined || value === null) {
    if (field.required) report(path, 'the English text is required');
    return;
  }
  if (typeof value !== 'object' || Array.isArray(value))
    return report(path, 'a localized field is an object keyed by route code');
  for (const [code, text] of Object.entries(value as Record<string, unknown>)) {
    if (code === '_type' || code === '_key') continue;
    if (!isLocaleCode(code)) {
      report(`${path}.${code}`, 'not one of the 20 route codes');
      continue;
    }
    const at = `${path}.${code}`;
    if (kind === 'localeBlocks') checkBlocks(text, at, report);
    else if (kind === 'localeStringList') {
      if (!Array.isArray(text) || text.some((item) => typeof item !== 'string'))
        report(at, 'must be a list of strings');
    } else if (typeof text !== 'string') report(at, 'must be text');
    else if (field.warnAbove && text.length > field.warnAbove)
      report(at, `longer than ${field.warnAbove} characters`, 'warning');
  }
  if (field.required && empty((value as Record<string, unknown>)[DEFAULT_LOCALE]))
    report(path, 'the English text is required');
}

function checkReference(
  value: unknown,
  to: readonly string[],
  path: string,
  context: ValidationContext,
  report: Report,
): void {
  const ref = (value as { _ref?: unknown } | null)?._ref;
  if (typeof ref !== 'string') return report(path, 'reference without _ref');
  const target = context.types.get(ref);
  if (!target) report(path, `reference to missing document ${ref}`);
  else if (!to.includes(target)) report(path, `reference to a ${target}, expected ${to.join(' or ')}`);
}

function checkMember(
  member: ArrayMember,
  item: unknown,
  path: string,
  context: ValidationContext,
  report: Report,
): void {
  if (member.type === 'string') {
    if (typeof item !== 'string') report(path, 'must be a string');
    else if (member.options && !member.options.includes(item))
      report(path, `"${item}" is not one of ${member.options.join(', ')}`);
  } else if (member.type === 'reference') {
    checkReference(item, member.to, path, context, report);
  } else {
    if (!item || typeof item !== 'object') return report(path, 'must be an object');
    checkFields(member.fields, item as Record<string, unknown>, path, context, report);
  }
}

function checkField(field: FieldDef, value: unknown, path: string, context: ValidationContext, report: Report): void {
  const kind = field.kind;
  switch (kind.type) {
    case 'localeString':
    case 'localeText':
    case 'localeBlocks':
    case 'localeStringList':
      return checkLocalized(kind.type, value, field, path, report);
    case 'localeRevisions':
      if (value === undefined) return;
      for (const [code, date] of Object.entries((value ?? {}) as Record<string, unknown>)) {
        if (code === '_type') continue;
        if (!(TRANSLATION_CODES as readonly string[]).includes(code))
          report(`${path}.${code}`, 'not a translated route code');
        else if (typeof date !== 'string' || !ISO_DATETIME.test(date))
          report(`${path}.${code}`, 'must be an ISO date-time');
      }
      return;
  }
  if (empty(value)) {
    if (field.required) report(path, 'required');
    return;
  }
  switch (kind.type) {
    case 'string':
    case 'text':
      if (typeof value !== 'string') report(path, 'must be text');
      else if (kind.type === 'string' && kind.options && !kind.options.includes(value))
        report(path, `"${value}" is not one of ${kind.options.join(', ')}`);
      return;
    case 'slug': {
      const problem = slugProblem(typeof value === 'string' ? value : (value as { current?: unknown }).current, kind);
      if (problem) report(path, problem);
      return;
    }
    case 'url':
      if (!isHttpUrl(value)) report(path, `only http(s) addresses: ${String(value)}`);
      return;
    case 'link':
      if (!isLink(value)) report(path, `a site path or an http(s) address: ${String(value)}`);
      else if (isSitePath(value) && context.pages) {
        const target = sitePathTarget(value);
        const exists =
          target?.kind === 'section' ||
          (target?.kind === 'document' && target.types.some((type) => context.pages!.has(`${type}:${target.slug}`)));
        if (!exists) report(path, `no page of the site is at ${value}`);
      }
      return;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) report(path, 'must be a number');
      else if ((kind.min !== undefined && value < kind.min) || (kind.integer && !Number.isInteger(value)))
        report(path, `out of range: ${value}`);
      return;
    case 'boolean':
      if (typeof value !== 'boolean') report(path, 'must be true or false');
      return;
    case 'datetime':
      if (typeof value !== 'string' || !ISO_DATETIME.test(value)) report(path, 'must be an ISO date-time');
      return;
    case 'date':
      if (typeof value !== 'string' || !ISO_DATE.test(value)) report(path, 'must be YYYY-MM-DD');
      return;
    case 'image': {
      const image = value as Record<string, unknown>;
      const file = typeof image._sanityAsset === 'string' ? SANITY_ASSET.exec(image._sanityAsset)?.[1] : undefined;
      const ref = (image.asset as { _ref?: unknown } | undefined)?._ref;
      const known = file ? context.assets.has(file) : typeof ref === 'string' && context.assets.has(ref);
      if (!known) report(path, `image asset not found: ${String(image._sanityAsset ?? ref)}`);
      if (image.alt !== undefined)
        checkLocalized(
          'localeString',
          image.alt,
          { name: 'alt', title: 'alt', kind: { type: 'localeString' } },
          `${path}.alt`,
          report,
        );
      return;
    }
    case 'reference':
      return checkReference(value, kind.to, path, context, report);
    case 'object':
      if (typeof value !== 'object' || Array.isArray(value)) return report(path, 'must be an object');
      return checkFields(kind.fields, value as Record<string, unknown>, path, context, report);
    case 'array': {
      if (!Array.isArray(value)) return report(path, 'must be a list');
      const keys = new Set<string>();
      const unique = new Set<unknown>();
      value.forEach((item, index) => {
        const at = `${path}[${index}]`;
        if (item && typeof item === 'object') {
          const key = (item as { _key?: unknown })._key;
          if (typeof key !== 'string' || keys.has(key)) report(at, 'array item _key missing or duplicated');
          keys.add(key as string);
        }
        checkMember(kind.of, item, at, context, report);
        if (kind.unique) {
          const marker = (item as Record<string, unknown>)[kind.unique];
          if (unique.has(marker)) report(at, `${kind.unique} "${String(marker)}" appears twice`);
          unique.add(marker);
        }
      });
    }
  }
}

function checkFields(
  fields: readonly FieldDef[],
  value: Record<string, unknown>,
  path: string,
  context: ValidationContext,
  report: Report,
): void {
  const known = new Set(fields.map((field) => field.name));
  for (const field of fields) {
    const at = path ? `${path}.${field.name}` : field.name;
    checkField(field, value[field.name], at, context, report);
    const start = field.after ? value[field.after] : undefined;
    const end = value[field.name];
    if (typeof start === 'string' && typeof end === 'string' && !(Date.parse(end) > Date.parse(start)))
      report(at, `must be later than ${field.after}`);
  }
  for (const key of Object.keys(value)) {
    if (!known.has(key) && !key.startsWith('_') && !(path === '' && SYSTEM_FIELDS.has(key)))
      report(path ? `${path}.${key}` : key, 'not in the model');
  }
}

export function validateDocument(doc: Record<string, unknown>, context: ValidationContext): ValidationIssue[] {
  const id = typeof doc._id === 'string' ? doc._id : '(no _id)';
  const issues: ValidationIssue[] = [];
  const report: Report = (path, message, level = 'error') => issues.push({ id, path, message, level });
  if (typeof doc._id !== 'string' || doc._id === '') report('_id', 'missing');
  // A draft (`drafts.<id>`, Sanity's export format) is allowed: the embedded source shows it in draft mode only.
  else if (publishedId(doc._id).includes('.'))
    report('_id', 'published ids have no dots (a dot makes a document private in Sanity); drafts are drafts.<id>');
  const def = typeof doc._type === 'string' ? documentDef(doc._type) : undefined;
  if (!def) {
    report('_type', `unknown document type ${String(doc._type)}`);
    return issues;
  }
  if (def.singleton && publishedId(String(doc._id)) !== def.name)
    report('_id', `a ${def.name} is a singleton with _id "${def.name}"`);
  checkFields(def.fields, doc, '', context, report);
  return issues;
}

/** Validates a whole dataset: every document, plus slug uniqueness per type. */
export function validateDataset(
  documents: readonly Record<string, unknown>[],
  assets: ReadonlySet<string>,
): ValidationIssue[] {
  const types = new Map(documents.map((doc) => [String(doc._id), String(doc._type)]));
  const pages = new Set(
    documents.flatMap((doc) => {
      const slug = (doc.slug as { current?: unknown } | undefined)?.current;
      return typeof slug === 'string' ? [`${String(doc._type)}:${slug}`] : [];
    }),
  );
  const context: ValidationContext = { types, assets, pages };
  const issues = documents.flatMap((doc) => validateDocument(doc, context));
  const slugs = new Map<string, string>();
  for (const doc of documents) {
    const slug = (doc.slug as { current?: unknown } | undefined)?.current;
    if (typeof slug !== 'string') continue;
    const key = `${String(doc._type)}:${slug}`;
    const other = slugs.get(key);
    // A draft shares its slug with the document it edits (Sanity's drafts perspective shows only one of them).
    if (other && publishedId(other) !== publishedId(String(doc._id)))
      issues.push({ id: String(doc._id), path: 'slug', message: `same slug as ${other}`, level: 'error' });
    slugs.set(key, String(doc._id));
  }
  if (types.size !== documents.length)
    issues.push({ id: '(dataset)', path: '_id', message: 'duplicate document ids', level: 'error' });
  return issues;
}
