import { DEFAULT_LOCALE, LOCALES, TRANSLATION_CODES } from '@site/schemas';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { blockContentMember } from './block-content';

/**
 * The localized field types: one object per field with one member per route code, English first. Editors see only
 * the languages they picked in the document's language filter (@sanity/language-filter hides the members of every
 * `locale*` object that are not selected); English is always shown because it is required.
 */
const languages = LOCALES.map((locale) => ({ name: locale.code, title: `${locale.englishName} · ${locale.name}` }));

function localeObject(
  name: string,
  title: string,
  member: (code: string, title: string) => ReturnType<typeof defineField>,
) {
  return defineType({
    name,
    title,
    type: 'object',
    fields: languages.map((language) => member(language.name, language.title)),
  });
}

export const localeString = localeObject('localeString', 'Localized string', (name, title) =>
  defineField({ name, title, type: 'string' }),
);

export const localeText = localeObject('localeText', 'Localized text', (name, title) =>
  defineField({ name, title, type: 'text', rows: name === DEFAULT_LOCALE ? 4 : 3 }),
);

export const localeBlocks = localeObject('localeBlocks', 'Localized rich text', (name, title) =>
  defineField({ name, title, type: 'array', of: [blockContentMember] }),
);

export const localeStringList = localeObject('localeStringList', 'Localized list', (name, title) =>
  defineField({ name, title, type: 'array', of: [defineArrayMember({ type: 'string' })] }),
);

/** The English revision each translation was made from; written by the publish action, read-only for editors. */
export const localeRevisions = defineType({
  name: 'localeRevisions',
  title: 'Translation sources',
  type: 'object',
  readOnly: true,
  options: { collapsible: true, collapsed: true },
  fields: TRANSLATION_CODES.map((code) => defineField({ name: code, type: 'datetime' })),
});

export const LOCALIZED_TYPES = [localeString, localeText, localeBlocks, localeStringList, localeRevisions];
