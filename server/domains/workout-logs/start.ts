// Starting a log: empty, from a workout, or repeating a past log, replayed starts answering with the log they made.
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { requireUser } from '../../auth/permissions.js';
import { conflict, notFound } from '../../lib/errors.js';
import { parseInput } from '../../lib/validate.js';
import { getWorkout, workoutExercisesAsInput } from '../workouts/service.js';
import { sqlOf } from '../../db/sql.js';
import { ownLog } from './access.js';
import { readActiveLogRow, readLogDetail, readLogRow, type LogDetailRow } from './detail.js';
import { startLogInput } from './schemas.js';
import { noteSessionLogStarted, openSessionOf } from '../training-sessions/service.js';

type Tx = Prisma.TransactionClient;

interface PlannedExercise {
  exerciseCode: string;
  supersetGroup: number | null;
  restSeconds: number | null;
  notes: string | null;
  sets: {
    setType: string;
    restSeconds: number | null;
    targets: { measurementCode: string; value: number; valueMax?: number | null }[];
  }[];
}

/**
 * Starts a log: empty, from a workout the viewer can see, or repeating one of their past logs (what was done then
 * is the target now). A set starts with targets and no values: its values are what the member does.
 */
export async function startLog(ctx: AppContext, rawInput: unknown, rawWorkoutId?: unknown) {
  const viewer = requireUser(ctx);
  const input = parseInput(startLogInput, rawInput ?? {});
  if (input.workoutLogId) {
    // The same start replayed (a retry, a queue flushed twice) answers with the log it made.
    const sql = sqlOf(ctx.db);
    const existing = await readLogRow(sql, input.workoutLogId);
    if (existing && existing.userId === viewer.userId) return { log: await readLogDetail(sql, existing), created: false };
    if (existing) throw conflict('workoutLogId: This id is taken', [{ field: 'workoutLogId', message: 'This id is taken' }]);
  }
  const running = await readActiveLogRow(sqlOf(ctx.db), viewer.userId);
  if (running)
    throw conflict('You already have a workout in progress: finish or discard it first', [
      { field: 'workoutLogId', message: running.workoutLogId },
    ]);

  let title = input.workoutLogTitle ?? 'Workout';
  let workoutId: string | null = null;
  let planned: PlannedExercise[] = [];
  if (rawWorkoutId !== undefined) {
    const workout = await getWorkout(ctx, rawWorkoutId, {});
    workoutId = workout.workoutId;
    title = input.workoutLogTitle ?? workout.workoutTitle;
    planned = (await workoutExercisesAsInput(ctx, workout.workoutId)).map((exercise) => ({
      ...exercise,
      sets: exercise.sets.map((set) => ({ setType: set.setType, restSeconds: set.restSeconds, targets: set.targets })),
    }));
  } else if (input.repeatWorkoutLogId) {
    const past = await ownLog(ctx, input.repeatWorkoutLogId);
    const detail = await readLogDetail(sqlOf(ctx.db), past);
    workoutId = past.workoutId;
    title = input.workoutLogTitle ?? past.title;
    planned = planFromLog(detail.exercises);
  }
  let programDayId: string | null = null;
  if (input.programDayId) {
    const day = await ctx.db.programDay.findUnique({
      where: { programDayId: input.programDayId },
      select: { programDayId: true, workoutId: true },
    });
    if (!day || (workoutId && day.workoutId !== workoutId)) throw notFound('Program day');
    programDayId = day.programDayId;
  }

  const now = new Date();
  const startedAt = input.startedAt && input.startedAt < now ? input.startedAt : now;
  const workoutLogId = input.workoutLogId ?? randomUUID();
  const log = await ctx.db.$transaction(async (tx) => {
    await tx.workoutLog.create({
      data: {
        workoutLogId,
        userId: viewer.userId,
        // A member training in a session keeps their new log in it.
        trainingSessionId: await openSessionOf(tx, viewer.userId),
        workoutId,
        programDayId,
        title,
        startedAt,
        activeSince: startedAt,
        exerciseCount: planned.length,
      },
    });
    await tx.workoutLogAction.create({ data: { workoutLogId, action: 'Start', at: startedAt } });
    await writePlanned(tx, { workoutLogId, userId: viewer.userId, startedAt }, planned);
    const sql = sqlOf(ctx.db, tx);
    return readLogDetail(sql, (await readLogRow(sql, workoutLogId))!);
  });
  noteSessionLogStarted(ctx, log);
  return { log, created: true };
}

/** What a log did, as the plan of a log or a workout to come: each set's values become its targets. */
export function planFromLog(exercises: LogDetailRow['exercises']) {
  return exercises.map((exercise) => ({
    exerciseCode: exercise.exerciseCode,
    supersetGroup: exercise.supersetGroup,
    restSeconds: exercise.restSeconds,
    notes: exercise.notes,
    sets: exercise.sets.map((set) => ({
      setType: set.setType,
      restSeconds: set.restSeconds,
      targetRpe: set.rpe,
      targets: set.values.map(({ measurementCode, value }) => ({ measurementCode, value })),
    })),
  }));
}

async function writePlanned(tx: Tx, log: { workoutLogId: string; userId: string; startedAt: Date }, planned: PlannedExercise[]) {
  const exercises: Prisma.WorkoutLogExerciseCreateManyInput[] = [];
  const sets: Prisma.WorkoutLogSetCreateManyInput[] = [];
  planned.forEach((exercise, position) => {
    const workoutLogExerciseId = randomUUID();
    exercises.push({
      workoutLogExerciseId,
      ...log,
      exerciseCode: exercise.exerciseCode,
      position,
      supersetGroup: exercise.supersetGroup,
      restSeconds: exercise.restSeconds,
      notes: exercise.notes,
    });
    exercise.sets.forEach((set, setPosition) => {
      sets.push({
        workoutLogSetId: randomUUID(),
        workoutLogExerciseId,
        position: setPosition,
        setType: set.setType,
        restSeconds: set.restSeconds,
        targets: set.targets.length ? JSON.stringify(set.targets) : null,
      });
    });
  });
  if (exercises.length) await tx.workoutLogExercise.createMany({ data: exercises });
  if (sets.length) await tx.workoutLogSet.createMany({ data: sets });
}
