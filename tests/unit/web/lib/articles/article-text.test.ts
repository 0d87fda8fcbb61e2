import type { PortableTextBlock } from '@site/schemas';
import { describe, expect, it } from 'vitest';
import {
  CJK_CHARS_PER_MINUTE,
  SEA_LETTERS_PER_MINUTE,
  WORDS_PER_MINUTE,
  headingSlug,
  measureText,
  plainText,
  readingMinutes,
  tableOfContents,
} from '@/lib/articles/article-text';

let key = 0;
const block = (text: string, style = 'normal'): PortableTextBlock => ({
  _type: 'block',
  _key: `k${(key += 1)}`,
  // Any style, also one the schema does not list (`h4`): a dataset written past the Studio may hold one.
  style: style as PortableTextBlock['style'],
  markDefs: [],
  children: [{ _type: 'span', _key: `s${key}`, text, marks: [] }],
});

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('plainText', () => {
  it('joins spans of a block and puts blocks on their own lines, skipping empty ones', () => {
    const twoSpans: PortableTextBlock = {
      _type: 'block',
      _key: 'a',
      style: 'normal',
      children: [
        { _type: 'span', _key: '1', text: 'Canvas ', marks: [] },
        { _type: 'span', _key: '2', text: 'hashes', marks: ['strong'] },
      ],
    };
    expect(plainText([twoSpans, block('   '), block('Second')])).toBe('Canvas hashes\nSecond');
    expect(plainText(null)).toBe('');
  });
});

describe('reading time', () => {
  it('counts words in space-separated scripts', () => {
    expect(measureText('Hello, world — это три слова').words).toBe(5);
    expect(readingMinutes(words(WORDS_PER_MINUTE))).toBe(1);
    expect(readingMinutes(words(WORDS_PER_MINUTE + 1))).toBe(2);
    expect(readingMinutes(words(WORDS_PER_MINUTE * 5))).toBe(5);
  });

  it('counts Chinese and Japanese characters, not the one "word" they form without spaces', () => {
    const chinese = '指纹浏览器'.repeat((CJK_CHARS_PER_MINUTE / 5) * 3);
    expect(measureText(chinese)).toEqual({ words: 0, cjkChars: CJK_CHARS_PER_MINUTE * 3, seaLetters: 0 });
    expect(readingMinutes(chinese)).toBe(3);
    expect(readingMinutes('プロファイルを作成します。'.repeat(100))).toBeGreaterThan(1);
  });

  it('counts Thai and Khmer letters without their combining vowel and tone marks', () => {
    // สร้างโปรไฟล์: ส ร ้ า ง โ ป ร ไ ฟ ล ์ -> the two marks (้ and ์) are not letters.
    expect(measureText('สร้างโปรไฟล์').seaLetters).toBe(10);
    const thai = 'ก'.repeat(SEA_LETTERS_PER_MINUTE * 2);
    expect(readingMinutes(thai)).toBe(2);
    expect(measureText('ប្រូកស៊ី').seaLetters).toBeGreaterThan(0);
  });

  it('adds mixed scripts and never says less than a minute', () => {
    const mixed = `${words(WORDS_PER_MINUTE)} ${'代理'.repeat(CJK_CHARS_PER_MINUTE / 2)}`;
    expect(readingMinutes(mixed)).toBe(2);
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('One line.')).toBe(1);
  });
});

describe('table of contents', () => {
  it('lists h2 and h3 in order with unique ids readable in every script', () => {
    const body = [
      block('Intro text'),
      block('Why it links your accounts', 'h2'),
      block('Details', 'h3'),
      block('为什么会关联账户', 'h2'),
      block('Почему это важно?', 'h2'),
      block('Details', 'h3'),
      block('  ', 'h2'),
      block('ตั้งค่าพร็อกซี', 'h2'),
      block('Not a heading', 'h4'),
    ];
    const toc = tableOfContents(body);
    expect(toc.map((entry) => [entry.id, entry.level])).toEqual([
      ['why-it-links-your-accounts', 2],
      ['details', 3],
      ['为什么会关联账户', 2],
      ['почему-это-важно', 2],
      ['details-2', 3],
      ['ตั้งค่าพร็อกซี', 2],
    ]);
    expect(toc[0]).toMatchObject({ key: body[1]?._key, text: 'Why it links your accounts' });
  });

  it('gives a heading of only punctuation a numbered id, and caps long ids', () => {
    expect(tableOfContents([block('???', 'h2'), block('!!!', 'h2')]).map((entry) => entry.id)).toEqual([
      'section-1',
      'section-2',
    ]);
    expect([...headingSlug('a'.repeat(200))].length).toBe(64);
    expect(headingSlug('Ｆｕｌｌ width & <b>tags</b>')).toBe('full-width-b-tags-b');
  });
});
