import type { ImageResult } from '@site/schemas';
import { contentConfig } from '@/env';
import { isSanityProjectImage, type SanityImageProject } from '@/lib/site/image-hosts';
import { croppedSize, isSanityRasterAsset, sanityImageLoader } from '@/lib/site/sanity-image';
import { SafeImage } from './safe-image';

/**
 * How wide the responsive CMS images are shown, as `sizes` for the browser's choice among the breakpoint widths.
 * Fixed-size images (avatars, partner logos) pass `displayWidth` instead and get 1x/2x candidates of that width.
 */
export const CONTENT_IMAGE_SIZES = {
  /** The cover at the top of an article: the article column (at most 760 px). */
  cover: '(max-width: 800px) calc(100vw - 40px), 760px',
  /** A listing card: one, two or three columns. */
  card: '(max-width: 767px) calc(100vw - 40px), (max-width: 1200px) 50vw, 380px',
  /** A landing page's or the download page's picture: full width on phones, half the container from tablets up. */
  hero: '(max-width: 767px) calc(100vw - 40px), (max-width: 1200px) 48vw, 560px',
} as const;

/** The widths fixed-size images are shown at (`displayWidth`). */
export const FIXED_IMAGE_WIDTHS = {
  avatar: 56,
  partnerLogo: 120,
} as const;

/**
 * Vector images are served as they are (re-encoding an SVG to AVIF would only lose sharpness); raster images from the
 * embedded dataset or the configured project's dataset on the Sanity CDN go through the optimizer (AVIF/WebP, 1x/2x).
 * Anything else, which a configured CMS should never produce, is shown unoptimised rather than failing the page (the
 * optimizer refuses it: lib/site/image-hosts.ts).
 */
export function isOptimisable(url: string, project: SanityImageProject | null = contentConfig.sanity): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://site.invalid');
  } catch {
    return false;
  }
  if (/\.svg$/i.test(parsed.pathname)) return false;
  return parsed.host === 'site.invalid' || isSanityProjectImage(parsed, project);
}

/**
 * A CMS image (covers, logos, avatars) through next/image with the empty placeholder of SafeImage when it fails
 * to load. With known dimensions it keeps its own proportions; without them (an SVG with no width/height) it fills
 * a 16:9 frame, so nothing below it moves either way. Lazy unless it is on the page's first screen (`eager`).
 */
export function ContentImage({
  image,
  className,
  eager = false,
  alt,
  sizes,
  displayWidth,
}: {
  image: ImageResult | null | undefined;
  className?: string;
  eager?: boolean;
  alt?: string;
  sizes?: string;
  /** The width it is shown at, for fixed-size images (1x/2x candidates of that width); the height follows. */
  displayWidth?: number;
}) {
  if (!image?.url) return null;
  // A Sanity project's raster images: the image CDN crops and encodes from the URL (lib/site/sanity-image.ts).
  const project = contentConfig.sanity;
  if (project && isSanityRasterAsset(image.assetRef)) {
    const size = croppedSize(image)!;
    const width = displayWidth ?? size.width;
    return (
      <SafeImage
        src={image.url}
        loader={sanityImageLoader(project, image)}
        alt={alt ?? image.alt}
        lang={alt === undefined ? (image.altLang ?? undefined) : undefined}
        sizes={sizes}
        width={width}
        height={Math.round((width * size.height) / size.width)}
        className={className}
        {...(eager ? { loading: 'eager' as const, fetchPriority: 'high' as const } : {})}
      />
    );
  }
  const common = {
    src: image.url,
    alt: alt ?? image.alt,
    lang: alt === undefined ? (image.altLang ?? undefined) : undefined,
    sizes,
    quality: 100,
    unoptimized: !isOptimisable(image.url),
    ...(eager ? { loading: 'eager' as const, fetchPriority: 'high' as const } : {}),
  };
  if (image.width && image.height) {
    const width = displayWidth ?? image.width;
    const height = Math.round((width * image.height) / image.width);
    return <SafeImage {...common} width={width} height={height} className={className} />;
  }
  return (
    <span className={className ? `content-image-frame ${className}` : 'content-image-frame'}>
      <SafeImage {...common} fill />
    </span>
  );
}
