// Uploaded pictures are also stored as WebP at the device widths the web app asks for (spec §9 "Image device
// sizes"), so a phone downloads a 640 px picture instead of a 4000 px original. Which files exist follows from the
// asset's format and width alone, so nothing about them is kept in the database.

export const IMAGE_DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const THUMBNAIL_SIZE = 320;

/** GIFs keep their animation and SVGs scale by themselves: neither gets resized copies. */
const RESIZABLE_FORMATS = new Set(['jpg', 'png', 'webp']);

interface Picture {
  fileUrl: string;
  fileFormat: string;
  width: number | null;
}

export function hasVariants(fileFormat: string): boolean {
  return RESIZABLE_FORMATS.has(fileFormat);
}

/** Device widths narrower than the original: the copies made at upload. */
export function variantWidths(fileFormat: string, width: number | null): number[] {
  if (!hasVariants(fileFormat) || !width) return [];
  return IMAGE_DEVICE_WIDTHS.filter((deviceWidth) => deviceWidth < width);
}

export const variantSuffix = (width: number) => `.w${width}.webp`;
export const THUMBNAIL_SUFFIX = '.thumb.webp';

/** The `srcset` of a picture: its copies and the original at its own width; null for videos and vector images. */
export function srcSetOf(asset: Picture): string | null {
  if (!hasVariants(asset.fileFormat) || !asset.width) return null;
  const copies = variantWidths(asset.fileFormat, asset.width).map((width) => `${asset.fileUrl}${variantSuffix(width)} ${width}w`);
  return [...copies, `${asset.fileUrl} ${asset.width}w`].join(', ');
}

/** A small WebP preview for lists; raster images only (GIFs get a still one). */
export function thumbnailUrlOf(asset: Pick<Picture, 'fileUrl' | 'fileFormat'>): string | null {
  return hasVariants(asset.fileFormat) || asset.fileFormat === 'gif' ? `${asset.fileUrl}${THUMBNAIL_SUFFIX}` : null;
}
