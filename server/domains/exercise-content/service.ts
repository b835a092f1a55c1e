// Exercise videos and localized instructions, each credited to a creator profile. Anyone reads them; the owner
// of the creator profile (or an administrator) writes them.
import type { AppContext } from '../../context.js';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { requireOwnerOrAdmin, requireUser } from '../../auth/permissions.js';
import { badInput, fromDatabaseError, notFound } from '../../lib/errors.js';
import { keyedBy, keyedByColumns, paginate } from '../../lib/pagination.js';
import { withKey, type Selection } from '../../lib/query.js';
import { parseInput } from '../../lib/validate.js';
import { visibleExerciseCode } from '../exercises/visibility.js';
import {
  createExerciseVideoInput,
  exerciseInstructionsQuery,
  exerciseVideosQuery,
  FALLBACK_LOCALE_CODE,
  instructionLocaleParams,
  PICTURE_FORMATS,
  updateExerciseVideoInput,
  upsertExerciseInstructionInput,
  VIDEO_FORMATS,
} from './schemas.js';

/** Pinned, then verified creators first; then each creator's own order, oldest first. */
export const videoOrder: Prisma.ExerciseVideoOrderByWithRelationInput[] = [
  { creatorProfile: { isPinned: 'desc' } },
  { creatorProfile: { isVerified: 'desc' } },
  { sortOrder: 'asc' },
  { createdAt: 'asc' },
  { exerciseVideoId: 'asc' },
];

/** By locale, then pinned and verified creators first. */
export const instructionOrder: Prisma.ExerciseInstructionOrderByWithRelationInput[] = [
  { localeCode: 'asc' },
  { creatorProfile: { isPinned: 'desc' } },
  { creatorProfile: { isVerified: 'desc' } },
  { creatorProfileId: 'asc' },
];

async function requireCreatorProfile(ctx: AppContext, creatorProfileId: string) {
  const profile = await ctx.db.creatorProfile.findUnique({ where: { creatorProfileId }, select: { creatorProfileId: true, userId: true } });
  if (!profile) throw notFound('Creator profile');
  return profile;
}

/** Writes: signed in, the exercise and the profile exist, and the viewer owns the profile or is an administrator. */
async function requireWritable(ctx: AppContext, rawCode: string, creatorProfileId: string) {
  requireUser(ctx);
  const exerciseCode = await visibleExerciseCode(ctx, rawCode);
  const profile = await requireCreatorProfile(ctx, creatorProfileId);
  requireOwnerOrAdmin(ctx, profile.userId, 'this creator profile');
  return exerciseCode;
}

const fieldError = (field: string, message: string) => badInput(`${field}: ${message}`, [{ field, message }]);

/** An uploaded file of one of the given formats; its row, for the video's address. */
async function requireAsset(ctx: AppContext, field: string, mediaAssetId: string, formats: ReadonlySet<string>, kind: string) {
  const asset = await ctx.db.mediaAsset.findUnique({ where: { mediaAssetId }, select: { fileUrl: true, fileFormat: true } });
  if (!asset) throw fieldError(field, 'No media asset has this id');
  if (!formats.has(asset.fileFormat)) throw fieldError(field, `This media asset is not ${kind}`);
  return asset;
}

// ---------------------------------------------------------------------------------------------------------------
// Videos
// ---------------------------------------------------------------------------------------------------------------

/** An exercise's videos (the exercise must be visible to the viewer), optionally one creator's, one page at a time. */
export async function listExerciseVideos(ctx: AppContext, rawCode: string, rawQuery: unknown, selection: Selection = {}) {
  const query = parseInput(exerciseVideosQuery, rawQuery ?? {});
  const exerciseCode = await visibleExerciseCode(ctx, rawCode);
  if (query.creatorProfileId) await requireCreatorProfile(ctx, query.creatorProfileId);
  const where = { exerciseCode, creatorProfileId: query.creatorProfileId };
  return paginate(
    query,
    keyedBy('exerciseVideoId'),
    (window) => ctx.db.exerciseVideo.findMany({ ...withKey(selection, 'exerciseVideoId'), where, orderBy: videoOrder, ...window }),
    () => ctx.db.exerciseVideo.count({ where }),
  );
}

export async function createExerciseVideo(
  ctx: AppContext,
  rawCode: string,
  creatorProfileId: string,
  rawInput: unknown,
  selection: Selection = {},
) {
  requireUser(ctx);
  const { videoAssetId, thumbnailId, ...input } = parseInput(createExerciseVideoInput, rawInput);
  const exerciseCode = await requireWritable(ctx, rawCode, creatorProfileId);
  const videoUrl = videoAssetId
    ? (await requireAsset(ctx, 'videoAssetId', videoAssetId, VIDEO_FORMATS, 'a video')).fileUrl
    : input.videoUrl!;
  if (thumbnailId) await requireAsset(ctx, 'thumbnailId', thumbnailId, PICTURE_FORMATS, 'a picture');
  // New videos go after the creator's others unless placed.
  const sortOrder =
    input.sortOrder ??
    ((await ctx.db.exerciseVideo.aggregate({ where: { exerciseCode, creatorProfileId }, _max: { sortOrder: true } }))._max.sortOrder ??
      -1) + 1;
  try {
    return await ctx.db.exerciseVideo.create({
      ...withKey(selection, 'exerciseVideoId'),
      data: {
        exerciseCode,
        creatorProfileId,
        title: input.title ?? null,
        videoUrl,
        videoAssetId: videoAssetId ?? null,
        thumbnailId: thumbnailId ?? null,
        sortOrder,
      },
    });
  } catch (error) {
    throw fromDatabaseError(error, 'Exercise video');
  }
}

async function ownVideo(ctx: AppContext, rawCode: string, creatorProfileId: string, exerciseVideoId: string) {
  const exerciseCode = await requireWritable(ctx, rawCode, creatorProfileId);
  const video = await ctx.db.exerciseVideo.findFirst({
    where: { exerciseVideoId, exerciseCode, creatorProfileId },
    select: { exerciseVideoId: true },
  });
  if (!video) throw notFound('Exercise video');
  return video;
}

export async function updateExerciseVideo(
  ctx: AppContext,
  rawCode: string,
  creatorProfileId: string,
  exerciseVideoId: string,
  rawInput: unknown,
  selection: Selection = {},
) {
  requireUser(ctx);
  const { videoAssetId, videoUrl, thumbnailId, ...input } = parseInput(updateExerciseVideoInput, rawInput);
  await ownVideo(ctx, rawCode, creatorProfileId, exerciseVideoId);
  // A new source replaces the old one: an address drops the uploaded file, an upload brings its own address.
  const source = videoAssetId
    ? { videoAssetId, videoUrl: (await requireAsset(ctx, 'videoAssetId', videoAssetId, VIDEO_FORMATS, 'a video')).fileUrl }
    : videoUrl
      ? { videoAssetId: null, videoUrl }
      : {};
  if (thumbnailId) await requireAsset(ctx, 'thumbnailId', thumbnailId, PICTURE_FORMATS, 'a picture');
  try {
    return await ctx.db.exerciseVideo.update({
      ...withKey(selection, 'exerciseVideoId'),
      where: { exerciseVideoId },
      data: { ...input, ...source, ...(thumbnailId !== undefined ? { thumbnailId } : {}) },
    });
  } catch (error) {
    throw fromDatabaseError(error, 'Exercise video');
  }
}

export async function deleteExerciseVideo(ctx: AppContext, rawCode: string, creatorProfileId: string, exerciseVideoId: string) {
  await ownVideo(ctx, rawCode, creatorProfileId, exerciseVideoId);
  try {
    await ctx.db.exerciseVideo.delete({ where: { exerciseVideoId } });
  } catch (error) {
    throw fromDatabaseError(error, 'Exercise video');
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Instructions
// ---------------------------------------------------------------------------------------------------------------

/** Steps, tips and common mistakes are stored as JSON arrays of strings. */
export const textList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);

/**
 * An exercise's instructions (the exercise must be visible to the viewer). When a locale is asked for and the
 * exercise has no instruction in it (by the creator asked for, if any), the en-US instructions stand in, each
 * marked isFallback.
 */
export async function listExerciseInstructions(ctx: AppContext, rawCode: string, rawQuery: unknown, selection: Selection = {}) {
  const query = parseInput(exerciseInstructionsQuery, rawQuery ?? {});
  const exerciseCode = await visibleExerciseCode(ctx, rawCode);
  if (query.creatorProfileId) await requireCreatorProfile(ctx, query.creatorProfileId);
  const asked = { exerciseCode, creatorProfileId: query.creatorProfileId, localeCode: query.localeCode };
  const isFallback =
    !!query.localeCode &&
    query.localeCode !== FALLBACK_LOCALE_CODE &&
    !(await ctx.db.exerciseInstruction.findFirst({ where: asked, select: { localeCode: true } }));
  const where = isFallback ? { ...asked, localeCode: FALLBACK_LOCALE_CODE } : asked;
  const page = await paginate(
    query,
    keyedByColumns('localeCode', 'creatorProfileId'),
    (window) =>
      ctx.db.exerciseInstruction.findMany({
        ...withKey(selection, 'localeCode', 'creatorProfileId'),
        where,
        orderBy: instructionOrder,
        take: window.take,
        skip: window.skip,
        ...(window.cursor ? { cursor: { exerciseCode_localeCode_creatorProfileId: { exerciseCode, ...window.cursor } } } : {}),
      }),
    () => ctx.db.exerciseInstruction.count({ where }),
  );
  return { ...page, items: page.items.map((row) => ({ ...row, isFallback })) };
}

const instructionNotFound = (rawCode: string, localeCode: string) =>
  notFound(`The ${localeCode} instruction of this creator for exercise ${rawCode}`);

export async function getExerciseInstruction(
  ctx: AppContext,
  rawCode: string,
  localeCode: string,
  creatorProfileId: string,
  selection: Selection = {},
) {
  const exerciseCode = await visibleExerciseCode(ctx, rawCode);
  await requireCreatorProfile(ctx, creatorProfileId);
  const instruction = await ctx.db.exerciseInstruction.findUnique({
    ...withKey(selection, 'localeCode', 'creatorProfileId'),
    where: { exerciseCode_localeCode_creatorProfileId: { exerciseCode, localeCode, creatorProfileId } },
  });
  if (!instruction) throw instructionNotFound(rawCode, localeCode);
  return instruction;
}

/** Writes the whole instruction of one creator in one locale, creating it when new. The locale must exist. */
export async function upsertExerciseInstruction(
  ctx: AppContext,
  rawCode: string,
  rawLocaleCode: string,
  creatorProfileId: string,
  rawInput: unknown,
  selection: Selection = {},
) {
  requireUser(ctx);
  // GraphQL passes the locale unchecked.
  const { localeCode } = parseInput(instructionLocaleParams, { localeCode: rawLocaleCode });
  const input = parseInput(upsertExerciseInstructionInput, rawInput);
  const exerciseCode = await requireWritable(ctx, rawCode, creatorProfileId);
  if (!(await ctx.db.locale.findUnique({ where: { localeCode }, select: { localeCode: true } })))
    throw fieldError('localeCode', 'Unknown locale');
  try {
    return await ctx.db.exerciseInstruction.upsert({
      ...withKey(selection, 'localeCode', 'creatorProfileId'),
      where: { exerciseCode_localeCode_creatorProfileId: { exerciseCode, localeCode, creatorProfileId } },
      create: { exerciseCode, localeCode, creatorProfileId, ...input },
      update: input,
    });
  } catch (error) {
    throw fromDatabaseError(error, 'Exercise instruction');
  }
}

/** Same rule as writing: the owner of the creator profile or an administrator. */
export async function deleteExerciseInstruction(ctx: AppContext, rawCode: string, rawLocaleCode: string, creatorProfileId: string) {
  requireUser(ctx);
  // GraphQL passes the locale unchecked.
  const { localeCode } = parseInput(instructionLocaleParams, { localeCode: rawLocaleCode });
  const exerciseCode = await requireWritable(ctx, rawCode, creatorProfileId);
  const { count } = await ctx.db.exerciseInstruction.deleteMany({ where: { exerciseCode, localeCode, creatorProfileId } });
  if (!count) throw instructionNotFound(rawCode, localeCode);
}
