import type { ImageResult } from '@site/schemas';

/**
 * A CMS image (SVG covers and logos, small avatars) as a plain element with its intrinsic size, so nothing shifts
 * while it loads; lazy unless it is the page's first screen.
 */
export function ContentImage({ image, className, eager = false, alt }: { image: ImageResult | null | undefined; className?: string; eager?: boolean; alt?: string }) {
  if (!image?.url) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- CMS SVGs are not optimisable and a Sanity CDN host is not configured for next/image
    <img
      src={image.url}
      alt={alt ?? image.alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
