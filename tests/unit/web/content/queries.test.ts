import { applyPublishedPerspective, LOCALE_CODES, QUERIES, type QueryName } from '@site/schemas';
import { evaluate, parse } from 'groq-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningLake } from '../../../lake-stub/server';
import { LAKE_API_VERSION, LAKE_DATASET, LAKE_PROJECT_ID } from '../../../lake-stub/settings';
import { LakeContentSource } from '@/content/lake-source';
import { LocalContentSource } from '@/content/local-source';
import { loadDataset } from '@/content/dataset';
import type { ContentSource } from '@/content/source';
import { DATASET_DIR, startSeedLake } from '../../../fixtures/dataset';

/**
 * The query contract: every named query runs on the embedded dataset, through the site's Lake source (the real
 * `@sanity/client`) against the Content Lake stand-in serving the same dataset, and on a real project when
 * SANITY_PROJECT_ID and SANITY_DATASET are set, and returns the shape its generated type (`sanity.types.ts`) promises.
 * The types cannot see the data: documents written past the Studio's validation reach the site all the same.
 */
type Kind =
  'string' | 'number' | 'boolean' | 'array' | 'object' | 'string|null' | 'array|null' | 'object|null' | 'number|null';

function check(value: unknown, shape: Record<string, Kind>, where: string): void {
  expect(value, where).toBeTypeOf('object');
  for (const [key, kind] of Object.entries(shape)) {
    const actual = (value as Record<string, unknown>)[key];
    const type = actual === null ? 'null' : Array.isArray(actual) ? 'array' : typeof actual;
    expect(kind.split('|'), `${where}.${key} is ${type}`).toContain(type);
  }
}

const article = {
  _id: 'string',
  slug: 'string',
  title: 'string',
  lang: 'string',
  stale: 'boolean',
  body: 'array',
  seo: 'object',
  locales: 'array',
  publishedAt: 'string',
  category: 'object|null',
  author: 'object|null',
} as const;

interface Case {
  params: Record<string, unknown>;
  verify: (result: unknown) => void;
}

const CASES: Record<QueryName, Case> = {
  ARTICLE_QUERY: {
    params: { type: 'blogPost', slug: 'what-is-browser-fingerprinting', locale: 'de' },
    verify: (result) => check(result, article, 'article'),
  },
  ARTICLE_LIST_QUERY: {
    params: {
      type: 'newsItem',
      categoryType: 'newsCategory',
      tagType: 'newsTag',
      locale: 'jp',
      category: null,
      tag: null,
      start: 0,
      end: 3,
    },
    verify: (result) => {
      check(result, { total: 'number', items: 'array' }, 'list');
      const { items, total } = result as { items: unknown[]; total: number };
      expect(items.length).toBe(Math.min(3, total));
      for (const item of items)
        check(
          item,
          {
            _id: 'string',
            slug: 'string',
            title: 'string',
            excerpt: 'string|null',
            lang: 'string',
            publishedAt: 'string',
          },
          'list item',
        );
    },
  },
  ARTICLE_PATHS_QUERY: {
    params: { type: 'guide' },
    verify: (result) => {
      expect((result as unknown[]).length).toBeGreaterThan(0);
      for (const item of result as unknown[])
        check(item, { slug: 'string', updatedAt: 'string', locales: 'array' }, 'path');
    },
  },
  LISTING_LOCALES_QUERY: {
    params: { type: 'blogPost', category: 'blog-category-e-commerce', tag: 'blog-tag-amazon' },
    verify: (result) => {
      expect((result as unknown[]).length).toBeGreaterThan(0);
      for (const locales of result as unknown[][]) {
        expect(locales).toContain('en');
        for (const code of locales) expect(LOCALE_CODES).toContain(code);
      }
    },
  },
  TERM_LIST_QUERY: {
    params: { type: 'blogCategory', articleType: 'blogPost', locale: 'ru' },
    verify: (result) => {
      const { terms, uses } = result as { terms: unknown[]; uses: { ids: unknown[] }[] };
      expect(terms.length).toBeGreaterThan(0);
      for (const item of terms)
        check(
          item,
          {
            _id: 'string',
            slug: 'string',
            title: 'string',
            lang: 'string',
            description: 'string|null',
            descriptionLang: 'string',
          },
          'term',
        );
      expect(uses.length).toBeGreaterThan(0);
      for (const use of uses) for (const id of use.ids) expect(['string', 'object']).toContain(typeof id);
    },
  },

  LANDING_QUERY: {
    params: { type: 'solutionPage', slug: 'crypto', locale: 'zh' },
    verify: (result) =>
      check(
        result,
        {
          _id: 'string',
          slug: 'string',
          title: 'string',
          summary: 'string',
          body: 'array',
          lang: 'string',
          stale: 'boolean',
          seo: 'object',
          locales: 'array',
        },
        'landing',
      ),
  },
  LANDING_LIST_QUERY: {
    params: { type: 'alternativePage', locale: 'pl' },
    verify: (result) => {
      expect((result as unknown[]).length).toBe(7);
      for (const item of result as unknown[])
        check(
          item,
          { slug: 'string', title: 'string', summary: 'string', lang: 'string', competitor: 'string' },
          'landing item',
        );
    },
  },
  PAGE_QUERY: {
    params: { slug: 'about-us', locale: 'km' },
    verify: (result) =>
      check(
        result,
        {
          _id: 'string',
          slug: 'string',
          kind: 'string',
          title: 'string',
          summary: 'string|null',
          body: 'array',
          lang: 'string',
          locales: 'array',
        },
        'page',
      ),
  },
  PAGE_PATHS_QUERY: {
    params: {},
    verify: (result) => {
      for (const item of result as unknown[])
        check(item, { slug: 'string', kind: 'string', locales: 'array' }, 'page path');
    },
  },
  FAQ_QUERY: {
    params: { locale: 'vn' },
    verify: (result) => {
      expect((result as unknown[]).length).toBeGreaterThan(0);
      for (const item of result as unknown[])
        check(item, { _id: 'string', group: 'string', lang: 'string', question: 'string', answer: 'string' }, 'faq');
    },
  },
  PRICING_QUERY: {
    params: { locale: 'pt' },
    verify: (result) => {
      for (const item of result as unknown[])
        check(
          item,
          {
            _id: 'string',
            slug: 'string',
            name: 'string',
            profiles: 'number',
            teamMembers: 'number',
            prices: 'array',
            features: 'array|null',
          },
          'plan',
        );
    },
  },
  SITE_SETTINGS_QUERY: {
    params: { locale: 'th' },
    verify: (result) =>
      check(
        result,
        {
          title: 'string',
          keywords: 'string|null',
          description: 'string',
          register_url: 'string',
          login_url: 'string',
          statistical_body: 'string|null',
          statistical_title: 'string|null',
        },
        'settings',
      ),
  },
  NAVIGATION_QUERY: {
    params: { locale: 'hi' },
    verify: (result) => {
      check(result, { menu: 'array', footer: 'array' }, 'navigation');
      const { menu, footer } = result as { menu: { items: unknown[] | null }[]; footer: { items: unknown[] | null }[] };
      for (const group of menu) check(group, { link: 'string|null' }, 'menu group');
      for (const group of [...menu, ...footer]) {
        check(group, { key: 'string', label: 'string', items: 'array|null' }, 'menu group');
        for (const item of group.items ?? [])
          check(item, { key: 'string', label: 'string', link: 'string' }, 'menu entry');
      }
    },
  },
  PROMOTIONS_QUERY: {
    params: { locale: 'km' },
    verify: (result) => {
      expect((result as unknown[]).length).toBeGreaterThan(0);
      for (const item of result as unknown[]) {
        check(
          item,
          {
            _id: 'string',
            placement: 'string',
            startsAt: 'string',
            endsAt: 'string|null',
            link: 'string|null',
            lang: 'string',
            text: 'string',
            linkLabel: 'string|null',
          },
          'promotion',
        );
      }
    },
  },
  RU_BLOG_MAP_QUERY: {
    params: {},
    verify: (result) => check(result, { blogHome: 'string', entries: 'array|null' }, 'ru blog map'),
  },
  LEGACY_SLUG_MAP_QUERY: {
    params: {},
    verify: (result) => check(result, { entries: 'array|null' }, 'legacy slugs'),
  },
  SITEMAP_QUERY: {
    params: { types: ['blogPost', 'page', 'solutionPage'] },
    verify: (result) => {
      expect((result as unknown[]).length).toBeGreaterThan(40);
      for (const item of result as unknown[])
        check(item, { _type: 'string', slug: 'string', updatedAt: 'string', locales: 'array' }, 'sitemap');
    },
  },
};

function contract(name: string, source: () => ContentSource) {
  describe(`query contract on ${name}`, () => {
    it('covers every named query', () => {
      expect(Object.keys(CASES).sort()).toEqual(Object.keys(QUERIES).sort());
    });

    it.each(Object.keys(QUERIES) as QueryName[])('%s returns its documented shape', async (query) => {
      const result = await source().fetch(QUERIES[query], CASES[query].params);
      CASES[query].verify(result);
    });

    it('returns locale codes only from the 20 route codes', async () => {
      const paths = await source().fetch<{ locales: string[] }[]>(QUERIES.ARTICLE_PATHS_QUERY, { type: 'blogPost' });
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) for (const code of path.locales) expect(LOCALE_CODES).toContain(code);
    });
  });
}

const local = new LocalContentSource({ dir: DATASET_DIR, watch: false });
contract('the embedded dataset', () => local);

describe('the embedded source reads less than the dataset and answers the same', () => {
  // The source hands groq-js only the types a query filters by, resolves references by id and evaluates
  // synchronously: each named query must answer exactly what groq-js answers asynchronously over every document.
  const documents = applyPublishedPerspective(loadDataset(DATASET_DIR).documents);
  it.each(Object.keys(QUERIES) as QueryName[])('%s', async (query) => {
    const { params } = CASES[query];
    const whole = await (await evaluate(parse(QUERIES[query], { params }), { dataset: documents, params })).get();
    expect(await local.fetch(QUERIES[query], params)).toEqual(whole);
  });

  it('answers every page of every list the same, while the lists share their evaluated filters', async () => {
    // Each list's filter and order is evaluated once per dataset and shared by its pages and its count: a value
    // filed under the wrong filter would show here as another list's articles.
    const source = new LocalContentSource({ dir: DATASET_DIR, watch: false });
    const ids = (type: string) => [null, ...documents.filter((doc) => doc._type === type).map((doc) => doc._id)];
    const cases = LOCALE_CODES.filter((_, index) => index % 4 === 0).flatMap((locale) =>
      ids('blogCategory').flatMap((category) =>
        ids('blogTag').flatMap((tag) =>
          [0, 2].map((start) => ({ type: 'blogPost', locale, category, tag, start, end: start + 2 })),
        ),
      ),
    );
    for (const params of cases) {
      const tree = parse(QUERIES.ARTICLE_LIST_QUERY, { params });
      const whole = await (await evaluate(tree, { dataset: documents, params })).get();
      expect(await source.fetch(QUERIES.ARTICLE_LIST_QUERY, params), JSON.stringify(params)).toEqual(whole);
    }
  });
});

let standIn: RunningLake | undefined;
let standInSource: LakeContentSource | undefined;
beforeAll(async () => {
  standIn = await startSeedLake();
  standInSource = new LakeContentSource({
    projectId: LAKE_PROJECT_ID,
    dataset: LAKE_DATASET,
    apiVersion: LAKE_API_VERSION,
    token: undefined,
    privateDataset: false,
    browserToken: undefined,
    apiHost: `http://127.0.0.1:${standIn.port}`,
  });
});
afterAll(() => standIn?.close());
contract('the Content Lake stand-in', () => standInSource!);

const lakeConfigured = Boolean(process.env.SANITY_PROJECT_ID && process.env.SANITY_DATASET);
if (lakeConfigured) {
  const lake = new LakeContentSource({
    projectId: process.env.SANITY_PROJECT_ID!,
    dataset: process.env.SANITY_DATASET!,
    apiVersion: process.env.SANITY_API_VERSION || '2025-10-01',
    token: process.env.SANITY_READ_TOKEN || undefined,
    privateDataset: process.env.SANITY_DATASET_PRIVATE === '1',
    browserToken: undefined,
    apiHost: process.env.SANITY_API_HOST || 'https://api.sanity.io',
  });
  contract('the Content Lake', () => lake);
}
