import type { AppContext } from '../../context.js';
import { requireUser } from '../../auth/permissions.js';
import { AppError, badInput, notFound } from '../../lib/errors.js';
import { withKey, type Selection } from '../../lib/query.js';
import { inspectUpload } from '../../media/inspect.js';
import { holdsNul, NUL_MESSAGE } from '../../db/nul-guard.js';

export interface Upload {
  fileName: string;
  mimeType: string;
  data: Buffer;
  description?: string;
  /** The form's other fields, for callers that take options along with the file. */
  fields?: Record<string, string>;
}

const MAX_DESCRIPTION = 500;

/** Stores an upload of an allowed type; images get a thumbnail and a thumbHash. */
export async function uploadMedia(ctx: AppContext, upload: Upload | null, selection: Selection = {}) {
  const viewer = requireUser(ctx);
  if (!upload || upload.data.length === 0)
    throw badInput('file: Choose a file to upload', [{ field: 'file', message: 'Choose a file to upload' }]);
  if (upload.data.length > ctx.config.mediaMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE', 'The upload is larger than allowed');
  // Checked before the file is written, so a refused upload leaves nothing on disk.
  for (const field of ['fileName', 'description'] as const)
    if (holdsNul(upload[field])) throw badInput(`${field}: ${NUL_MESSAGE}`, [{ field, message: NUL_MESSAGE }]);
  const description = upload.description?.trim();
  if (description && description.length > MAX_DESCRIPTION) {
    throw badInput(`description: Must be at most ${MAX_DESCRIPTION} characters`, [
      { field: 'description', message: `Must be at most ${MAX_DESCRIPTION} characters` },
    ]);
  }
  // Before anything decodes it: the type, the content's first bytes and a picture's pixel count.
  await inspectUpload(upload.mimeType, upload.data);
  let stored;
  try {
    stored = await ctx.media.save(upload);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The header was sound but the pixels are not (a truncated or corrupt picture).
    ctx.log.warn({ err: error }, 'media upload could not be read');
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The file could not be read as the type it claims to be');
  }
  return ctx.db.mediaAsset.create({
    ...withKey(selection, 'mediaAssetId'),
    data: { ...stored, description: description || null, uploadedById: viewer.userId },
  });
}

export async function getMedia(ctx: AppContext, mediaAssetId: string, selection: Selection = {}) {
  const asset = await ctx.db.mediaAsset.findUnique({ ...withKey(selection, 'mediaAssetId'), where: { mediaAssetId } });
  if (!asset) throw notFound('Media asset');
  return asset;
}
