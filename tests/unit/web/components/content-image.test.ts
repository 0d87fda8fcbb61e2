import { describe, expect, it } from 'vitest';
import { isOptimisable } from '../../../../web/src/components/content-image';

describe('which CMS images go through the optimizer (AVIF/WebP)', () => {
  it('raster files of the embedded dataset and of the Sanity CDN', () => {
    expect(isOptimisable('/content-assets/avatar-anna.png')).toBe(true);
    expect(isOptimisable('https://cdn.sanity.io/images/abc/production/f00-640x480.jpg')).toBe(true);
  });

  it('not vectors, other hosts, plain http or what does not parse', () => {
    expect(isOptimisable('/content-assets/cover.svg')).toBe(false);
    expect(isOptimisable('https://cdn.sanity.io/images/abc/production/logo.SVG')).toBe(false);
    expect(isOptimisable('https://elsewhere.example/photo.png')).toBe(false);
    expect(isOptimisable('http://cdn.sanity.io/images/abc/production/f00.png')).toBe(false);
    expect(isOptimisable('http://[::1')).toBe(false);
  });
});
