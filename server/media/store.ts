// Uploaded files on local disk under MEDIA_DIR, served at /media/. Images get a WebP thumbnail and a thumbHash
// so lists can paint a placeholder before the picture arrives.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { ALLOWED_MEDIA_TYPES, PICTURE_TYPES, SHARP_INPUT } from './inspect.js';
import { THUMBNAIL_SIZE, THUMBNAIL_SUFFIX, IMAGE_DEVICE_WIDTHS, variantSuffix, variantWidths } from './variants.js';

export interface StoredFile {
  fileName: string;
  filePath: string;
  fileUrl: string;
  fileFormat: string;
  fileSize: number;
  width: number | null;
  height: number | null;
  thumbHash: string | null;
}

export interface MediaStore {
  save(file: { fileName: string; mimeType: string; data: Buffer }): Promise<StoredFile>;
  remove(filePath: string): Promise<void>;
  readonly dir: string;
}

async function thumbHashOf(data: Buffer): Promise<string> {
  const { data: pixels, info } = await sharp(data, SHARP_INPUT)
    .resize(100, 100, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, pixels)).toString('base64');
}

export function createDiskMediaStore(dir: string): MediaStore {
  return {
    dir,
    async save(file) {
      const extension = ALLOWED_MEDIA_TYPES[file.mimeType];
      if (!extension) throw new Error(`Unsupported media type ${file.mimeType}`);
      const day = new Date().toISOString().slice(0, 10);
      const name = `${crypto.randomUUID()}.${extension}`;
      const relative = path.posix.join(day, name);
      await fs.mkdir(path.join(dir, day), { recursive: true });
      let width: number | null = null;
      let height: number | null = null;
      let thumbHash: string | null = null;
      if (PICTURE_TYPES[file.mimeType]) {
        const meta = await sharp(file.data, SHARP_INPUT).metadata();
        width = meta.width ?? null;
        height = meta.height ?? null;
        thumbHash = await thumbHashOf(file.data);
        // The copies come from one decoded source and are written side by side on sharp's own threads.
        const source = sharp(file.data, SHARP_INPUT);
        const copies = [
          { suffix: THUMBNAIL_SUFFIX, resize: { width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true } },
          ...variantWidths(extension, width).map((variant) => ({ suffix: variantSuffix(variant), resize: { width: variant } })),
        ] satisfies { suffix: string; resize: sharp.ResizeOptions }[];
        await Promise.all(
          copies.map(({ suffix, resize }) =>
            source
              .clone()
              .resize(resize)
              .webp({ quality: 80 })
              .toFile(path.join(dir, day, `${name}${suffix}`)),
          ),
        );
      }
      await fs.writeFile(path.join(dir, relative), file.data);
      return {
        fileName: file.fileName,
        filePath: relative,
        fileUrl: `/media/${relative}`,
        fileFormat: extension,
        fileSize: file.data.length,
        width,
        height,
        thumbHash,
      };
    },
    async remove(filePath) {
      await fs.rm(path.join(dir, filePath), { force: true });
      const copies = [THUMBNAIL_SUFFIX, ...IMAGE_DEVICE_WIDTHS.map(variantSuffix)];
      await Promise.all(copies.map((suffix) => fs.rm(path.join(dir, `${filePath}${suffix}`), { force: true })));
    },
  };
}
