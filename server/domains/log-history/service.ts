// A member's whole history in and out. Import reads every session of a Strong or Hevy CSV export as a finished log:
// a preview first (sessions, dates, sets, and each exercise name with its best Flexicon match and other candidates,
// so the member can correct or skip), then the import with the member's choices. Importing the same file again adds
// nothing: each session is keyed by its source, start and title. Records are derived once per exercise at the end.
// Each import is kept as a row of its own, which the member can undo: that removes exactly the logs it wrote.
//
// A name the member keeps as their own becomes an exercise of theirs (exercises/own.ts), of the type they chose (the
// sets' columns suggest one): made in the transaction of the first logs that use it, so it exists only while a log
// does; an undo removes the ones its logs used that no log uses any more. Importing again finds it by its name.
import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { insertRows, sqlOf } from '../../db/sql.js';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { requireUser } from '../../auth/permissions.js';
import { AppError, badInput, notFound } from '../../lib/errors.js';
import { keep, parseId, parseInput } from '../../lib/validate.js';
import type { HistorySession } from '../workout-import/csv.js';
import { readingFor, readingFields } from '../workout-import/reading.js';
import { loadMatcher, type Candidate, type Matcher } from '../workout-import/matcher.js';
import { targetsFor } from '../../../common/import-targets.js';
import { OWN_EXERCISE_TYPE_CODES, ownTypeFor } from '../../../common/own-exercises.js';
import { ownExerciseRow } from '../exercises/own.js';
import { ownExercises } from '../exercises/visibility.js';
import { visibilitySchema } from '../workouts/schemas.js';
import { exerciseAggregates } from '../workout-logs/metrics.js';
import { recomputeRecords } from '../workout-logs/records.js';
import { deleteLogs } from '../workout-logs/delete.js';
import { MAX_HISTORY_BYTES, readHistory, type HistoryFormat } from './csv.js';

export { MAX_HISTORY_BYTES, MAX_HISTORY_ROWS } from './csv.js';

type Tx = Prisma.TransactionClient;

/**
 * Sessions written (and, undoing an import, removed) per transaction. Each batch commits on its own so that, on
 * SQLite, members logging sets are never kept waiting behind a long import for more than a moment, and the import can
 * report progress as it goes. A file cut off half-way is not half-imported for good: importing it again adds only the
 * sessions still missing.
 */
const SESSIONS_PER_BATCH = 100;

export interface HistorySource {
  text?: string | null;
  file?: { data: Buffer; fileName?: string | null } | null;
}

export interface ImportProgress {
  phase: 'writing' | 'records';
  sessionsDone: number;
  sessionCount: number;
}

function textOf(source: HistorySource): string {
  if (source.file) {
    if (source.file.data.length > MAX_HISTORY_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 10 MB');
    return source.file.data.toString('utf8');
  }
  const text = source.text ?? '';
  if (Buffer.byteLength(text) > MAX_HISTORY_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 10 MB');
  return text;
}

const importKeyOf = (format: HistoryFormat, session: HistorySession) =>
  createHash('sha256')
    .update(`${format}\u0000${session.startedAt.toISOString()}\u0000${session.workout.workoutTitle}`)
    .digest('base64url')
    .slice(0, 32);

export const importOptions = z
  .object({
    /** Source exercise name → the Flexicon code to log it as, or null to leave it out. */
    mapping: keep(
      z
        .record(z.string().max(200), z.string().max(64).nullable())
        .refine((mapping) => Object.keys(mapping).length <= 5000, 'At most 5,000 exercise names'),
    ),
    /** Source exercise name → the type of the member's own exercise to keep it as, under that name. */
    keepAsOwn: keep(
      z
        .record(z.string().max(200), z.enum(OWN_EXERCISE_TYPE_CODES))
        .refine((keepAsOwn) => Object.keys(keepAsOwn).length <= 5000, 'At most 5,000 exercise names'),
    ),
    visibility: keep(visibilitySchema),
    ...readingFields,
  })
  .strict();

async function plan(ctx: AppContext, source: HistorySource, rawOptions: unknown) {
  const viewer = requireUser(ctx);
  const options = parseInput(importOptions, rawOptions ?? {});
  const reading = await readingFor(ctx, viewer.userId, options);
  const history = readHistory(textOf(source), reading);
  const matcher = await loadMatcher(ctx, 'log');
  const names = new Map<
    string,
    { sets: number; match: ReturnType<Matcher['match']>; values: HistorySession['workout']['exercises'][number]['sets'] }
  >();
  for (const session of history.sessions)
    for (const exercise of session.workout.exercises) {
      const entry = names.get(exercise.sourceName) ?? { sets: 0, match: matcher.match(exercise.sourceName), values: [] };
      entry.sets += exercise.sets.length;
      entry.values.push(...exercise.sets);
      names.set(exercise.sourceName, entry);
    }
  const kept = new Map<string, OwnChoice>();
  const measurementsOf = await typeMeasurements(ctx, Object.values(options.keepAsOwn ?? {}));
  const chosen = new Map<string, Candidate | null>();
  for (const [name, entry] of names) {
    const picked = options.mapping?.[name];
    const ownType = options.keepAsOwn?.[name];
    if (ownType && picked !== undefined)
      throw badInput(`keepAsOwn: “${name}” is mapped as well`, [{ field: `keepAsOwn.${name}`, message: 'Mapped to an exercise as well' }]);
    if (ownType) {
      // Kept before under this name: the exercise it became is the one the name means now.
      const mine = matcher.own(name);
      if (mine) chosen.set(name, mine);
      else {
        const choice = { exerciseTypeCode: ownType, measurements: measurementsOf.get(ownType) ?? [], row: null };
        kept.set(name, choice);
        chosen.set(name, null);
      }
    } else if (picked === null) chosen.set(name, null);
    else if (picked !== undefined) {
      const candidate = matcher.byCode(picked);
      if (!candidate)
        throw badInput(`mapping: No exercise ${picked} for “${name}”`, [{ field: `mapping.${name}`, message: `No exercise ${picked}` }]);
      chosen.set(name, candidate);
    } else chosen.set(name, entry.match.best);
  }
  const keys = history.sessions.map((session) => importKeyOf(history.format, session));
  const existing = await existingKeys(ctx.db, viewer.userId, keys);
  return { viewer, options, reading, history, names, chosen, kept, keys, existing };
}

interface OwnChoice {
  exerciseTypeCode: string;
  measurements: string[];
  /** The exercise once a batch has made it. */
  row: Prisma.ExerciseCreateManyInput | null;
}

async function typeMeasurements(ctx: AppContext, codes: string[]) {
  if (!codes.length) return new Map<string, string[]>();
  const rows = await ctx.db.exerciseTypeMeasurement.findMany({
    where: { exerciseTypeCode: { in: [...new Set(codes)] } },
    orderBy: { sortOrder: 'asc' },
    select: { exerciseTypeCode: true, measurementCode: true },
  });
  const byType = new Map<string, string[]>();
  for (const row of rows) byType.set(row.exerciseTypeCode, [...(byType.get(row.exerciseTypeCode) ?? []), row.measurementCode]);
  return byType;
}

/** Which of these sessions the member already has, looked up a chunk of keys at a time. */
async function existingKeys(db: Tx, userId: string, keys: string[]) {
  const found = new Set<string>();
  for (let start = 0; start < keys.length; start += 500) {
    const rows = await db.workoutLog.findMany({
      where: { userId, importKey: { in: keys.slice(start, start + 500) } },
      select: { importKey: true },
    });
    for (const row of rows) found.add(row.importKey!);
  }
  return found;
}

export async function previewLogImport(ctx: AppContext, source: HistorySource, rawOptions?: unknown) {
  const { reading, history, names, chosen, kept, keys, existing } = await plan(ctx, source, rawOptions);
  const starts = history.sessions.map((session) => session.startedAt.getTime());
  return {
    source: history.format,
    ...history.units,
    timeZone: reading.timeZone,
    sessionCount: history.sessions.length,
    alreadyImported: keys.filter((key) => existing.has(key)).length,
    setCount: history.sessions.reduce(
      (sum, session) => sum + session.workout.exercises.reduce((n, exercise) => n + exercise.sets.length, 0),
      0,
    ),
    firstDate: starts.length ? new Date(Math.min(...starts)) : null,
    lastDate: starts.length ? new Date(Math.max(...starts)) : null,
    exercises: [...names].map(([sourceName, entry]) => ({
      sourceName,
      setCount: entry.sets,
      exercise: chosen.get(sourceName) ?? null,
      candidates: entry.match.candidates,
      suggestedOwnType: ownTypeFor(entry.values),
      keptAsOwnType: kept.get(sourceName)?.exerciseTypeCode ?? null,
    })),
  };
}

interface Batch {
  ownExercises: Prisma.ExerciseCreateManyInput[];
  logs: Record<string, unknown>[];
  exercises: Record<string, unknown>[];
  sets: Record<string, unknown>[];
  values: Record<string, unknown>[];
  keys: string[];
}

/** Imports every session not imported before, as finished logs of the member's; reports progress per batch. */
export async function importLogs(
  ctx: AppContext,
  source: HistorySource,
  rawOptions?: unknown,
  onProgress?: (progress: ImportProgress) => void,
) {
  const { viewer, options, history, chosen, kept, keys, existing } = await plan(ctx, source, rawOptions);
  const now = new Date();
  // Made up front so that every log can carry it; the row itself is written with the first batch of logs.
  const logImport = { logImportId: randomUUID(), source: history.format, fileName: source.file?.fileName?.slice(0, 255) ?? null };
  const sessionCount = history.sessions.length;
  const codes = new Set<string>();
  let skippedExercises = 0;
  let logsImported = 0;
  let setsImported = 0;

  const build = (from: number, to: number): Batch => {
    const batch: Batch = { ownExercises: [], logs: [], exercises: [], sets: [], values: [], keys: [] };
    for (let index = from; index < to; index++) {
      const session = history.sessions[index]!;
      const importKey = keys[index]!;
      if (existing.has(importKey)) continue;
      existing.add(importKey);
      const workoutLogId = randomUUID();
      let setCount = 0;
      let volume = 0;
      let position = 0;
      for (const exercise of session.workout.exercises) {
        const match = chosen.get(exercise.sourceName) ?? ownExercise(batch, exercise.sourceName);
        if (!match) {
          skippedExercises++;
          continue;
        }
        const workoutLogExerciseId = randomUUID();
        const logged = exercise.sets.map((set, setPosition) => {
          const workoutLogSetId = randomUUID();
          const done = targetsFor(set, match.measurements).targets.map(({ measurementCode, value }) => ({ measurementCode, value }));
          batch.sets.push({
            workoutLogSetId,
            workoutLogExerciseId,
            position: setPosition,
            setType: set.setType,
            rpe: set.rpe !== null && set.rpe >= 1 && set.rpe <= 10 ? Math.round(set.rpe * 2) / 2 : null,
            // The logger's own sets hold no more; longer notes are cut rather than refused.
            notes: set.notes?.slice(0, 1000) ?? null,
            completedAt: session.startedAt,
            records: '',
          });
          for (const value of done) batch.values.push({ workoutLogSetId, measurementCode: value.measurementCode, value: value.value });
          return { id: workoutLogSetId, setType: set.setType, completed: true, values: done };
        });
        const aggregates = exerciseAggregates(logged);
        batch.exercises.push({
          workoutLogExerciseId,
          workoutLogId,
          userId: viewer.userId,
          startedAt: session.startedAt,
          exerciseCode: match.exerciseCode,
          position: position++,
          supersetGroup: exercise.supersetGroup,
          restSeconds: exercise.restSeconds === null ? null : Math.min(3600, exercise.restSeconds),
          notes: exercise.notes?.slice(0, 1000) ?? null,
          ...aggregates,
        });
        codes.add(match.exerciseCode);
        setCount += aggregates.completedSetCount;
        volume += aggregates.volume;
      }
      const endedAt = session.endedAt && session.endedAt > session.startedAt ? session.endedAt : session.startedAt;
      batch.keys.push(importKey);
      batch.logs.push({
        workoutLogId,
        userId: viewer.userId,
        title: session.workout.workoutTitle.slice(0, 120),
        notes: session.workout.workoutDescription?.slice(0, 1000) ?? null,
        status: 'COMPLETED',
        visibility: options.visibility ?? 'PRIVATE',
        startedAt: session.startedAt,
        endedAt,
        activeSeconds: Math.round((endedAt.getTime() - session.startedAt.getTime()) / 1000),
        exerciseCount: position,
        setCount,
        totalVolume: volume,
        personalRecordCount: 0,
        importKey,
        logImportId: logImport.logImportId,
        createdAt: now,
        updatedAt: now,
      });
    }
    return batch;
  };

  /** The member's own exercise for a name kept as such, made with the first batch that logs it. */
  const ownExercise = (batch: Batch, name: string): Pick<Candidate, 'exerciseCode' | 'measurements'> | null => {
    const choice = kept.get(name);
    if (!choice) return null;
    if (!choice.row) {
      choice.row = ownExerciseRow(viewer.userId, name, choice.exerciseTypeCode);
      batch.ownExercises.push(choice.row);
    }
    return { exerciseCode: choice.row.exerciseCode, measurements: choice.measurements };
  };

  onProgress?.({ phase: 'writing', sessionsDone: 0, sessionCount });
  for (let from = 0; from < sessionCount; from += SESSIONS_PER_BATCH) {
    const to = Math.min(sessionCount, from + SESSIONS_PER_BATCH);
    const batch = build(from, to);
    if (batch.logs.length) await writeBatch(ctx, viewer.userId, batch, { ...logImport, first: logsImported === 0 });
    logsImported += batch.logs.length;
    setsImported += batch.sets.length;
    onProgress?.({ phase: 'writing', sessionsDone: to, sessionCount });
  }
  if (codes.size) {
    onProgress?.({ phase: 'records', sessionsDone: sessionCount, sessionCount });
    await deriveRecords(ctx, viewer.userId, [...codes]);
  }
  return {
    logsImported,
    alreadyImported: sessionCount - logsImported,
    setsImported,
    exercisesSkipped: skippedExercises,
    logImportId: logsImported ? logImport.logImportId : null,
    ownExercises: [...kept.values()].flatMap(({ row }) =>
      row ? [{ exerciseCode: row.exerciseCode, exerciseName: row.exerciseName, exerciseTypeCode: row.exerciseTypeCode }] : [],
    ),
  };
}

/**
 * One batch in one transaction, with the import's row and its counts: an import cut off part-way is listed with the
 * logs it did write, and can be undone like any other.
 */
async function writeBatch(
  ctx: AppContext,
  userId: string,
  batch: Batch,
  logImport: { logImportId: string; source: string; fileName: string | null; first: boolean },
) {
  try {
    await ctx.db.$transaction(
      async (tx) => {
        const sql = sqlOf(ctx.db, tx);
        const counts = { logCount: batch.logs.length, setCount: batch.sets.length };
        if (logImport.first)
          await tx.logImport.create({
            data: { logImportId: logImport.logImportId, userId, source: logImport.source, fileName: logImport.fileName, ...counts },
          });
        else
          await tx.logImport.update({
            where: { logImportId: logImport.logImportId },
            data: { logCount: { increment: counts.logCount }, setCount: { increment: counts.setCount } },
          });
        if (batch.ownExercises.length) await tx.exercise.createMany({ data: batch.ownExercises });
        await insertRows(sql, 'WorkoutLog', batch.logs);
        await insertRows(sql, 'WorkoutLogExercise', batch.exercises);
        await insertRows(sql, 'WorkoutLogSet', batch.sets);
        await insertRows(sql, 'WorkoutLogSetValue', batch.values);
      },
      { timeout: 60_000, maxWait: 20_000 },
    );
  } catch (error) {
    // Two imports of the same file at once: the second finds the first's sessions on their unique key.
    const again = await existingKeys(ctx.db, userId, batch.keys);
    if (again.size) throw new AppError('CONFLICT', 'This file is being imported already; try again when that import is done');
    throw error;
  }
}

/**
 * Records from the member's whole history of each exercise the import touched, one exercise at a time (each log
 * whose badges change counts its records again): older sessions coming in can take a badge from a newer log's set.
 */
async function deriveRecords(ctx: AppContext, userId: string, codes: string[]) {
  for (const code of codes) await ctx.db.$transaction((tx) => recomputeRecords(tx, userId, code), { timeout: 60_000, maxWait: 20_000 });
}

/** The member's imports, newest first: what an import wrote, so that it can be undone. */
export async function listLogImports(ctx: AppContext) {
  const viewer = requireUser(ctx);
  return ctx.db.logImport.findMany({
    where: { userId: viewer.userId },
    orderBy: [{ createdAt: 'desc' }, { logImportId: 'desc' }],
    select: { logImportId: true, source: true, fileName: true, logCount: true, setCount: true, createdAt: true },
  });
}

/**
 * Removes exactly the logs an import wrote (logs kept by hand, and other imports', stay), a batch per transaction as
 * the import wrote them, then derives the records of the exercises they held again and forgets the import. An undo
 * cut off part-way can be asked again: it removes what is left. Another member's import answers as an unknown one.
 */
export async function undoLogImport(ctx: AppContext, rawId: unknown) {
  const viewer = requireUser(ctx);
  const logImportId = parseId('logImportId', rawId);
  const logImport = await ctx.db.logImport.findUnique({ where: { logImportId }, select: { userId: true } });
  if (!logImport || logImport.userId !== viewer.userId) throw notFound('Import');
  const ownUsed = await ctx.db.workoutLogExercise.findMany({
    where: { userId: viewer.userId, workoutLog: { logImportId }, exercise: ownExercises(viewer.userId) },
    select: { exerciseCode: true },
    distinct: ['exerciseCode'],
  });
  const codes = new Set<string>();
  let logsRemoved = 0;
  for (;;) {
    const batch = await ctx.db.workoutLog.findMany({
      where: { userId: viewer.userId, logImportId },
      select: { workoutLogId: true },
      take: SESSIONS_PER_BATCH,
    });
    if (!batch.length) break;
    const { count, exerciseCodes } = await ctx.db.$transaction(
      (tx) =>
        deleteLogs(
          tx,
          viewer.userId,
          batch.map((log) => log.workoutLogId),
        ),
      { timeout: 60_000, maxWait: 20_000 },
    );
    logsRemoved += count;
    for (const code of exerciseCodes) codes.add(code);
  }
  await deriveRecords(ctx, viewer.userId, [...codes]);
  // The member's own exercises the import's logs used go with them, unless a log of theirs still uses one.
  const { count: ownExercisesRemoved } = await ctx.db.exercise.deleteMany({
    where: {
      AND: [ownExercises(viewer.userId), { exerciseCode: { in: ownUsed.map((row) => row.exerciseCode) } }],
      logExercises: { none: {} },
      workoutExercises: { none: {} },
    },
  });
  await ctx.db.logImport.deleteMany({ where: { logImportId } });
  return { logsRemoved, ownExercisesRemoved };
}
