import type { ImageCrop, ImageHotspot } from '@site/schemas';
import { createImageUrlBuilder } from '@sanity/image-url';

/**
 * CMS images as Sanity intends, when a Sanity project is configured: the Sanity image CDN crops, scales and picks the
 * format (`auto=format`: AVIF or WebP where the browser takes it) from the URL, honouring the editor's crop and
 * hotspot, so next/image only writes the `srcset` (a custom loader) and never fetches and re-encodes the picture.
 * The embedded dataset's images have no such CDN and keep next/image's optimizer (components/content-image.tsx).
 */

export interface SanityProject {
  readonly projectId: string;
  readonly dataset: string;
}

export interface SanityImageSource {
  /** The asset's document id: `image-<hash>-<width>x<height>-<format>`. */
  readonly assetRef: string | null;
  readonly crop?: ImageCrop | null;
  readonly hotspot?: ImageHotspot | null;
}

/** Raster assets of the Content Lake (an SVG is served as it is; the CDN does not transform it). */
const RASTER_ASSET_ID = /^image-[a-f0-9]+-(\d+)x(\d+)-(jpg|jpeg|png|webp|gif|tiff|avif)$/;

export function isSanityRasterAsset(assetRef: string | null | undefined): assetRef is string {
  return typeof assetRef === 'string' && RASTER_ASSET_ID.test(assetRef);
}

function validCrop(crop: ImageCrop | null | undefined): ImageCrop | null {
  if (!crop) return null;
  const sides = [crop.top, crop.bottom, crop.left, crop.right];
  if (!sides.every((side) => Number.isFinite(side) && side >= 0 && side < 1)) return null;
  return crop.left + crop.right < 1 && crop.top + crop.bottom < 1 ? crop : null;
}

/** The picture's size after the editor's crop: what the page lays out (its proportions are the crop's). */
export function croppedSize(source: SanityImageSource): { width: number; height: number } | null {
  const match = source.assetRef ? RASTER_ASSET_ID.exec(source.assetRef) : null;
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  const crop = validCrop(source.crop);
  if (!crop) return { width, height };
  return {
    width: Math.round(width * (1 - crop.left - crop.right)),
    height: Math.round(height * (1 - crop.top - crop.bottom)),
  };
}

/**
 * next/image's loader for one Sanity image: the URL of the picture `width` pixels wide, cropped as the editor set it
 * and in the best format the browser accepts. Only the width is given (the height follows the crop's proportions),
 * so the CDN never upscales past the original.
 */
export function sanityImageLoader(
  project: SanityProject,
  source: SanityImageSource,
): (args: { src: string; width: number; quality?: number }) => string {
  if (!isSanityRasterAsset(source.assetRef))
    throw new TypeError(`Not a Sanity raster image asset: ${String(source.assetRef)}`);
  const crop = validCrop(source.crop);
  const image = {
    asset: { _ref: source.assetRef },
    ...(crop ? { crop } : {}),
    ...(source.hotspot ? { hotspot: source.hotspot } : {}),
  };
  const builder = createImageUrlBuilder({ projectId: project.projectId, dataset: project.dataset });
  return ({ width, quality }) =>
    builder
      .image(image)
      .width(width)
      .fit('max')
      .auto('format')
      .quality(quality ?? 75)
      .url();
}
