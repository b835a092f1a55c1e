import type { MediaAsset } from '../../db/generated/sqlite/client.ts';
import { srcSetOf, thumbnailUrlOf } from '../../media/variants.js';

/** The spec's media asset shape, shared by every REST payload that embeds a picture. */
export function mediaJson(asset: MediaAsset | null | undefined) {
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
