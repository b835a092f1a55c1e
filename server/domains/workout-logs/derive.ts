// What is derived again after sets change, by either writer of a change: records, exercise numbers, the log's summary.
import { placeholders, type Sql } from '../../db/sql.js';
import { exerciseAggregates } from './metrics.js';
import { detectLiveRecords } from './records.js';
import { foldSetValues } from './detail.js';

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
       WHERE s."workoutLogExerciseId" IN (${placeholders(exerciseIds)})
       ORDER BY s."position", s."workoutLogSetId"`,
      exerciseIds,
    );
    // In the log's order: of two equal sets the earlier is the best, whichever writer stored them (and however the
    // database happens to return rows).
    const sets = foldSetValues(rows, (row) => ({
      id: String(row.workoutLogSetId),
      exerciseId: String(row.workoutLogExerciseId),
      setType: String(row.setType),
      completed: row.completedAt !== null,
    }));
    for (const exerciseId of exerciseIds) {
      const numbers = exerciseAggregates(sets.filter((set) => set.exerciseId === exerciseId));
      sql.send(
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
  summarizeLog(sql, log.workoutLogId);
  await sql.settled();
}

/** The log's counts and volume from its exercises' numbers, and its records from its sets' badges, in one statement. */
function summarizeLog(sql: Sql, workoutLogId: string) {
  sql.send(
    `UPDATE "WorkoutLog" SET
       ("exerciseCount", "setCount", "totalVolume") = (
         SELECT COUNT(*), COALESCE(SUM("completedSetCount"), 0), COALESCE(SUM("volume"), 0)
         FROM "WorkoutLogExercise" WHERE "workoutLogId" = ?),
       "personalRecordCount" = (
         SELECT COALESCE(SUM(LENGTH(s."records") - LENGTH(REPLACE(s."records", ',', '')) + 1), 0)
         FROM "WorkoutLogSet" s JOIN "WorkoutLogExercise" le ON le."workoutLogExerciseId" = s."workoutLogExerciseId"
         WHERE le."workoutLogId" = ? AND s."records" <> ''),
       "updatedAt" = ?
     WHERE "workoutLogId" = ?`,
    [workoutLogId, workoutLogId, new Date(), workoutLogId],
  );
}
