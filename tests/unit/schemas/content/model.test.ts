import {
  ALTERNATIVE_IDS,
  ARTICLE_TYPE,
  CURRENCIES,
  DOCUMENTS,
  documentDef,
  documentPath,
  FEATURE_IDS,
  isHttpUrl,
  isLink,
  isLocalizedDocument,
  isRichTextHref,
  isSlug,
  LANDING_TYPE,
  LOCALE_CODES,
  revisionPatch,
  SINGLETON_TYPES,
  SOLUTION_IDS,
  translationStatus,
} from '@site/schemas';
import { describe, expect, it } from 'vitest';

describe('content model', () => {
  it('names every document type once', () => {
    const names = DOCUMENTS.map((doc) => doc.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('restricts landing slugs to the ids the spec fixes (28 solutions, 7 features, 7 alternatives)', () => {
    const options = (type: string) => {
      const slug = documentDef(type)!.fields.find((field) => field.name === 'slug')!.kind;
      return slug.type === 'slug' ? slug.options : undefined;
    };
    expect(options('solutionPage')).toEqual(SOLUTION_IDS);
    expect(options('featurePage')).toEqual(FEATURE_IDS);
    expect(options('alternativePage')).toEqual(ALTERNATIVE_IDS);
    expect([SOLUTION_IDS.length, FEATURE_IDS.length, ALTERNATIVE_IDS.length]).toEqual([28, 7, 7]);
  });

  it('prices plans in exactly the spec currencies', () => {
    const prices = documentDef('pricingPlan')!.fields.find((field) => field.name === 'prices')!.kind;
    expect(
      prices.type === 'array' &&
        prices.of.type === 'object' &&
        prices.of.fields.find((f) => f.name === 'currency')!.kind,
    ).toEqual({
      type: 'string',
      options: ['USD', 'BRL', 'PLN', 'VND'],
    });
    expect(CURRENCIES).toEqual(['USD', 'BRL', 'PLN', 'VND']);
  });

  it('gives every page-like document an SEO record with the spec field names', () => {
    // Every article family (the docs pages included), the landing pages and the `/{html}` pages.
    for (const type of [...Object.values(ARTICLE_TYPE), ...Object.values(LANDING_TYPE), 'page']) {
      const seo = documentDef(type)!.fields.find((field) => field.name === 'seo');
      expect(seo?.kind.type === 'object' && seo.kind.fields.map((field) => field.name), type).toEqual([
        'seo_title',
        'seo_keywords',
        'seo_description',
      ]);
    }
  });

  it('keeps the base-info field names on site settings', () => {
    const names = documentDef('siteSettings')!.fields.map((field) => field.name);
    for (const name of [
      'title',
      'keywords',
      'description',
      'register_url',
      'login_url',
      'statistical_body',
      'statistical_title',
    ])
      expect(names).toContain(name);
  });

  it('marks singletons and requires English on localized documents', () => {
    for (const type of SINGLETON_TYPES) expect(documentDef(type)?.singleton, type).toBe(true);
    for (const def of DOCUMENTS.filter(isLocalizedDocument)) {
      const title = def.fields.find((field) => field.name === def.titleField)!;
      expect(title.required, def.name).toBe(true);
    }
  });

  it.each([
    ['blogPost', 'a', '/blog/a'],
    ['helpArticle', 'a', '/helps/a'],
    ['blogCategory', 'tips', '/blog-tips'],
    ['guideCategory', 'proxies', '/guide-proxies'],
    ['solutionPage', 'crypto', '/solutions/crypto'],
    ['featurePage', 'rpa', '/rpa'],
    ['alternativePage', 'gologin-alternative', '/alternatives/gologin-alternative'],
    ['page', 'about-us', '/about-us'],
    ['pricingPlan', 'team', '/pricing'],
    ['author', 'x', null],
  ])('%s %s is shown at %s', (type, slug, path) => {
    expect(documentPath(type, slug)).toBe(path);
  });
});

describe('validation rules', () => {
  it.each([
    ['what-is-it', true],
    ['v4-0-0', true],
    ['Upper', false],
    ['double--hyphen', false],
    ['-lead', false],
    ['trail-', false],
    ['under_score', false],
    ['../etc', false],
    ['', false],
    ['a'.repeat(96), true],
    ['a'.repeat(97), false],
  ])('slug %j -> %s', (value, ok) => expect(isSlug(value)).toBe(ok));

  it.each([
    ['https://example.com/x', true],
    ['http://example.com', true],
    ['javascript:alert(1)', false],
    ['data:text/html,<b>', false],
    ['ftp://example.com', false],
    ['//evil.example', false],
    [' https://example.com', false],
    ['https://', false],
  ])('http(s) link %j -> %s', (value, ok) => expect(isHttpUrl(value)).toBe(ok));

  it.each([
    ['/pricing', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['pricing', false],
    ['mailto:support@morphis.example', true],
    ['tel:+1 555 0100', true],
    ['javascript:alert(1)', false],
  ])('rich-text href %j -> %s', (value, ok) => {
    expect(isRichTextHref(value)).toBe(ok);
    if (!value.startsWith('mailto:') && !value.startsWith('tel:')) expect(isLink(value)).toBe(ok);
  });
});

describe('translation status', () => {
  const def = documentDef('blogPost')!;
  const doc = {
    title: { en: 'Hello', de: 'Hallo', fr: 'Bonjour', es: 'Hola' },
    body: { en: [{}], de: [{}], fr: [{}] },
    englishRevisedAt: '2025-02-01T00:00:00Z',
    translatedFrom: { de: '2025-02-01T00:00:00Z', fr: '2025-01-01T00:00:00Z' },
  };

  it('reports present, stale (older source) and missing (no body) for all 20 languages', () => {
    const status = Object.fromEntries(translationStatus(def, doc).map((item) => [item.code, item.state]));
    expect(Object.keys(status)).toEqual(LOCALE_CODES);
    expect(status).toMatchObject({ en: 'present', de: 'present', fr: 'stale', es: 'missing', zh: 'missing' });
  });

  it('treats a translation with no recorded source as stale', () => {
    const status = translationStatus(def, { ...doc, translatedFrom: {} });
    expect(status.find((item) => item.code === 'de')?.state).toBe('stale');
  });

  it('derives presence from every label when a document has no presence fields (navigation)', () => {
    const nav = documentDef('navigation')!;
    const menu = [
      {
        key: 'resources',
        label: { en: 'Resources', de: 'Ressourcen' },
        items: [{ key: 'blog', label: { en: 'Blog', de: 'Blog' }, link: '/blog' }],
      },
      { key: 'news', label: { en: 'News' }, link: '/news' },
    ];
    const states = Object.fromEntries(
      translationStatus(nav, { menu, translatedFrom: { de: '2025-01-01T00:00:00Z' } }).map((s) => [s.code, s.state]),
    );
    expect(states.en).toBe('present');
    expect(states.de).toBe('missing');
  });
});

describe('revision bookkeeping on publish', () => {
  const def = documentDef('blogPost')!;
  const now = new Date('2025-03-01T12:00:00Z');
  const published = { title: { en: 'A', de: 'A-de' }, englishRevisedAt: '2025-01-01T00:00:00Z' };

  it('moves the English revision when English changes', () => {
    expect(revisionPatch(def, published, { ...published, title: { en: 'B', de: 'A-de' } }, now).set).toEqual({
      englishRevisedAt: now.toISOString(),
    });
  });

  it('records a changed translation as made from the current English revision', () => {
    expect(revisionPatch(def, published, { ...published, title: { en: 'A', de: 'B-de' } }, now).set).toEqual({
      'translatedFrom.de': '2025-01-01T00:00:00Z',
    });
  });

  it('records translations changed with English as fresh, and leaves others to go stale', () => {
    const patch = revisionPatch(def, published, { ...published, title: { en: 'B', de: 'B-de' } }, now).set;
    expect(patch).toEqual({ englishRevisedAt: now.toISOString(), 'translatedFrom.de': now.toISOString() });
  });

  it('changes nothing when no text changed', () => {
    expect(revisionPatch(def, published, { ...published }, now).set).toEqual({});
  });
});
