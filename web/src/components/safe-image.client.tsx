'use client';

import Image, { type ImageProps } from 'next/image';
import { useEffect, useRef, useState } from 'react';

/** The image's own proportions, so the placeholder takes the same room and nothing below it moves. */
function aspectRatioOf(props: ImageProps): string | undefined {
  const src = props.src as unknown;
  const data = (src && typeof src === 'object' && 'default' in src ? (src as { default: unknown }).default : src) as
    | { width?: unknown; height?: unknown }
    | string;
  const width = Number(props.width ?? (typeof data === 'object' ? data.width : undefined));
  const height = Number(props.height ?? (typeof data === 'object' ? data.height : undefined));
  return width > 0 && height > 0 ? `${width} / ${height}` : undefined;
}

/**
 * next/image (AVIF/WebP, 1x/2x, the breakpoints of next.config.ts) that turns into an empty placeholder of the same
 * size when the picture fails to load (spec section 8: image load failure -> empty placeholder picture). Images
 * below the fold stay lazy (the default); pass `priority` for the one above it.
 */
export function SafeImage({ className, ...props }: ImageProps & { className?: string }) {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  // A picture that failed before hydration fired its error event before React listened: look once after mounting.
  useEffect(() => {
    const element = img.current;
    if (element?.complete && element.naturalWidth === 0 && element.currentSrc) setFailed(true);
  }, []);
  if (failed) {
    const ratio = aspectRatioOf(props);
    return (
      <span
        className={className ? `image-placeholder ${className}` : 'image-placeholder'}
        role="img"
        aria-label={props.alt}
        data-image-failed="true"
        style={ratio ? { aspectRatio: ratio } : undefined}
      />
    );
  }
  return <Image {...props} ref={img} className={className} onError={() => setFailed(true)} />;
}
