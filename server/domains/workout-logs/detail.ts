// A log with its exercises, sets and values, read back after every save of a live logger (so several times a
// minute per member in a gym): four statements over the driver (sql.ts) whatever the log's size, and one more for
// what the member did last time in each exercise.
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { dateOf, dateOrNull, numberOf, placeholders, type Sql } from '../../db/sql.js';

type LogScalars = Prisma.WorkoutLogGetPayload<object>;
type ExerciseScalars = Prisma.WorkoutLogExerciseGetPayload<object>;
type SetScalars = Prisma.WorkoutLogSetGetPayload<object>;

export type LogRow = LogScalars;

export type LogDetailRow = LogScalars & {
  exercises: (ExerciseScalars & {
    exercise: {
      exerciseName: string;
      exerciseTypeCode: string;
      muscleUsage: { muscleCode: string; targetPercentage: number; isPrimary: boolean }[];
    };
    sets: (SetScalars & { values: SetValue[] })[];
  })[];
};

type Row = Record<string, unknown>;

export interface SetValue {
  measurementCode: string;
  value: number;
}

/**
 * Rows of sets joined to their values (a row per value, one with null measurementCode for a set without any) folded
 * into sets with a list of values, in the order the sets first appear.
 */
export function foldSetValues<S extends object>(rows: readonly Row[], setOf: (row: Row) => S): (S & { values: SetValue[] })[] {
  const sets = new Map<string, S & { values: SetValue[] }>();
  for (const row of rows) {
    const id = String(row.workoutLogSetId);
    let set = sets.get(id);
    if (!set) sets.set(id, (set = { ...setOf(row), values: [] }));
    if (row.measurementCode !== null && row.measurementCode !== undefined)
      set.values.push({ measurementCode: String(row.measurementCode), value: numberOf(row.value) });
  }
  return [...sets.values()];
}

/** Items grouped under a key, each group in the items' order. */
function groupedBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
const text = (value: unknown) => value as string;
const textOrNull = (value: unknown) => (value ?? null) as string | null;
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function logOf(row: Row): LogScalars {
  return {
    workoutLogId: text(row.workoutLogId),
    userId: text(row.userId),
    workoutId: textOrNull(row.workoutId),
    programDayId: textOrNull(row.programDayId),
    title: text(row.title),
    status: text(row.status),
    visibility: text(row.visibility),
    startedAt: dateOf(row.startedAt),
    endedAt: dateOrNull(row.endedAt),
    pausedAt: dateOrNull(row.pausedAt),
    activeSeconds: numberOf(row.activeSeconds),
    activeSince: dateOrNull(row.activeSince),
    notes: textOrNull(row.notes),
    perceivedEffort: numberOrNull(row.perceivedEffort),
    exerciseCount: numberOf(row.exerciseCount),
    setCount: numberOf(row.setCount),
    totalVolume: numberOf(row.totalVolume),
    personalRecordCount: numberOf(row.personalRecordCount),
    importKey: textOrNull(row.importKey),
    logImportId: textOrNull(row.logImportId),
    trainingSessionId: textOrNull(row.trainingSessionId),
    createdAt: dateOf(row.createdAt),
    updatedAt: dateOf(row.updatedAt),
  };
}

const LOG_COLUMNS = `"workoutLogId", "userId", "workoutId", "programDayId", "title", "status", "visibility", "startedAt", "endedAt",
  "pausedAt", "activeSeconds", "activeSince", "notes", "perceivedEffort", "exerciseCount", "setCount", "totalVolume",
  "personalRecordCount", "importKey", "logImportId", "trainingSessionId", "createdAt", "updatedAt"`;

/** The log row alone, by id. */
export async function readLogRow(sql: Sql, workoutLogId: string): Promise<LogScalars | null> {
  const [row] = await sql.all(`SELECT ${LOG_COLUMNS} FROM "WorkoutLog" WHERE "workoutLogId" = ?`, [workoutLogId]);
  return row ? logOf(row) : null;
}

/** The member's log in progress or paused, if any. */
export async function readActiveLogRow(sql: Sql, userId: string): Promise<LogScalars | null> {
  const [row] = await sql.all(
    `SELECT ${LOG_COLUMNS} FROM "WorkoutLog" WHERE "userId" = ? AND "status" IN ('IN_PROGRESS', 'PAUSED') ORDER BY "startedAt" DESC LIMIT 1`,
    [userId],
  );
  return row ? logOf(row) : null;
}

const SET_COLUMNS = `s."workoutLogSetId", s."workoutLogExerciseId", s."position", s."setType", s."rpe", s."restSeconds",
  s."completedAt", s."notes", s."targets", s."records", v."measurementCode", v."value"`;

const loggedSetsOf = (rows: readonly Row[]) =>
  foldSetValues(rows, (row) => ({
    workoutLogSetId: text(row.workoutLogSetId),
    workoutLogExerciseId: text(row.workoutLogExerciseId),
    position: numberOf(row.position),
    setType: text(row.setType),
    rpe: numberOrNull(row.rpe),
    restSeconds: numberOrNull(row.restSeconds),
    completedAt: dateOrNull(row.completedAt),
    notes: textOrNull(row.notes),
    targets: textOrNull(row.targets),
    records: text(row.records),
  }));
export type LoggedSetRow = ReturnType<typeof loggedSetsOf>[number];

/** Some of a log's sets by id (ids of other logs' sets are left out), in their positions. */
export async function readLogSets(sql: Sql, workoutLogId: string, setIds: readonly string[]): Promise<LoggedSetRow[]> {
  if (!setIds.length) return [];
  const rows = await sql.all(
    `SELECT ${SET_COLUMNS}
     FROM "WorkoutLogSet" s
     JOIN "WorkoutLogExercise" le ON le."workoutLogExerciseId" = s."workoutLogExerciseId"
     LEFT JOIN "WorkoutLogSetValue" v ON v."workoutLogSetId" = s."workoutLogSetId"
     WHERE s."workoutLogSetId" IN (${placeholders(setIds)}) AND le."workoutLogId" = ?
     ORDER BY s."position", s."workoutLogSetId", v."measurementCode"`,
    [...setIds, workoutLogId],
  );
  return loggedSetsOf(rows);
}

/**
 * The exercises of logs with their figures, names and muscles, in each log's order: what a list of logs shows of them
 * (muscle maps, top exercises) without reading their sets, one statement for any number of logs.
 */
export async function readLogsExercises(sql: Sql, workoutLogIds: readonly string[]) {
  const rows = await sql.all(
    `SELECT le."workoutLogId", le."workoutLogExerciseId", le."exerciseCode", e."exerciseName", le."completedSetCount",
            le."volume", le."bestWeight", le."bestEstimated1rm", m."muscleCode", m."targetPercentage", m."isPrimary"
     FROM "WorkoutLogExercise" le
     JOIN "Exercise" e ON e."exerciseCode" = le."exerciseCode"
     LEFT JOIN "ExerciseMuscle" m ON m."exerciseCode" = le."exerciseCode"
     WHERE le."workoutLogId" IN (${placeholders(workoutLogIds)})
     ORDER BY le."workoutLogId", le."position", le."workoutLogExerciseId", m."muscleCode"`,
    [...workoutLogIds],
  );
  const exercises = [...groupedBy(rows, (row) => text(row.workoutLogExerciseId)).values()].map((own) => {
    const first = own[0]!;
    return {
      workoutLogId: text(first.workoutLogId),
      exerciseCode: text(first.exerciseCode),
      exerciseName: text(first.exerciseName),
      completedSetCount: numberOf(first.completedSetCount),
      volume: numberOf(first.volume),
      bestWeight: first.bestWeight === null ? null : numberOf(first.bestWeight),
      bestEstimated1rm: first.bestEstimated1rm === null ? null : numberOf(first.bestEstimated1rm),
      muscleUsage: own.flatMap((row) =>
        row.muscleCode === null
          ? []
          : [{ muscleCode: text(row.muscleCode), targetPercentage: numberOf(row.targetPercentage), isPrimary: Boolean(row.isPrimary) }],
      ),
    };
  });
  const byLog = groupedBy(exercises, (exercise) => exercise.workoutLogId);
  return new Map(workoutLogIds.map((id) => [id, byLog.get(id) ?? []]));
}

/** The sets of logs that hold records, in each log's order, with their values and their exercise's code and name. */
export async function readLogsRecordSets(sql: Sql, workoutLogIds: readonly string[]) {
  const rows = await sql.all(
    `SELECT le."workoutLogId", le."exerciseCode", e."exerciseName", s."workoutLogSetId", s."setType", s."records",
            v."measurementCode", v."value"
     FROM "WorkoutLogExercise" le
     JOIN "WorkoutLogSet" s ON s."workoutLogExerciseId" = le."workoutLogExerciseId"
     JOIN "Exercise" e ON e."exerciseCode" = le."exerciseCode"
     LEFT JOIN "WorkoutLogSetValue" v ON v."workoutLogSetId" = s."workoutLogSetId"
     WHERE le."workoutLogId" IN (${placeholders(workoutLogIds)}) AND s."records" <> ''
     ORDER BY le."workoutLogId", le."position", s."position", s."workoutLogSetId", v."measurementCode"`,
    [...workoutLogIds],
  );
  return foldSetValues(rows, (row) => ({
    workoutLogId: text(row.workoutLogId),
    exerciseCode: text(row.exerciseCode),
    exerciseName: text(row.exerciseName),
    setType: text(row.setType),
    records: text(row.records).split(','),
  }));
}

/** Everything under a log, exercises and sets in their positions and values by measurement code. */
export async function readLogDetail(sql: Sql, log: LogScalars): Promise<LogDetailRow> {
  // One after another: inside a transaction on PostgreSQL they share one connection.
  const exerciseRows = await sql.all(
    `SELECT le."workoutLogExerciseId", le."workoutLogId", le."userId", le."startedAt", le."exerciseCode", le."position",
              le."supersetGroup", le."restSeconds", le."notes", le."completedSetCount", le."volume", le."totalReps",
              le."bestWeight", le."bestEstimated1rm", le."bestSetId", e."exerciseName", e."exerciseTypeCode"
       FROM "WorkoutLogExercise" le JOIN "Exercise" e ON e."exerciseCode" = le."exerciseCode"
       WHERE le."workoutLogId" = ?
       ORDER BY le."position", le."workoutLogExerciseId"`,
    [log.workoutLogId],
  );
  const setRows = await sql.all(
    `SELECT ${SET_COLUMNS}
       FROM "WorkoutLogExercise" le
       JOIN "WorkoutLogSet" s ON s."workoutLogExerciseId" = le."workoutLogExerciseId"
       LEFT JOIN "WorkoutLogSetValue" v ON v."workoutLogSetId" = s."workoutLogSetId"
       WHERE le."workoutLogId" = ?
       ORDER BY s."position", s."workoutLogSetId", v."measurementCode"`,
    [log.workoutLogId],
  );
  const muscleRows = await sql.all(
    `SELECT m."exerciseCode", m."muscleCode", m."targetPercentage", m."isPrimary"
       FROM "ExerciseMuscle" m
       WHERE m."exerciseCode" IN (SELECT "exerciseCode" FROM "WorkoutLogExercise" WHERE "workoutLogId" = ?)
       ORDER BY m."exerciseCode", m."muscleCode"`,
    [log.workoutLogId],
  );
  const sets = loggedSetsOf(setRows);
  const setsByExercise = groupedBy(sets, (set) => set.workoutLogExerciseId);
  const musclesByCode = groupedBy(
    muscleRows.map((row) => ({
      exerciseCode: text(row.exerciseCode),
      muscleCode: text(row.muscleCode),
      targetPercentage: numberOf(row.targetPercentage),
      isPrimary: Boolean(row.isPrimary),
    })),
    (muscle) => muscle.exerciseCode,
  );
  return {
    ...log,
    exercises: exerciseRows.map((row) => {
      const workoutLogExerciseId = text(row.workoutLogExerciseId);
      const exerciseCode = text(row.exerciseCode);
      return {
        workoutLogExerciseId,
        workoutLogId: text(row.workoutLogId),
        userId: text(row.userId),
        startedAt: dateOf(row.startedAt),
        exerciseCode,
        position: numberOf(row.position),
        supersetGroup: numberOrNull(row.supersetGroup),
        restSeconds: numberOrNull(row.restSeconds),
        notes: textOrNull(row.notes),
        completedSetCount: numberOf(row.completedSetCount),
        volume: numberOf(row.volume),
        totalReps: numberOf(row.totalReps),
        bestWeight: numberOrNull(row.bestWeight),
        bestEstimated1rm: numberOrNull(row.bestEstimated1rm),
        bestSetId: textOrNull(row.bestSetId),
        exercise: {
          exerciseName: text(row.exerciseName),
          exerciseTypeCode: text(row.exerciseTypeCode),
          muscleUsage: (musclesByCode.get(exerciseCode) ?? []).map(({ muscleCode, targetPercentage, isPrimary }) => ({
            muscleCode,
            targetPercentage,
            isPrimary,
          })),
        },
        sets: setsByExercise.get(workoutLogExerciseId) ?? [],
      };
    }),
  };
}

export interface PreviousSet {
  setType: string;
  values: SetValue[];
}

/**
 * What the member did the last time before this log in each of its exercises ("60 kg × 8 last time"): for each
 * exercise, the top row of its (member, exercise, startedAt) index range, and that entry's done sets.
 */
export async function previousSets(sql: Sql, log: { workoutLogId: string; userId: string; startedAt: Date }) {
  const rows = await sql.all(
    `SELECT p."exerciseCode", s."workoutLogSetId", s."setType", v."measurementCode", v."value"
     FROM "WorkoutLogExercise" p
     JOIN "WorkoutLogSet" s ON s."workoutLogExerciseId" = p."workoutLogExerciseId" AND s."completedAt" IS NOT NULL
     LEFT JOIN "WorkoutLogSetValue" v ON v."workoutLogSetId" = s."workoutLogSetId"
     WHERE p."workoutLogExerciseId" IN (
       SELECT (SELECT q."workoutLogExerciseId" FROM "WorkoutLogExercise" q
               WHERE q."userId" = ? AND q."exerciseCode" = c."exerciseCode" AND q."startedAt" < ?
                 AND q."completedSetCount" > 0 AND q."workoutLogId" <> ?
               ORDER BY q."startedAt" DESC LIMIT 1)
       FROM (SELECT DISTINCT "exerciseCode" FROM "WorkoutLogExercise" WHERE "workoutLogId" = ?) c)
     ORDER BY p."exerciseCode", s."position", s."workoutLogSetId", v."measurementCode"`,
    [log.userId, log.startedAt, log.workoutLogId, log.workoutLogId],
  );
  const sets = foldSetValues(rows, (row) => ({ exerciseCode: text(row.exerciseCode), setType: text(row.setType) }));
  return new Map<string, PreviousSet[]>(
    [...groupedBy(sets, (set) => set.exerciseCode)].map(([code, own]) => [code, own.map(({ setType, values }) => ({ setType, values }))]),
  );
}

/**
 * The exercises a log does for the first time: none of the member's logs before it has a completed set of them. Their
 * sets set the baselines later logs break records against.
 */
export async function firstTimeExercises(sql: Sql, log: { workoutLogId: string; userId: string; startedAt: Date }) {
  const rows = await sql.all(
    `SELECT c."exerciseCode"
     FROM (SELECT DISTINCT "exerciseCode" FROM "WorkoutLogExercise" WHERE "workoutLogId" = ?) c
     WHERE NOT EXISTS (
       SELECT 1 FROM "WorkoutLogExercise" q
       WHERE q."userId" = ? AND q."exerciseCode" = c."exerciseCode" AND q."startedAt" < ? AND q."completedSetCount" > 0
         AND q."workoutLogId" <> ?)`,
    [log.workoutLogId, log.userId, log.startedAt, log.workoutLogId],
  );
  return new Set(rows.map((row) => text(row.exerciseCode)));
}
