import {
  ALTERNATIVE_IDS,
  ARTICLE_TYPE,
  CURRENCIES,
  FEATURE_IDS,
  FIXED_PAGE_SLUGS,
  isPublishedId,
  LEGACY_SOLUTION_SLUGS,
  LOCALE_CODES,
  NAV_KEYS,
  NAV_SOLUTION_IDS,
  SOLUTION_IDS,
  validateDataset,
  validateDocument,
} from '@site/schemas';
import { describe, expect, it } from 'vitest';
import { type Doc, imageFiles, readDocuments } from '../../../fixtures/dataset';

const all = readDocuments();
// The content rules below are about what visitors get; drafts (drafts.*, shown only in draft mode) are validated
// with everything else but may be work in progress (one language, fewer fields).
const documents = all.filter((doc) => isPublishedId(doc._id));
const byType = (type: string) => documents.filter((doc) => doc._type === type);
const slugs = (type: string) => byType(type).map((doc) => (doc.slug as { current: string }).current);
const languages = (doc: Doc) => Object.keys((doc.title ?? {}) as object).filter((key) => key !== '_type');

describe('embedded dataset', () => {
  it('validates every document against the content model (errors; SEO lengths are only warnings)', () => {
    const issues = validateDataset(all, imageFiles());
    const errors = issues.filter((issue) => issue.level === 'error');
    expect(errors).toEqual([]);
    expect(issues.every((issue) => issue.level === 'warning' && /longer than/.test(issue.message))).toBe(true);
  });

  it.each([
    ['blogPost', 12],
    ['newsItem', 6],
    ['guide', 8],
    ['helpArticle', 12],
    ['release', 6],
    ['partner', 6],
  ])('has %s documents: at least %i', (type, count) => {
    expect(byType(type as string).length).toBeGreaterThanOrEqual(count as number);
  });

  it('has a page for every solution, feature and alternative id', () => {
    expect(slugs('solutionPage').sort()).toEqual([...SOLUTION_IDS].sort());
    expect(slugs('featurePage').sort()).toEqual([...FEATURE_IDS].sort());
    expect(slugs('alternativePage').sort()).toEqual([...ALTERNATIVE_IDS].sort());
  });

  it('prices every plan in USD, BRL, PLN and VND, monthly and annual', () => {
    const plans = byType('pricingPlan');
    expect(plans.length).toBeGreaterThanOrEqual(3);
    for (const plan of plans) {
      const prices = plan.prices as { currency: string; monthly: number; annual: number }[];
      expect(prices.map((price) => price.currency).sort()).toEqual([...CURRENCIES].sort());
      for (const price of prices) expect(price.annual).toBeGreaterThanOrEqual(price.monthly);
    }
  });

  it('has the FAQ, categories, tags and authors', () => {
    expect(byType('faqEntry').length).toBeGreaterThanOrEqual(6);
    for (const type of ['blogCategory', 'newsCategory', 'guideCategory', 'blogTag', 'newsTag', 'guideTag', 'author'])
      expect(byType(type).length, type).toBeGreaterThan(0);
  });

  it('has site settings, navigation and every marketing page in all 20 languages', () => {
    const settings = documents.find((doc) => doc._id === 'siteSettings')!;
    for (const field of ['title', 'keywords', 'description'])
      expect(Object.keys(settings[field] as object)).toEqual(expect.arrayContaining([...LOCALE_CODES]));
    const navigation = documents.find((doc) => doc._id === 'navigation')!;
    type Entry = { key: string; label: object; items?: Entry[] };
    const entries = [...(navigation.menu as Entry[]), ...(navigation.footer as Entry[])].flatMap((group) => [
      group,
      ...(group.items ?? []),
    ]);
    for (const item of entries)
      expect(Object.keys(item.label), item.key).toEqual(expect.arrayContaining([...LOCALE_CODES]));
    // The header menu covers every entry it names (groups and their entries, by key).
    const header = (navigation.menu as Entry[]).flatMap((group) => [
      group.key,
      ...(group.items ?? []).map((item) => item.key),
    ]);
    expect(header).toEqual(expect.arrayContaining([...NAV_KEYS, ...NAV_SOLUTION_IDS, ...FEATURE_IDS]));
    const pages = byType('page');
    expect(
      pages
        .filter((page) => page.kind === 'fixed')
        .map((page) => (page.slug as { current: string }).current)
        .sort(),
    ).toEqual([...FIXED_PAGE_SLUGS].sort());
    expect(pages.filter((page) => page.kind === 'generic').length).toBeGreaterThanOrEqual(2);
    for (const page of pages) {
      expect(languages(page).sort(), page._id).toEqual([...LOCALE_CODES].sort());
      expect(Object.keys(page.body as object).filter((key) => key !== '_type').length, page._id).toBe(20);
    }
  });

  it('has every article in English, Chinese, Russian and at least five more languages, with some missing and some stale', () => {
    const articles = Object.values(ARTICLE_TYPE).flatMap(byType);
    for (const article of articles) {
      const codes = languages(article);
      expect(codes, article._id).toEqual(expect.arrayContaining(['en', 'zh', 'ru']));
      expect(codes.length, article._id).toBeGreaterThanOrEqual(8);
    }
    // Deliberate gaps: most articles are not in all 20 languages (the three help articles every language must have
    // are; stand-ins.test.ts), and most blog posts have no Korean (three do).
    expect(articles.filter((article) => languages(article).length < 20).length).toBeGreaterThan(articles.length / 2);
    expect(byType('blogPost').filter((post) => !languages(post).includes('ko')).length).toBeGreaterThan(
      byType('blogPost').length / 2,
    );
    const stale = articles.filter((article) => {
      const from = (article.translatedFrom ?? {}) as Record<string, string>;
      return Object.entries(from).some(([key, date]) => key !== '_type' && date < (article.englishRevisedAt as string));
    });
    expect(stale.length).toBeGreaterThanOrEqual(3);
  });

  it('has the external Russian blog map and the legacy slug map with Chinese and Traditional Chinese variants', () => {
    const ru = documents.find((doc) => doc._id === 'ruBlogMap')!;
    const articleSlugs = new Set(['blogPost', 'newsItem', 'guide'].flatMap(slugs));
    for (const entry of ru.entries as { articleId: string }[])
      expect(articleSlugs.has(entry.articleId), entry.articleId).toBe(true);
    const legacy = documents.find((doc) => doc._id === 'legacySlugMap')!;
    const entries = legacy.entries as { legacySlug: string; zhSlug: string; tcSlug: string }[];
    expect(entries.map((entry) => entry.legacySlug).sort()).toEqual([...LEGACY_SOLUTION_SLUGS].sort());
    for (const entry of entries) expect(entry.zhSlug).not.toBe(entry.tcSlug);
  });

  it('contains no placeholder text and no remote images', () => {
    const text = JSON.stringify(documents);
    expect(text).not.toMatch(/lorem ipsum|dolor sit amet/i);
    expect(text).not.toMatch(/\bTODO\b|\bFIXME\b|\bXXX\b/);
    expect(text).not.toMatch(/"_sanityAsset":"image@https?:/);
  });
});

describe('dataset validator', () => {
  const base = documents.find((doc) => doc._id === 'blog-post-what-is-browser-fingerprinting')!;
  const context = { types: new Map(documents.map((doc) => [doc._id, doc._type])), assets: imageFiles() };
  const errorsOf = (doc: Doc) => validateDocument(doc, context).filter((issue) => issue.level === 'error');

  it('accepts a real document', () => {
    expect(errorsOf(base)).toEqual([]);
  });

  it.each<[string, (doc: Doc) => Doc, RegExp]>([
    ['an uppercase slug', (doc) => ({ ...doc, slug: { current: 'Bad-Slug' } }), /lowercase/],
    ['a missing English title', (doc) => ({ ...doc, title: { zh: '只有中文' } }), /English text is required/],
    [
      'a javascript: link in rich text',
      (doc) => ({
        ...doc,
        body: {
          en: [
            {
              _type: 'block',
              _key: 'k',
              markDefs: [{ _key: 'm', _type: 'link', href: 'javascript:alert(1)' }],
              children: [{ _type: 'span', text: 'x', marks: ['m'] }],
            },
          ],
        },
      }),
      /link not allowed/,
    ],
    [
      'a dangling reference',
      (doc) => ({ ...doc, author: { _type: 'reference', _ref: 'author-nobody' } }),
      /missing document/,
    ],
    [
      'a reference to the wrong type',
      (doc) => ({ ...doc, category: { _type: 'reference', _ref: 'news-category-product' } }),
      /expected blogCategory/,
    ],
    ['an unknown route code', (doc) => ({ ...doc, title: { en: 'x', xx: 'y' } }), /20 route codes/],
    ['a field outside the model', (doc) => ({ ...doc, colour: 'red' }), /not in the model/],
    [
      'a missing image file',
      (doc) => ({ ...doc, coverImage: { _type: 'image', _sanityAsset: 'image@file://./images/nope.svg' } }),
      /image asset not found/,
    ],
    ['a release version id', (doc) => ({ ...doc, _id: 'versions.r1.x' }), /no dots/],
    ['a dotted id inside a draft id', (doc) => ({ ...doc, _id: 'drafts.a.b' }), /no dots/],
  ])('rejects %s', (_name, mutate, message) => {
    const errors = errorsOf(mutate(structuredClone(base)));
    expect(errors.map((error) => error.message).join('\n')).toMatch(message);
  });

  it('rejects an unknown solution id, a non-http partner site and a duplicate currency', () => {
    const solution = structuredClone(documents.find((doc) => doc._type === 'solutionPage')!);
    expect(
      errorsOf({ ...solution, slug: { current: 'not-a-solution' } })
        .map((e) => e.message)
        .join(),
    ).toMatch(/ids the spec fixes/);
    const partner = structuredClone(documents.find((doc) => doc._type === 'partner')!);
    expect(
      errorsOf({ ...partner, website: 'ftp://files.example' })
        .map((e) => e.message)
        .join(),
    ).toMatch(/only http\(s\)/);
    const plan = structuredClone(documents.find((doc) => doc._type === 'pricingPlan')!);
    const prices = plan.prices as { _key: string }[];
    expect(
      errorsOf({ ...plan, prices: [...prices, { ...prices[0]!, _key: 'again' }] })
        .map((e) => e.message)
        .join(),
    ).toMatch(/appears twice/);
  });

  it('rejects the slug "feed" for blog posts, news and releases (their feed route owns it), not for other types', () => {
    for (const [type, path] of [
      ['blogPost', '/blog/feed'],
      ['newsItem', '/news/feed'],
      ['release', '/release/feed'],
    ] as const) {
      const doc = structuredClone(documents.find((item) => item._type === type)!);
      const messages = errorsOf({ ...doc, slug: { _type: 'slug', current: 'feed' } }).map(
        (error) => `${error.path}: ${error.message}`,
      );
      expect(messages, type).toEqual([
        expect.stringMatching(new RegExp(`^slug: The slug "feed" is reserved: ${path} `)),
      ]);
      expect(
        validateDataset(
          [...all, { ...doc, _id: `${doc._id}-feed`, slug: { _type: 'slug', current: 'feed' } }],
          imageFiles(),
        ).filter((issue) => issue.level === 'error'),
        type,
      ).toHaveLength(1);
    }
    for (const type of ['guide', 'helpArticle', 'docPage', 'partner']) {
      const doc = structuredClone(documents.find((item) => item._type === type)!);
      expect(errorsOf({ ...doc, slug: { _type: 'slug', current: 'feed' } }), type).toEqual([]);
    }
  });

  it('rejects a menu link to a page that does not exist, and accepts sections, documents and anchors', () => {
    const pages = new Set(
      documents.flatMap((doc) =>
        (doc.slug as { current?: string } | undefined)?.current
          ? [`${doc._type}:${(doc.slug as { current: string }).current}`]
          : [],
      ),
    );
    const navigation = structuredClone(documents.find((doc) => doc._id === 'navigation')!);
    const withLink = (link: string) => {
      const copy = structuredClone(navigation);
      (copy.menu as { items: { link: string }[] }[])[0]!.items[0]!.link = link;
      return validateDocument(copy, { ...context, pages })
        .filter((issue) => issue.level === 'error')
        .map((issue) => issue.message)
        .join('\n');
    };
    expect(withLink('/solutions/no-such-solution')).toMatch(/no page of the site is at/);
    expect(withLink('/blog/no-such-article')).toMatch(/no page of the site is at/);
    expect(withLink('/nowhere/at/all')).toMatch(/no page of the site is at/);
    expect(withLink('javascript:alert(1)')).toMatch(/site path or an http/);
    for (const good of [
      '/pricing',
      '/blog',
      '/links#scan',
      '/solutions/crypto',
      '/antidetect-browser',
      '/blog/what-is-browser-fingerprinting',
      'https://t.me/x',
    ])
      expect(withLink(good), good).toBe('');
  });

  it('rejects a promotion that ends before it starts', () => {
    const promotion = structuredClone(documents.find((doc) => doc._type === 'promotion')!);
    expect(errorsOf(promotion)).toEqual([]);
    expect(
      errorsOf({ ...promotion, endsAt: '2025-07-01T00:00:00Z' })
        .map((e) => e.message)
        .join(),
    ).toMatch(/later than startsAt/);
  });
});
