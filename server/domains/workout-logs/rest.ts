import type { FastifyInstance } from 'fastify';
import { route } from '../../rest/route.js';
import { pageJson, withItems } from '../../lib/pagination.js';
import { idSchema } from '../../lib/validate.js';
import { z } from 'zod';
import { getLog, activeLog, listLogs } from './read.js';
import { startLog } from './start.js';
import { changeLog } from './change.js';
import { deleteLog } from './delete.js';
import { migrateLogToWorkout } from './migrate.js';
import { exerciseHistory, exerciseHistoryJson, personalRecords, recordsQuery, weeklyMuscleSets, weekQuery } from './progress.js';
import { changedLogJson, changedSetIds, logDetailJson as detailJson, logSummaryJson } from './json.js';
import { readLogDetail } from './detail.js';
import { sqlOf } from '../../db/sql.js';
import {
  actionQuery,
  changeLogInput,
  historyQuery,
  logsQuery,
  migrationInput,
  migrationQuery,
  startLogInput,
  workoutLogIdParams,
} from './schemas.js';

const tags = ['workout logs'];

export function registerWorkoutLogRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    url: '/workout-logs',
    access: 'User',
    summary: 'Starts a log: empty, or repeating a past log (repeatWorkoutLogId); the client may name its id',
    tags,
    body: startLogInput,
    status: 201,
    handler: async (ctx, { body }) => detailJson(ctx, (await startLog(ctx, body)).log),
  });
  route(app, {
    method: 'POST',
    url: '/workout-logs/from-workout/:workoutId',
    access: 'User',
    summary: 'Starts a log from a workout, its sets carrying the targets (values are what the member then does)',
    tags,
    params: z.object({ workoutId: idSchema }),
    body: startLogInput,
    status: 201,
    handler: async (ctx, { body, params }) => detailJson(ctx, (await startLog(ctx, body, params.workoutId)).log),
  });
  route(app, {
    method: 'GET',
    url: '/workout-logs',
    access: 'User',
    summary: 'The caller’s logs, newest first, within [from, to) when given',
    tags,
    query: logsQuery,
    handler: async (ctx, { query }) => pageJson(await listLogs(ctx, query), (log) => logSummaryJson(log), { withTotal: true }),
  });
  route(app, {
    method: 'GET',
    url: '/workout-logs/active',
    access: 'User',
    summary: 'The caller’s log in progress or paused (204 when there is none)',
    tags,
    handler: async (ctx) => {
      const log = await activeLog(ctx);
      return log && detailJson(ctx, log);
    },
  });
  route(app, {
    method: 'GET',
    url: '/workout-logs/muscle-sets',
    access: 'User',
    summary: 'Working sets per muscle in a week (Monday to Sunday, UTC)',
    tags,
    query: weekQuery,
    handler: (ctx, { query }) => weeklyMuscleSets(ctx, query),
  });
  route(app, {
    method: 'GET',
    url: '/workout-logs/:workoutLogId',
    access: 'Anon',
    summary: 'A log its member, or those it is shared with, may read',
    tags,
    params: workoutLogIdParams,
    handler: async (ctx, { params }) => detailJson(ctx, await getLog(ctx, params.workoutLogId)),
  });
  route(app, {
    method: 'PUT',
    url: '/workout-logs/:workoutLogId',
    access: 'User',
    summary:
      'Saves changed fields, exercises and sets (upserted by id) and applies ?action=Pause|Resume|End. Answers the whole log, or ' +
      'with `Prefer: return=minimal` its figures, muscle map and the sets the body named',
    tags,
    params: workoutLogIdParams,
    query: actionQuery,
    body: changeLogInput,
    handler: async (ctx, { params, query, body }, request, reply) => {
      const log = await changeLog(ctx, params.workoutLogId, query, body);
      // RFC 7240: a logger saving a set has the rest of the log already.
      if (/\breturn=minimal\b/i.test(String(request.headers.prefer ?? ''))) {
        reply.header('preference-applied', 'return=minimal');
        return changedLogJson(ctx, log, changedSetIds(changeLogInput.parse(body)));
      }
      return detailJson(ctx, await readLogDetail(sqlOf(ctx.db), log));
    },
  });
  route(app, {
    method: 'DELETE',
    url: '/workout-logs/:workoutLogId',
    access: 'User',
    summary: 'Deletes (discards) a log',
    tags,
    params: workoutLogIdParams,
    handler: (ctx, { params }) => deleteLog(ctx, params.workoutLogId),
  });
  route(app, {
    method: 'POST',
    url: '/workout-logs/workout-migration',
    access: 'User',
    summary: 'Updates the log’s workout with what was done, or saves it as a new workout',
    tags,
    query: migrationQuery,
    body: migrationInput,
    handler: async (ctx, { query, body }) => {
      const workout = await migrateLogToWorkout(ctx, query, body);
      return { workoutId: workout.workoutId, workoutTitle: workout.workoutTitle };
    },
  });
  route(app, {
    method: 'GET',
    url: '/exercises/:exerciseCode/history',
    access: 'User',
    summary: 'Each time the caller did an exercise, newest first, with the best set and the chart figures',
    tags,
    params: z.object({ exerciseCode: z.string() }),
    query: historyQuery,
    handler: async (ctx, { params, query }) => {
      const history = await exerciseHistory(ctx, params.exerciseCode, query);
      const { exercise, records, items } = await exerciseHistoryJson(history);
      return { exercise, records, ...(await pageJson(withItems(history.page, items), (item) => item, { withTotal: true })) };
    },
  });
  route(app, {
    method: 'GET',
    url: '/personal-records',
    access: 'User',
    summary: 'The caller’s current personal records, newest first',
    tags,
    query: recordsQuery,
    handler: (ctx, { query }) => personalRecords(ctx, query),
  });
}
