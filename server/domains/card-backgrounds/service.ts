// The card backgrounds are media assets like uploads (a file with WebP copies, a thumbHash, a row) with fixed ids,
// rendered from designs.ts the first time they are listed in a process whose media folder lacks them. Reading the
// list is then one query; a fresh media folder (a new machine, a test server) gets its files on first use.
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { AppContext } from '../../context.js';
import type { MediaStore } from '../../media/store.js';
import type { Db } from '../../db/client.js';
import { withKey, type Selection } from '../../lib/query.js';
import { BACKGROUND_DESIGNS } from './designs.js';

const assetIdOf = (slug: string) => `card-background-${slug}`;
const ready = new WeakMap<MediaStore, Promise<void>>();

async function fileExists(media: MediaStore, filePath: string) {
  return fs.access(path.join(media.dir, filePath)).then(
    () => true,
    () => false,
  );
}

async function renderMissing(db: Db, media: MediaStore) {
  const existing = new Map(
    (await db.mediaAsset.findMany({ where: { mediaAssetId: { in: BACKGROUND_DESIGNS.map((d) => assetIdOf(d.slug)) } } })).map((asset) => [
      asset.mediaAssetId,
      asset,
    ]),
  );
  for (const [sortOrder, design] of BACKGROUND_DESIGNS.entries()) {
    const mediaAssetId = assetIdOf(design.slug);
    const asset = existing.get(mediaAssetId);
    if (!asset || !(await fileExists(media, asset.filePath))) {
      const data = await sharp(Buffer.from(design.svg)).png({ compressionLevel: 9 }).toBuffer();
      const stored = await media.save({ fileName: `${design.slug}.png`, mimeType: 'image/png', data });
      const fields = { ...stored, description: `${design.name} card background` };
      await db.mediaAsset.upsert({ where: { mediaAssetId }, create: { mediaAssetId, ...fields }, update: fields });
    }
    const card = { name: design.name, mediaAssetId, sortOrder };
    await db.workoutCardBackground.upsert({
      where: { workoutCardBackgroundId: design.slug },
      create: { workoutCardBackgroundId: design.slug, ...card },
      update: card,
    });
  }
}

/** Renders the backgrounds this media folder lacks, once per process; a failed attempt is tried again next time. */
function ensureBackgrounds(ctx: AppContext) {
  let promise = ready.get(ctx.media);
  if (!promise) {
    promise = renderMissing(ctx.db, ctx.media).catch((error: unknown) => {
      ready.delete(ctx.media);
      throw error;
    });
    ready.set(ctx.media, promise);
  }
  return promise;
}

/** Anyone may list the backgrounds a workout or program card can use. */
export async function listCardBackgrounds(ctx: AppContext, selection: Selection = {}) {
  await ensureBackgrounds(ctx);
  return ctx.db.workoutCardBackground.findMany({
    ...withKey(selection, 'workoutCardBackgroundId'),
    where: { workoutCardBackgroundId: { in: BACKGROUND_DESIGNS.map((design) => design.slug) } },
    orderBy: { sortOrder: 'asc' },
  });
}
