'use client';

import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';

/**
 * A plain <img> (its srcset already computed on the server by SafeImage) that turns into an empty placeholder of
 * the same proportions when the picture fails to load (image load failure -> empty placeholder).
 * Kept this small on purpose: it is the only image code that reaches the browser.
 */
export function FallbackImage({ className, ...props }: ImgHTMLAttributes<HTMLImageElement>) {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  // A picture that failed before hydration fired its error event before React listened: look once after mounting.
  // A width of 0 alone is no failure: an SVG without width and height has no natural size and still draws, so a
  // picture without one is asked to decode, which only a broken one refuses.
  useEffect(() => {
    const element = img.current;
    if (!element?.complete || element.naturalWidth !== 0 || !element.currentSrc) return;
    element.decode().then(
      () => undefined,
      () => setFailed(true),
    );
  }, []);
  if (failed) {
    const width = Number(props.width);
    const height = Number(props.height);
    return (
      <span
        className={className ? `image-placeholder ${className}` : 'image-placeholder'}
        role="img"
        aria-label={props.alt}
        data-image-failed="true"
        style={width > 0 && height > 0 ? { aspectRatio: `${width} / ${height}` } : undefined}
      />
    );
  }
  // eslint-disable-next-line @next/next/no-img-element -- the props come from next/image's getImageProps, alt included
  return <img {...props} ref={img} className={className} onError={() => setFailed(true)} />;
}
