import { type ImageProps, getImageProps } from 'next/image';
import { FallbackImage } from './fallback-image.client';

/**
 * next/image's output (AVIF/WebP, 1x/2x, the breakpoints of next.config.ts), computed on the server with
 * getImageProps, rendered by a small client <img> that becomes an empty placeholder of the same size when the
 * picture fails to load. Images below the fold stay lazy (the default); pass `loading="eager"` and
 * `fetchPriority="high"` for the one above it. Not next/image's own component: its client code would weigh on
 * every page that shows a picture.
 */
export function SafeImage({ className, ...imageProps }: ImageProps & { className?: string }) {
  const { props } = getImageProps(imageProps);
  return <FallbackImage {...props} className={className} />;
}
