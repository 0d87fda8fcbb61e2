import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { LocaleCode } from '@site/schemas';
import { type GlyphTest, glyphTest } from './glyphs';
import { type CodePointRange, parseUnicodeRange, rangesInclude } from './unicode-range';

/**
 * Fonts for social images come from npm (@fontsource), never from the network. Each package is split into
 * unicode-range subsets (WOFF, which the image renderer reads; it cannot read WOFF2), so a title loads only the
 * few subset files that cover its characters.
 */
const PACKAGES = {
  latin: '@fontsource/noto-sans',
  sc: '@fontsource/noto-sans-sc',
  tc: '@fontsource/noto-sans-tc',
  jp: '@fontsource/noto-sans-jp',
  kr: '@fontsource/noto-sans-kr',
  thai: '@fontsource/noto-sans-thai',
  khmer: '@fontsource/noto-sans-khmer',
  devanagari: '@fontsource/noto-sans-devanagari',
} as const;
type FontKey = keyof typeof PACKAGES;

/** Han characters look different in each CJK language: the page's own language wins. */
const CJK_ORDER: Readonly<Partial<Record<LocaleCode, FontKey[]>>> = {
  jp: ['jp', 'sc', 'tc', 'kr'],
  tc: ['tc', 'sc', 'jp', 'kr'],
  ko: ['kr', 'sc', 'tc', 'jp'],
};

function fontOrder(locale: LocaleCode): FontKey[] {
  return ['latin', ...(CJK_ORDER[locale] ?? ['sc', 'tc', 'jp', 'kr']), 'thai', 'khmer', 'devanagari'];
}

export class FontFilesMissingError extends Error {
  override readonly name = 'FontFilesMissingError';
}

/** The package folder, found upward from the working directory (the web app, the tests, or the repo root). */
function packageDir(name: string): string {
  let dir = process.cwd();
  for (;;) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new FontFilesMissingError(`Font package ${name} is not installed`);
    dir = parent;
  }
}

interface Subset {
  readonly file: string;
  readonly ranges: readonly CodePointRange[];
}

const subsetCache = new Map<string, Subset[]>();

/** Every subset of one package at one weight, from its CSS (read once per process). */
function subsetsOf(key: FontKey, weight: number): Subset[] {
  const cacheKey = `${key}:${weight}`;
  const cached = subsetCache.get(cacheKey);
  if (cached) return cached;
  const dir = packageDir(PACKAGES[key]);
  const css = readFileSync(join(dir, `${weight}.css`), 'utf8');
  const subsets: Subset[] = [];
  for (const block of css.split('@font-face').slice(1)) {
    const woff = /url\(\.\/(files\/[^)]+\.woff)\)\s*format\(['"]woff['"]\)/.exec(block)?.[1];
    if (!woff) continue;
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    subsets.push({ file: join(dir, woff), ranges: range ? parseUnicodeRange(range) : [[0, 0x10ffff]] });
  }
  subsetCache.set(cacheKey, subsets);
  return subsets;
}

const glyphCache = new Map<string, GlyphTest>();

/** What a subset file really draws (read once per file, on the first character its range claims). */
function glyphsOf(file: string): GlyphTest {
  let test = glyphCache.get(file);
  if (!test) {
    test = glyphTest(readFileSync(file));
    glyphCache.set(file, test);
  }
  return test;
}

export interface FontSelection {
  /** Subset files in fallback order. */
  readonly files: readonly string[];
  /** Characters no bundled font covers (they would render as empty boxes). */
  readonly missing: readonly string[];
}

const IGNORED = /^(?:\s|\u200b|\u200c|\u200d|\ufe0f)$/u;

export function selectFonts(text: string, locale: LocaleCode, weight = 700): FontSelection {
  const order = fontOrder(locale);
  const chosen = new Map<FontKey, Set<string>>(order.map((key) => [key, new Set<string>()]));
  const missing: string[] = [];
  for (const char of new Set(Array.from(text))) {
    if (IGNORED.test(char)) continue;
    const codePoint = char.codePointAt(0)!;
    const hit = order
      .map((key) => ({
        key,
        file: subsetsOf(key, weight).find(
          (subset) => rangesInclude(subset.ranges, codePoint) && glyphsOf(subset.file)(codePoint),
        )?.file,
      }))
      .find((candidate) => candidate.file);
    if (hit?.file) chosen.get(hit.key)!.add(hit.file);
    else missing.push(char);
  }
  // Fallback order follows the font order, so Latin digits and punctuation keep one look in every script.
  return { files: order.flatMap((key) => [...chosen.get(key)!]), missing };
}

const fileCache = new Map<string, Promise<ArrayBuffer>>();
const FILE_CACHE_LIMIT = 400;

export function loadFontFile(file: string): Promise<ArrayBuffer> {
  let data = fileCache.get(file);
  if (!data) {
    if (fileCache.size >= FILE_CACHE_LIMIT) fileCache.delete(fileCache.keys().next().value!);
    data = readFile(file).then(
      (buffer) => buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer,
    );
    fileCache.set(file, data);
  }
  return data;
}
