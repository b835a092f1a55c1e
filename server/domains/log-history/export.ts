// A member's finished logs written out: as Strong 6 writes its CSV, as Hevy writes its CSV (so other apps read them,
// and so does this app's history import), or as JSON that keeps everything, codes included. Times in the CSV files
// are the wall clock of the member's time zone, as the apps themselves write them.
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { requireUser } from '../../auth/permissions.js';

/** Logs read per query, so a long history is never held whole. */
const PAGE = 200;

export const EXPORT_FORMATS = ['strong', 'hevy', 'json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportQuery = z.object({
  format: z
    .enum(EXPORT_FORMATS, { error: 'Use strong, hevy or json' })
    .default('csv')
    .describe('strong: Strong 6’s CSV; hevy: Hevy’s CSV; json; csv is hevy, as it was before Strong’s layout came'),
});

/** The file's name ending and type. */
export const exportFileOf = (format: ExportFormat) =>
  format === 'json'
    ? { suffix: '.json', contentType: 'application/json; charset=utf-8' }
    : { suffix: format === 'strong' ? '-strong.csv' : '-hevy.csv', contentType: 'text/csv; charset=utf-8' };

const STRONG_COLUMNS = [
  'Workout #',
  'Date',
  'Workout Name',
  'Duration (sec)',
  'Exercise Name',
  'Set Order',
  'Weight (kg)',
  'Reps',
  'RPE',
  'Distance (meters)',
  'Seconds',
  'Notes',
  'Workout Notes',
] as const;

const STRONG_SET_ORDER: Record<string, string> = { WARMUP: 'W', DROP: 'D', FAILURE: 'F' };

const HEVY_COLUMNS = [
  'title',
  'start_time',
  'end_time',
  'description',
  'exercise_title',
  'superset_id',
  'exercise_notes',
  'set_index',
  'set_type',
  'weight_kg',
  'reps',
  'distance_km',
  'duration_seconds',
  'rpe',
] as const;

const HEVY_SET_TYPES: Record<string, string> = { WARMUP: 'warmup', NORMAL: 'normal', DROP: 'dropset', FAILURE: 'failure' };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A cell a spreadsheet would run as a formula is written as text. */
function guarded(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
}

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

export function csvCell(value: unknown): string {
  const safe = guarded(value);
  return /[",\n\r]/.test(safe) ? quoted(safe) : safe;
}

const hevyLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\n`;
/** Strong quotes every cell and separates them with semicolons. */
const strongLine = (cells: readonly unknown[]) => `${cells.map((cell) => quoted(guarded(cell))).join(';')}\n`;

/** A stored value without the noise of binary fractions (0.30000000000000004 → 0.3), its digits otherwise kept. */
const figure = (value: number | null) => (value === null ? null : Number(value.toPrecision(12)));

/** The parts of an instant on the wall clock of a time zone; UTC when the member has none, or one Intl does not know. */
function wallClock(timeZone: string | null) {
  const options: Intl.DateTimeFormatOptions = {
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  };
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: timeZone ?? 'UTC' });
  } catch {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  }
  return (at: Date) => {
    const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
    const two = (text: string | undefined) => (text ?? '').padStart(2, '0');
    return {
      year: parts.year ?? '',
      month: Number(parts.month),
      day: Number(parts.day),
      hour: two(parts.hour),
      minute: two(parts.minute),
      second: two(parts.second),
    };
  };
}

/** Strong's "2025-11-30 14:08:00". */
const strongDate = (clock: ReturnType<typeof wallClock>) => (at: Date) => {
  const { year, month, day, hour, minute, second } = clock(at);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')} ${hour}:${minute}:${second}`;
};

/** Hevy's "30 Nov 2025, 14:08". */
const hevyDate = (clock: ReturnType<typeof wallClock>) => (at: Date) => {
  const { year, month, day, hour, minute } = clock(at);
  return `${day} ${MONTHS[month - 1]} ${year}, ${hour}:${minute}`;
};

type LogSet = Prisma.WorkoutLogSetGetPayload<object> & { values: Prisma.WorkoutLogSetValueGetPayload<object>[] };
type LogExercise = Prisma.WorkoutLogExerciseGetPayload<{ include: { exercise: { select: { exerciseName: true } } } }> & {
  sets: LogSet[];
};
type Log = Prisma.WorkoutLogGetPayload<object> & { exercises: LogExercise[] };

/** Ids per query: a page's exercises and sets are read a slice of ids at a time, under SQLite's bound of 999 values. */
const IDS_PER_QUERY = 500;

async function inSlices<T>(ids: string[], read: (slice: string[]) => Promise<T[]>): Promise<T[]> {
  const found: T[] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) found.push(...(await read(ids.slice(start, start + IDS_PER_QUERY))));
  return found;
}

const grouped = <T, K extends keyof T>(rows: T[], key: K) => {
  const groups = new Map<T[K], T[]>();
  for (const row of rows) {
    const group = groups.get(row[key]);
    if (group) group.push(row);
    else groups.set(row[key], [row]);
  }
  return groups;
};

async function* pagesOfLogs(ctx: AppContext, userId: string): AsyncGenerator<Log[]> {
  let cursor: string | undefined;
  for (;;) {
    const logs = await ctx.db.workoutLog.findMany({
      where: { userId, status: 'COMPLETED' },
      orderBy: [{ startedAt: 'asc' }, { workoutLogId: 'asc' }],
      take: PAGE,
      ...(cursor ? { cursor: { workoutLogId: cursor }, skip: 1 } : {}),
    });
    if (!logs.length) return;
    const exercises = await inSlices(
      logs.map((log) => log.workoutLogId),
      (slice) =>
        ctx.db.workoutLogExercise.findMany({
          where: { workoutLogId: { in: slice } },
          orderBy: { position: 'asc' },
          include: { exercise: { select: { exerciseName: true } } },
        }),
    );
    const plainSets = await inSlices(
      exercises.map((exercise) => exercise.workoutLogExerciseId),
      (slice) => ctx.db.workoutLogSet.findMany({ where: { workoutLogExerciseId: { in: slice } }, orderBy: { position: 'asc' } }),
    );
    const values = grouped(
      await inSlices(
        plainSets.map((set) => set.workoutLogSetId),
        (slice) => ctx.db.workoutLogSetValue.findMany({ where: { workoutLogSetId: { in: slice } }, orderBy: { measurementCode: 'asc' } }),
      ),
      'workoutLogSetId',
    );
    const sets = grouped(
      plainSets.map((set) => ({ ...set, values: values.get(set.workoutLogSetId) ?? [] })),
      'workoutLogExerciseId',
    );
    const byLog = grouped(
      exercises.map((exercise) => ({ ...exercise, sets: sets.get(exercise.workoutLogExerciseId) ?? [] })),
      'workoutLogId',
    );
    yield logs.map((log) => ({ ...log, exercises: byLog.get(log.workoutLogId) ?? [] }));
    if (logs.length < PAGE) return;
    cursor = logs[logs.length - 1]!.workoutLogId;
  }
}

const valueOf =
  (set: LogSet) =>
  (...codes: string[]) =>
    set.values.find((entry) => codes.includes(entry.measurementCode))?.value ?? null;

/** The sets that were done: a set planned and never ticked is not history. */
const doneSets = (exercise: LogExercise) => exercise.sets.filter((set) => set.completedAt);

function strongRows(log: Log, workoutNumber: number, date: (at: Date) => string) {
  let rows = '';
  for (const exercise of log.exercises) {
    let order = 0;
    for (const set of doneSets(exercise)) {
      const value = valueOf(set);
      rows += strongLine([
        workoutNumber,
        date(log.startedAt),
        log.title,
        log.activeSeconds,
        exercise.exercise.exerciseName,
        STRONG_SET_ORDER[set.setType] ?? ++order,
        figure(value('WEIGHT', 'BODYWEIGHT_PLUS_WEIGHT')),
        figure(value('REPS')),
        set.rpe,
        figure(value('DISTANCE')),
        figure(value('DURATION', 'HOLD_DURATION')),
        set.notes,
        log.notes,
      ]);
    }
  }
  return rows;
}

function hevyRows(log: Log, date: (at: Date) => string) {
  let rows = '';
  for (const exercise of log.exercises)
    for (const [index, set] of doneSets(exercise).entries()) {
      const value = valueOf(set);
      const distance = value('DISTANCE');
      rows += hevyLine([
        log.title,
        date(log.startedAt),
        date(log.endedAt ?? log.startedAt),
        log.notes,
        exercise.exercise.exerciseName,
        exercise.supersetGroup,
        exercise.notes,
        index,
        HEVY_SET_TYPES[set.setType] ?? 'normal',
        figure(value('WEIGHT', 'BODYWEIGHT_PLUS_WEIGHT')),
        figure(value('REPS')),
        distance === null ? null : figure(distance / 1000),
        figure(value('DURATION', 'HOLD_DURATION')),
        set.rpe,
      ]);
    }
  return rows;
}

const jsonOf = (log: Log) =>
  JSON.stringify({
    workoutLogTitle: log.title,
    startedAt: log.startedAt,
    endedAt: log.endedAt,
    activeSeconds: log.activeSeconds,
    notes: log.notes,
    perceivedEffort: log.perceivedEffort,
    visibility: log.visibility,
    exercises: log.exercises.map((exercise) => ({
      exerciseCode: exercise.exerciseCode,
      exerciseName: exercise.exercise.exerciseName,
      supersetGroup: exercise.supersetGroup,
      notes: exercise.notes,
      sets: exercise.sets.map((set) => ({
        setType: set.setType,
        rpe: set.rpe,
        notes: set.notes,
        completedAt: set.completedAt,
        values: set.values.map(({ measurementCode, value }) => ({ measurementCode, value })),
      })),
    })),
  });

/** The member's finished logs, oldest first, in pieces. */
export async function* exportLogs(ctx: AppContext, format: ExportFormat): AsyncGenerator<string> {
  const viewer = requireUser(ctx);
  const layout = format === 'csv' ? 'hevy' : format;
  const member = await ctx.db.user.findUnique({ where: { userId: viewer.userId }, select: { userTimezone: true } });
  const clock = wallClock(member?.userTimezone ?? null);
  const date = layout === 'strong' ? strongDate(clock) : hevyDate(clock);
  if (layout === 'json') yield `{"format":"liftmates.logs","version":1,"exportedAt":${JSON.stringify(new Date().toISOString())},"logs":[`;
  else yield layout === 'strong' ? strongLine(STRONG_COLUMNS) : hevyLine(HEVY_COLUMNS);
  let written = 0;
  for await (const logs of pagesOfLogs(ctx, viewer.userId)) {
    let chunk = '';
    for (const log of logs) {
      written++;
      if (layout === 'json') chunk += `${written > 1 ? ',' : ''}${jsonOf(log)}`;
      else chunk += layout === 'strong' ? strongRows(log, written, date) : hevyRows(log, date);
    }
    yield chunk;
  }
  if (layout === 'json') yield ']}';
}
