import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  EVERY_LANGUAGE_TYPES,
  formatCoverageTable,
  LOCALE_CODES,
  missingRequired,
  publishedId,
  translationCoverage,
} from '@site/schemas';
import { describe, expect, it } from 'vitest';
import { copyDataset, type Doc, readDocuments } from '../../../fixtures/dataset';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
const documents = readDocuments();

/** `npm run content:coverage`'s script, run the way the npm script runs it, on a dataset directory. */
function coverageCommand(dir: string) {
  const result = spawnSync(
    join(ROOT, 'node_modules/.bin/tsx'),
    [join(ROOT, 'studio/scripts/content-coverage.ts'), '--dataset', dir],
    { encoding: 'utf8' },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A copy of the dataset with `edit` applied to one document. */
function editedDataset(id: string, edit: (doc: Doc) => void): string {
  const dir = copyDataset();
  const file = join(dir, 'data.ndjson');
  const lines = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Doc);
  edit(lines.find((doc) => doc._id === id)!);
  writeFileSync(file, lines.map((doc) => JSON.stringify(doc)).join('\n') + '\n');
  return dir;
}

const cellOf = (table: string, type: string, code: string) => {
  const lines = table.split('\n');
  const head = lines[1]!.trim().split(/\s+/);
  const row = lines.find((line) => line.replace('*', ' ').trim().split(/\s+/)[0] === type)!;
  return row.replace('*', ' ').trim().split(/\s+/)[head.indexOf(code)];
};

describe('translation coverage', () => {
  const rows = translationCoverage(documents);

  it('counts every document of a type once per language: translated + stale + missing = documents', () => {
    for (const row of rows) {
      // A draft counts in place of its published document (and a draft-only document once).
      const ids = new Set(documents.filter((doc) => doc._type === row.type).map((doc) => publishedId(doc._id)));
      expect(row.total, row.type).toBe(ids.size);
      for (const code of LOCALE_CODES) {
        const cell = row.cells[code];
        expect(cell.translated.length + cell.stale.length + cell.missing.length, `${row.type} ${code}`).toBe(row.total);
      }
      expect(row.cells.en.stale, row.type).toEqual([]);
    }
    expect(
      rows
        .filter((row) => row.required)
        .map((row) => row.type)
        .sort(),
    ).toEqual([...EVERY_LANGUAGE_TYPES].sort());
  });

  it('sees stale and missing translations the model records', () => {
    const blog = rows.find((row) => row.type === 'blogPost')!;
    // The seed keeps some article translations stale and some missing on purpose.
    expect(LOCALE_CODES.some((code) => blog.cells[code].stale.length > 0)).toBe(true);
    expect(LOCALE_CODES.some((code) => blog.cells[code].missing.length > 0)).toBe(true);
    expect(blog.cells.de.stale).toContain('blog-post-canvas-fingerprint-explained');
    expect(blog.cells.ko.missing).toContain('blog-post-what-is-browser-fingerprinting');
  });

  it('prints a table: a row per type, a column per language, translated/stale/missing in each cell', () => {
    const table = formatCoverageTable(rows);
    const lines = table.split('\n');
    expect(lines[1]!.trim().split(/\s+/)).toEqual(['type', 'docs', ...LOCALE_CODES]);
    expect(lines).toHaveLength(rows.length + 2);
    const blog = rows.find((row) => row.type === 'blogPost')!;
    const de = blog.cells.de;
    expect(cellOf(table, 'blogPost', 'de')).toBe(`${de.translated.length}/${de.stale.length}/${de.missing.length}`);
    expect(lines.find((line) => line.includes('solutionPage'))).toMatch(/^\*solutionPage/);
    expect(lines.find((line) => line.includes('blogPost'))).toMatch(/^ blogPost/);
  });

  it('content:coverage fails and names the document when a marketing translation is missing', () => {
    const dir = editedDataset('solution-page-facebook', (doc) => {
      for (const field of ['title', 'summary', 'body']) delete (doc[field] as Record<string, unknown>).de;
    });
    const { status, stdout, stderr } = coverageCommand(dir);
    expect(status).toBe(1);
    const expected = translationCoverage(readDocuments(dir)).find((row) => row.type === 'solutionPage')!.cells.de;
    expect(expected.missing).toEqual(['solution-page-facebook']);
    expect(cellOf(stdout, 'solutionPage', 'de')).toBe(`${expected.translated.length}/${expected.stale.length}/1`);
    expect(stderr).toMatch(/^- de \(\d+\): .*solution-page-facebook/m);
  });

  it('content:coverage fails when a category, tag or partner lacks a language: their names are chrome on every listing', () => {
    const dir = editedDataset('blog-category-fingerprinting', (doc) => {
      delete (doc.title as Record<string, unknown>).th;
    });
    const { status, stdout, stderr } = coverageCommand(dir);
    expect(status).toBe(1);
    expect(cellOf(stdout, 'blogCategory', 'th')).toMatch(/\/1$/);
    expect(stderr).toMatch(/^- th \(1\): .*blog-category-fingerprinting/m);
    for (const id of ['blog-tag-proxies', 'news-tag-events', 'guide-category-automation', 'partner-paylane-cards']) {
      const edited = editedDataset(id, (doc) => {
        delete (doc.title as Record<string, unknown>).km;
      });
      expect(missingRequired(translationCoverage(readDocuments(edited))), id).toEqual([
        expect.objectContaining({ id, code: 'km' }),
      ]);
    }
  });

  it('content:coverage counts a translation made from an older English text as stale, not missing', () => {
    const dir = editedDataset('faq-entry-refunds', (doc) => {
      (doc.translatedFrom as Record<string, string>).zh = '2000-01-01T00:00:00Z';
    });
    const stdout = coverageCommand(dir).stdout;
    const cell = translationCoverage(readDocuments(dir)).find((row) => row.type === 'faqEntry')!.cells.zh;
    expect(cell.stale).toEqual(['faq-entry-refunds']);
    expect(cellOf(stdout, 'faqEntry', 'zh')).toBe(`${cell.translated.length}/1/${cell.missing.length}`);
  });

  it('content:coverage answers a missing dataset with a clear message, not a stack trace', () => {
    const { status, stderr } = coverageCommand(join(copyDataset(), 'no-such-dir'));
    expect(status).toBe(2);
    expect(stderr).toMatch(/^No dataset at .*data\.ndjson/);
  });

  it('lists what content:coverage fails on: every-language types only', () => {
    // One every-language document loses its German; the seed's articles already lack some languages on purpose.
    const dir = editedDataset('solution-page-facebook', (doc) => {
      delete (doc.title as Record<string, unknown>).de;
    });
    const rows = translationCoverage(readDocuments(dir));
    const blog = rows.find((row) => row.type === 'blogPost')!;
    expect(LOCALE_CODES.some((code) => blog.cells[code].missing.length > 0)).toBe(true);
    expect(missingRequired(rows)).toEqual([
      expect.objectContaining({ type: 'solutionPage', id: 'solution-page-facebook', code: 'de' }),
    ]);
  });
});
