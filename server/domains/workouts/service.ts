import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { variantSuffix, variantWidths } from '../../media/variants.js';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { requireUser } from '../../auth/permissions.js';
import { notFound } from '../../lib/errors.js';
import { orderByOf } from '../../lib/ordering.js';
import { keyedBy, paginate } from '../../lib/pagination.js';
import { withKey, type Selection } from '../../lib/query.js';
import { searchTextOf } from '../../lib/search-text.js';
import { parseId, parseInput } from '../../lib/validate.js';
import { assertMediaExists } from '../media/references.js';
import { bumpDuplicateCount, forgetEngagement, rateContent, recordShare, recordView } from '../content/engagement.js';
import { announceContent } from '../feed/service.js';
import { assertCanChange, checkByline, contentListFilters, visibleContent } from '../content/visibility.js';
import { prepareExercises, writeExercises } from './exercises.js';
import { DOCUMENT_VERSION, WORKOUT_DOCUMENT_FORMAT, type WorkoutDocument } from './document.js';
import { createWorkoutInput, updateWorkoutInput, WORKOUT_ORDERING, workoutsQuery, type WorkoutExerciseInput } from './schemas.js';

const idOf = (raw: unknown, field = 'workoutId') => parseId(field, raw);

/** The workout if the viewer may see it; hidden workouts answer as unknown ones. */
export async function getWorkout(ctx: AppContext, identifier: unknown, selection: Selection = {}) {
  const workoutId = idOf(identifier, 'identifier');
  const workout = await ctx.db.workout.findFirst({
    ...withKey(selection, 'workoutId'),
    where: { AND: [{ workoutId }, visibleContent(ctx.viewer)] },
  });
  if (!workout) throw notFound('Workout');
  return workout;
}

/**
 * Workouts the viewer may see: their own (`mine`, drafts included), a creator's, or everything published to
 * them; searchable by title, newest first unless sorted otherwise.
 */
export async function listWorkouts(ctx: AppContext, rawQuery: unknown, selection: Selection = {}) {
  const query = parseInput(workoutsQuery, rawQuery ?? {});
  const where: Prisma.WorkoutWhereInput = contentListFilters(ctx, query);
  return paginate(
    query,
    keyedBy('workoutId'),
    (window) =>
      ctx.db.workout.findMany({
        ...withKey(selection, 'workoutId'),
        where,
        orderBy: orderByOf(WORKOUT_ORDERING, query.sort, query.order),
        ...window,
      }),
    () => ctx.db.workout.count({ where }),
  );
}

async function findForChange(ctx: AppContext, rawId: unknown, field = 'workoutId') {
  const workoutId = idOf(rawId, field);
  const workout = await ctx.db.workout.findFirst({ where: { AND: [{ workoutId }, visibleContent(ctx.viewer)] } });
  if (!workout) throw notFound('Workout');
  assertCanChange(ctx, workout.authorUserId, 'this workout');
  return workout;
}

/** A new workout by the caller: a draft, private to them, unless the input says otherwise. */
export async function createWorkout(ctx: AppContext, rawInput: unknown, selection: Selection = {}) {
  const viewer = requireUser(ctx);
  const input = parseInput(createWorkoutInput, rawInput);
  const byline = { creatorProfileId: input.creatorProfileId ?? null, publishedStatusCode: input.publishedStatusCode ?? 'DRAFT' };
  await checkByline(ctx, byline);
  await assertMediaExists(ctx, 'workoutBackgroundImageId', input.workoutBackgroundImageId);
  const prepared = await prepareExercises(ctx, input.workoutExercises);
  const saved = await ctx.db.$transaction(async (tx) => {
    const workout = await tx.workout.create({
      data: {
        workoutTitle: input.workoutTitle,
        searchText: searchTextOf([input.workoutTitle]),
        description: input.workoutDescription || null,
        authorUserId: viewer.userId,
        ...byline,
        visibility: input.visibility ?? 'PUBLIC',
        backgroundImageId: input.workoutBackgroundImageId ?? null,
        ...prepared.summary,
      },
      select: { workoutId: true },
    });
    await writeExercises(tx, workout.workoutId, prepared, false);
    return tx.workout.findUniqueOrThrow({ ...withKey(selection, 'workoutId'), where: { workoutId: workout.workoutId } });
  });
  await announceContent(ctx, 'Workout', saved.workoutId);
  return saved;
}

/** The author or an administrator changes a workout; a given exercise list replaces the whole list. */
export async function updateWorkout(ctx: AppContext, identifier: unknown, rawInput: unknown, selection: Selection = {}) {
  requireUser(ctx);
  const input = parseInput(updateWorkoutInput, rawInput);
  const current = await findForChange(ctx, identifier, 'identifier');
  const byline = {
    creatorProfileId: input.creatorProfileId === undefined ? current.creatorProfileId : input.creatorProfileId,
    publishedStatusCode: input.publishedStatusCode ?? current.publishedStatusCode,
  };
  await checkByline(ctx, byline, current);
  await assertMediaExists(ctx, 'workoutBackgroundImageId', input.workoutBackgroundImageId);
  const prepared = input.workoutExercises ? await prepareExercises(ctx, input.workoutExercises) : null;
  const title = input.workoutTitle ?? current.workoutTitle;
  const saved = await ctx.db.$transaction(async (tx) => {
    if (prepared) await writeExercises(tx, current.workoutId, prepared, true);
    return tx.workout.update({
      ...withKey(selection, 'workoutId'),
      where: { workoutId: current.workoutId },
      data: {
        workoutTitle: title,
        searchText: searchTextOf([title]),
        ...(input.workoutDescription !== undefined ? { description: input.workoutDescription || null } : {}),
        ...(input.workoutBackgroundImageId !== undefined ? { backgroundImageId: input.workoutBackgroundImageId } : {}),
        ...byline,
        ...(input.visibility ? { visibility: input.visibility } : {}),
        ...(prepared ? prepared.summary : {}),
      },
    });
  });
  await announceContent(ctx, 'Workout', saved.workoutId);
  return saved;
}

export async function deleteWorkout(ctx: AppContext, identifier: unknown) {
  const workout = await findForChange(ctx, identifier, 'identifier');
  await ctx.db.$transaction(async (tx) => {
    await forgetEngagement(tx, 'Workout', workout.workoutId);
    await tx.workout.delete({ where: { workoutId: workout.workoutId } });
  });
}

/** A workout's exercises and sets in the shape the create input takes: duplicates and exports are made from it. */
export async function workoutExercisesAsInput(ctx: AppContext, workoutId: string) {
  const exercises = await ctx.db.workoutExercise.findMany({
    where: { workoutId },
    orderBy: { position: 'asc' },
    include: {
      exercise: { select: { exerciseName: true } },
      sets: { orderBy: { position: 'asc' }, include: { targets: { orderBy: { measurementCode: 'asc' } } } },
    },
  });
  return exercises.map((exercise) => ({
    exerciseCode: exercise.exerciseCode,
    exerciseName: exercise.exercise.exerciseName,
    supersetGroup: exercise.supersetGroup,
    restSeconds: exercise.restSeconds,
    notes: exercise.notes,
    sets: exercise.sets.map((set) => ({
      setType: set.setType as WorkoutExerciseInput['sets'][number]['setType'],
      restSeconds: set.restSeconds,
      tempo: set.tempo,
      targetRpe: set.targetRpe,
      notes: set.notes,
      targets: set.targets.map((target) => ({ measurementCode: target.measurementCode, value: target.value, valueMax: target.valueMax })),
    })),
  }));
}

/** A copy of a workout the caller can see, in their library as a private draft under their own creator profile. */
export async function duplicateWorkout(ctx: AppContext, rawId: unknown, selection: Selection = {}) {
  const viewer = requireUser(ctx);
  const original = await getWorkout(ctx, idOf(rawId), {});
  const exercises = await workoutExercisesAsInput(ctx, original.workoutId);
  const copy = await createWorkout(
    ctx,
    {
      workoutTitle: original.workoutTitle,
      workoutDescription: original.description,
      workoutBackgroundImageId: original.backgroundImageId,
      creatorProfileId: viewer.creatorProfileId,
      visibility: 'PRIVATE',
      workoutExercises: exercises.map(({ exerciseName: _name, ...exercise }) => exercise),
    },
    { select: { workoutId: true } },
  );
  await ctx.db.$transaction([
    ctx.db.workout.update({
      where: { workoutId: copy.workoutId },
      data: { duplicatedFromId: original.workoutId },
      select: { workoutId: true },
    }),
    bumpDuplicateCount(ctx.db, 'Workout', original.workoutId),
  ]);
  return ctx.db.workout.findUniqueOrThrow({ ...withKey(selection, 'workoutId'), where: { workoutId: copy.workoutId } });
}

export const rateWorkout = (ctx: AppContext, rawId: unknown, rawInput: unknown) => rateContent(ctx, 'Workout', idOf(rawId), rawInput);
export const viewWorkout = (ctx: AppContext, rawId: unknown) => recordView(ctx, 'Workout', idOf(rawId));
export const shareWorkout = (ctx: AppContext, rawId: unknown, rawInput: unknown) => recordShare(ctx, 'Workout', idOf(rawId), rawInput);

/** The workout as a JSON document that the importer reads back into the same workout. */
export async function exportWorkout(ctx: AppContext, rawId: unknown): Promise<WorkoutDocument> {
  const workout = await getWorkout(ctx, idOf(rawId), {});
  return {
    format: WORKOUT_DOCUMENT_FORMAT,
    version: DOCUMENT_VERSION,
    exportedAt: new Date().toISOString(),
    workout: {
      workoutTitle: workout.workoutTitle,
      workoutDescription: workout.description,
      visibility: workout.visibility as WorkoutDocument['workout']['visibility'],
      workoutExercises: await workoutExercisesAsInput(ctx, workout.workoutId),
    },
  };
}

/** The workouts among `workoutIds` the viewer may see, by id: what a program's days show of their workouts. */
export async function visibleWorkoutsById(ctx: AppContext, workoutIds: readonly string[], selection: Selection = {}) {
  if (!workoutIds.length) return new Map();
  const rows = await ctx.db.workout.findMany({
    ...withKey(selection, 'workoutId'),
    where: { AND: [{ workoutId: { in: [...new Set(workoutIds)] } }, visibleContent(ctx.viewer)] },
  });
  return new Map(rows.map((row) => [row.workoutId, row]));
}

/**
 * What link previews and crawlers see for /w/{workoutId}: the title, the description (or a sentence from its
 * summary) and its background as the picture; null unless the workout is published PUBLIC.
 */
export async function workoutPageMeta(db: Db, workoutId: string) {
  const workout = await db.workout.findFirst({
    where: { AND: [{ workoutId }, visibleContent(null)] },
    select: {
      workoutTitle: true,
      description: true,
      exerciseCount: true,
      estimatedDuration: true,
      creatorProfile: { select: { fullName: true, displayName: true } },
      backgroundImage: { select: { fileUrl: true, fileFormat: true, width: true } },
    },
  });
  if (!workout) return null;
  const by = workout.creatorProfile ? ` by ${workout.creatorProfile.displayName ?? workout.creatorProfile.fullName}` : '';
  const minutes = Math.max(1, Math.round(workout.estimatedDuration / 60));
  const picture = workout.backgroundImage;
  // Previews want about 1200 px: a larger picture's 1200 px copy, else the picture itself.
  const image =
    picture &&
    (variantWidths(picture.fileFormat, picture.width).includes(1200) ? `${picture.fileUrl}${variantSuffix(1200)}` : picture.fileUrl);
  return {
    title: `${workout.workoutTitle} | Liftmates`,
    description:
      workout.description ??
      `A ${minutes}-minute workout of ${workout.exerciseCount} exercise${workout.exerciseCount === 1 ? '' : 's'}${by}. Open it, copy it and log it on Liftmates.`,
    image,
  };
}
