import {
  ARTICLE_TYPE,
  CATEGORY_TYPE,
  EVERY_LANGUAGE_TYPES,
  LOCALE_CODES,
  type LocaleCode,
  missingRequired,
  TAG_TYPE,
  TRANSLATION_CODES,
  translationCoverage,
} from '@site/schemas';
import { describe, expect, it } from 'vitest';
import { type Doc, readDocuments } from '../../../fixtures/dataset';

/**
 * The embedded dataset's marketing content exists in all 20 languages, so no marketing page shows
 * an English stand-in. One case per language, so a failure says which language is left.
 */
const documents = readDocuments();
const rows = translationCoverage(documents);
const missing = missingRequired(rows);

/** Every localized string of a document, per language ("title.de", "body.de" as joined block text). */
function texts(doc: Doc, code: LocaleCode): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}[${index}]`));
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record._type === 'string' && record._type.startsWith('locale')) {
        const text = record[code];
        if (typeof text === 'string') out.set(path, text);
        else if (Array.isArray(text))
          out.set(
            path,
            JSON.stringify(
              text.map((item) =>
                typeof item === 'string'
                  ? item
                  : ((item as { children?: { text: string }[] }).children ?? []).map((span) => span.text).join(''),
              ),
            ),
          );
      } else
        for (const [key, child] of Object.entries(record))
          if (!key.startsWith('_')) walk(child, path ? `${path}.${key}` : key);
    }
  };
  walk(doc, '');
  return out;
}

describe('marketing content in every language', () => {
  it.each(LOCALE_CODES)('%s: every marketing document exists', (code) => {
    expect(missing.filter((item) => item.code === code).map((item) => item.id)).toEqual([]);
  });

  // A "translation" that is the English sentence copied over is a stand-in too. Short values (plan names such as
  // Solo, versions such as "Morphis 4.3.0", brand names) may rightly be the same in every language.
  it.each(TRANSLATION_CODES)('%s: no marketing text is the English text copied over', (code) => {
    const copied: string[] = [];
    for (const doc of documents.filter((item) => (EVERY_LANGUAGE_TYPES as readonly string[]).includes(item._type))) {
      const english = texts(doc, 'en');
      for (const [path, text] of texts(doc, code))
        if (text.length >= 40 && text === english.get(path)) copied.push(`${doc._id} ${path}`);
    }
    expect(copied).toEqual([]);
  });

  // Headings are short, so the rule above does not see them: a landing page's title is translated too, except the
  // product terms every language keeps as they are.
  const KEPT_TERMS = new Set(['Antidetect browser', 'Local API']);
  it.each(TRANSLATION_CODES)("%s: no landing page's heading is the English one", (code) => {
    const landing = documents.filter((item) => ['featurePage', 'solutionPage', 'alternativePage'].includes(item._type));
    const english = landing.filter((doc) => {
      const title = texts(doc, code).get('title');
      return title !== undefined && title === texts(doc, 'en').get('title') && !KEPT_TERMS.has(title);
    });
    expect(english.map((doc) => doc._id)).toEqual([]);
  });

  // Category and tag names are short, so the length rule above never sees them. A name may read as in English only
  // where the language's own marketing copy uses that word too (WebGL, Amazon, API; "E-commerce" in French).
  const TERM_TYPES: readonly string[] = [...Object.values(CATEGORY_TYPE), ...Object.values(TAG_TYPE)];
  it.each(TRANSLATION_CODES)('%s: no category or tag name is the English name copied over', (code) => {
    const marketing = documents
      .filter(
        (doc) => (EVERY_LANGUAGE_TYPES as readonly string[]).includes(doc._type) && !TERM_TYPES.includes(doc._type),
      )
      .flatMap((doc) => [...texts(doc, code).values()])
      .join('\n')
      .toLowerCase();
    const copied = documents
      .filter((doc) => TERM_TYPES.includes(doc._type))
      .filter((doc) => {
        const title = doc.title as Record<string, string | undefined>;
        return (
          title[code] !== undefined &&
          title[code]!.toLowerCase() === title.en!.toLowerCase() &&
          !marketing.includes(title.en!.toLowerCase())
        );
      })
      .map((doc) => doc._id);
    expect(copied).toEqual([]);
  });

  it.each(LOCALE_CODES)('%s: at least three blog articles and three help articles', (code) => {
    for (const type of [ARTICLE_TYPE.blog, ARTICLE_TYPE.help]) {
      const cell = rows.find((row) => row.type === type)!.cells[code];
      expect(cell.translated.length + cell.stale.length, type).toBeGreaterThanOrEqual(3);
    }
  });
});
