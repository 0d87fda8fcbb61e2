import { describe, expect, it } from 'vitest';
import { croppedSize, isSanityRasterAsset, sanityImageLoader } from '@/lib/site/sanity-image';

const project = { projectId: 'abc123', dataset: 'production' };
const ASSET = 'image-0123456789abcdef0123456789abcdef01234567-2000x1000-jpg';
const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('Sanity image URLs (@sanity/image-url)', () => {
  it('points at the project CDN file with the width, the format by Accept, and the quality', () => {
    const url = sanityImageLoader(project, { assetRef: ASSET })({ src: 'ignored', width: 640, quality: 80 });
    expect(
      url.startsWith(
        'https://cdn.sanity.io/images/abc123/production/0123456789abcdef0123456789abcdef01234567-2000x1000.jpg?',
      ),
    ).toBe(true);
    expect(query(url)).toEqual({ w: '640', fit: 'max', auto: 'format', q: '80' });
  });

  it("honours the editor's crop as a source rectangle, and the width applies to the cropped picture", () => {
    const crop = { top: 0.1, bottom: 0.2, left: 0.25, right: 0.25 };
    const url = sanityImageLoader(project, {
      assetRef: ASSET,
      crop,
      hotspot: { x: 0.5, y: 0.4, width: 0.3, height: 0.3 },
    })({ src: '', width: 320 });
    // left 25 % of 2000 = 500, top 10 % of 1000 = 100, width 50 % = 1000, height 70 % = 700.
    expect(query(url)).toMatchObject({ rect: '500,100,1000,700', w: '320', auto: 'format', q: '75' });
    expect(croppedSize({ assetRef: ASSET, crop })).toEqual({ width: 1000, height: 700 });
  });

  it('ignores a crop that leaves nothing or is not fractions', () => {
    for (const crop of [
      { top: 0, bottom: 0, left: 0.6, right: 0.5 },
      { top: -1, bottom: 0, left: 0, right: 0 },
    ]) {
      expect(
        query(sanityImageLoader(project, { assetRef: ASSET, crop })({ src: '', width: 100 })).rect,
      ).toBeUndefined();
      expect(croppedSize({ assetRef: ASSET, crop })).toEqual({ width: 2000, height: 1000 });
    }
  });

  it('takes raster Content Lake assets only: SVGs, embedded-dataset assets and missing refs keep the other path', () => {
    expect(isSanityRasterAsset(ASSET)).toBe(true);
    expect(isSanityRasterAsset('image-0123456789abcdef0123456789abcdef01234567-24x24-svg')).toBe(false);
    expect(isSanityRasterAsset('image-local-avatar-anna-png')).toBe(false);
    expect(isSanityRasterAsset(null)).toBe(false);
    expect(() => sanityImageLoader(project, { assetRef: 'image-local-x-png' })).toThrow(TypeError);
  });
});
