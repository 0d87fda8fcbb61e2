import { type LocaleCode, getLocale } from '@site/schemas';
import { ImageResponse } from 'next/og';
import { loadFontFile, selectFonts } from './fonts';

export const OG_SIZE = { width: 1200, height: 630 } as const;

export interface OgContent {
  readonly locale: LocaleCode;
  readonly title: string;
  /** A short label above the title: the section ("Blog", "Pricing") in the page's language. */
  readonly eyebrow?: string | undefined;
  readonly siteName: string;
}

/** The social image of a page: brand, section and title, in the page's language with bundled fonts only. */
export async function renderOgImage(content: OgContent): Promise<ImageResponse> {
  const { locale } = content;
  const selection = selectFonts(`${content.siteName}${content.eyebrow ?? ''}${content.title}`, locale);
  // A character no bundled font has is left out: for one, the renderer would fetch a font from Google Fonts (next/og
  // gives no way to stop it), which this site never reaches, with no timeout. The page's own title keeps it.
  const missing = new Set(selection.missing);
  const drawable = (text: string) =>
    missing.size === 0
      ? text
      : Array.from(text)
          .filter((char) => !missing.has(char))
          .join('');
  const [title, eyebrow, siteName] = [
    drawable(content.title),
    content.eyebrow && drawable(content.eyebrow),
    drawable(content.siteName),
  ];
  const fonts = await Promise.all(
    selection.files.map(async (file, index) => ({
      name: `og${index}`,
      data: await loadFontFile(file),
      weight: 700 as const,
      style: 'normal' as const,
    })),
  );
  const fontFamily = fonts.map((font) => font.name).join(', ') || 'sans-serif';
  const { tag } = getLocale(locale);
  return new ImageResponse(
    <div
      lang={tag}
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: 'linear-gradient(135deg, #1b1d3a 0%, #4b4ef0 100%)',
        color: '#ffffff',
        fontFamily,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', fontSize: 36 }}>
        <div
          style={{
            display: 'flex',
            width: 44,
            height: 44,
            marginRight: 16,
            background: '#ffffff',
            transform: 'rotate(45deg)',
            borderRadius: 8,
          }}
        />
        {siteName}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        {eyebrow ? <div style={{ fontSize: 32, opacity: 0.8, marginBottom: 16 }}>{eyebrow}</div> : null}
        {/* Khmer, Thai and CJK titles have no spaces to wrap at: break where needed instead of overflowing. */}
        <div style={{ fontSize: title.length > 60 ? 52 : 64, lineHeight: 1.2, wordBreak: 'break-word' }}>{title}</div>
      </div>
    </div>,
    { ...OG_SIZE, fonts: fonts.length > 0 ? fonts : undefined },
  );
}
