import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { CONSULTATION_QR_TARGET } from '../../../../studio/seed/source/site';

// The consultation QR code the seed gives the Chinese site settings is a real code: drawn into pixels and read back
// by a QR decoder, it opens the address the seed names (an editor uploads the team's own in the CMS).
const DATASET = fileURLToPath(new URL('../../../../studio/seed/dataset/', import.meta.url));

/** Draws the seed's SVG (one `Mx yh1v1h-1z` square per dark module) into RGBA pixels, `scale` pixels a module. */
function rasterise(svg: string, scale = 4): { data: Uint8ClampedArray; width: number; height: number } {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)![1]);
  const width = size * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of svg.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) {
        const offset = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        data[offset] = data[offset + 1] = data[offset + 2] = 0;
      }
    }
  }
  return { data, width, height: width };
}

describe('the consultation QR code', () => {
  it('is in the site settings with a Chinese alt text', () => {
    const settings = readFileSync(`${DATASET}data.ndjson`, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map(
        (line) =>
          JSON.parse(line) as { _id: string; consultation_qr?: { _sanityAsset: string; alt: Record<string, string> } },
      )
      .find((doc) => doc._id === 'siteSettings')!;
    expect(settings.consultation_qr?._sanityAsset).toBe('image@file://./images/consultation-qr.svg');
    expect(settings.consultation_qr?.alt.zh).toBeTruthy();
  });

  it('scans: a decoder reads the address the seed names', () => {
    const { data, width, height } = rasterise(readFileSync(`${DATASET}images/consultation-qr.svg`, 'utf8'));
    expect(jsQR(data, width, height)?.data).toBe(CONSULTATION_QR_TARGET);
  });
});
