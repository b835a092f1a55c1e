import type { AppContext } from '../../context.js';
import { requireUser } from '../../auth/permissions.js';
import { AppError, badInput, notFound } from '../../lib/errors.js';
import type { Selection } from '../../lib/query.js';
import { ALLOWED_MEDIA_TYPES } from '../../media/store.js';

export interface Upload {
  fileName: string;
  mimeType: string;
  data: Buffer;
  description?: string;
}

const MAX_DESCRIPTION = 500;

/** Stores an upload of an allowed type; images get a thumbnail and a thumbHash. */
export async function uploadMedia(ctx: AppContext, upload: Upload | null, selection: Selection = {}) {
  const viewer = requireUser(ctx);
  if (!upload || upload.data.length === 0)
    throw badInput('file: Choose a file to upload', [{ field: 'file', message: 'Choose a file to upload' }]);
  if (upload.data.length > ctx.config.mediaMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE', 'The upload is larger than allowed');
  if (!ALLOWED_MEDIA_TYPES[upload.mimeType]) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Files of type ${upload.mimeType} cannot be uploaded; use JPEG, PNG, WebP, GIF, SVG, MP4 or WebM`,
    );
  }
  const description = upload.description?.trim();
  if (description && description.length > MAX_DESCRIPTION) {
    throw badInput(`description: Must be at most ${MAX_DESCRIPTION} characters`, [
      { field: 'description', message: `Must be at most ${MAX_DESCRIPTION} characters` },
    ]);
  }
  let stored;
  try {
    stored = await ctx.media.save(upload);
  } catch (error) {
    // sharp rejects files whose content does not match an image type they claim.
    ctx.log.warn({ err: error }, 'media upload could not be read');
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The file could not be read as the type it claims to be');
  }
  return ctx.db.mediaAsset.create({
    ...(selection as object),
    data: { ...stored, description: description || null, uploadedById: viewer.userId },
  });
}

export async function getMedia(ctx: AppContext, mediaAssetId: string, selection: Selection = {}) {
  const asset = await ctx.db.mediaAsset.findUnique({ ...(selection as object), where: { mediaAssetId } });
  if (!asset) throw notFound('Media asset');
  return asset;
}
