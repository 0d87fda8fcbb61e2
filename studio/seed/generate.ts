/**
 * Grows the seed dataset the way a real site grows, for measuring the site at the size of the one it replaces:
 * `scale` times the seed's articles in every family, each with its own slug, dates spread over years, more
 * categories and tags per taxonomy family, longer bodies, and translations that are partial (older articles are
 * translated into more of their languages than newer ones, which lag). Pure and deterministic: the same seed
 * documents, scale and random seed give the same documents. Scale 1 is the seed itself.
 */
import { createHash } from 'node:crypto';

export type Doc = Record<string, unknown> & { _id: string; _type: string };

export interface GenerateOptions {
  /** How many times the seed's articles each family holds (an integer from 1 to MAX_SCALE). */
  readonly scale: number;
  /** The random generator's seed: another value gives another (equally valid) dataset. */
  readonly seed?: number;
}

export const MAX_SCALE = 100;

/** The article families that grow, and the taxonomy types that grow with them (help has sections, not a taxonomy). */
const ARTICLE_FAMILIES = [
  { article: 'blogPost', category: 'blogCategory', tag: 'blogTag' },
  { article: 'newsItem', category: 'newsCategory', tag: 'newsTag' },
  { article: 'guide', category: 'guideCategory', tag: 'guideTag' },
  { article: 'helpArticle', category: null, tag: null },
] as const;

/** A real site's taxonomy: at least this many categories and tags per family once the content is ten times the seed. */
export const GROWN_CATEGORIES = 12;
export const GROWN_TAGS = 48;
/** Bodies of a realistic length: an article joins this many seed bodies of its family (in each of its languages). */
const BODY_PARTS = 4;
/** The oldest generated article: the site has published for years before the seed's newest article. */
const OLDEST = Date.parse('2019-01-07T09:00:00Z');

const TOPIC_WORDS = [
  'basics',
  'checklist',
  'playbook',
  'case-study',
  'deep-dive',
  'faq',
  'mistakes',
  'setup',
  'scaling',
  'audit',
  'compared',
  'explained',
  'in-practice',
  'for-teams',
  'step-by-step',
  'lessons',
];

/** mulberry32: small, fast and the same on every platform (the cluster's header fuzz draws from it too). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function keyOf(...parts: (string | number)[]): string {
  return createHash('sha1').update(parts.join('|')).digest('hex').slice(0, 12);
}

function slugOf(doc: Doc): string {
  return (doc.slug as { current: string }).current;
}

function isLocalized(value: unknown): value is Record<string, unknown> & { _type: string } {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    typeof (value as { _type?: unknown })._type === 'string' &&
    (value as { _type: string })._type.startsWith('locale')
  );
}

/** Every localized object of `value` keeps English and the `keep` languages only. */
function keepLanguages(value: unknown, keep: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => keepLanguages(item, keep));
  if (!value || typeof value !== 'object') return value;
  const localized = isLocalized(value);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (localized && key !== '_type' && key !== 'en' && !keep.has(key)) continue;
    out[key] = keepLanguages(item, keep);
  }
  return out;
}

/** The languages an article is translated into (its title's, besides English). */
function translations(doc: Doc): string[] {
  return Object.keys((doc.title ?? {}) as Record<string, unknown>).filter((key) => key !== '_type' && key !== 'en');
}

function suffixed(value: unknown, suffix: string): unknown {
  if (!isLocalized(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, text]) => [key, key === '_type' ? text : `${String(text)} ${suffix}`]),
  );
}

function isoAt(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** New categories and tags of one type, cloned from the seed's with a distinct slug and title. */
function growTaxonomy(seedDocs: Doc[], target: number): Doc[] {
  const grown: Doc[] = [];
  for (let index = seedDocs.length; index < target; index++) {
    const source = seedDocs[index % seedDocs.length]!;
    const round = Math.floor(index / seedDocs.length) + 1;
    const slug = `${slugOf(source)}-${round}`;
    const prefix = source._id.slice(0, source._id.length - slugOf(source).length);
    grown.push({
      ...source,
      _id: `${prefix}${slug}`,
      slug: { _type: 'slug', current: slug },
      title: suffixed(source.title, String(round)),
    });
  }
  return grown;
}

/** Seed bodies joined in each language, block keys made unique for the new article. */
function grownBody(id: string, parts: Doc[]): unknown {
  const body: Record<string, unknown> = { _type: 'localeBlocks' };
  const languages = new Set(parts.flatMap((part) => Object.keys((part.body ?? {}) as object)));
  languages.delete('_type');
  for (const code of languages) {
    const blocks = parts.flatMap(
      (part) => ((part.body as Record<string, unknown[]> | undefined)?.[code] ?? []) as Doc[],
    );
    body[code] = blocks.map((block, index) => ({ ...block, _key: keyOf(id, code, index) }));
  }
  return body;
}

export function generateDataset(seedDocuments: readonly Doc[], options: GenerateOptions): Doc[] {
  const { scale } = options;
  if (!Number.isInteger(scale) || scale < 1 || scale > MAX_SCALE)
    throw new RangeError(`--scale must be an integer from 1 to ${MAX_SCALE}, not ${String(scale)}`);
  if (scale === 1) return [...seedDocuments];
  const next = seededRandom(options.seed ?? 1);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const published = seedDocuments.filter((doc) => !doc._id.startsWith('drafts.'));
  const newest = Math.max(
    ...published.map((doc) => (typeof doc.publishedAt === 'string' ? Date.parse(doc.publishedAt) : 0)),
  );
  const out: Doc[] = [...seedDocuments];

  for (const family of ARTICLE_FAMILIES) {
    let categories: Doc[] = [];
    let tags: Doc[] = [];
    if (family.category && family.tag) {
      const seedCategories = published.filter((doc) => doc._type === family.category);
      const seedTags = published.filter((doc) => doc._type === family.tag);
      const grownCategories = growTaxonomy(
        seedCategories,
        Math.max(seedCategories.length, Math.min(GROWN_CATEGORIES, Math.ceil((GROWN_CATEGORIES * scale) / 10))),
      );
      const grownTags = growTaxonomy(
        seedTags,
        Math.max(seedTags.length, Math.min(GROWN_TAGS, Math.ceil((GROWN_TAGS * scale) / 10))),
      );
      out.push(...grownCategories, ...grownTags);
      categories = [...seedCategories, ...grownCategories];
      tags = [...seedTags, ...grownTags];
    }

    const sources = published.filter((doc) => doc._type === family.article);
    const slugs = new Set(sources.map(slugOf));
    for (let round = 1; round < scale; round++) {
      for (const [index, source] of sources.entries()) {
        let slug = `${slugOf(source)}-${TOPIC_WORDS[(round - 1) % TOPIC_WORDS.length]}`;
        if (round > TOPIC_WORDS.length) slug += `-${Math.ceil(round / TOPIC_WORDS.length)}`;
        if (slugs.has(slug)) throw new Error(`Generated slug ${slug} twice`);
        slugs.add(slug);
        const prefix = source._id.slice(0, source._id.length - slugOf(source).length);
        const id = `${prefix}${slug}`;
        // Dates over the years before the seed's newest article; the hour keeps same-day articles apart.
        const at = Math.round((OLDEST + next() * (newest - OLDEST)) / 3_600_000) * 3_600_000;
        const date = isoAt(at);
        // Newer articles lag: the older an article, the more of its source's languages it is translated into.
        const age = (newest - at) / (newest - OLDEST);
        const keep = new Set(translations(source).filter(() => next() < 0.25 + 0.75 * age));
        const parts = [source, ...Array.from({ length: BODY_PARTS - 1 }, () => pick(sources))];
        const doc: Doc = {
          ...source,
          _id: id,
          slug: { _type: 'slug', current: slug },
          title: suffixed(source.title, `(${round + 1})`),
          body: grownBody(id, parts),
          publishedAt: date,
          _createdAt: isoAt(at - 3_600_000),
          _updatedAt: date,
          englishRevisedAt: date,
          translatedFrom: {
            _type: 'localeRevisions',
            ...Object.fromEntries([...keep].map((code) => [code, date])),
          },
        };
        if (source.seo && typeof source.seo === 'object')
          doc.seo = { ...source.seo, seo_title: suffixed((source.seo as Doc).seo_title, `(${round + 1})`) };
        if (typeof source.order === 'number') doc.order = source.order + round * sources.length + index;
        if (categories.length > 0) doc.category = { _type: 'reference', _ref: pick(categories)._id };
        if (tags.length > 0) {
          const chosen = new Set(Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(tags)._id));
          doc.tags = [...chosen].map((ref) => ({ _type: 'reference', _ref: ref, _key: keyOf(id, ref) }));
        }
        out.push(keepLanguages(doc, keep) as Doc);
      }
    }
  }
  out.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  return out;
}
