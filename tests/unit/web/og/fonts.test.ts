import { describe, expect, it, vi } from 'vitest';
import { selectFonts } from '@/og/fonts';
import { renderOgImage } from '@/og/og-image';
import { parseUnicodeRange, rangesInclude } from '@/og/unicode-range';

/** A title in each script the site is written in. */
const TITLES = {
  latin: ['en', 'How to run 100 Facebook ad accounts safely'],
  vietnamese: ['vn', 'Quản lý nhiều tài khoản an toàn với trình duyệt'],
  cyrillic: ['ru', 'Как безопасно управлять сотней аккаунтов'],
  ukrainian: ['uk', 'Керування акаунтами: ґрунтовний посібник'],
  simplified: ['zh', '如何安全管理多个跨境电商账号'],
  traditional: ['tc', '如何安全管理多個跨境電商帳號'],
  japanese: ['jp', '複数アカウントを安全に管理する方法'],
  korean: ['ko', '여러 계정을 안전하게 관리하는 방법'],
  thai: ['th', 'วิธีจัดการหลายบัญชีอย่างปลอดภัย'],
  khmer: ['km', 'របៀបគ្រប់គ្រងគណនីច្រើនដោយសុវត្ថិភាព'],
  devanagari: ['hi', 'कई खातों को सुरक्षित रूप से कैसे प्रबंधित करें'],
} as const;

describe('unicode ranges', () => {
  it('parses single points, spans and wildcards', () => {
    const ranges = parseUnicodeRange('U+0-ff, U+131, U+4??');
    expect(ranges).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x400, 0x4ff],
    ]);
    expect(rangesInclude(ranges, 0x450)).toBe(true);
    expect(rangesInclude(ranges, 0x132)).toBe(false);
  });
});

describe('social image fonts', () => {
  it.each(Object.entries(TITLES))('cover every character of a %s title', (_script, [locale, title]) => {
    const selection = selectFonts(title, locale);
    expect(selection.missing).toEqual([]);
    expect(selection.files.length).toBeGreaterThan(0);
  });

  it('reports characters no bundled font has', () => {
    expect(selectFonts('a\u{10FFFD}', 'en').missing).toEqual(['\u{10FFFD}']);
    // A subset's unicode-range claims Hebrew (Noto Sans TC's) but its file draws none: the file's own glyphs count.
    expect(selectFonts('aת', 'en').missing).toEqual(['ת']);
  });

  it('draws Han characters with the font of the page language', () => {
    const japanese = selectFonts('漢字', 'jp').files.join();
    const traditional = selectFonts('漢字', 'tc').files.join();
    expect(japanese).toContain('noto-sans-jp');
    expect(traditional).toContain('noto-sans-tc');
  });

  it('renders a PNG for a title in each script', { timeout: 60_000 }, async () => {
    const sizes: number[] = [];
    for (const [locale, title] of Object.values(TITLES)) {
      const response = await renderOgImage({ locale, title, siteName: 'Morphis', eyebrow: 'Blog' });
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(response.headers.get('content-type')).toBe('image/png');
      expect([...bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
      sizes.push(bytes.length);
    }
    // Different glyphs give different images: a renderer drawing empty boxes would give near-identical sizes.
    expect(new Set(sizes).size).toBe(sizes.length);
  });

  it(
    'never fetches a font: characters no bundled font has are left out of the image',
    { timeout: 60_000 },
    async () => {
      const fetched: string[] = [];
      const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
        fetched.push(String(input instanceof Request ? input.url : input));
        throw new Error('no network');
      });
      try {
        // Arabic, Hebrew, Georgian and an emoji: none is in the bundled fonts.
        for (const title of ['مقارنة المتصفحات', 'השוואת דפדפנים', 'ბრაუზერი', 'Launch 🚀 day']) {
          const response = await renderOgImage({ locale: 'en', title, siteName: 'Morphis', eyebrow: 'Blog' });
          const bytes = new Uint8Array(await response.arrayBuffer());
          expect([...bytes.slice(1, 4)], title).toEqual([0x50, 0x4e, 0x47]);
        }
      } finally {
        spy.mockRestore();
      }
      expect(fetched).toEqual([]);
    },
  );
});
