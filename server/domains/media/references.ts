import type { AppContext } from '../../context.js';
import { badInput } from '../../lib/errors.js';

/** A picture another record points at (a thumbnail, an icon, a profile photo) must have been uploaded. */
export async function assertMediaExists(ctx: AppContext, field: string, mediaAssetId: string | null | undefined) {
  if (!mediaAssetId) return;
  const found = await ctx.db.mediaAsset.findUnique({ where: { mediaAssetId }, select: { mediaAssetId: true } });
  if (!found) throw badInput(`${field}: No media asset has this id`, [{ field, message: 'No media asset has this id' }]);
}
