import { isPublishedId, validateDataset } from '@site/schemas';
import { describe, expect, it } from 'vitest';
import { generateDataset, GROWN_CATEGORIES, GROWN_TAGS } from '../../../../studio/seed/generate';
import { type Doc, imageFiles, readDocuments } from '../../../fixtures/dataset';

const seed = readDocuments();
const scaled = generateDataset(seed, { scale: 10 });
const published = (docs: readonly Doc[], type: string) =>
  docs.filter((doc) => doc._type === type && isPublishedId(doc._id));
const slug = (doc: Doc) => (doc.slug as { current: string }).current;
const languages = (doc: Doc) => Object.keys(doc.title as object).filter((key) => key !== '_type' && key !== 'en');
const FAMILIES = [
  ['blogPost', 'blogCategory', 'blogTag'],
  ['newsItem', 'newsCategory', 'newsTag'],
  ['guide', 'guideCategory', 'guideTag'],
  ['helpArticle', null, null],
] as const;

describe('the content generator', () => {
  it('is the seed itself at scale 1, and refuses a scale that is not a whole number from 1 to 100', () => {
    expect(generateDataset(seed, { scale: 1 })).toEqual(seed);
    for (const scale of [0, 2.5, 101, Number.NaN]) expect(() => generateDataset(seed, { scale })).toThrow(RangeError);
  });

  it('is deterministic: the same seed gives the same documents, another seed other ones', () => {
    expect(generateDataset(seed, { scale: 10 })).toEqual(scaled);
    expect(generateDataset(seed, { scale: 10, seed: 2 })).not.toEqual(scaled);
  });

  it('passes the content model validation (no errors), with unique ids and slugs', () => {
    expect(validateDataset(scaled, imageFiles()).filter((issue) => issue.level === 'error')).toEqual([]);
  });

  it.each(FAMILIES)('%s: scale times the articles, distinct slugs, a grown taxonomy', (article, category, tag) => {
    const articles = published(scaled, article);
    expect(articles).toHaveLength(published(seed, article).length * 10);
    expect(new Set(articles.map(slug)).size).toBe(articles.length);
    if (category && tag) {
      expect(published(scaled, category).length).toBeGreaterThanOrEqual(GROWN_CATEGORIES);
      expect(published(scaled, tag).length).toBeGreaterThanOrEqual(GROWN_TAGS);
      const ids = new Set(scaled.map((doc) => doc._id));
      for (const doc of articles) {
        expect(ids.has((doc.category as { _ref: string })._ref)).toBe(true);
        for (const ref of doc.tags as { _ref: string }[]) expect(ids.has(ref._ref)).toBe(true);
      }
    }
  });

  it('spreads dates over years, writes longer bodies, and leaves newer articles less translated', () => {
    const articles = FAMILIES.flatMap(([type]) => published(scaled, type));
    const years = new Set(articles.map((doc) => String(doc.publishedAt).slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(5);
    const blocks = (docs: Doc[]) =>
      docs.reduce((sum, doc) => sum + ((doc.body as { en: unknown[] }).en ?? []).length, 0) / docs.length;
    const generated = articles.filter((doc) => !seed.some((other) => other._id === doc._id));
    expect(blocks(generated)).toBeGreaterThan(2 * blocks(FAMILIES.flatMap(([type]) => published(seed, type))));
    // Partial: some generated articles miss languages their source has; the newest third lag behind the oldest.
    const byDate = [...generated].sort((a, b) => String(a.publishedAt).localeCompare(String(b.publishedAt)));
    const third = Math.floor(byDate.length / 3);
    const mean = (docs: Doc[]) => docs.reduce((sum, doc) => sum + languages(doc).length, 0) / docs.length;
    expect(mean(byDate.slice(-third))).toBeLessThan(mean(byDate.slice(0, third)) * 0.75);
    for (const doc of generated) {
      const translated = Object.keys(doc.translatedFrom as object).filter((key) => key !== '_type');
      expect(translated.sort()).toEqual(languages(doc).sort());
      expect(
        Object.keys(doc.body as object)
          .filter((key) => key !== '_type' && key !== 'en')
          .sort(),
      ).toEqual(languages(doc).sort());
    }
  });
});
