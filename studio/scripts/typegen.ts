/**
 * npm run typegen [-- --check]
 *
 * Generates the GROQ result types (schemas/src/content/sanity.types.ts) with Sanity's TypeGen from the schema the
 * Studio extracts (`sanity schema extract`, kept in studio/schema.json) and the named queries of `@site/schemas`.
 * `--check` extracts the schema and generates the types again into memory and exits 1 when either committed file
 * differs: a query, a fragment or the content model changed without `npm run typegen`.
 *
 * The queries are handed to TypeGen as the strings the site runs, not found in the source: they are assembled from
 * fragments, which TypeGen's static reader does not evaluate. Their parameters are rewritten for typing only (see
 * `typingView`, `withRequiredEnglish`); the decision record on generated result types says why.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ExtractedModule, readSchema, TypeGenerator } from '@sanity/codegen';
import {
  ARTICLE_TYPE,
  CATEGORY_TYPE,
  DEFAULT_LOCALE,
  DOCUMENTS,
  type FieldDef,
  LANDING_TYPE,
  LOCALE_CODES,
  QUERIES,
  type QueryName,
  ROUTABLE_TYPES,
  TAG_TYPE,
} from '@site/schemas';
import { format, resolveConfig } from 'prettier';

const STUDIO = join(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = join(STUDIO, '..');
const SCHEMA_FILE = join(STUDIO, 'schema.json');
const QUERIES_FILE = join(ROOT, 'schemas/src/content/queries.ts');
const TYPES_FILE = join(ROOT, 'schemas/src/content/sanity.types.ts');

/** A GROQ expression TypeGen types as one of `values` (a parameter alone is `unknown` to it). */
function oneOf(parameter: string, values: readonly string[]): string {
  const literals = values.map((value) => JSON.stringify(value));
  return `select(${literals
    .slice(0, -1)
    .map((literal) => `$${parameter} == ${literal} => ${literal}`)
    .join(', ')}, ${literals.at(-1)})`;
}

/** The document types the loaders pass as `$type` to each query (the site's own lists, never a visitor's input). */
const TYPE_PARAMETER: Partial<Record<QueryName, readonly string[]>> = {
  ARTICLE_QUERY: Object.values(ARTICLE_TYPE),
  ARTICLE_LIST_QUERY: Object.values(ARTICLE_TYPE),
  ARTICLE_PATHS_QUERY: Object.values(ARTICLE_TYPE),
  TERM_LIST_QUERY: [...Object.values(CATEGORY_TYPE), ...Object.values(TAG_TYPE)],
  LANDING_QUERY: Object.values(LANDING_TYPE),
  LANDING_LIST_QUERY: Object.values(LANDING_TYPE),
};

/**
 * TypeGen parses a query without its parameters, so `title[$locale]` reads as a filter of `title` (an array of the
 * localized object), and a parameter alone is `unknown`. For typing only: a translation has the type of the English
 * field (every locale key of a localized type has the same type), `$locale` is one of the route codes, `$type` one of
 * the types the loaders pass, `$types` the routable types.
 */
function typingView(name: QueryName, query: string): string {
  const types = TYPE_PARAMETER[name];
  return query
    .replaceAll('[$locale]', `.${DEFAULT_LOCALE}`)
    .replace(/\$locale\b/g, oneOf('locale', LOCALE_CODES))
    .replace(/_type == \$type\b/g, types ? `_type in [${types.map((type) => JSON.stringify(type)).join(', ')}]` : '$&')
    .replace(/_type in \$types\b/g, `_type in [${ROUTABLE_TYPES.map((type) => JSON.stringify(type)).join(', ')}]`);
}

type SchemaJson = { name: string; type: string; attributes?: Record<string, Attribute>; value?: TypeNode }[];
type Attribute = { type: 'objectAttribute'; value: TypeNode; optional?: boolean };
type TypeNode = {
  type: string;
  name?: string;
  attributes?: Record<string, Attribute>;
  of?: TypeNode | TypeNode[];
};

/**
 * Studio requires the English text of a required localized field with a custom rule, which the extracted schema
 * cannot carry: there every locale key is optional. For typing only, such a field is its localized type with `en`
 * present, as the content model (`required`) says.
 */
function withRequiredEnglish(schema: SchemaJson): SchemaJson {
  const named = new Map(schema.map((entry) => [entry.name, entry]));
  const englishRequired = (name: string): TypeNode => {
    const localized = structuredClone(named.get(name)!.value!);
    localized.attributes![DEFAULT_LOCALE]!.optional = false;
    return localized;
  };
  const walk = (fields: readonly FieldDef[], attributes: Record<string, Attribute> | undefined) => {
    for (const field of fields) {
      const attribute = attributes?.[field.name];
      if (!attribute) continue;
      const kind = field.kind;
      if (field.required && kind.type.startsWith('locale') && attribute.value.type === 'inline') {
        attribute.value = englishRequired(attribute.value.name!);
        attribute.optional = false;
      } else if (kind.type === 'object') {
        walk(kind.fields, attribute.value.attributes);
      } else if (kind.type === 'array' && kind.of.type === 'object') {
        const members = [attribute.value.of].flat();
        for (const member of members) if (member?.type === 'object') walk(kind.of.fields, member.attributes);
      }
    }
  };
  const adjusted = structuredClone(schema);
  const documents = new Map(adjusted.map((entry) => [entry.name, entry]));
  for (const def of DOCUMENTS) walk(def.fields, documents.get(def.name)?.attributes);
  return adjusted;
}

async function* namedQueries(): AsyncIterable<ExtractedModule> {
  const filename = relative(ROOT, QUERIES_FILE);
  yield {
    filename,
    errors: [],
    queries: Object.entries(QUERIES).map(([name, query]) => ({
      filename,
      query: typingView(name as QueryName, query),
      variable: { id: { type: 'Identifier', name } },
    })),
  } as ExtractedModule;
}

/** The CLI joins `--path` to the Studio's directory even when it is absolute. */
function extractSchema(to: string): void {
  execFileSync(
    'sanity',
    ['schema', 'extract', '--enforce-required-fields', '--force', '--path', relative(STUDIO, to)],
    { cwd: STUDIO, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

async function generate(schemaFile: string): Promise<string> {
  const { code } = await new TypeGenerator().generateTypes({
    schema: withRequiredEnglish((await readSchema(schemaFile)) as unknown as SchemaJson) as never,
    queries: namedQueries(),
    overloadClientMethods: false,
    root: ROOT,
  });
  const header = '// Generated by `npm run typegen` (studio/scripts/typegen.ts): do not edit.\n';
  // The one map from query name to result type, for the loaders (TypeGen's own map would declare @sanity/client's).
  const map = `\n/** What each named query returns. */\nexport interface QueryResults {\n${Object.keys(QUERIES)
    .map((name) => `  ${name}: ${name}_RESULT;`)
    .join('\n')}\n}\n`;
  return format(header + code + map, { ...(await resolveConfig(TYPES_FILE)), filepath: TYPES_FILE });
}

if (process.argv.includes('--check')) {
  const dir = mkdtempSync(join(tmpdir(), 'typegen-'));
  try {
    const schemaFile = join(dir, 'schema.json');
    extractSchema(schemaFile);
    const stale: string[] = [];
    if (readFileSync(schemaFile, 'utf8') !== readFileSync(SCHEMA_FILE, 'utf8')) stale.push(relative(ROOT, SCHEMA_FILE));
    if ((await generate(schemaFile)) !== readFileSync(TYPES_FILE, 'utf8')) stale.push(relative(ROOT, TYPES_FILE));
    if (stale.length > 0) {
      console.error(`Stale generated files: ${stale.join(', ')}. Run npm run typegen and commit the result.`);
      process.exit(1);
    }
    console.info('Generated GROQ result types are current.');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
} else {
  extractSchema(SCHEMA_FILE);
  writeFileSync(TYPES_FILE, await generate(SCHEMA_FILE));
  console.info(`Wrote ${relative(ROOT, SCHEMA_FILE)} and ${relative(ROOT, TYPES_FILE)}.`);
}
