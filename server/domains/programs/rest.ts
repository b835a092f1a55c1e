import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { route } from '../../rest/route.js';
import { badInput } from '../../lib/errors.js';
import { readUpload } from '../media/rest.js';
import { pageJson } from '../../lib/pagination.js';
import { mediaJson } from '../media/json.js';
import { ratingInput, shareInput, viewerRatings } from '../content/engagement.js';
import { viewerCanEdit } from '../content/visibility.js';
import { creatorByline, workoutSummaryInclude, workoutSummaryJson, type WorkoutSummaryRow } from '../workouts/rest.js';
import { visibleWorkoutsById } from '../workouts/service.js';
import * as service from './service.js';
import { createProgramInput, enrollInput, programDayIdParams, programIdParams, programsQuery, updateProgramInput } from './schemas.js';

const tags = ['workout-programs'];

const summaryInclude = { creatorProfile: { include: { profilePhoto: true } }, backgroundImage: true } satisfies Prisma.ProgramInclude;
type SummaryRow = Prisma.ProgramGetPayload<{ include: typeof summaryInclude }>;
const detailInclude = {
  ...summaryInclude,
  days: { orderBy: [{ weekNumber: 'asc' }, { dayNumber: 'asc' }] },
} satisfies Prisma.ProgramInclude;
type DetailRow = Prisma.ProgramGetPayload<{ include: typeof detailInclude }>;
type DayRow = DetailRow['days'][number];

const programSummaryJson = (ctx: AppContext, p: SummaryRow, viewerRating: number | null) => ({
  programId: p.programId,
  programTitle: p.programTitle,
  programDescription: p.description,
  publishedStatusCode: p.publishedStatusCode,
  visibility: p.visibility,
  programBackgroundImage: mediaJson(p.backgroundImage),
  creatorProfile: creatorByline(p),
  createdAt: p.createdAt.toISOString(),
  lastUpdated: p.lastUpdated.toISOString(),
  programSummary: { weekCount: p.weekCount, workoutDayCount: p.workoutDayCount, estimatedWeeklyDuration: p.estimatedWeeklyDuration },
  programAnalytics: {
    ratingCount: p.ratingCount,
    totalViews: p.viewCount,
    ratingAverage: p.ratingAverage,
    shareCount: p.shareCount,
    duplicateCount: p.duplicateCount,
  },
  viewerCanEdit: viewerCanEdit(ctx, p.authorUserId),
  viewerRating,
});

/** A day with its workout's summary, when the viewer may see that workout. */
async function daysJson(ctx: AppContext, days: DayRow[]) {
  const workouts = await visibleWorkoutsById(
    ctx,
    days.flatMap((day) => (day.workoutId ? [day.workoutId] : [])),
    { include: workoutSummaryInclude },
  );
  const ratings = await viewerRatings(ctx, 'Workout', [...workouts.keys()]);
  return days.map((day) => {
    const workout = day.workoutId ? (workouts.get(day.workoutId) as WorkoutSummaryRow | undefined) : undefined;
    return {
      programDayId: day.programDayId,
      programId: day.programId,
      weekNumber: day.weekNumber,
      dayNumber: day.dayNumber,
      dayType: day.dayType,
      title: day.title,
      notes: day.notes,
      workout: workout ? workoutSummaryJson(ctx, workout, ratings.get(workout.workoutId) ?? null) : null,
    };
  });
}

async function detail(ctx: AppContext, row: unknown) {
  const program = row as DetailRow;
  const ratings = await viewerRatings(ctx, 'Program', [program.programId]);
  return { ...programSummaryJson(ctx, program, ratings.get(program.programId) ?? null), programDays: await daysJson(ctx, program.days) };
}

export function registerProgramRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/workout-programs',
    access: 'Anon',
    summary: 'Programs the caller may see: their own (mine=true, drafts included), a creator’s, or all published to them',
    tags,
    query: programsQuery,
    handler: async (ctx, { query }) => {
      const page = await service.listPrograms(ctx, query, { include: summaryInclude });
      const rows = page.items as SummaryRow[];
      const ratings = await viewerRatings(
        ctx,
        'Program',
        rows.map((row) => row.programId),
      );
      return pageJson(page, (row) => programSummaryJson(ctx, row as SummaryRow, ratings.get((row as SummaryRow).programId) ?? null), {
        withTotal: true,
      });
    },
  });
  route(app, {
    method: 'POST',
    url: '/workout-programs',
    access: 'User',
    summary: 'Create a program of weeks × days (a draft unless publishedStatusCode says otherwise)',
    tags,
    body: createProgramInput,
    status: 201,
    handler: async (ctx, { body }) => detail(ctx, await service.createProgram(ctx, body, { include: detailInclude })),
  });
  route(app, {
    method: 'POST',
    url: '/workout-programs/import',
    access: 'User',
    summary: 'Import a program export (the JSON document, or a multipart `file` holding it) as your draft, with its workouts',
    tags,
    consumes: ['application/json', 'multipart/form-data'],
    status: 201,
    handler: async (ctx, { body }, request) => {
      if (!request.isMultipart()) return detail(ctx, await service.importProgram(ctx, body, { include: detailInclude }));
      const upload = await readUpload(request);
      let document: unknown = null;
      try {
        document = JSON.parse(upload?.data.toString('utf8') ?? '');
      } catch {
        throw badInput('file: This file is not JSON', [{ field: 'file', message: 'This file is not JSON' }]);
      }
      return detail(ctx, await service.importProgram(ctx, document, { include: detailInclude }));
    },
  });
  route(app, {
    method: 'GET',
    url: '/workout-programs/enrollments',
    access: 'User',
    summary: 'The programs you follow, each with today’s day and its workout',
    tags,
    handler: (ctx) => service.myEnrollments(ctx),
  });
  route(app, {
    method: 'GET',
    url: '/workout-programs/day/:programDayId',
    access: 'Anon',
    summary: 'One day of a program the caller may see, with its workout when they may see that',
    tags,
    params: programDayIdParams,
    handler: async (ctx, { params }) => (await daysJson(ctx, [(await service.getProgramDay(ctx, params.programDayId)) as DayRow]))[0],
  });
  route(app, {
    method: 'GET',
    url: '/workout-programs/:programId',
    access: 'Anon',
    summary: 'One program with its week grid',
    tags,
    params: programIdParams,
    handler: async (ctx, { params }) => detail(ctx, await service.getProgram(ctx, params.programId, { include: detailInclude })),
  });
  route(app, {
    method: 'PUT',
    url: '/workout-programs/:programId',
    access: 'User',
    summary: 'Change a program (author or administrator); programDays, when given, replaces the days',
    tags,
    params: programIdParams,
    body: updateProgramInput,
    handler: async (ctx, { params, body }) =>
      detail(ctx, await service.updateProgram(ctx, params.programId, body, { include: detailInclude })),
  });
  route(app, {
    method: 'DELETE',
    url: '/workout-programs/:programId',
    access: 'User',
    summary: 'Delete a program (author or administrator)',
    tags,
    params: programIdParams,
    handler: (ctx, { params }) => service.deleteProgram(ctx, params.programId),
  });
  route(app, {
    method: 'POST',
    url: '/workout-programs/:programId/duplicate',
    access: 'User',
    summary: 'Copy a program you can see into your library, as a private draft',
    tags,
    params: programIdParams,
    status: 201,
    handler: async (ctx, { params }) => detail(ctx, await service.duplicateProgram(ctx, params.programId, { include: detailInclude })),
  });
  route(app, {
    method: 'PUT',
    url: '/workout-programs/:programId/rating',
    access: 'User',
    summary: 'Rate a program 1-5 (not your own); a new rating replaces yours',
    tags,
    params: programIdParams,
    body: ratingInput,
    handler: (ctx, { params, body }) => service.rateProgram(ctx, params.programId, body),
  });
  route(app, {
    method: 'POST',
    url: '/workout-programs/:programId/views',
    access: 'Anon',
    summary: 'Count a view of a program, once per viewer per day',
    tags,
    params: programIdParams,
    handler: (ctx, { params }) => service.viewProgram(ctx, params.programId),
  });
  route(app, {
    method: 'POST',
    url: '/workout-programs/:programId/shares',
    access: 'Anon',
    summary: 'Record a share of a program through a channel',
    tags,
    params: programIdParams,
    body: shareInput,
    status: 201,
    handler: (ctx, { params, body }) => service.shareProgram(ctx, params.programId, body),
  });
  route(app, {
    method: 'GET',
    url: '/workout-programs/:programId/export',
    access: 'Anon',
    summary: 'A program as a JSON file (the document itself, not wrapped in data), its workouts included',
    tags,
    params: programIdParams,
    handler: async (ctx, { params }, _request, reply) => {
      const document = await service.exportProgram(ctx, params.programId);
      const fileName = document.program.programTitle.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'program';
      await reply.header('content-disposition', `attachment; filename="${fileName}.liftmates.json"`).send(document);
    },
  });
  route(app, {
    method: 'POST',
    url: '/workout-programs/:programId/enrollment',
    access: 'User',
    summary: 'Follow a program from today (or from startDayNumber); following it again restarts it',
    tags,
    params: programIdParams,
    body: enrollInput,
    status: 201,
    handler: (ctx, { params, body }) => service.enrollInProgram(ctx, params.programId, body),
  });
  route(app, {
    method: 'DELETE',
    url: '/workout-programs/:programId/enrollment',
    access: 'User',
    summary: 'Stop following a program',
    tags,
    params: programIdParams,
    handler: (ctx, { params }) => service.leaveProgram(ctx, params.programId),
  });
}
