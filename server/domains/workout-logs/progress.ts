// A member's progress: an exercise's history (each time it was done, its best set and the numbers the charts draw),
// their records, and the sets each muscle got in a week. Read from the figures stored with each logged exercise,
// so none of it adds up sets on the way.
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../auth/permissions.js';
import { notFound } from '../../lib/errors.js';
import { keyedBy, paginate, withItems } from '../../lib/pagination.js';
import { codeSchema, keep, parseField, parseInput } from '../../lib/validate.js';
import { once } from '../../lib/once.js';
import { loggedMuscleUsage } from './metrics.js';
import { setMetrics } from '../../../common/set-metrics.js';
import { historyQuery } from './schemas.js';
import { notOthersOwnSql } from '../exercises/visibility.js';
import { dateOf, numberOf, sqlOf } from '../../db/sql.js';

export async function exerciseHistory(ctx: AppContext, rawCode: unknown, rawQuery: unknown) {
  const viewer = requireUser(ctx);
  const exerciseCode = parseField('exerciseCode', codeSchema, String(rawCode ?? '').toUpperCase());
  const query = parseInput(historyQuery, rawQuery ?? {});
  // An exercise's history is opened for every chart and picker: its statements go to the driver (sql.ts).
  const sql = sqlOf(ctx.db);
  const mine = notOthersOwnSql(viewer);
  const [exerciseRow] = await sql.all<{ exerciseCode: string; exerciseName: string; exerciseTypeCode: string }>(
    `SELECT e."exerciseCode", e."exerciseName", e."exerciseTypeCode" FROM "Exercise" e WHERE e."exerciseCode" = ? AND ${mine.text}`,
    [exerciseCode, ...mine.params],
  );
  if (!exerciseRow) throw notFound('Exercise');
  const exercise = { ...exerciseRow };
  const done = `le."userId" = ? AND le."exerciseCode" = ? AND le."completedSetCount" > 0`;
  const page = await paginate(
    query,
    keyedBy('workoutLogExerciseId'),
    async ({ cursor, take }) => {
      // Newest first; a cursor continues past its row in the direction asked for (a negative take reads backwards).
      const backward = take < 0;
      const params: unknown[] = [viewer.userId, exerciseCode];
      let past = '';
      if (cursor) {
        const [row] = await sql.all(`SELECT "startedAt" FROM "WorkoutLogExercise" WHERE "workoutLogExerciseId" = ?`, [
          cursor.workoutLogExerciseId,
        ]);
        if (!row) return [];
        const beyond = backward ? '>' : '<';
        past = ` AND (le."startedAt" ${beyond} ? OR (le."startedAt" = ? AND le."workoutLogExerciseId" ${beyond} ?))`;
        params.push(row.startedAt, row.startedAt, cursor.workoutLogExerciseId);
      }
      const order = backward ? 'ASC' : 'DESC';
      const rows = await sql.all(
        `SELECT le."workoutLogExerciseId", le."workoutLogId", le."startedAt", le."completedSetCount", le."volume", le."totalReps",
                le."bestWeight", le."bestEstimated1rm", le."bestSetId", l."title"
         FROM "WorkoutLogExercise" le JOIN "WorkoutLog" l ON l."workoutLogId" = le."workoutLogId"
         WHERE ${done}${past}
         ORDER BY le."startedAt" ${order}, le."workoutLogExerciseId" ${order}
         LIMIT ${Math.abs(take)}`,
        params,
      );
      const items = rows.map((row) => ({
        workoutLogExerciseId: String(row.workoutLogExerciseId),
        workoutLogId: String(row.workoutLogId),
        startedAt: dateOf(row.startedAt),
        completedSetCount: numberOf(row.completedSetCount),
        volume: numberOf(row.volume),
        totalReps: numberOf(row.totalReps),
        bestWeight: row.bestWeight === null ? null : numberOf(row.bestWeight),
        bestEstimated1rm: row.bestEstimated1rm === null ? null : numberOf(row.bestEstimated1rm),
        bestSetId: row.bestSetId === null ? null : String(row.bestSetId),
        workoutLog: { title: String(row.title) },
      }));
      return backward ? items.reverse() : items;
    },
    async () =>
      numberOf(
        (await sql.all(`SELECT COUNT(*) AS "count" FROM "WorkoutLogExercise" le WHERE ${done}`, [viewer.userId, exerciseCode]))[0]!.count,
      ),
  );
  // The best sets and the records are read only when asked for: a chart needs neither.
  const bestSets = once(async () => {
    const ids = page.items.flatMap((item) => (item.bestSetId ? [item.bestSetId] : []));
    const sets = ids.length
      ? await ctx.db.workoutLogSet.findMany({
          where: { workoutLogSetId: { in: ids } },
          select: {
            workoutLogSetId: true,
            setType: true,
            values: { select: { measurementCode: true, value: true }, orderBy: { measurementCode: 'asc' } },
          },
        })
      : [];
    return new Map(sets.map((set) => [set.workoutLogSetId, set]));
  });
  return {
    exercise,
    records: once(() => personalRecords(ctx, { exerciseCode })),
    page: withItems(
      page,
      page.items.map((item) => ({
        workoutLogExerciseId: item.workoutLogExerciseId,
        workoutLogId: item.workoutLogId,
        workoutLogTitle: item.workoutLog.title,
        startedAt: item.startedAt,
        completedSetCount: item.completedSetCount,
        volume: item.volume,
        totalReps: item.totalReps,
        bestWeight: item.bestWeight,
        bestEstimated1rm: item.bestEstimated1rm,
        bestSet: async () => (item.bestSetId ? ((await bestSets()).get(item.bestSetId) ?? null) : null),
      })),
    ),
  };
}

/** A history with its records and best sets read: what the REST route answers. */
export async function exerciseHistoryJson(history: Awaited<ReturnType<typeof exerciseHistory>>) {
  return {
    exercise: history.exercise,
    records: await history.records(),
    items: await Promise.all(history.page.items.map(async (item) => ({ ...item, bestSet: await item.bestSet() }))),
  };
}

export const recordsQuery = z.object({ exerciseCode: keep(codeSchema) });

/** The viewer's current records, newest first, or those of one exercise. */
export async function personalRecords(ctx: AppContext, rawQuery: unknown) {
  const viewer = requireUser(ctx);
  const query = parseInput(recordsQuery, rawQuery ?? {});
  const rows = await ctx.db.personalRecord.findMany({
    where: { userId: viewer.userId, ...(query.exerciseCode ? { exerciseCode: query.exerciseCode } : {}) },
    orderBy: [{ achievedAt: 'desc' }, { exerciseCode: 'asc' }, { recordType: 'asc' }, { qualifier: 'asc' }],
    take: 500,
    select: {
      exerciseCode: true,
      recordType: true,
      qualifier: true,
      value: true,
      achievedAt: true,
      workoutLogSetId: true,
      exercise: { select: { exerciseName: true } },
      workoutLogSet: {
        select: {
          setType: true,
          values: { select: { measurementCode: true, value: true } },
          logExercise: { select: { workoutLogId: true } },
        },
      },
    },
  });
  return rows.map((row) => ({
    exerciseCode: row.exerciseCode,
    exerciseName: row.exercise.exerciseName,
    recordType: row.recordType,
    /** For MAX_REPS, the weight in kg of the set that holds it, as typed (the key keeps it only to 10 g). */
    weight:
      row.recordType === 'MAX_REPS' && row.qualifier
        ? ((row.workoutLogSet && setMetrics(row.workoutLogSet).weight) ?? Number(row.qualifier))
        : null,
    value: row.value,
    achievedAt: row.achievedAt,
    workoutLogSetId: row.workoutLogSetId,
    workoutLogId: row.workoutLogSet?.logExercise.workoutLogId ?? null,
  }));
}

export const weekQuery = z.object({
  /** Any moment of the week wanted; weeks start on Monday, UTC. Defaults to this week. */
  week: keep(z.coerce.date({ error: 'Must be a date (ISO 8601)' })),
});

export function weekBounds(moment: Date) {
  const start = new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
  start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  const end = new Date(start);
  end.setUTCDate(end.getUTCDate() + 7);
  return { start, end };
}

/**
 * Working sets per muscle in a week: a set counts fully for the exercise's primary muscles and half for the others,
 * the way coaches count weekly volume.
 */
export async function weeklyMuscleSets(ctx: AppContext, rawQuery: unknown) {
  const viewer = requireUser(ctx);
  const query = parseInput(weekQuery, rawQuery ?? {});
  const { start, end } = weekBounds(query.week ?? new Date());
  const entries = await ctx.db.workoutLogExercise.findMany({
    where: { userId: viewer.userId, startedAt: { gte: start, lt: end }, completedSetCount: { gt: 0 } },
    select: {
      completedSetCount: true,
      exercise: { select: { muscleUsage: { select: { muscleCode: true, targetPercentage: true, isPrimary: true } } } },
    },
  });
  const sets = new Map<string, number>();
  for (const entry of entries)
    for (const usage of entry.exercise.muscleUsage)
      sets.set(usage.muscleCode, (sets.get(usage.muscleCode) ?? 0) + entry.completedSetCount * (usage.isPrimary ? 1 : 0.5));
  const muscleSets = [...sets]
    .map(([muscleCode, count]) => ({ muscleCode, sets: count }))
    .sort((a, b) => b.sets - a.sets || a.muscleCode.localeCompare(b.muscleCode));
  const usage = loggedMuscleUsage(
    entries.map((entry) => ({ completedSetCount: entry.completedSetCount, muscleUsage: entry.exercise.muscleUsage })),
  );
  return { weekStart: start, weekEnd: end, muscleSets, muscleUsage: usage };
}
