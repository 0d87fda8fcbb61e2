/**
 * What next/image's optimizer (`/_next/image`) accepts, for next.config.ts and the components that request it. Every
 * accepted combination of source, width, quality and format can become a re-encoded file in its disk cache, so it
 * accepts only what the site's own pages ask for (tests/unit/web/lib/site/image-optimizer.test.ts derives the widths
 * from the components' `sizes` and fixed widths), and the cache itself is bounded.
 */

/** The one remote host whose images the optimizer may fetch: the Sanity CDN, for the configured project only. */
export const SANITY_IMAGE_HOST = 'cdn.sanity.io';

export interface SanityImageProject {
  readonly projectId: string;
  readonly dataset: string;
}

/** Where a project's dataset keeps its images on the CDN (`/images/<projectId>/<dataset>/<file>`). */
const sanityImagePath = (project: SanityImageProject) => `/images/${project.projectId}/${project.dataset}/`;

/** Whether the optimizer accepts this address from the CDN (the rule of `remotePatterns` below). */
export function isSanityProjectImage(url: URL, project: SanityImageProject | null): boolean {
  return (
    project !== null &&
    url.protocol === 'https:' &&
    url.host === SANITY_IMAGE_HOST &&
    url.pathname.startsWith(sanityImagePath(project))
  );
}

/**
 * The site's breakpoints (xs 320, mobile_s 530, mobile 767, sm 992, md/lg 1200, xl 1400, xxl 1536) at
 * densities 1 and 2: the widths of every responsive (`sizes`) image's srcset.
 */
const IMAGE_DEVICE_SIZES = [320, 530, 640, 767, 992, 1060, 1200, 1400, 1534, 1536, 1984, 2400, 2800, 3072];
/** The smaller widths fixed-size images (avatars 56 px, partner logos 120 px) take at 1x and 2x, and 256 for cards. */
const IMAGE_SIZES = [64, 128, 256];
/** Quality 100, the only one the site asks for. */
const IMAGE_QUALITIES = [100];
/**
 * The optimizer's disk cache (`.next/cache/images`), least recently used evicted past it. Next's default is half
 * the free disk. The embedded dataset's rasters at every width and both formats take a few megabytes; a Sanity
 * project's rasters are served by its CDN directly (lib/site/sanity-image.ts).
 */
const IMAGE_DISK_CACHE_BYTES = 256 * 1024 * 1024;

/**
 * next.config's `images`. Local sources: the embedded dataset's files and the build's own imported pictures, never
 * another path of the site (a share image, a page). Remote: the configured project's dataset on the Sanity CDN, or
 * no remote host at all.
 */
export function imageOptimizerConfig(project: SanityImageProject | null) {
  return {
    formats: ['image/avif' as const, 'image/webp' as const],
    qualities: IMAGE_QUALITIES,
    deviceSizes: IMAGE_DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    maximumDiskCacheSize: IMAGE_DISK_CACHE_BYTES,
    localPatterns: [
      { pathname: '/content-assets/**', search: '' },
      { pathname: '/_next/static/media/**', search: '' },
    ],
    remotePatterns: project
      ? [
          {
            protocol: 'https' as const,
            hostname: SANITY_IMAGE_HOST,
            pathname: `${sanityImagePath(project)}**`,
            search: '',
          },
        ]
      : [],
  };
}
