// A log turned into a workout: its workout updated with what was done, or a new draft.
import type { AppContext } from '../../context.js';
import { conflict } from '../../lib/errors.js';
import { parseInput } from '../../lib/validate.js';
import { createWorkout, getWorkout, updateWorkout } from '../workouts/service.js';
import { assertCanChange } from '../content/visibility.js';
import { sqlOf } from '../../db/sql.js';
import { ownLog } from './access.js';
import { readLogDetail } from './detail.js';
import { planFromLog } from './start.js';
import { migrationInput, migrationQuery } from './schemas.js';

/**
 * A log's sets turned into a workout: the workout it came from updated with what was done (its author only), or
 * a new private draft of the viewer's. The completed sets' values become the targets; sets never ticked are left out.
 */
export async function migrateLogToWorkout(ctx: AppContext, rawQuery: unknown, rawBody: unknown) {
  const query = parseInput(migrationQuery, rawQuery ?? {});
  const input = parseInput(migrationInput, rawBody ?? {});
  const log = await ownLog(ctx, query.workoutLogId);
  const detail = await readLogDetail(sqlOf(ctx.db), log);
  const workoutExercises = planFromLog(
    detail.exercises
      .map((exercise) => ({ ...exercise, sets: exercise.sets.filter((set) => set.completedAt) }))
      .filter((exercise) => exercise.sets.length),
  );
  if (input.mode === 'UPDATE_WORKOUT') {
    if (!log.workoutId) throw conflict('This log was not started from a workout: save it as a new workout instead');
    const workout = await getWorkout(ctx, log.workoutId, {});
    assertCanChange(ctx, workout.authorUserId, 'this workout');
    return updateWorkout(ctx, workout.workoutId, { workoutExercises }, {});
  }
  const workout = await createWorkout(ctx, { workoutTitle: log.title, visibility: 'PRIVATE', workoutExercises }, {});
  await ctx.db.workoutLog.update({ where: { workoutLogId: log.workoutLogId }, data: { workoutId: workout.workoutId } });
  return workout;
}
