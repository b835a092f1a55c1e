// Workout logs: a member's live session and their history. The state machine (Start, Pause, Resume, End; Delete
// is its own call), the active-time arithmetic, every change saved as it is made (upserts by client-made ids, so
// a replayed change changes nothing), records, the derived summaries, and who may read a log.
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { requireUser } from '../../auth/permissions.js';
import { badInput, conflict, forbidden, notFound, type FieldError } from '../../lib/errors.js';
import { keyedBy, paginate } from '../../lib/pagination.js';
import { parseId, parseInput } from '../../lib/validate.js';
import { knownExercises } from '../workouts/exercises.js';
import { createWorkout, getWorkout, updateWorkout, workoutExercisesAsInput } from '../workouts/service.js';
import { assertCanChange } from '../content/visibility.js';
import { addFeedItems, publishFeedItems, syncFeedVisibility } from '../feed/service.js';
import { noteRecords } from '../activity/service.js';
import { areBuddies, isBlockedBetween } from '../buddies/service.js';
import { recomputeRecords } from './records.js';
import { deriveSetsDone, saveSets, setsOnly } from './save-sets.js';
import { readActiveLogRow, readLogDetail, readLogRow } from './detail.js';
import { sqlOf, type Sql } from '../../db/sql.js';
import {
  actionQuery,
  changeLogInput,
  logsQuery,
  migrationInput,
  migrationQuery,
  startLogInput,
  type ChangeLogInput,
  type LogAction,
  type LogStatus,
} from './schemas.js';

type Tx = Prisma.TransactionClient;

export type { LogDetailRow } from './detail.js';

/** Seconds trained so far: finished stretches plus the running one. */
export const activeSecondsOf = (log: { status: string; activeSeconds: number; activeSince: Date | null }, now = new Date()) =>
  log.activeSeconds +
  (log.status === 'IN_PROGRESS' && log.activeSince ? Math.max(0, Math.floor((now.getTime() - log.activeSince.getTime()) / 1000)) : 0);

/**
 * Whether the viewer may read a log: its member always; others only once it is finished, when it is PUBLIC, or
 * BUDDIES and they are buddies, and never across a block. A PRIVATE log is its member's alone, administrators
 * included. Hidden logs answer as unknown ones.
 */
async function canRead(ctx: AppContext, log: { userId: string; status: string; visibility: string }) {
  const viewer = ctx.viewer;
  if (viewer?.userId === log.userId) return true;
  if (log.status !== 'COMPLETED' || log.visibility === 'PRIVATE') return false;
  if (!viewer) return log.visibility === 'PUBLIC';
  if (await isBlockedBetween(ctx.db, viewer.userId, log.userId)) return false;
  return log.visibility === 'PUBLIC' || (await areBuddies(ctx.db, viewer.userId, log.userId));
}

async function readableLog(ctx: AppContext, rawId: unknown) {
  const workoutLogId = parseId('workoutLogId', rawId);
  const log = await ctx.db.workoutLog.findUnique({ where: { workoutLogId } });
  if (!log || !(await canRead(ctx, log))) throw notFound('Workout log');
  return log;
}

async function ownLog(ctx: AppContext, rawId: unknown) {
  const viewer = requireUser(ctx);
  const log = await readableLog(ctx, rawId);
  if (log.userId !== viewer.userId) throw forbidden('Only the member who logged a workout can change it');
  return log;
}

export async function getLog(ctx: AppContext, rawId: unknown) {
  return readLogDetail(sqlOf(ctx.db), await readableLog(ctx, rawId));
}

/** The viewer's log in progress or paused, if any: a member runs one session at a time. */
export async function activeLog(ctx: AppContext) {
  const viewer = requireUser(ctx);
  const sql = sqlOf(ctx.db);
  const log = await readActiveLogRow(sql, viewer.userId);
  return log && readLogDetail(sql, log);
}

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
    planned = detail.exercises.map((exercise) => ({
      exerciseCode: exercise.exerciseCode,
      supersetGroup: exercise.supersetGroup,
      restSeconds: exercise.restSeconds,
      notes: exercise.notes,
      sets: exercise.sets.map((set) => ({
        setType: set.setType,
        restSeconds: set.restSeconds,
        targets: set.values.map(({ measurementCode, value }) => ({ measurementCode, value })),
      })),
    }));
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
  return { log, created: true };
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

/** The moment an action happened: the client's clock for queued actions, kept between the last action and now. */
function actionMoment(log: { startedAt: Date; activeSince: Date | null; pausedAt: Date | null }, at: Date | undefined) {
  const now = new Date();
  const last = log.activeSince ?? log.pausedAt ?? log.startedAt;
  const wanted = at ?? now;
  if (wanted < last) return last;
  return wanted > now ? now : wanted;
}

const secondsBetween = (from: Date, to: Date) => Math.max(0, Math.floor((to.getTime() - from.getTime()) / 1000));

type LogRow = Prisma.WorkoutLogGetPayload<object>;

/**
 * The state machine. An action the log is already past (Pause while paused, End once ended) changes nothing, so a
 * replayed action is harmless; Pause or Resume after End is a conflict. End needs a completed set: a log without
 * one is discarded with Delete instead, which the screen offers.
 */
async function applyAction(tx: Tx, log: LogRow, action: LogAction, rawAt: Date | undefined): Promise<LogRow> {
  const status = log.status as LogStatus;
  if (status === 'COMPLETED') {
    if (action === 'End') return log;
    throw conflict('This workout has already ended');
  }
  if ((action === 'Pause' && status === 'PAUSED') || (action === 'Resume' && status === 'IN_PROGRESS')) return log;
  const at = actionMoment(log, rawAt);
  const stretch = status === 'IN_PROGRESS' && log.activeSince ? secondsBetween(log.activeSince, at) : 0;
  let data: Prisma.WorkoutLogUpdateInput;
  if (action === 'Pause') data = { status: 'PAUSED', activeSeconds: log.activeSeconds + stretch, activeSince: null, pausedAt: at };
  else if (action === 'Resume') data = { status: 'IN_PROGRESS', activeSince: at, pausedAt: null };
  else {
    const completed = await tx.workoutLogSet.count({
      where: { logExercise: { workoutLogId: log.workoutLogId }, completedAt: { not: null } },
    });
    if (!completed) throw conflict('This workout has no completed sets: discard it instead of finishing it');
    data = { status: 'COMPLETED', activeSeconds: log.activeSeconds + stretch, activeSince: null, pausedAt: null, endedAt: at };
  }
  await tx.workoutLogAction.create({ data: { workoutLogId: log.workoutLogId, action, at } });
  return tx.workoutLog.update({ where: { workoutLogId: log.workoutLogId }, data });
}

/**
 * A change to a log, an action, or both: `PUT /workout-logs/{id}?action=` with the changed fields as the body.
 * Answers the log's row: a live logger saving a set asks for little of what is under it (see json.ts).
 */
export async function changeLog(ctx: AppContext, rawId: unknown, rawQuery: unknown, rawBody: unknown): Promise<LogRow> {
  const viewer = requireUser(ctx);
  const query = parseInput(actionQuery, rawQuery ?? {});
  const parsed = changeLogInput.safeParse(rawBody ?? {});
  if (!query.action && parsed.success && setsOnly(parsed.data)) {
    const saved = await saveSets(ctx.db, viewer.userId, parseId('workoutLogId', rawId), parsed.data);
    if (saved) return saved;
  }
  // An unknown or foreign log answers before a bad body does.
  const current = await ownLog(ctx, rawId);
  const input = parsed.success ? parsed.data : parseInput(changeLogInput, rawBody ?? {});
  const checked = await checkChanges(ctx, current.workoutLogId, input);
  const feedItemIds: string[] = [];
  await ctx.db.$transaction(async (tx) => {
    let log = await tx.workoutLog.findUniqueOrThrow({ where: { workoutLogId: current.workoutLogId } });
    const touched = await writeChanges(tx, log, input, checked);
    if (touched.exerciseIds.size || touched.removed) await rederive(tx, sqlOf(ctx.db, tx), log, touched);
    if (input.workoutLogTitle !== undefined || input.notes !== undefined || input.perceivedEffort !== undefined || input.visibility) {
      log = await tx.workoutLog.update({
        where: { workoutLogId: log.workoutLogId },
        data: {
          ...(input.workoutLogTitle ? { title: input.workoutLogTitle } : {}),
          ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
          ...(input.perceivedEffort !== undefined ? { perceivedEffort: input.perceivedEffort } : {}),
          ...(input.visibility ? { visibility: input.visibility } : {}),
        },
      });
      if (input.visibility) await syncFeedVisibility(tx, { workoutLogId: log.workoutLogId }, input.visibility);
    }
    if (query.action) {
      const before = log.status;
      log = await applyAction(tx, log, query.action, query.at);
      if (before !== 'COMPLETED' && log.status === 'COMPLETED') feedItemIds.push(...(await announceLog(tx, log)));
    }
  });
  await publishFeedItems(ctx, feedItemIds);
  if (query.action === 'End') await noteRecords(ctx, current.workoutLogId);
  return (await readLogRow(sqlOf(ctx.db), current.workoutLogId))!;
}

/** A finished log goes to the feed: one item, which shows the records the log set. */
async function announceLog(tx: Tx, log: LogRow) {
  return addFeedItems(tx, [
    {
      actorUserId: log.userId,
      contentType: 'WORKOUT_LOG',
      visibility: log.visibility,
      workoutLogId: log.workoutLogId,
      createdAt: log.endedAt ?? new Date(),
    },
  ]);
}

interface CheckedChanges {
  exerciseTypes: Map<string, string[]>;
}

/** Every code must exist, every value must be one of its exercise's measurements, every id must be this log's. */
async function checkChanges(ctx: AppContext, workoutLogId: string, input: ChangeLogInput): Promise<CheckedChanges> {
  const exercises = input.exercises ?? [];
  const errors: FieldError[] = [];
  const existingExercises = await ctx.db.workoutLogExercise.findMany({
    where: { workoutLogExerciseId: { in: exercises.map((exercise) => exercise.workoutLogExerciseId) } },
    select: { workoutLogExerciseId: true, workoutLogId: true, exerciseCode: true },
  });
  const existingById = new Map(existingExercises.map((row) => [row.workoutLogExerciseId, row]));
  const setIds = exercises.flatMap((exercise) => (exercise.sets ?? []).map((set) => set.workoutLogSetId));
  const foreignSets = setIds.length
    ? await ctx.db.workoutLogSet.findMany({
        where: { workoutLogSetId: { in: setIds }, logExercise: { workoutLogId: { not: workoutLogId } } },
        select: { workoutLogSetId: true },
      })
    : [];
  const foreign = new Set(foreignSets.map((set) => set.workoutLogSetId));
  const codes = exercises.map((exercise) => exercise.exerciseCode ?? existingById.get(exercise.workoutLogExerciseId)?.exerciseCode ?? '');
  const known = await knownExercises(ctx, codes.filter(Boolean), 'log');
  const exerciseTypes = new Map<string, string[]>();
  exercises.forEach((exercise, index) => {
    const field = `exercises.${index}`;
    const existing = existingById.get(exercise.workoutLogExerciseId);
    if (existing && existing.workoutLogId !== workoutLogId)
      errors.push({ field: `${field}.workoutLogExerciseId`, message: 'This id is taken' });
    const code = codes[index]!;
    if (!code) {
      errors.push({ field: `${field}.exerciseCode`, message: 'Required for a new exercise' });
      return;
    }
    const exercise_ = known.get(code.toUpperCase());
    if (!exercise_) {
      errors.push({ field: `${field}.exerciseCode`, message: `No exercise ${code}` });
      return;
    }
    exerciseTypes.set(exercise.workoutLogExerciseId, exercise_.measurements);
    (exercise.sets ?? []).forEach((set, setIndex) => {
      if (foreign.has(set.workoutLogSetId))
        errors.push({ field: `${field}.sets.${setIndex}.workoutLogSetId`, message: 'This id is taken' });
      (set.values ?? []).forEach((value, valueIndex) => {
        if (!exercise_.measurements.includes(value.measurementCode))
          errors.push({
            field: `${field}.sets.${setIndex}.values.${valueIndex}.measurementCode`,
            message: `${exercise_.exerciseName} logs ${exercise_.measurements.join(', ')}`,
          });
      });
    });
  });
  if (errors.length)
    throw errors.length === 1
      ? badInput(`${errors[0]!.field}: ${errors[0]!.message}`, errors)
      : badInput('Some fields are not valid', errors);
  // Merged-away codes name the exercise they live on in.
  return { exerciseTypes: new Map([...exerciseTypes].map(([id, measurements]) => [id, measurements])) };
}

interface Touched {
  /** Exercises whose sets changed: their aggregates are derived again. */
  exerciseIds: Set<string>;
  /** Codes whose records must be derived again from the member's whole history of them. */
  recompute: Set<string>;
  /** Sets ticked in this change, checked against the current records by key. */
  newlyCompleted: Set<string>;
  removed: boolean;
}

async function writeChanges(tx: Tx, log: LogRow, input: ChangeLogInput, _checked: CheckedChanges): Promise<Touched> {
  const touched: Touched = { exerciseIds: new Set(), recompute: new Set(), newlyCompleted: new Set(), removed: false };
  const live = log.status !== 'COMPLETED';
  const exercises = input.exercises ?? [];
  const setIds = exercises.flatMap((exercise) => (exercise.sets ?? []).map((set) => set.workoutLogSetId));
  const [before, beforeSets] = await Promise.all([
    tx.workoutLogExercise.findMany({
      where: {
        workoutLogId: log.workoutLogId,
        workoutLogExerciseId: { in: [...exercises.map((exercise) => exercise.workoutLogExerciseId), ...(input.removedExerciseIds ?? [])] },
      },
      select: { workoutLogExerciseId: true, exerciseCode: true, completedSetCount: true },
    }),
    tx.workoutLogSet.findMany({
      where: { workoutLogSetId: { in: [...setIds, ...(input.removedSetIds ?? [])] }, logExercise: { workoutLogId: log.workoutLogId } },
      select: {
        workoutLogSetId: true,
        completedAt: true,
        setType: true,
        values: { select: { measurementCode: true, value: true } },
        logExercise: { select: { workoutLogExerciseId: true, exerciseCode: true } },
      },
    }),
  ]);
  const exerciseBefore = new Map(before.map((row) => [row.workoutLogExerciseId, row]));
  const setBefore = new Map(beforeSets.map((row) => [row.workoutLogSetId, row]));

  // Removals first, so that an id moved elsewhere in the same change is written after it is gone.
  if (input.removedSetIds?.length) {
    for (const id of input.removedSetIds) {
      const set = setBefore.get(id);
      if (!set) continue;
      touched.exerciseIds.add(set.logExercise.workoutLogExerciseId);
      if (set.completedAt) touched.recompute.add(set.logExercise.exerciseCode);
    }
    const { count } = await tx.workoutLogSet.deleteMany({
      where: { workoutLogSetId: { in: input.removedSetIds }, logExercise: { workoutLogId: log.workoutLogId } },
    });
    if (count) touched.removed = true;
  }
  if (input.removedExerciseIds?.length) {
    for (const id of input.removedExerciseIds) {
      const exercise = exerciseBefore.get(id);
      if (exercise && exercise.completedSetCount > 0) touched.recompute.add(exercise.exerciseCode);
    }
    const { count } = await tx.workoutLogExercise.deleteMany({
      where: { workoutLogExerciseId: { in: input.removedExerciseIds }, workoutLogId: log.workoutLogId },
    });
    if (count) touched.removed = true;
  }

  const valuesReplaced: string[] = [];
  const newValues: Prisma.WorkoutLogSetValueCreateManyInput[] = [];
  for (const [position, exercise] of exercises.entries()) {
    const previous = exerciseBefore.get(exercise.workoutLogExerciseId);
    const code = (exercise.exerciseCode ?? previous?.exerciseCode)!.toUpperCase();
    const swapped = previous && exercise.exerciseCode && previous.exerciseCode !== code;
    if (swapped && previous.completedSetCount > 0) {
      touched.recompute.add(previous.exerciseCode);
      touched.recompute.add(code);
    }
    const fields = {
      ...(exercise.exerciseCode ? { exerciseCode: code } : {}),
      ...(exercise.position !== undefined ? { position: exercise.position } : {}),
      ...(exercise.supersetGroup !== undefined ? { supersetGroup: exercise.supersetGroup } : {}),
      ...(exercise.restSeconds !== undefined ? { restSeconds: exercise.restSeconds } : {}),
      ...(exercise.notes !== undefined ? { notes: exercise.notes || null } : {}),
    };
    await tx.workoutLogExercise.upsert({
      where: { workoutLogExerciseId: exercise.workoutLogExerciseId },
      create: {
        workoutLogExerciseId: exercise.workoutLogExerciseId,
        workoutLogId: log.workoutLogId,
        userId: log.userId,
        startedAt: log.startedAt,
        exerciseCode: code,
        position: exercise.position ?? position,
        supersetGroup: exercise.supersetGroup ?? null,
        restSeconds: exercise.restSeconds ?? null,
        notes: exercise.notes || null,
      },
      update: fields,
    });
    if (!previous) touched.exerciseIds.add(exercise.workoutLogExerciseId);
    for (const [setPosition, set] of (exercise.sets ?? []).entries()) {
      touched.exerciseIds.add(exercise.workoutLogExerciseId);
      const was = setBefore.get(set.workoutLogSetId);
      if (was && was.logExercise.workoutLogExerciseId !== exercise.workoutLogExerciseId)
        touched.exerciseIds.add(was.logExercise.workoutLogExerciseId);
      const completedAt =
        set.completed === false ? null : set.completed === true ? (was?.completedAt ?? set.completedAt ?? new Date()) : undefined;
      const valuesChanged =
        set.values !== undefined &&
        JSON.stringify([...set.values].sort((a, b) => a.measurementCode.localeCompare(b.measurementCode))) !==
          JSON.stringify(
            (was?.values ?? [])
              .map(({ measurementCode, value }) => ({ measurementCode, value }))
              .sort((a, b) => a.measurementCode.localeCompare(b.measurementCode)),
          );
      const wasCompleted = !!was?.completedAt;
      const isCompleted = completedAt === undefined ? wasCompleted : !!completedAt;
      const typeChanged = set.setType !== undefined && was !== undefined && set.setType !== was.setType;
      if (wasCompleted && (!isCompleted || valuesChanged || typeChanged || was.logExercise.exerciseCode !== code)) {
        touched.recompute.add(was.logExercise.exerciseCode);
        touched.recompute.add(code);
      } else if (!wasCompleted && isCompleted) {
        if (live) touched.newlyCompleted.add(set.workoutLogSetId);
        else touched.recompute.add(code);
      }
      const setFields = {
        workoutLogExerciseId: exercise.workoutLogExerciseId,
        ...(set.position !== undefined ? { position: set.position } : {}),
        ...(set.setType !== undefined ? { setType: set.setType } : {}),
        ...(set.rpe !== undefined ? { rpe: set.rpe } : {}),
        ...(set.restSeconds !== undefined ? { restSeconds: set.restSeconds } : {}),
        ...(set.notes !== undefined ? { notes: set.notes || null } : {}),
        ...(completedAt !== undefined ? { completedAt } : {}),
        ...(completedAt === null ? { records: '' } : {}),
      };
      await tx.workoutLogSet.upsert({
        where: { workoutLogSetId: set.workoutLogSetId },
        create: {
          workoutLogSetId: set.workoutLogSetId,
          position: set.position ?? setPosition,
          setType: set.setType ?? 'NORMAL',
          ...setFields,
          completedAt: completedAt ?? null,
        },
        update: setFields,
      });
      if (set.values !== undefined && (valuesChanged || !was)) {
        valuesReplaced.push(set.workoutLogSetId);
        for (const value of set.values) newValues.push({ workoutLogSetId: set.workoutLogSetId, ...value });
      }
    }
  }
  if (valuesReplaced.length) await tx.workoutLogSetValue.deleteMany({ where: { workoutLogSetId: { in: valuesReplaced } } });
  if (newValues.length) await tx.workoutLogSetValue.createMany({ data: newValues });
  return touched;
}

/** Records, each touched exercise's numbers and the log's summary, derived again after a change. */
async function rederive(tx: Tx, sql: Sql, log: LogRow, touched: Touched) {
  for (const code of touched.recompute) await recomputeRecords(tx, log.userId, code);
  await deriveSetsDone(sql, log, [...touched.newlyCompleted], [...touched.exerciseIds], touched.recompute);
}

/**
 * Deletes those of the member's logs among ids, with their exercises, sets and values, and their feed items with the
 * props and comments on them (all by cascade). Answers how many went and the exercises whose records the caller must
 * derive again: the records they held pass to the next best sets.
 */
export async function deleteLogs(tx: Tx, userId: string, ids: string[]) {
  const codes = await tx.workoutLogExercise.findMany({
    where: { userId, workoutLogId: { in: ids }, completedSetCount: { gt: 0 } },
    select: { exerciseCode: true },
    distinct: ['exerciseCode'],
  });
  const { count } = await tx.workoutLog.deleteMany({ where: { userId, workoutLogId: { in: ids } } });
  return { count, exerciseCodes: codes.map(({ exerciseCode }) => exerciseCode) };
}

/** Deletes a log (a discarded session or a past one). */
export async function deleteLog(ctx: AppContext, rawId: unknown) {
  const log = await ownLog(ctx, rawId);
  await ctx.db.$transaction(async (tx) => {
    const { exerciseCodes } = await deleteLogs(tx, log.userId, [log.workoutLogId]);
    for (const code of exerciseCodes) await recomputeRecords(tx, log.userId, code);
  });
}

/** The viewer's logs, newest first, optionally within [from, to) and of one status: the logbook and its calendar. */
export async function listLogs(ctx: AppContext, rawQuery: unknown) {
  const viewer = requireUser(ctx);
  const query = parseInput(logsQuery, rawQuery ?? {});
  const where: Prisma.WorkoutLogWhereInput = {
    userId: viewer.userId,
    ...(query.from || query.to ? { startedAt: { ...(query.from ? { gte: query.from } : {}), ...(query.to ? { lt: query.to } : {}) } } : {}),
    ...(query.status ? { status: query.status } : {}),
  };
  return paginate(
    query,
    keyedBy('workoutLogId'),
    (window) => ctx.db.workoutLog.findMany({ where, orderBy: [{ startedAt: 'desc' }, { workoutLogId: 'desc' }], ...window }),
    () => ctx.db.workoutLog.count({ where }),
  );
}

/**
 * A log's sets turned into a workout: the workout it came from updated with what was done (its author only), or
 * a new private draft of the viewer's. The completed sets' values become the targets; sets never ticked are left out.
 */
export async function migrateLogToWorkout(ctx: AppContext, rawQuery: unknown, rawBody: unknown) {
  const query = parseInput(migrationQuery, rawQuery ?? {});
  const input = parseInput(migrationInput, rawBody ?? {});
  const log = await ownLog(ctx, query.workoutLogId);
  const detail = await readLogDetail(sqlOf(ctx.db), log);
  const workoutExercises = detail.exercises
    .map((exercise) => ({ ...exercise, sets: exercise.sets.filter((set) => set.completedAt) }))
    .filter((exercise) => exercise.sets.length)
    .map((exercise) => ({
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
