import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RelatedCandidate, relatedScore, selectRelated } from '@/lib/articles/related';

const article = (
  slug: string,
  publishedAt: string,
  category: string | null,
  tags: string[] = [],
  extra: Partial<RelatedCandidate> = {},
): RelatedCandidate => ({
  slug,
  publishedAt,
  category: category ? { slug: category } : null,
  tags: tags.map((tag) => ({ slug: tag })),
  ...extra,
});

describe('related articles', () => {
  const current = article('current', '2025-05-01', 'fingerprinting', ['canvas', 'webgl']);
  const candidates = [
    current,
    article('same-cat-old', '2025-01-01', 'fingerprinting'),
    article('same-cat-and-tag', '2025-02-01', 'fingerprinting', ['canvas']),
    article('two-tags', '2025-03-01', 'proxies', ['canvas', 'webgl']),
    article('one-tag', '2025-04-01', 'proxies', ['webgl']),
    article('unrelated-new', '2025-09-01', 'e-commerce', ['amazon']),
    article('unrelated-old', '2024-09-01', 'e-commerce'),
  ];

  it('weighs the category 3 and each shared tag 1', () => {
    expect(relatedScore(current, candidates[2]!)).toBe(4);
    expect(relatedScore(current, candidates[3]!)).toBe(2);
    expect(relatedScore(current, candidates[5]!)).toBe(0);
  });

  it('ranks by what is shared, never returns the article itself, and honours the limit', () => {
    expect(selectRelated(current, candidates).map((a) => a.slug)).toEqual([
      'same-cat-and-tag',
      'same-cat-old',
      'two-tags',
    ]);
    expect(selectRelated(current, candidates, 5).map((a) => a.slug)).toEqual([
      'same-cat-and-tag',
      'same-cat-old',
      'two-tags',
      'one-tag',
      'unrelated-new',
    ]);
    expect(selectRelated(current, candidates, 0)).toEqual([]);
  });

  it('fills with the newest others when few share anything', () => {
    const lonely = article('lonely', '2025-06-01', 'nothing-else');
    expect(selectRelated(lonely, candidates).map((a) => a.slug)).toEqual(['unrelated-new', 'current', 'one-tag']);
  });

  it('treats the help section and partner kind like a category', () => {
    const help = article('h1', '2025-01-01', null, [], { section: 'proxies' });
    const pool = [
      article('h2', '2025-01-01', null, [], { section: 'billing' }),
      article('h3', '2024-01-01', null, [], { section: 'proxies' }),
    ];
    expect(selectRelated(help, pool, 1).map((a) => a.slug)).toEqual(['h3']);
    const partner = article('p1', '2025-01-01', null, [], { kind: 'proxy' });
    expect(relatedScore(partner, article('p2', '2025-01-01', null, [], { kind: 'proxy' }))).toBe(3);
  });

  it('never repeats an article and never exceeds the limit (property)', () => {
    const arb = fc.array(
      fc.record({
        slug: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
        day: fc.integer({ min: 1, max: 28 }),
        category: fc.constantFrom('x', 'y', null),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(arb, fc.integer({ min: 0, max: 6 }), (items, limit) => {
        const pool = items.map((item) =>
          article(item.slug, `2025-01-${String(item.day).padStart(2, '0')}`, item.category),
        );
        const chosen = selectRelated(article('a', '2025-02-01', 'x'), pool, limit);
        const slugs = chosen.map((c) => c.slug);
        expect(chosen.length).toBeLessThanOrEqual(limit);
        expect(new Set(slugs).size).toBe(slugs.length);
        expect(slugs).not.toContain('a');
      }),
    );
  });
});
