import { describe, expect, it } from 'vitest';
import {
  type SearchEntry,
  normalizeSearchText,
  prepareIndex,
  queryTerms,
  searchEntries,
} from '@/lib/articles/search-text';

// The body's text as the index route serves it: normalised.
const entry = (t: string, x = '', s = 'profiles', e = ''): SearchEntry => ({
  t,
  e,
  p: `/${t.length}`,
  s,
  x: normalizeSearchText(x),
});

describe('normalizeSearchText', () => {
  it.each([
    ['Proxy-Check FAILED!', 'proxy check failed'],
    ['Café Crème', 'cafe creme'],
    ['Tự động hóa', 'tu dong hoa'],
    ['Łódź, Straße, Ærø', 'lodz strasse aero'],
    ['İSTANBUL ışık', 'istanbul isik'],
    ['Ёлка и йод', 'елка и йод'],
    ['ＰＲＯＸＹ　１２３', 'proxy 123'],
    ['ﾌﾟﾛｷｼ', 'プロキシ'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it('keeps the combining marks that spell Thai, Khmer and Devanagari words', () => {
    expect(normalizeSearchText('พร็อกซี')).toBe('พร็อกซี');
    expect(normalizeSearchText('ប្រូកស៊ី')).toBe('ប្រូកស៊ី'.normalize('NFC'));
    expect(normalizeSearchText('प्रॉक्सी')).toBe('प्रॉक्सी');
  });
});

describe('queryTerms', () => {
  it('splits at spaces, drops duplicates and terms contained in longer ones', () => {
    expect(queryTerms('  Proxy proxy  proxyserver check ')).toEqual(['proxyserver', 'check']);
    expect(queryTerms(' ,;! ')).toEqual([]);
  });
});

describe('prepareIndex', () => {
  it('gives the text normalising the excerpt and the body joined would give', () => {
    const parts = ['', '  ', 'Proxy — check!', 'ΟΔΟΣ', 'ς end.', '…', 'Café ́', 'ไทย ', ' 代理。', 'Ёлка'];
    for (const excerpt of parts)
      for (const body of parts) {
        const [prepared] = prepareIndex([entry('Title', body, 'profiles', excerpt)]);
        expect(prepared!.body, JSON.stringify([excerpt, body])).toBe(normalizeSearchText(`${excerpt} ${body}`));
      }
  });
});

describe('searchEntries', () => {
  const index = prepareIndex([
    entry('Proxy check failed', 'The proxy check reports a timeout when the SOCKS5 port is wrong.', 'proxies'),
    entry('Invite team members', 'Send an invitation from Team → Members.', 'team'),
    entry('设置 SOCKS5 代理', '在配置文件中添加代理，然后检查连接。', 'guide'),
    entry('ตั้งค่าพร็อกซี SOCKS5', 'เพิ่มพร็อกซีในโปรไฟล์แล้วตรวจสอบการเชื่อมต่อ', 'guide'),
    entry('ការដំឡើងប្រូកស៊ី', 'បន្ថែមប្រូកស៊ីទៅប្រវត្តិរូប', 'guide'),
    entry('Zahlungsmethoden', 'Wir akzeptieren Karten und Überweisungen.', 'billing'),
    entry('Timeout when starting', 'A profile with a proxy that never answers stops with a timeout.', 'profiles'),
  ]);
  const titles = (query: string) => searchEntries(index, query).map((e) => e.t);

  it('matches case- and accent-insensitively, every term required', () => {
    expect(titles('PROXY check')).toEqual(['Proxy check failed']);
    expect(titles('uberweisungen')).toEqual(['Zahlungsmethoden']);
    expect(titles('proxy members')).toEqual([]);
  });

  it('ranks title matches before text matches', () => {
    expect(titles('timeout')).toEqual(['Timeout when starting', 'Proxy check failed']);
  });

  it('finds words inside Chinese, Thai and Khmer text written without spaces', () => {
    expect(titles('代理')).toEqual(['设置 SOCKS5 代理']);
    expect(titles('检查连接')).toEqual(['设置 SOCKS5 代理']);
    expect(titles('พร็อกซี')).toEqual(['ตั้งค่าพร็อกซี SOCKS5']);
    expect(titles('การเชื่อมต่อ')).toEqual(['ตั้งค่าพร็อกซี SOCKS5']);
    expect(titles('ប្រូកស៊ី')).toEqual(['ការដំឡើងប្រូកស៊ី']);
    expect(titles('socks5')).toHaveLength(3);
  });

  it('returns nothing for an empty query or one that matches nothing, and honours the limit', () => {
    expect(titles('   ')).toEqual([]);
    expect(titles('kubernetes')).toEqual([]);
    expect(searchEntries(index, 'o', 2)).toHaveLength(2);
  });
});
