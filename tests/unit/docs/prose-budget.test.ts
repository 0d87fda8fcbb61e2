import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The prose stays short enough to read in one sitting: each README fits one screen of its job, decision records stay
// short and say when and whether they hold, variables are described once (.env.example), and the glossary defines
// only words the project uses. Words are counted as `wc -w` does: whitespace-separated, code blocks included.
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const ROOT_README_WORDS = 1200;
const PACKAGE_README_WORDS = 800;
const PACKAGES = ['web', 'edge', 'schemas', 'studio', 'deploy', 'tests', 'patches'];
const DECISION_WORDS = 400;
/** A README is a map: it fits a couple of screens in lines too (a long table of rules is how they grew). */
const README_LINES = 120;
/** Route files hand off to views/ and content/: a file under web/src/app that grows past this holds logic. */
const APP_FILE_LINES = 80;
/** A table row whose first cell is a variable name: how the READMEs listed variables before .env.example did. */
const VARIABLE_ROW = /^\| *`[A-Z][A-Z0-9_]+`/;
const MAX_VARIABLE_ROWS = 2;
const SKIP = new Set(['node_modules', '.git', '.cache', '.next', '.artifacts', '.cluster', 'dist']);

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function read(path: string): string {
  return readFileSync(join(ROOT, path), 'utf8');
}

/** Repository files (relative paths) whose name passes `keep`, outside dependencies and build output. */
function repoFiles(keep: (name: string) => boolean, dir = ''): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : repoFiles(keep, path);
    return keep(entry.name) ? [path] : [];
  });
}

function overBudget(files: string[], max: number): string[] {
  return files
    .map((file) => ({ file, words: existsSync(join(ROOT, file)) ? wordCount(read(file)) : Infinity }))
    .filter(({ words }) => words > max)
    .map(({ file, words }) => `${file}: ${words} words, budget ${max}`);
}

function envExampleVariables(): string[] {
  return [...read('.env.example').matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!);
}

describe('prose budget', () => {
  it('counts words as wc -w does', () => {
    expect(wordCount('  one two\n\tthree  `four`\n\n```sh\nfive\n```\n')).toBe(7);
  });

  it(`the root README fits ${ROOT_README_WORDS} words`, () => {
    expect(overBudget(['README.md'], ROOT_README_WORDS)).toEqual([]);
  });

  it(`each package README fits ${PACKAGE_README_WORDS} words`, () => {
    expect(
      overBudget(
        PACKAGES.map((name) => `${name}/README.md`),
        PACKAGE_README_WORDS,
      ),
    ).toEqual([]);
  });

  it(`each README fits ${README_LINES} lines, and each file under web/src/app ${APP_FILE_LINES}`, () => {
    const lines = (file: string) => read(file).split('\n').length;
    const readmes = repoFiles((name) => name === 'README.md');
    expect(readmes).toContain('web/README.md');
    const app = repoFiles((name) => /\.(ts|tsx)$/.test(name), 'web/src/app');
    expect(app.length).toBeGreaterThan(10);
    expect([
      ...readmes.filter((file) => lines(file) > README_LINES).map((file) => `${file}: ${lines(file)} lines`),
      ...app.filter((file) => lines(file) > APP_FILE_LINES).map((file) => `${file}: ${lines(file)} lines`),
    ]).toEqual([]);
  });

  it(`every decision record has a Date and a Status line and fits ${DECISION_WORDS} words`, () => {
    const records = readdirSync(join(ROOT, 'docs/decisions'))
      .filter((name) => /^\d{4}-.+\.md$/.test(name))
      .map((name) => `docs/decisions/${name}`);
    expect(records.length).toBeGreaterThan(0);
    const undated = records.filter(
      (file) =>
        !/^Date: \d{4}-\d{2}-\d{2} · Status: (accepted|superseded by \[\d{4}\]\(\d{4}-[^)]+\.md\))/m.test(read(file)),
    );
    expect(undated.map((file) => `${file}: no "Date: YYYY-MM-DD · Status: …" line`)).toEqual([]);
    expect(overBudget(records, DECISION_WORDS)).toEqual([]);
  });

  it('READMEs link .env.example instead of listing variables', () => {
    const variables = envExampleVariables();
    expect(variables).toContain('SITE_URL_EN');
    const problems = repoFiles((name) => name === 'README.md').flatMap((file) => {
      const text = read(file);
      const rows = text.split('\n').filter((line) => VARIABLE_ROW.test(line)).length;
      const named = variables.filter((name) => new RegExp(`\\b${name}\\b`).test(text));
      return [
        ...(rows > MAX_VARIABLE_ROWS
          ? [`${file}: ${rows} table rows of variables (at most ${MAX_VARIABLE_ROWS})`]
          : []),
        ...(named.length > 0 && !text.includes('.env.example')
          ? [`${file}: names ${named.slice(0, 3).join(', ')} without linking .env.example`]
          : []),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('docs/glossary.md defines only terms used elsewhere in the repository', () => {
    const glossary = read('docs/glossary.md');
    const terms = [...glossary.matchAll(/^- \*\*(.+?)\*\*:/gm)].map((match) => match[1]!);
    expect(terms.length).toBeGreaterThan(0);
    const corpus = repoFiles((name) => /\.(md|ts|tsx|mjs|sh|conf|template|yaml)$/.test(name))
      .filter((file) => relative('docs', file) !== 'glossary.md')
      .map((file) => read(file).toLowerCase())
      .join('\n');
    expect(terms.filter((term) => !corpus.includes(term.toLowerCase()))).toEqual([]);
  });
});
