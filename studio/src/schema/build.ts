import {
  DEFAULT_LOCALE,
  DOCUMENTS,
  type ArrayMember,
  type DocumentDef,
  type FieldDef,
  isHttpUrl,
  isLink,
  isSitePath,
  SLUG_MAX_LENGTH,
  sitePathTarget,
  slugProblem,
} from '@site/schemas';
import { defineArrayMember, defineField, defineType, type Rule, type SlugValue, type ValidationContext } from 'sanity';
import { DocumentTranslationInput } from '../components/document-translation-input';
import { LOCALIZED_TYPES } from './localized';

/**
 * Turns the plain content model of `@site/schemas` into Sanity schema types. The model stays the one source of truth:
 * the dataset validator walks the same description.
 */

type LocalizedValue = Record<string, unknown> | undefined;

function slugify(input: string): string {
  return input
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH);
}

function lengthWarning(field: FieldDef) {
  const limit = field.warnAbove;
  if (!limit) return undefined;
  return (rule: Rule) =>
    rule
      .custom((value: unknown) => {
        const values = typeof value === 'string' ? [value] : Object.values((value ?? {}) as Record<string, unknown>);
        const long = values.some((text) => typeof text === 'string' && text.length > limit);
        return long ? `Longer than ${limit} characters: search engines may cut it` : true;
      })
      .warning();
}

/** The API version the Studio's validation queries are written against. */
const VALIDATION_API_VERSION = '2025-02-19';

/**
 * Links: an http(s) address, or a path of this site that exists. A path naming a document's page (/blog/{slug},
 * /solutions/{id}, /about-us) needs that document published: the editor sees the broken link before publishing.
 */
async function checkLink(value: unknown, context: ValidationContext): Promise<true | string> {
  if (value === undefined || value === null || value === '') return true;
  if (!isLink(value)) return 'A site path (/blog) or an http(s) address';
  if (!isSitePath(value)) return true;
  const target = sitePathTarget(value);
  if (!target) return `No page of this site is at ${value}`;
  if (target.kind === 'section') return true;
  const client = context.getClient({ apiVersion: VALIDATION_API_VERSION });
  const found = await client.fetch<number>(
    'count(*[_type in $types && slug.current == $slug && !(_id in path("drafts.**"))])',
    {
      types: [...target.types],
      slug: target.slug,
    },
  );
  return found > 0 ? true : `No published page at ${value}: publish it first or fix the path`;
}

function validationOf(field: FieldDef) {
  const rules: ((rule: Rule) => Rule)[] = [];
  const kind = field.kind;
  if (field.required) {
    if (kind.type.startsWith('locale')) {
      rules.push((rule) =>
        rule.custom((value: LocalizedValue) => {
          const english = value?.[DEFAULT_LOCALE];
          const empty =
            english === undefined ||
            english === null ||
            english === '' ||
            (Array.isArray(english) && english.length === 0);
          return empty ? 'The English text is required' : true;
        }),
      );
    } else if (kind.type === 'array') {
      rules.push((rule) => rule.required().min(1));
    } else {
      rules.push((rule) => rule.required());
    }
  }
  if (kind.type === 'slug') {
    // The dataset check's wording and rules (`slugProblem`): format, the spec's ids, slugs another route owns.
    rules.push((rule) =>
      rule.custom((value: SlugValue | undefined) =>
        value?.current ? (slugProblem(value.current, kind) ?? true) : true,
      ),
    );
  }
  if (kind.type === 'url')
    rules.push((rule) =>
      rule.custom((value) => (value === undefined || isHttpUrl(value) ? true : 'Only http and https addresses')),
    );
  if (kind.type === 'link') rules.push((rule) => rule.custom(checkLink));
  if (kind.type === 'datetime' && field.after) {
    const after = field.after;
    rules.push((rule) =>
      rule.custom((value: unknown, context) => {
        const start = (context.parent as Record<string, unknown> | undefined)?.[after];
        if (typeof value !== 'string' || typeof start !== 'string') return true;
        return Date.parse(value) > Date.parse(start) ? true : `Must be later than ${after}`;
      }),
    );
  }
  if (kind.type === 'number') {
    if (kind.min !== undefined) rules.push((rule) => rule.min(kind.min!));
    if (kind.integer) rules.push((rule) => rule.integer());
  }
  if (kind.type === 'array' && kind.unique) {
    const key = kind.unique;
    rules.push((rule) =>
      rule.custom((items: Record<string, unknown>[] | undefined) => {
        const values = (items ?? []).map((item) => item[key]);
        return new Set(values).size === values.length ? true : `Each ${key} may appear once`;
      }),
    );
  }
  const warning = lengthWarning(field);
  if (rules.length === 0 && !warning) return undefined;
  return (rule: Rule) => [...rules.map((make) => make(rule)), ...(warning ? [warning(rule)] : [])];
}

/**
 * What a list item shows in the Studio: its English label when it has one (menu entries, not their key), and its
 * link when it has one; otherwise its first two fields.
 */
function memberPreview(fields: readonly FieldDef[]): { title: string; subtitle: string } {
  const label = fields.find((field) => field.kind.type === 'localeString');
  const link = fields.find((field) => field.kind.type === 'link');
  if (!label) return { title: fields[0]?.name ?? '_key', subtitle: link?.name ?? fields[1]?.name ?? '_key' };
  const other = fields.find((field) => field !== label && !field.kind.type.startsWith('locale'));
  return { title: `${label.name}.${DEFAULT_LOCALE}`, subtitle: link?.name ?? other?.name ?? '_key' };
}

function arrayMember(member: ArrayMember) {
  switch (member.type) {
    case 'string':
      return defineArrayMember({ type: 'string' });
    case 'reference':
      return defineArrayMember({ type: 'reference', to: member.to.map((type) => ({ type })) });
    case 'object':
      return defineArrayMember({
        type: 'object',
        name: member.name,
        title: member.title,
        fields: member.fields.map(fieldOf),
        preview: { select: memberPreview(member.fields) },
      });
  }
}

function fieldOf(field: FieldDef): ReturnType<typeof defineField> {
  // One validation builder serves every kind; Sanity types it per kind (StringRule, UrlRule...), all of which are Rules.
  const validation = validationOf(field) as never;
  const base = { name: field.name, title: field.title, description: field.description, group: field.group, validation };
  const initialValue = field.initialValue;
  const kind = field.kind;
  switch (kind.type) {
    case 'string':
      return defineField({
        ...base,
        initialValue,
        type: 'string',
        options: kind.options ? { list: [...kind.options] } : undefined,
      });
    case 'text':
      return defineField({ ...base, type: 'text', rows: 6 });
    case 'slug':
      return defineField({
        ...base,
        type: 'slug',
        options: kind.options
          ? { source: () => '', slugify }
          : { source: `title.${DEFAULT_LOCALE}`, slugify, maxLength: SLUG_MAX_LENGTH },
      });
    case 'url':
      return defineField({ ...base, type: 'url' });
    case 'link':
      return defineField({ ...base, type: 'string' });
    case 'number':
      return defineField({ ...base, type: 'number' });
    case 'boolean':
      return defineField({ ...base, type: 'boolean', initialValue: false });
    case 'datetime':
      return defineField({ ...base, initialValue, type: 'datetime', readOnly: field.group === 'translation' });
    case 'date':
      return defineField({ ...base, type: 'date' });
    case 'localeString':
    case 'localeText':
    case 'localeBlocks':
    case 'localeStringList':
    case 'localeRevisions':
      return defineField({ ...base, type: kind.type });
    case 'image':
      return defineField({
        ...base,
        type: 'image',
        options: { hotspot: true },
        fields: [defineField({ name: 'alt', title: 'Alternative text', type: 'localeString' })],
      });
    case 'reference':
      return defineField({ ...base, type: 'reference', to: kind.to.map((type) => ({ type })) });
    case 'object':
      return defineField({
        ...base,
        type: 'object',
        options: { collapsible: true, collapsed: false },
        fields: kind.fields.map(fieldOf),
      });
    case 'array': {
      const member = kind.of;
      return defineField({
        ...base,
        type: 'array',
        of: [arrayMember(member)],
        options: member.type === 'string' && member.options ? { list: [...member.options], layout: 'grid' } : undefined,
      });
    }
  }
}

const GROUPS = [
  { name: 'content', title: 'Content', default: true },
  { name: 'meta', title: 'Meta' },
  { name: 'seo', title: 'SEO' },
  { name: 'translation', title: 'Translation' },
];

function documentType(def: DocumentDef) {
  const localized = def.fields.some((field) => field.name === 'englishRevisedAt');
  const titlePath = def.fields.find((field) => field.name === def.titleField)?.kind.type.startsWith('locale')
    ? `${def.titleField}.${DEFAULT_LOCALE}`
    : def.titleField;
  const usedGroups = new Set(def.fields.map((field) => field.group).filter(Boolean));
  return defineType({
    name: def.name,
    title: def.title,
    type: 'document',
    groups: usedGroups.size > 0 ? GROUPS.filter((group) => usedGroups.has(group.name as FieldDef['group'])) : undefined,
    // The translation panel (which languages exist, which are stale, preview links, the language filter) sits above
    // every localized document's fields.
    components: localized ? { input: DocumentTranslationInput } : undefined,
    fields: [
      ...def.fields.map(fieldOf),
      // Written by the "Refresh on site" action: publishing the change fires the revalidation webhook.
      defineField({
        name: 'refreshRequestedAt',
        title: 'Refresh requested at',
        type: 'datetime',
        hidden: true,
        readOnly: true,
      }),
    ],
    preview: {
      select: def.fields.some((field) => field.name === 'slug')
        ? { title: titlePath, subtitle: 'slug.current' }
        : { title: titlePath },
    },
  });
}

export const schemaTypes = [...LOCALIZED_TYPES, ...DOCUMENTS.map(documentType)];
