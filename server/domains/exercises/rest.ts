import type { FastifyInstance } from 'fastify';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { route } from '../../rest/route.js';
import { pageJson } from '../../lib/pagination.js';
import { listExerciseTags, listExerciseTypes, listMeasurements, listPublishedStatuses } from './reference.js';
import * as service from './service.js';
import * as schemas from './schemas.js';
import { slotsOf } from './equipment-slots.js';
import { EQUIPMENT_ORDER, MUSCLE_USAGE_ORDER } from './cards.js';

const tags = ['exercises'];

const typeInclude = {
  measurements: { orderBy: { sortOrder: 'asc' }, select: { measurementCode: true } },
} satisfies Prisma.ExerciseTypeInclude;
type TypeRow = Prisma.ExerciseTypeGetPayload<{ include: typeof typeInclude }>;

const summaryInclude = {
  exerciseType: { include: typeInclude },
  muscleUsage: { orderBy: MUSCLE_USAGE_ORDER },
  equipment: { orderBy: EQUIPMENT_ORDER },
  tags: { include: { tag: true }, orderBy: { exerciseTagCode: 'asc' } },
} satisfies Prisma.ExerciseInclude;
type SummaryRow = Prisma.ExerciseGetPayload<{ include: typeof summaryInclude }>;

const detailInclude = {
  ...summaryInclude,
  publishedStatus: true,
  aliases: { orderBy: { alias: 'asc' } },
  contributions: { orderBy: { createdAt: 'asc' } },
  names: { orderBy: { localeCode: 'asc' } },
} satisfies Prisma.ExerciseInclude;
type DetailRow = Prisma.ExerciseGetPayload<{ include: typeof detailInclude }>;

export const exerciseTypeJson = (type: TypeRow) => ({
  exerciseTypeCode: type.exerciseTypeCode,
  exerciseTypeName: type.exerciseTypeName,
  exerciseTypeExerciseMeasurements: type.measurements.map((m) => m.measurementCode),
});

const exerciseSummaryJson = (e: SummaryRow) => ({
  exerciseCode: e.exerciseCode,
  exerciseName: e.exerciseName,
  exerciseType: exerciseTypeJson(e.exerciseType),
  publishedStatusCode: e.publishedStatusCode,
  exerciseTagCodes: e.tags.map((link) => link.exerciseTagCode),
  exerciseTags: e.tags.map((link) => link.tag),
  requiredEquipment: e.equipment.filter((row) => row.isRequired).map((row) => row.equipmentCode),
  optionalEquipment: e.equipment.filter((row) => !row.isRequired).map((row) => row.equipmentCode),
  requiredEquipmentSlots: slotsOf(e.equipment.filter((row) => row.isRequired)).map((equipmentCodes) => ({ equipmentCodes })),
  optionalEquipmentSlots: slotsOf(e.equipment.filter((row) => !row.isRequired)).map((equipmentCodes) => ({ equipmentCodes })),
  muscleUsage: e.muscleUsage.map(({ muscleCode, targetPercentage, isPrimary }) => ({ muscleCode, targetPercentage, isPrimary })),
  updatedAt: e.updatedAt.toISOString(),
});

const exerciseJson = (e: DetailRow) => ({
  ...exerciseSummaryJson(e),
  description: e.description,
  publishedStatus: e.publishedStatus,
  aliases: e.aliases.filter((alias) => !alias.isMergedCode).map((alias) => alias.alias),
  mergedCodes: e.aliases.filter((alias) => alias.isMergedCode).map((alias) => alias.alias),
  names: e.names.map(({ localeCode, name, aliases }) => ({ localeCode, name, aliases: aliases as string[] })),
  contributions: e.contributions.map(({ creatorProfileId, contributionRole }) => ({ creatorProfileId, contributionRole })),
  createdAt: e.createdAt.toISOString(),
});

export function registerExerciseRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/exercises',
    access: 'Anon',
    summary: 'Search and filter the Flexicon, one page at a time (lists are comma-separated codes)',
    tags,
    query: schemas.exercisesQuery,
    cached: true,
    handler: async (ctx, { query }) =>
      pageJson(await service.listExercises(ctx, query, { include: summaryInclude }), (row) => exerciseSummaryJson(row as SummaryRow), {
        withTotal: true,
      }),
  });
  route(app, {
    method: 'POST',
    url: '/exercises',
    access: 'Admin',
    summary: 'Create an exercise (409 when the code is taken, also by an exercise merged away)',
    tags,
    body: schemas.createExerciseInput,
    status: 201,
    handler: async (ctx, { body }) => exerciseJson((await service.createExercise(ctx, body, { include: detailInclude })) as DetailRow),
  });
  route(app, {
    method: 'POST',
    url: '/exercises/merge',
    access: 'Admin',
    summary: 'Merge a duplicate into the exercise that stays; the duplicate’s code keeps resolving to it',
    tags,
    body: schemas.mergeExercisesInput,
    handler: async (ctx, { body }) => {
      const result = await service.mergeExercises(ctx, body, { include: detailInclude });
      return { exercise: exerciseJson(result.exercise as DetailRow), moved: result.moved };
    },
  });
  route(app, {
    method: 'GET',
    url: '/exercises/:exerciseCode',
    access: 'Anon',
    summary: 'One exercise (a merged code resolves to the exercise it was merged into)',
    tags,
    params: schemas.exerciseCodeParams,
    cached: true,
    handler: async (ctx, { params }) =>
      exerciseJson((await service.getExercise(ctx, params.exerciseCode, { include: detailInclude })) as DetailRow),
  });
  route(app, {
    method: 'PUT',
    url: '/exercises/:exerciseCode',
    access: 'Admin',
    summary: 'Change an exercise, or create it when the code is new; given lists replace the stored ones',
    tags,
    params: schemas.exerciseCodeParams,
    body: schemas.upsertExerciseInput,
    handler: async (ctx, { params, body }) =>
      exerciseJson((await service.upsertExercise(ctx, params.exerciseCode, body, { include: detailInclude })) as DetailRow),
  });
  route(app, {
    method: 'DELETE',
    url: '/exercises/:exerciseCode',
    access: 'Admin',
    summary: 'Delete an exercise no workout or log uses (409 otherwise: merge it instead)',
    tags,
    params: schemas.exerciseCodeParams,
    handler: (ctx, { params }) => service.deleteExercise(ctx, params.exerciseCode),
  });
  route(app, {
    method: 'GET',
    url: '/exercises/:exerciseCode/related',
    access: 'Anon',
    summary: 'Exercises that train the same primary muscles, closest first',
    tags,
    params: schemas.exerciseCodeParams,
    query: schemas.relatedQuery,
    handler: async (ctx, { params, query }) =>
      ((await service.relatedExercises(ctx, params.exerciseCode, query, { include: summaryInclude })) as SummaryRow[]).map(
        exerciseSummaryJson,
      ),
  });
  route(app, {
    method: 'GET',
    url: '/user/equipment',
    access: 'User',
    summary: 'The equipment the signed-in member has',
    tags,
    handler: (ctx) => service.getMyEquipment(ctx),
  });
  route(app, {
    method: 'PUT',
    url: '/user/equipment',
    access: 'User',
    summary: 'Replace the equipment the signed-in member has',
    tags,
    body: schemas.userEquipmentInput,
    handler: (ctx, { body }) => service.setMyEquipment(ctx, body),
  });
  route(app, {
    method: 'GET',
    url: '/exercise-tags',
    access: 'Anon',
    summary: 'Exercise tags (isCategory marks the browseable ones)',
    tags,
    handler: (ctx) => listExerciseTags(ctx),
  });
  route(app, {
    method: 'GET',
    url: '/exercise-types',
    access: 'Anon',
    summary: 'Exercise types and what each measures',
    tags,
    handler: async (ctx) => ((await listExerciseTypes(ctx, { include: typeInclude })) as TypeRow[]).map(exerciseTypeJson),
  });
  route(app, {
    method: 'GET',
    url: '/measurements',
    access: 'Anon',
    summary: 'What sets can measure, with canonical units',
    tags,
    handler: (ctx) => listMeasurements(ctx),
  });
  route(app, {
    method: 'GET',
    url: '/published-statuses',
    access: 'Anon',
    summary: 'Published statuses with emoji and colours',
    tags,
    handler: (ctx) => listPublishedStatuses(ctx),
  });
}
