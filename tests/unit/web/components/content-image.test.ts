import { describe, expect, it } from 'vitest';
import { isOptimisable } from '@/components/content-image';

const PROJECT = { projectId: 'abc', dataset: 'production' };

describe('which CMS images go through the optimizer (AVIF/WebP)', () => {
  it('raster files of the embedded dataset and of the configured project on the Sanity CDN', () => {
    expect(isOptimisable('/content-assets/avatar-anna.png', null)).toBe(true);
    expect(isOptimisable('https://cdn.sanity.io/images/abc/production/f00-640x480.jpg', PROJECT)).toBe(true);
  });

  it('not vectors, another project or dataset, the CDN with no project configured, other hosts, plain http or what does not parse', () => {
    expect(isOptimisable('/content-assets/cover.svg', null)).toBe(false);
    expect(isOptimisable('https://cdn.sanity.io/images/abc/production/logo.SVG', PROJECT)).toBe(false);
    expect(isOptimisable('https://cdn.sanity.io/images/other/production/f00-640x480.jpg', PROJECT)).toBe(false);
    expect(isOptimisable('https://cdn.sanity.io/images/abc/staging/f00-640x480.jpg', PROJECT)).toBe(false);
    expect(isOptimisable('https://cdn.sanity.io/images/abc/production/f00-640x480.jpg', null)).toBe(false);
    expect(isOptimisable('https://elsewhere.example/photo.png', PROJECT)).toBe(false);
    expect(isOptimisable('http://cdn.sanity.io/images/abc/production/f00.png', PROJECT)).toBe(false);
    expect(isOptimisable('http://[::1', PROJECT)).toBe(false);
  });
});
