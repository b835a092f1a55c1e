// A log as both APIs send it (REST as JSON, GraphQL through object types over the same shape).
import { loggedMuscleUsage } from './metrics.js';
import { RECORD_TYPES, type RecordType } from '../../../common/set-metrics.js';
import type { AppContext } from '../../context.js';
import { once } from '../../lib/once.js';
import { activeSecondsOf } from './act.js';
import { firstTimeExercises, previousSets, readLogSets, readLogsExercises, type LogDetailRow, type LoggedSetRow } from './detail.js';
import { z } from 'zod';
import { idSchema, parseField } from '../../lib/validate.js';
import { MAX_PAGE_SIZE } from '../../lib/pagination.js';
import { sqlOf } from '../../db/sql.js';

type LogRow = Omit<LogDetailRow, 'exercises'>;

const recordsOf = (records: string) =>
  records ? (records.split(',').filter((type) => RECORD_TYPES.includes(type as RecordType)) as RecordType[]) : [];

export function logSummaryJson(log: LogRow, now = new Date()) {
  const activeSeconds = activeSecondsOf(log, now);
  return {
    workoutLogId: log.workoutLogId,
    userId: log.userId,
    workoutId: log.workoutId,
    programDayId: log.programDayId,
    workoutLogTitle: log.title,
    status: log.status,
    visibility: log.visibility,
    startedAt: log.startedAt,
    endedAt: log.endedAt,
    pausedAt: log.pausedAt,
    activeSeconds,
    notes: log.notes,
    perceivedEffort: log.perceivedEffort,
    logSummary: {
      exerciseCount: log.exerciseCount,
      setCount: log.setCount,
      totalVolume: log.totalVolume,
      activeSeconds,
      personalRecordCount: log.personalRecordCount,
    },
  };
}

export const setJson = (set: LoggedSetRow) => ({
  workoutLogSetId: set.workoutLogSetId,
  setType: set.setType,
  rpe: set.rpe,
  restSeconds: set.restSeconds,
  notes: set.notes,
  completedAt: set.completedAt,
  targets: set.targets ? (JSON.parse(set.targets) as { measurementCode: string; value: number; valueMax?: number | null }[]) : [],
  values: set.values.map(({ measurementCode, value }) => ({ measurementCode, value })),
  personalRecords: recordsOf(set.records),
});

export function logJson(log: LogDetailRow, now = new Date()) {
  return {
    ...logSummaryJson(log, now),
    /** The session's muscle map: each exercise's usage weighted by its completed sets. */
    muscleUsage: loggedMuscleUsage(
      log.exercises.map((exercise) => ({
        completedSetCount: exercise.sets.filter((set) => set.completedAt).length,
        muscleUsage: exercise.exercise.muscleUsage,
      })),
    ),
    logExercises: log.exercises.map((exercise) => ({
      workoutLogExerciseId: exercise.workoutLogExerciseId,
      exerciseCode: exercise.exerciseCode,
      exerciseName: exercise.exercise.exerciseName,
      exerciseTypeCode: exercise.exercise.exerciseTypeCode,
      supersetGroup: exercise.supersetGroup,
      restSeconds: exercise.restSeconds,
      notes: exercise.notes,
      sets: exercise.sets.map(setJson),
    })),
  };
}

export type LogJson = ReturnType<typeof logJson>;

/**
 * A log with, for its own member, what they did last time in each exercise ("60 kg × 8 last time"), and which
 * exercises it did for the first time (their sets set baselines, not records), each read when first asked for:
 * GraphQL clients saving a set do not ask again for what they already have.
 */
export function logDetail(ctx: AppContext, log: LogDetailRow) {
  const json = logJson(log);
  const previous = once(async () => (ctx.viewer?.userId === log.userId ? previousSets(sqlOf(ctx.db), log) : null));
  const firstTimes = once(() => firstTimeExercises(sqlOf(ctx.db), log));
  return {
    ...json,
    logExercises: json.logExercises.map((exercise) => ({
      ...exercise,
      previousSets: async () => (await previous())?.get(exercise.exerciseCode) ?? [],
      firstTime: async () => (await firstTimes()).has(exercise.exerciseCode),
    })),
  };
}
export type LogDetail = ReturnType<typeof logDetail>;

/** The log with everything read, as REST answers it. */
export async function logDetailJson(ctx: AppContext, log: LogDetailRow) {
  const detail = logDetail(ctx, log);
  return {
    ...detail,
    logExercises: await Promise.all(
      detail.logExercises.map(async (exercise) => ({
        ...exercise,
        previousSets: await exercise.previousSets(),
        firstTime: await exercise.firstTime(),
      })),
    ),
  };
}

const setIdsInput = z.array(idSchema).max(MAX_PAGE_SIZE, `Ask for at most ${MAX_PAGE_SIZE} sets at a time`);

/** Sets of a log the caller already holds (so may read), by id: what a logger asks back after saving them. */
export async function logSets(ctx: AppContext, log: { workoutLogId: string }, rawIds: unknown) {
  const ids = parseField('ids', setIdsInput, rawIds);
  return (await readLogSets(sqlOf(ctx.db), log.workoutLogId, ids)).map(setJson);
}

/**
 * Muscle maps of logs the caller already holds, from their exercises' figures rather than their sets; the maps of a
 * list's logs are read together.
 */
export async function logsMuscleUsage(ctx: AppContext, workoutLogIds: readonly string[]) {
  const exercises = await readLogsExercises(sqlOf(ctx.db), workoutLogIds);
  return new Map(workoutLogIds.map((id) => [id, loggedMuscleUsage(exercises.get(id) ?? [])]));
}

/** Ids of the sets a change names. */
export const changedSetIds = (input: { exercises?: { sets?: { workoutLogSetId: string }[] | null }[] | null }) =>
  (input.exercises ?? []).flatMap((exercise) => (exercise.sets ?? []).map((set) => set.workoutLogSetId));

/**
 * A log as a minimal answer to a change gives it: its figures and muscle map, and the sets the change named (as many
 * as the change's own limits let it carry: the change is already saved, so no further limit may refuse it now).
 */
export async function changedLogJson(ctx: AppContext, log: LogRow, setIds: string[]) {
  const sets = (await readLogSets(sqlOf(ctx.db), log.workoutLogId, setIds)).map(setJson);
  return { ...logSummaryJson(log), muscleUsage: (await logsMuscleUsage(ctx, [log.workoutLogId])).get(log.workoutLogId), sets };
}
