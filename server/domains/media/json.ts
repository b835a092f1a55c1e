import type { MediaAsset } from '../../db/generated/sqlite/client.ts';
import { srcSetOf, thumbnailUrlOf } from '../../media/variants.js';

/** The columns of an asset a payload shows (hand-written SQL reads just these). */
export type MediaFields = Omit<MediaAsset, 'uploadedById' | 'createdAt'>;

/** The spec's media asset shape, shared by every REST payload that embeds a picture. */
export function mediaJson(asset: MediaFields | null | undefined) {
  if (!asset) return null;
  return {
    mediaAssetId: asset.mediaAssetId,
    fileName: asset.fileName,
    filePath: asset.filePath,
    fileUrl: asset.fileUrl,
    fileFormat: asset.fileFormat,
    fileSize: asset.fileSize,
    width: asset.width,
    height: asset.height,
    thumbHash: asset.thumbHash,
    thumbnailUrl: thumbnailUrlOf(asset),
    srcSet: srcSetOf(asset),
    description: asset.description,
  };
}
