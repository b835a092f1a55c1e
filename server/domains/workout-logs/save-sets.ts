// The save a live logger sends most, several times a minute per member in a busy gym: sets of exercises already in
// a live log, typed or ticked. The web logger sends an exercise whole with its sets on every such edit (a queue
// replayed after a lost change still converges), so fields that restate what is stored are taken as no change. It
// runs as a fixed handful of statements over the driver (sql.ts), so ticking a set costs about a millisecond
// whatever the member's history. What it does not take on (new, removed, swapped or moved exercises, a done set
// edited or unticked, a set moved between exercises, the title, notes, visibility, an action, anything invalid) goes
// to changeLog's general path, which applies the same rules and reports errors.
import type { Db } from '../../db/client.js';
import { dateOrNull, insertRows, numberOf, placeholders, sqlOf, sqlTransaction, type Sql } from '../../db/sql.js';
import { exerciseAggregates } from './metrics.js';
import { detectLiveRecords } from './records.js';
import { foldSetValues, readLogRow, type LogRow, type SetValue } from './detail.js';
import type { ChangeLogInput, ExerciseChange, SetChange } from './schemas.js';

/** Whether a change only carries exercises with their sets (no log fields or removals); see saveSets. */
export function setsOnly(input: ChangeLogInput): boolean {
  return (
    Object.entries(input).every(([key, value]) => value === undefined || key === 'exercises') &&
    !!input.exercises?.length &&
    input.exercises.every((exercise) => exercise.sets !== undefined)
  );
}

/** The exercise fields a save may restate; each must equal the stored one for the save to stay on this path. */
const EXERCISE_FIELDS = ['exerciseCode', 'position', 'supersetGroup', 'restSeconds', 'notes'] as const;

const restates = (exercise: ExerciseChange, stored: Record<string, unknown>) =>
  EXERCISE_FIELDS.every((field) => {
    const given = exercise[field];
    if (given === undefined) return true;
    const was = stored[field] ?? null;
    return field === 'notes' ? (given || null) === was : given === (was === null ? null : field === 'exerciseCode' ? was : Number(was));
  });

/** Values compared whatever their order. */
const valuesKey = (values: readonly { measurementCode: string; value: number }[]) =>
  values
    .map((value) => `${value.measurementCode}=${value.value}`)
    .sort()
    .join('&');

interface StoredSet {
  workoutLogExerciseId: string;
  position: number;
  completedAt: Date | null;
  setType: string;
  rpe: number | null;
  restSeconds: number | null;
  notes: string | null;
  values: SetValue[];
}

/**
 * Saves the sets of a set-only change (setsOnly) to a live log of the member's, deriving its records, numbers and
 * summary, and answers the log's row; null when the change is not one it takes on (nothing is written then).
 */
export async function saveSets(db: Db, userId: string, workoutLogId: string, input: ChangeLogInput): Promise<LogRow | null> {
  const exercises = input.exercises ?? [];
  const saved = await sqlTransaction(db, async (sql) => {
    const log = await readLogRow(sql, workoutLogId);
    if (!log || log.userId !== userId || log.status === 'COMPLETED') return false;

    const exerciseIds = exercises.map((exercise) => exercise.workoutLogExerciseId);
    const measured = await sql.all(
      `SELECT le."workoutLogExerciseId", le."workoutLogId", le."exerciseCode", le."position", le."supersetGroup",
              le."restSeconds", le."notes", m."measurementCode"
       FROM "WorkoutLogExercise" le
       JOIN "Exercise" e ON e."exerciseCode" = le."exerciseCode"
       LEFT JOIN "ExerciseTypeMeasurement" m ON m."exerciseTypeCode" = e."exerciseTypeCode"
       WHERE le."workoutLogExerciseId" IN (${placeholders(exerciseIds)})`,
      exerciseIds,
    );
    const measurements = new Map<string, Set<string>>();
    const storedExercises = new Map(measured.map((row) => [String(row.workoutLogExerciseId), row]));
    for (const exercise of exercises) {
      const stored = storedExercises.get(exercise.workoutLogExerciseId);
      if (!stored || !restates(exercise, stored)) return false;
    }
    for (const row of measured) {
      if (row.workoutLogId !== workoutLogId) return false;
      const id = String(row.workoutLogExerciseId);
      const own = measurements.get(id) ?? new Set<string>();
      if (row.measurementCode !== null) own.add(String(row.measurementCode));
      measurements.set(id, own);
    }
    const changes = exercises.flatMap((exercise) => (exercise.sets ?? []).map((set, index) => ({ exercise, set, index })));
    const setIds = changes.map((change) => change.set.workoutLogSetId);
    if (new Set(setIds).size !== setIds.length) return false;
    for (const { exercise, set } of changes) {
      const allowed = measurements.get(exercise.workoutLogExerciseId);
      if (!allowed || (set.values ?? []).some((value) => !allowed.has(value.measurementCode))) return false;
    }

    const stored = await storedSets(sql, setIds);
    const plan = [];
    for (const change of changes) {
      const was = stored.get(change.set.workoutLogSetId);
      if (was && was.workoutLogExerciseId !== change.exercise.workoutLogExerciseId) return false;
      const step = planSet(change.set, was);
      if (!step) return false;
      plan.push({ ...change, was, ...step });
    }

    const now = new Date();
    const replaced: string[] = [];
    const newValues: { workoutLogSetId: string; measurementCode: string; value: number }[] = [];
    for (const { exercise, set, index, was, completedAt, valuesChanged } of plan) {
      if (!was) {
        await sql.run(
          `INSERT INTO "WorkoutLogSet" ("workoutLogSetId", "workoutLogExerciseId", "position", "setType", "rpe", "restSeconds",
                                        "notes", "completedAt", "records")
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, '')`,
          [
            set.workoutLogSetId,
            exercise.workoutLogExerciseId,
            set.position ?? index,
            set.setType ?? 'NORMAL',
            set.rpe ?? null,
            set.restSeconds ?? null,
            set.notes || null,
            completedAt === undefined ? null : completedAt === 'now' ? now : completedAt,
          ],
        );
      } else {
        // Only what differs from the stored set: a set restated as it is writes nothing.
        const fields: [string, unknown][] = [];
        if (set.position !== undefined && set.position !== was.position) fields.push(['position', set.position]);
        if (set.setType !== undefined && set.setType !== was.setType) fields.push(['setType', set.setType]);
        if (set.rpe !== undefined && set.rpe !== was.rpe) fields.push(['rpe', set.rpe]);
        if (set.restSeconds !== undefined && set.restSeconds !== was.restSeconds) fields.push(['restSeconds', set.restSeconds]);
        if (set.notes !== undefined && (set.notes || null) !== was.notes) fields.push(['notes', set.notes || null]);
        const doneAt = completedAt === 'now' ? now : completedAt;
        if (doneAt !== undefined && doneAt?.getTime() !== was.completedAt?.getTime()) fields.push(['completedAt', doneAt]);
        if (completedAt === null) fields.push(['records', '']);
        if (fields.length)
          await sql.run(`UPDATE "WorkoutLogSet" SET ${fields.map(([name]) => `"${name}" = ?`).join(', ')} WHERE "workoutLogSetId" = ?`, [
            ...fields.map(([, value]) => value),
            set.workoutLogSetId,
          ]);
      }
      if (set.values !== undefined && (valuesChanged || !was)) {
        replaced.push(set.workoutLogSetId);
        for (const value of set.values) newValues.push({ workoutLogSetId: set.workoutLogSetId, ...value });
      }
    }
    if (replaced.length) await sql.run(`DELETE FROM "WorkoutLogSetValue" WHERE "workoutLogSetId" IN (${placeholders(replaced)})`, replaced);
    await insertRows(sql, 'WorkoutLogSetValue', newValues);

    const ticked = plan.filter((step) => step.ticked).map((step) => step.set.workoutLogSetId);
    await deriveSetsDone(sql, log, ticked, [...new Set(plan.map((step) => step.exercise.workoutLogExerciseId))], new Set());
    return true;
  });
  return saved ? readLogRow(sqlOf(db), workoutLogId) : null;
}

async function storedSets(sql: Sql, setIds: string[]): Promise<Map<string, StoredSet>> {
  if (!setIds.length) return new Map();
  const rows = await sql.all(
    `SELECT s."workoutLogSetId", s."workoutLogExerciseId", s."position", s."completedAt", s."setType", s."rpe", s."restSeconds",
            s."notes", v."measurementCode", v."value"
     FROM "WorkoutLogSet" s LEFT JOIN "WorkoutLogSetValue" v ON v."workoutLogSetId" = s."workoutLogSetId"
     WHERE s."workoutLogSetId" IN (${placeholders(setIds)})`,
    setIds,
  );
  const sets = foldSetValues(rows, (row) => ({
    id: String(row.workoutLogSetId),
    workoutLogExerciseId: String(row.workoutLogExerciseId),
    position: numberOf(row.position),
    completedAt: dateOrNull(row.completedAt),
    setType: String(row.setType),
    rpe: row.rpe === null ? null : Number(row.rpe),
    restSeconds: row.restSeconds === null ? null : Number(row.restSeconds),
    notes: row.notes === null ? null : String(row.notes),
  }));
  return new Map(sets.map((set) => [set.id, set]));
}

/**
 * What saving a set does to it: when it is done (unchanged, cleared, a moment, or now), whether its values change,
 * whether it was just ticked. Null for a done set edited or unticked: its records are derived again from the
 * member's history, which the general path does.
 */
function planSet(set: SetChange, was: StoredSet | undefined) {
  const completedAt: Date | 'now' | null | undefined =
    set.completed === false ? null : set.completed === true ? (was?.completedAt ?? set.completedAt ?? 'now') : undefined;
  const valuesChanged = set.values !== undefined && valuesKey(set.values) !== valuesKey(was?.values ?? []);
  const wasCompleted = !!was?.completedAt;
  const isCompleted = completedAt === undefined ? wasCompleted : !!completedAt;
  const typeChanged = set.setType !== undefined && was !== undefined && set.setType !== was.setType;
  if (wasCompleted && (!isCompleted || valuesChanged || typeChanged)) return null;
  return { completedAt, valuesChanged, ticked: !wasCompleted && isCompleted };
}

/**
 * After sets change: the records of the exercises of the sets just ticked (records.ts), the numbers of the
 * exercises whose sets changed, and the log's summary. `alreadyDerived` names codes whose records were derived
 * again from the whole history in this change.
 */
export async function deriveSetsDone(
  sql: Sql,
  log: { workoutLogId: string; userId: string },
  tickedSetIds: string[],
  exerciseIds: string[],
  alreadyDerived: ReadonlySet<string>,
) {
  await detectLiveRecords(sql, log, tickedSetIds, alreadyDerived);
  if (exerciseIds.length) {
    const rows = await sql.all(
      `SELECT s."workoutLogSetId", s."workoutLogExerciseId", s."setType", s."completedAt", v."measurementCode", v."value"
       FROM "WorkoutLogSet" s LEFT JOIN "WorkoutLogSetValue" v ON v."workoutLogSetId" = s."workoutLogSetId"
       WHERE s."workoutLogExerciseId" IN (${placeholders(exerciseIds)})`,
      exerciseIds,
    );
    const sets = foldSetValues(rows, (row) => ({
      id: String(row.workoutLogSetId),
      exerciseId: String(row.workoutLogExerciseId),
      setType: String(row.setType),
      completed: row.completedAt !== null,
    }));
    for (const exerciseId of exerciseIds) {
      const numbers = exerciseAggregates(sets.filter((set) => set.exerciseId === exerciseId));
      await sql.run(
        `UPDATE "WorkoutLogExercise" SET "completedSetCount" = ?, "volume" = ?, "totalReps" = ?, "bestWeight" = ?,
                "bestEstimated1rm" = ?, "bestSetId" = ?
         WHERE "workoutLogExerciseId" = ?`,
        [
          numbers.completedSetCount,
          numbers.volume,
          numbers.totalReps,
          numbers.bestWeight,
          numbers.bestEstimated1rm,
          numbers.bestSetId,
          exerciseId,
        ],
      );
    }
  }
  await summarizeLog(sql, log.workoutLogId);
}

/** The log's counts and volume from its exercises' numbers, and its records from its sets' badges. */
export async function summarizeLog(sql: Sql, workoutLogId: string) {
  // The exercises' figures in one pass over the log's exercises (three subqueries searched the index three times).
  const [totals] = await sql.all(
    `SELECT COUNT(*) AS "exerciseCount", COALESCE(SUM("completedSetCount"), 0) AS "setCount",
            COALESCE(SUM("volume"), 0) AS "volume",
            (SELECT COALESCE(SUM(LENGTH(s."records") - LENGTH(REPLACE(s."records", ',', '')) + 1), 0)
             FROM "WorkoutLogSet" s JOIN "WorkoutLogExercise" le ON le."workoutLogExerciseId" = s."workoutLogExerciseId"
             WHERE le."workoutLogId" = ? AND s."records" <> '') AS "records"
     FROM "WorkoutLogExercise" WHERE "workoutLogId" = ?`,
    [workoutLogId, workoutLogId],
  );
  await sql.run(
    `UPDATE "WorkoutLog" SET "exerciseCount" = ?, "setCount" = ?, "totalVolume" = ?, "personalRecordCount" = ?, "updatedAt" = ?
     WHERE "workoutLogId" = ?`,
    [
      numberOf(totals!.exerciseCount),
      numberOf(totals!.setCount),
      numberOf(totals!.volume),
      numberOf(totals!.records),
      new Date(),
      workoutLogId,
    ],
  );
}
