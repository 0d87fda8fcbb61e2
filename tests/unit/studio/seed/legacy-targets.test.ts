import { LEGACY_ARTICLES } from '@site/edge';
import { ARTICLE_TYPE, LOCALE_CODES } from '@site/schemas';
import { describe, expect, it } from 'vitest';
import { readDocuments } from '../../../fixtures/dataset';

/**
 * The legacy Facebook-agency and Portuguese proxy-vs-VPN ids redirect to new slugs. A
 * redirect to an article that does not exist is a 404 one hop later, so the content must publish every target, in
 * every language the old id lived in (Russian excepted: its blog routes go to the external blog).
 */
describe('moved articles land on articles that exist', () => {
  const documents = readDocuments();
  const translations = (doc: Record<string, unknown>) =>
    Object.keys((doc.title ?? {}) as object).filter((key) => key !== '_type');

  it.each(LEGACY_ARTICLES.map((article) => [article.from, article] as const))('%s', (_from, article) => {
    const type = ARTICLE_TYPE[article.section];
    const target = documents.find(
      (doc) => doc._type === type && (doc.slug as { current?: string } | undefined)?.current === article.to,
    );
    expect(target, `${type} ${article.to}`).toBeDefined();
    const locales = article.locales === 'all' ? ['en'] : article.locales;
    expect(translations(target!)).toEqual(expect.arrayContaining(locales.filter((code) => code !== 'ru')));
    // Its old id is gone: otherwise two documents would answer for one article.
    expect(
      documents.some(
        (doc) => doc._type === type && (doc.slug as { current?: string } | undefined)?.current === article.from,
      ),
    ).toBe(false);
  });

  it('covers both moves of the spec', () => {
    expect(LEGACY_ARTICLES).toHaveLength(2);
    expect(
      LEGACY_ARTICLES.every(
        (article) =>
          article.locales === 'all' ||
          article.locales.every((code) => (LOCALE_CODES as readonly string[]).includes(code)),
      ),
    ).toBe(true);
  });
});
