// What an upload really is, read from its first bytes before anything decodes it. Pictures must be raster images
// of the type they claim, within a pixel budget read from their header (a small file can declare a huge canvas that
// takes seconds of CPU and gigabytes of memory to decode); videos must start like the container they claim to be.
import sharp from 'sharp';
import { AppError } from '../lib/errors.js';

/** Pixels one uploaded picture may have (width × height of a frame): 40 megapixels, more than any phone camera. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Upload types and the file extension they are stored with. SVG is not one: it can carry scripts. */
export const PICTURE_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
export const VIDEO_TYPES: Readonly<Record<string, string>> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};
export const ALLOWED_MEDIA_TYPES: Readonly<Record<string, string>> = { ...PICTURE_TYPES, ...VIDEO_TYPES };

export const ALLOWED_TYPES_TEXT = 'JPEG, PNG, WebP, GIF, MP4 or WebM';

/** sharp's name for the format each picture type must decode as. */
const SHARP_FORMATS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Options for every sharp call on an upload: the pixel budget is sharp's own second guard. */
export const SHARP_INPUT: sharp.SharpOptions = { limitInputPixels: MAX_IMAGE_PIXELS };

const unsupported = (message: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', message);

/** An ISO base media file (MP4) names its brand in an `ftyp` box at byte 4. */
function looksLikeMp4(data: Buffer) {
  return data.length >= 12 && data.toString('latin1', 4, 8) === 'ftyp';
}

/** A WebM file is an EBML document (magic 1A 45 DF A3) whose header names the doc type "webm". */
function looksLikeWebm(data: Buffer) {
  return data.length >= 4 && data.readUInt32BE(0) === 0x1a45dfa3 && data.subarray(0, 64).includes('webm');
}

/** Reads a picture's header and refuses it unless it is the claimed raster type within the pixel budget. */
async function checkPicture(mimeType: string, data: Buffer): Promise<void> {
  let meta: sharp.Metadata;
  try {
    // metadata() reads the header only, nothing is decoded yet; the budget is checked below with a clearer message.
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported('The file could not be read as the type it claims to be');
  }
  if (meta.format !== SHARP_FORMATS[mimeType] || !meta.width || !meta.height) {
    const actual = meta.format ? `a ${meta.format.toUpperCase()} file` : 'not an image';
    throw unsupported(`The file is ${actual}, not the ${SHARP_FORMATS[mimeType]?.toUpperCase()} image it claims to be`);
  }
  const height = meta.pageHeight ?? meta.height;
  if (meta.width * height > MAX_IMAGE_PIXELS) {
    const megapixels = Math.round((meta.width * height) / 1_000_000);
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The picture is ${meta.width} × ${height} pixels (${megapixels} megapixels); pictures may have at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
    );
  }
}

/** Refuses an upload whose type is not allowed or whose content is not what its type says. */
export async function inspectUpload(mimeType: string, data: Buffer): Promise<void> {
  if (mimeType === 'image/svg+xml')
    throw unsupported(`SVG images cannot be uploaded as they may contain scripts; use ${ALLOWED_TYPES_TEXT}`);
  if (PICTURE_TYPES[mimeType]) return checkPicture(mimeType, data);
  if (mimeType === 'video/mp4' && !looksLikeMp4(data)) throw unsupported('The file is not the MP4 video it claims to be');
  if (mimeType === 'video/webm' && !looksLikeWebm(data)) throw unsupported('The file is not the WebM video it claims to be');
  if (!VIDEO_TYPES[mimeType]) throw unsupported(`Files of type ${mimeType || 'unknown'} cannot be uploaded; use ${ALLOWED_TYPES_TEXT}`);
}
