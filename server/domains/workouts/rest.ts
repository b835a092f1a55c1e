import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { route } from '../../rest/route.js';
import { pageJson } from '../../lib/pagination.js';
import { mediaJson } from '../media/json.js';
import { ratingInput, shareInput, viewerRatings } from '../content/engagement.js';
import { viewerCanEdit } from '../content/visibility.js';
import * as service from './service.js';
import { createWorkoutInput, updateWorkoutInput, workoutIdentifierParams, workoutIdParams, workoutsQuery } from './schemas.js';

const tags = ['workouts'];

const bylineInclude = { creatorProfile: { include: { profilePhoto: true } }, backgroundImage: true } satisfies Prisma.WorkoutInclude;

export const workoutSummaryInclude = {
  ...bylineInclude,
  muscleUsage: { orderBy: [{ targetPercentage: 'desc' }, { muscleCode: 'asc' }] },
} satisfies Prisma.WorkoutInclude;
export type WorkoutSummaryRow = Prisma.WorkoutGetPayload<{ include: typeof workoutSummaryInclude }>;

const detailInclude = {
  ...workoutSummaryInclude,
  exercises: {
    orderBy: { position: 'asc' },
    include: {
      exercise: { select: { exerciseName: true, exerciseTypeCode: true } },
      sets: { orderBy: { position: 'asc' }, include: { targets: { orderBy: { measurementCode: 'asc' } } } },
    },
  },
} satisfies Prisma.WorkoutInclude;
type DetailRow = Prisma.WorkoutGetPayload<{ include: typeof detailInclude }>;

type Byline = { creatorProfile: Prisma.CreatorProfileGetPayload<{ include: { profilePhoto: true } }> | null };

export const creatorByline = ({ creatorProfile }: Byline) =>
  creatorProfile && {
    creatorProfileId: creatorProfile.creatorProfileId,
    fullName: creatorProfile.fullName,
    displayName: creatorProfile.displayName,
    userName: creatorProfile.userName,
    profilePhoto: mediaJson(creatorProfile.profilePhoto),
  };

export const workoutSummaryJson = (ctx: AppContext, w: WorkoutSummaryRow, viewerRating: number | null) => ({
  workoutId: w.workoutId,
  workoutTitle: w.workoutTitle,
  workoutDescription: w.description,
  publishedStatusCode: w.publishedStatusCode,
  visibility: w.visibility,
  workoutBackgroundImage: mediaJson(w.backgroundImage),
  creatorProfile: creatorByline(w),
  createdAt: w.createdAt.toISOString(),
  lastUpdated: w.lastUpdated.toISOString(),
  muscleUsage: w.muscleUsage.map(({ muscleCode, targetPercentage, isPrimary }) => ({ muscleCode, targetPercentage, isPrimary })),
  workoutSummary: { exerciseCount: w.exerciseCount, estimatedDuration: w.estimatedDuration, totalVolume: w.totalVolume },
  workoutAnalytics: {
    ratingCount: w.ratingCount,
    totalViews: w.viewCount,
    ratingAverage: w.ratingAverage,
    shareCount: w.shareCount,
    duplicateCount: w.duplicateCount,
  },
  viewerCanEdit: viewerCanEdit(ctx, w.authorUserId),
  viewerRating,
});

const workoutJson = (ctx: AppContext, w: DetailRow, viewerRating: number | null) => ({
  ...workoutSummaryJson(ctx, w, viewerRating),
  workoutExercises: w.exercises.map((e) => ({
    workoutExerciseId: e.workoutExerciseId,
    exerciseCode: e.exerciseCode,
    exercise: e.exercise,
    supersetGroup: e.supersetGroup,
    restSeconds: e.restSeconds,
    notes: e.notes,
    sets: e.sets.map((s) => ({
      workoutSetId: s.workoutSetId,
      setType: s.setType,
      restSeconds: s.restSeconds,
      tempo: s.tempo,
      targetRpe: s.targetRpe,
      notes: s.notes,
      targets: s.targets.map(({ measurementCode, value, valueMax }) => ({ measurementCode, value, valueMax })),
    })),
  })),
});

async function detail(ctx: AppContext, row: unknown) {
  const workout = row as DetailRow;
  const ratings = await viewerRatings(ctx, 'Workout', [workout.workoutId]);
  return workoutJson(ctx, workout, ratings.get(workout.workoutId) ?? null);
}

export function registerWorkoutRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/workouts',
    access: 'Anon',
    summary: 'Workouts the caller may see: their own (mine=true, drafts included), a creator’s, or all published to them',
    tags,
    query: workoutsQuery,
    handler: async (ctx, { query }) => {
      const page = await service.listWorkouts(ctx, query, { include: workoutSummaryInclude });
      const rows = page.items as WorkoutSummaryRow[];
      const ratings = await viewerRatings(
        ctx,
        'Workout',
        rows.map((row) => row.workoutId),
      );
      return pageJson(
        page,
        (row) => workoutSummaryJson(ctx, row as WorkoutSummaryRow, ratings.get((row as WorkoutSummaryRow).workoutId) ?? null),
        {
          withTotal: true,
        },
      );
    },
  });
  route(app, {
    method: 'POST',
    url: '/workouts',
    access: 'User',
    summary: 'Create a workout (a draft unless publishedStatusCode says otherwise; publishing needs a creator profile)',
    tags,
    body: createWorkoutInput,
    status: 201,
    handler: async (ctx, { body }) => detail(ctx, await service.createWorkout(ctx, body, { include: detailInclude })),
  });
  route(app, {
    method: 'GET',
    url: '/workouts/:identifier',
    access: 'Anon',
    summary: 'One workout with its exercises and sets (published PUBLIC workouts for anyone, BUDDIES for buddies)',
    tags,
    params: workoutIdentifierParams,
    handler: async (ctx, { params }) => detail(ctx, await service.getWorkout(ctx, params.identifier, { include: detailInclude })),
  });
  route(app, {
    method: 'PUT',
    url: '/workouts/:identifier',
    access: 'User',
    summary: 'Change a workout (author or administrator); workoutExercises, when given, replaces the whole list',
    tags,
    params: workoutIdentifierParams,
    body: updateWorkoutInput,
    handler: async (ctx, { params, body }) =>
      detail(ctx, await service.updateWorkout(ctx, params.identifier, body, { include: detailInclude })),
  });
  route(app, {
    method: 'DELETE',
    url: '/workouts/:identifier',
    access: 'User',
    summary: 'Delete a workout (author or administrator)',
    tags,
    params: workoutIdentifierParams,
    handler: (ctx, { params }) => service.deleteWorkout(ctx, params.identifier),
  });
  route(app, {
    method: 'POST',
    url: '/workouts/:workoutId/duplicate',
    access: 'User',
    summary: 'Copy a workout you can see into your library, as a private draft',
    tags,
    params: workoutIdParams,
    status: 201,
    handler: async (ctx, { params }) => detail(ctx, await service.duplicateWorkout(ctx, params.workoutId, { include: detailInclude })),
  });
  route(app, {
    method: 'PUT',
    url: '/workouts/:workoutId/rating',
    access: 'User',
    summary: 'Rate a workout 1-5 (not your own); a new rating replaces yours',
    tags,
    params: workoutIdParams,
    body: ratingInput,
    handler: (ctx, { params, body }) => service.rateWorkout(ctx, params.workoutId, body),
  });
  route(app, {
    method: 'POST',
    url: '/workouts/:workoutId/views',
    access: 'Anon',
    summary: 'Count a view of a workout, once per viewer per day (the author’s own visits do not count)',
    tags,
    params: workoutIdParams,
    handler: (ctx, { params }) => service.viewWorkout(ctx, params.workoutId),
  });
  route(app, {
    method: 'POST',
    url: '/workouts/:workoutId/shares',
    access: 'Anon',
    summary: 'Record a share of a workout through a channel',
    tags,
    params: workoutIdParams,
    body: shareInput,
    status: 201,
    handler: (ctx, { params, body }) => service.shareWorkout(ctx, params.workoutId, body),
  });
  route(app, {
    method: 'GET',
    url: '/workouts/:workoutId/export',
    access: 'Anon',
    summary: 'A workout as a JSON file (the document itself, not wrapped in data) that the importer reads back',
    tags,
    params: workoutIdParams,
    handler: async (ctx, { params }, _request, reply) => {
      const document = await service.exportWorkout(ctx, params.workoutId);
      const fileName = document.workout.workoutTitle.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'workout';
      // The document itself, not wrapped in {data}: it is a file to keep and to import again.
      await reply.header('content-disposition', `attachment; filename="${fileName}.liftmates.json"`).send(document);
    },
  });
}
