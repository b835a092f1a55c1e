// Exercise videos and localized instructions, each credited to a creator profile. Anyone reads them; the owner
// of the creator profile (or an administrator) writes them.
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { requireOwnerOrAdmin, requireUser } from '../../auth/permissions.js';
import { badInput, fromDatabaseError, notFound } from '../../lib/errors.js';
import { decodeCursor, toPage } from '../../lib/pagination.js';
import type { Selection } from '../../lib/query.js';
import { parseInput } from '../../lib/validate.js';
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

/**
 * The code an exercise is known by now: its own, or, when it was merged into another, the kept exercise's code
 * (an ExerciseAlias with isMergedCode). Null when neither exists.
 */
export async function resolveExerciseCode(db: Db, exerciseCode: string): Promise<string | null> {
  const exercise = await db.exercise.findUnique({ where: { exerciseCode }, select: { exerciseCode: true } });
  if (exercise) return exercise.exerciseCode;
  const alias = await db.exerciseAlias.findFirst({
    where: { alias: exerciseCode, isMergedCode: true },
    select: { exerciseCode: true },
  });
  return alias?.exerciseCode ?? null;
}

async function requireExercise(ctx: AppContext, rawCode: string): Promise<string> {
  const exerciseCode = await resolveExerciseCode(ctx.db, rawCode);
  if (!exerciseCode) throw notFound(`Exercise ${rawCode}`);
  return exerciseCode;
}

async function requireCreatorProfile(ctx: AppContext, creatorProfileId: string) {
  const profile = await ctx.db.creatorProfile.findUnique({ where: { creatorProfileId }, select: { creatorProfileId: true, userId: true } });
  if (!profile) throw notFound('Creator profile');
  return profile;
}

/** Writes: signed in, the exercise and the profile exist, and the viewer owns the profile or is an administrator. */
async function requireWritable(ctx: AppContext, rawCode: string, creatorProfileId: string) {
  requireUser(ctx);
  const exerciseCode = await requireExercise(ctx, rawCode);
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

/** The filter of a video list; checks that the exercise (and the creator, when given) exist. */
export async function videosWhere(ctx: AppContext, rawCode: string, rawQuery: unknown): Promise<Prisma.ExerciseVideoWhereInput> {
  const query = parseInput(exerciseVideosQuery, rawQuery ?? {});
  const exerciseCode = await requireExercise(ctx, rawCode);
  if (query.creatorProfileId) await requireCreatorProfile(ctx, query.creatorProfileId);
  return { exerciseCode, creatorProfileId: query.creatorProfileId };
}

export async function listExerciseVideos(ctx: AppContext, rawCode: string, rawQuery: unknown, selection: Selection = {}) {
  const query = parseInput(exerciseVideosQuery, rawQuery ?? {});
  const where = await videosWhere(ctx, rawCode, query);
  const cursor = decodeCursor(query.cursor);
  const rows = await ctx.db.exerciseVideo.findMany({
    ...(selection as object),
    where,
    orderBy: videoOrder,
    ...(cursor ? { cursor: { exerciseVideoId: cursor }, skip: 1 } : {}),
    take: query.limit + 1,
  });
  return toPage(rows, query.limit, (row) => row.exerciseVideoId);
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
      ...(selection as object),
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
      ...(selection as object),
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
 * The filter of an instruction list. When a locale is asked for and the exercise has no instruction in it (by the
 * creator asked for, if any), the en-US instructions stand in and isFallback is true.
 */
export async function instructionsWhere(
  ctx: AppContext,
  rawCode: string,
  rawQuery: unknown,
): Promise<{ where: Prisma.ExerciseInstructionWhereInput; isFallback: boolean }> {
  const query = parseInput(exerciseInstructionsQuery, rawQuery ?? {});
  const exerciseCode = await requireExercise(ctx, rawCode);
  if (query.creatorProfileId) await requireCreatorProfile(ctx, query.creatorProfileId);
  const where = { exerciseCode, creatorProfileId: query.creatorProfileId, localeCode: query.localeCode };
  if (!query.localeCode || query.localeCode === FALLBACK_LOCALE_CODE) return { where, isFallback: false };
  const inLocale = await ctx.db.exerciseInstruction.findFirst({ where, select: { localeCode: true } });
  if (inLocale) return { where, isFallback: false };
  return { where: { ...where, localeCode: FALLBACK_LOCALE_CODE }, isFallback: true };
}

export async function listExerciseInstructions(ctx: AppContext, rawCode: string, rawQuery: unknown, selection: Selection = {}) {
  const query = parseInput(exerciseInstructionsQuery, rawQuery ?? {});
  const { where, isFallback } = await instructionsWhere(ctx, rawCode, query);
  const cursorKey = decodeCursor(query.cursor);
  let cursor: Prisma.ExerciseInstructionWhereUniqueInput | undefined;
  if (cursorKey) {
    const [localeCode, creatorProfileId] = cursorKey.split('\n');
    if (!localeCode || !creatorProfileId) throw fieldError('cursor', 'Not a valid cursor');
    cursor = { exerciseCode_localeCode_creatorProfileId: { exerciseCode: where.exerciseCode as string, localeCode, creatorProfileId } };
  }
  const rows = await ctx.db.exerciseInstruction.findMany({
    ...(selection as object),
    where,
    orderBy: instructionOrder,
    ...(cursor ? { cursor, skip: 1 } : {}),
    take: query.limit + 1,
  });
  return { ...toPage(rows, query.limit, (row) => `${row.localeCode}\n${row.creatorProfileId}`), isFallback };
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
  const exerciseCode = await requireExercise(ctx, rawCode);
  await requireCreatorProfile(ctx, creatorProfileId);
  const instruction = await ctx.db.exerciseInstruction.findUnique({
    ...(selection as object),
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
      ...(selection as object),
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
