import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CONTENT_IMAGE_SIZES, FIXED_IMAGE_WIDTHS } from '@/components/content-image';
import { imageOptimizerConfig } from '@/lib/site/image-hosts';

/**
 * The image optimizer accepts only what the site's own images request: every width its `sizes` and fixed-size
 * images put in a srcset and nothing else, quality 100, the embedded dataset's files and the build's pictures, and
 * the Sanity CDN only for the configured project's dataset. Checked with Next's own srcset builder and validator.
 */

const require = createRequire(import.meta.url);
const { getImgProps } = require('next/dist/shared/lib/get-img-props.js') as {
  getImgProps: (props: object, state: { defaultLoader: unknown; imgConf: unknown }) => { props: { srcSet?: string } };
};
const { prepareImageConfig, imageConfigDefault } = require('next/dist/shared/lib/image-config.js') as {
  prepareImageConfig: (config: object) => unknown;
  imageConfigDefault: object;
};
const defaultLoader = (require('next/dist/shared/lib/image-loader.js') as { default: unknown }).default;
const { ImageOptimizerCache } = require('next/dist/server/image-optimizer.js') as {
  ImageOptimizerCache: {
    validateParams: (req: object, query: object, config: object, dev: boolean) => { errorMessage?: string };
  };
};

const PROJECT = { projectId: 'abc123', dataset: 'production' };

/** The widths and qualities in the srcset Next writes for one image of the site. */
function requested(
  config: ReturnType<typeof imageOptimizerConfig>,
  props: object,
): { widths: number[]; qualities: number[] } {
  const imgConf = prepareImageConfig({ ...imageConfigDefault, ...config });
  const { srcSet = '' } = getImgProps(
    { src: '/content-assets/cover.png', alt: '', quality: 100, ...props },
    { defaultLoader, imgConf },
  ).props;
  const urls = srcSet.split(', ').map((candidate) => new URL(candidate.split(' ')[0]!, 'http://site.invalid'));
  return {
    widths: urls.map((url) => Number(url.searchParams.get('w'))),
    qualities: urls.map((url) => Number(url.searchParams.get('q'))),
  };
}

function accepts(config: ReturnType<typeof imageOptimizerConfig>, url: string, w: number, q: number): boolean {
  const result = ImageOptimizerCache.validateParams(
    { headers: { accept: 'image/avif' } },
    { url, w: String(w), q: String(q) },
    { images: { ...imageConfigDefault, ...config } },
    false,
  );
  return !('errorMessage' in result);
}

describe('the widths and qualities', () => {
  const config = imageOptimizerConfig(null);

  it('are exactly those the site requests, all at quality 100', () => {
    const widths = new Set<number>();
    const qualities = new Set<number>();
    const usages = [
      ...Object.values(CONTENT_IMAGE_SIZES).map((sizes) => ({ sizes, width: 2400, height: 1200 })),
      ...Object.values(FIXED_IMAGE_WIDTHS).map((width) => ({ width, height: width })),
    ];
    for (const usage of usages) {
      const { widths: each, qualities: quality } = requested(config, usage);
      each.forEach((width) => widths.add(width));
      quality.forEach((value) => qualities.add(value));
    }
    expect([...widths].sort((a, b) => a - b)).toEqual(
      [...config.imageSizes, ...config.deviceSizes].sort((a, b) => a - b),
    );
    expect([...qualities]).toEqual(config.qualities);
  });

  it('anything else is refused', () => {
    expect(accepts(config, '/content-assets/avatar-anna.png', 640, 100)).toBe(true);
    expect(accepts(config, '/content-assets/avatar-anna.png', 641, 100)).toBe(false);
    expect(accepts(config, '/content-assets/avatar-anna.png', 16, 100)).toBe(false);
    expect(accepts(config, '/content-assets/avatar-anna.png', 640, 75)).toBe(false);
  });
});

describe('the sources', () => {
  it("the embedded dataset's files and the build's pictures; no other path of the site", () => {
    const config = imageOptimizerConfig(null);
    expect(accepts(config, '/_next/static/media/product-window.0a1b2c.png', 640, 100)).toBe(true);
    expect(accepts(config, '/api/og/en/pricing', 640, 100)).toBe(false);
    expect(accepts(config, '/pricing', 640, 100)).toBe(false);
    expect(accepts(config, '/content-assets/avatar-anna.png?x=1', 640, 100)).toBe(false);
  });

  it('the Sanity CDN for the configured project and dataset only, and no remote host without a project', () => {
    const image = (project: string, dataset: string) =>
      `https://cdn.sanity.io/images/${project}/${dataset}/f00-640x480.jpg`;
    const configured = imageOptimizerConfig(PROJECT);
    expect(accepts(configured, image('abc123', 'production'), 640, 100)).toBe(true);
    expect(accepts(configured, image('other', 'production'), 640, 100)).toBe(false);
    expect(accepts(configured, image('abc123', 'staging'), 640, 100)).toBe(false);
    expect(accepts(configured, 'https://cdn.sanity.io/files/abc123/production/f00.pdf', 640, 100)).toBe(false);
    expect(accepts(imageOptimizerConfig(null), image('abc123', 'production'), 640, 100)).toBe(false);
  });
});
