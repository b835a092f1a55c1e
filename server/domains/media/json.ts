import type { MediaAsset } from '../../db/generated/sqlite/client.ts';

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
    description: asset.description,
  };
}
