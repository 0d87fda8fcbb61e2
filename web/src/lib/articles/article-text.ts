import type { PortableTextBlock } from '@site/schemas';

/**
 * Pure text helpers over an article body (Portable Text): plain text, reading time and the table of contents.
 * No React, no Next: the listing, the article page, the search index and the unit tests share them.
 */

/** The text of one block, spans joined as written. */
export function blockText(block: PortableTextBlock): string {
  return (block.children ?? []).map((span) => (typeof span.text === 'string' ? span.text : '')).join('');
}

/** The whole body as plain text, one line per block. */
export function plainText(blocks: readonly PortableTextBlock[] | null | undefined): string {
  return (blocks ?? [])
    .filter((block) => block && block._type === 'block')
    .map(blockText)
    .filter((text) => text.trim() !== '')
    .join('\n');
}

/**
 * Reading speeds. Space-separated scripts are counted in words (about 230 a minute for adults reading on screen).
 * Chinese and Japanese have no word spaces: characters, about 350 a minute (studies put Chinese near 260 and
 * Japanese near 360 characters; the content is short practical prose). Thai, Khmer, Lao and Myanmar also write
 * without spaces between words: their letters are counted, about 900 a minute (a word is about four letters).
 */
export const WORDS_PER_MINUTE = 230;
export const CJK_CHARS_PER_MINUTE = 350;
export const SEA_LETTERS_PER_MINUTE = 900;

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const SEA_LETTERS = /[\p{Script=Thai}\p{Script=Khmer}\p{Script=Lao}\p{Script=Myanmar}]/gu;
const SEA_MARKS = /\p{M}/u;

export interface TextMeasure {
  readonly words: number;
  readonly cjkChars: number;
  readonly seaLetters: number;
}

export function measureText(text: string): TextMeasure {
  const cjkChars = text.match(CJK)?.length ?? 0;
  // Combining vowel signs and tone marks are not letters of their own: counting them would double Thai words.
  const seaLetters = (text.match(SEA_LETTERS) ?? []).filter((char) => !SEA_MARKS.test(char)).length;
  const rest = text.replace(CJK, ' ').replace(SEA_LETTERS, ' ');
  const words = rest.split(/\s+/u).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
  return { words, cjkChars, seaLetters };
}

/** Whole minutes to read `text`, never less than 1. */
export function readingMinutes(text: string): number {
  const { words, cjkChars, seaLetters } = measureText(text);
  const minutes = words / WORDS_PER_MINUTE + cjkChars / CJK_CHARS_PER_MINUTE + seaLetters / SEA_LETTERS_PER_MINUTE;
  return Math.max(1, Math.ceil(minutes));
}

export interface TocEntry {
  /** The heading block's `_key`: the body renderer gives that block the `id` below. */
  readonly key: string;
  readonly id: string;
  readonly text: string;
  readonly level: 2 | 3;
}

const HEADING_LEVEL: Readonly<Record<string, 2 | 3>> = { h2: 2, h3: 3 };

/**
 * A fragment id from heading text that stays readable in every script (`为什么会关联账户`, `почему-это-важно`):
 * letters, digits and combining marks kept, everything else one hyphen, at most 64 characters.
 */
export function headingSlug(text: string): string {
  const slug = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return [...slug].slice(0, 64).join('').replace(/-+$/, '');
}

/** h2 and h3 of the body in order, with unique ids (a repeated heading gets `-2`, `-3`; an empty one `section-N`). */
export function tableOfContents(blocks: readonly PortableTextBlock[] | null | undefined): TocEntry[] {
  const used = new Set<string>();
  const entries: TocEntry[] = [];
  for (const block of blocks ?? []) {
    const level = block?._type === 'block' && block.style ? HEADING_LEVEL[block.style] : undefined;
    if (!level) continue;
    const text = blockText(block).trim();
    if (!text) continue;
    const base = headingSlug(text) || `section-${entries.length + 1}`;
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    entries.push({ key: block._key, id, text, level });
  }
  return entries;
}
