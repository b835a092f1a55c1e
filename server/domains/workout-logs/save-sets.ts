// The writer of the save a live logger sends most, several times a minute per member in a busy gym: sets of exercises
// already in a live log, typed or ticked. The web logger sends an exercise whole with its sets on every such edit (a
// queue replayed after a lost change still converges), so fields that restate what is stored write nothing. It runs
// as a fixed handful of statements over the driver (sql.ts), so ticking a set costs about a millisecond whatever the
// member's history; its writes are sent without waiting for each other (Sql.send), so on PostgreSQL a save costs
// the round trips of its few reads, not one per statement. It writes a change the rules passed (change-rules.ts); fitsSetWriter says which it takes on.
import type { Db } from '../../db/client.js';
import { placeholders, sendRows, sqlTransaction } from '../../db/sql.js';
import { setOutcome, type CheckedChange, type StoredExercise } from './change-rules.js';
import { deriveSetsDone } from './derive.js';
import type { ExerciseChange } from './schemas.js';

/** The exercise fields a save may restate; each must equal the stored one for this writer to take the change. */
const EXERCISE_FIELDS = ['position', 'supersetGroup', 'restSeconds', 'notes'] as const;

const restates = (exercise: ExerciseChange, stored: StoredExercise, exerciseCode: string) =>
  exerciseCode === stored.exerciseCode &&
  EXERCISE_FIELDS.every((field) => {
    const given = exercise[field];
    return given === undefined || (field === 'notes' ? (given || null) === stored.notes : given === stored[field]);
  });

/**
 * Whether this writer takes a change on: sets only (no log fields, removals or action) of exercises already in a
 * live log, restated as stored, none of its sets moved from another exercise and no done set edited or unticked
 * (their records are derived again from the member's history, which the general writer does).
 */
export function fitsSetWriter({ log, input, exercises, storedSets }: CheckedChange, now: Date): boolean {
  return (
    log.status !== 'COMPLETED' &&
    Object.entries(input).every(([key, value]) => value === undefined || key === 'exercises') &&
    exercises.length > 0 &&
    exercises.every(
      ({ change, stored, exerciseCode }) =>
        stored !== undefined &&
        change.sets !== undefined &&
        restates(change, stored, exerciseCode) &&
        change.sets.every((set) => {
          const was = storedSets.get(set.workoutLogSetId);
          if (was && was.workoutLogExerciseId !== change.workoutLogExerciseId) return false;
          const outcome = setOutcome(set, was, now);
          return !(outcome.wasCompleted && (!outcome.isCompleted || outcome.valuesChanged || outcome.typeChanged));
        }),
    )
  );
}

/** Saves the sets of a change fitsSetWriter takes, deriving the log's records, numbers and summary. */
export async function saveSets(db: Db, { log, exercises, storedSets }: CheckedChange, now: Date) {
  const plan = exercises.flatMap(({ change }) =>
    (change.sets ?? []).map((set, index) => {
      const was = storedSets.get(set.workoutLogSetId);
      return { exercise: change, set, index, was, ...setOutcome(set, was, now) };
    }),
  );
  if (!plan.length) return;
  await sqlTransaction(db, async (sql) => {
    const replaced: string[] = [];
    const newValues: { workoutLogSetId: string; measurementCode: string; value: number }[] = [];
    for (const { exercise, set, index, was, completedAt, valuesChanged } of plan) {
      if (!was) {
        sql.send(
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
            completedAt ?? null,
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
        if (completedAt !== undefined && completedAt?.getTime() !== was.completedAt?.getTime()) fields.push(['completedAt', completedAt]);
        if (completedAt === null) fields.push(['records', '']);
        if (fields.length)
          sql.send(`UPDATE "WorkoutLogSet" SET ${fields.map(([name]) => `"${name}" = ?`).join(', ')} WHERE "workoutLogSetId" = ?`, [
            ...fields.map(([, value]) => value),
            set.workoutLogSetId,
          ]);
      }
      if (set.values !== undefined && (valuesChanged || !was)) {
        // A new set has no values yet to take out.
        if (was) replaced.push(set.workoutLogSetId);
        for (const value of set.values) newValues.push({ workoutLogSetId: set.workoutLogSetId, ...value });
      }
    }
    if (replaced.length) sql.send(`DELETE FROM "WorkoutLogSetValue" WHERE "workoutLogSetId" IN (${placeholders(replaced)})`, replaced);
    sendRows(sql, 'WorkoutLogSetValue', newValues);

    const ticked = plan.filter((step) => !step.wasCompleted && step.isCompleted).map((step) => step.set.workoutLogSetId);
    await deriveSetsDone(sql, log, ticked, [...new Set(plan.map((step) => step.exercise.workoutLogExerciseId))], new Set());
  });
}
