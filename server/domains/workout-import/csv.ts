// One session of a Strong or a Hevy CSV export, as a workout template. Strong writes
//   Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
// (also with semicolons and "Weight (kg)" / "Weight (lbs)"), Set Order W, D or F for warm-up, drop and failure sets and
// "Rest Timer" rows; Hevy writes title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,
// set_index,set_type,weight_kg|weight_lbs,reps,distance_km|distance_miles,duration_seconds,rpe. As a workout, the
// first session (the earliest) is read and the others reported as skipped; as a history, every session is read.
import Papa from 'papaparse';
import { toCanonical } from '../../../common/units.js';
import { badInput } from '../../lib/errors.js';
import { emptySet, type ParsedExercise, type ParsedSet, type ParsedWorkout, type SetType } from './model.js';

type Row = Record<string, string>;

interface Located {
  row: Row;
  lineNumber: number;
}

const lineError = (lineNumber: number, message: string) =>
  badInput(`Line ${lineNumber}: ${message}`, [{ field: 'file', message: `Line ${lineNumber}: ${message}` }]);

function number(located: Located, column: string | undefined): number | null {
  if (!column) return null;
  const raw = (located.row[column] ?? '').trim();
  if (!raw) return null;
  const value = Number(raw.replace(',', '.'));
  if (!Number.isFinite(value) || value < 0) throw lineError(located.lineNumber, `${column} “${raw.slice(0, 30)}” is not a number`);
  return value;
}

export function readCsv(text: string): { rows: Located[]; columns: string[] } {
  const parsed = Papa.parse<Row>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  const fatal = parsed.errors.find((error) => error.type !== 'FieldMismatch' || error.code === 'TooManyFields');
  if (fatal) throw lineError((fatal.row ?? 0) + 2, fatal.message);
  // Line numbers count the header as line 1.
  return { rows: parsed.data.map((row, index) => ({ row, lineNumber: index + 2 })), columns: parsed.meta.fields ?? [] };
}

export const isStrong = (columns: string[]) => columns.includes('Exercise Name') && columns.includes('Set Order');
export const isHevy = (columns: string[]) => columns.includes('exercise_title') && columns.includes('set_type');

/** Rows grouped by session key in file order, the earliest session first. */
function sessionsOf(rows: Located[], keyOf: (row: Row) => string, timeOf: (row: Row) => number) {
  const sessions = new Map<string, Located[]>();
  for (const located of rows) {
    const key = keyOf(located.row);
    const list = sessions.get(key);
    if (list) list.push(located);
    else sessions.set(key, [located]);
  }
  return [...sessions.values()].sort((a, b) => timeOf(a[0]!.row) - timeOf(b[0]!.row));
}

function firstSession(rows: Located[], keyOf: (row: Row) => string, timeOf: (row: Row) => number) {
  const ordered = sessionsOf(rows, keyOf, timeOf);
  return { session: ordered[0] ?? [], skipped: Math.max(0, ordered.length - 1) };
}

/** One session of a whole history: when it started and ended (when the file says), and what was done. */
export interface HistorySession {
  startedAt: Date;
  endedAt: Date | null;
  workout: ParsedWorkout;
}

const strongKey = (row: Row) => `${row.Date ?? ''}\u0000${row['Workout Name'] ?? ''}`;
const strongTime = (row: Row) => Date.parse(row.Date ?? '') || 0;
const hevyKey = (row: Row) => `${row.title ?? ''}\u0000${row.start_time ?? ''}`;
const hevyTime = (row: Row) => Date.parse(row.start_time ?? '') || 0;

/** Strong's Duration: "1h 5m", "45m", "50s" or plain seconds. */
function strongSeconds(text: string | undefined): number | null {
  const raw = (text ?? '').trim();
  if (!raw) return null;
  if (/^\d+$/.test(raw)) return Number(raw);
  const parts = [...raw.matchAll(/(\d+)\s*([hms])/g)];
  return parts.length
    ? parts.reduce((sum, [, value, unit]) => sum + Number(value) * (unit === 'h' ? 3600 : unit === 'm' ? 60 : 1), 0)
    : null;
}

function sessionStart(located: Located, time: number, column: string): Date {
  if (!time) throw lineError(located.lineNumber, `${column} “${(located.row[column] ?? '').slice(0, 30)}” is not a date`);
  return new Date(time);
}

/** Every session of a Strong or Hevy export, oldest first: a member's whole history. */
export function historySessions(rows: Located[], columns: string[]): HistorySession[] {
  if (isStrong(columns))
    return sessionsOf(rows, strongKey, strongTime).map((session) => {
      const startedAt = sessionStart(session[0]!, strongTime(session[0]!.row), 'Date');
      const seconds = strongSeconds(session[0]!.row.Duration);
      return {
        startedAt,
        endedAt: seconds === null ? null : new Date(startedAt.getTime() + seconds * 1000),
        workout: strongWorkout(session, columns),
      };
    });
  return sessionsOf(rows, hevyKey, hevyTime).map((session) => {
    const first = session[0]!;
    const end = Date.parse(first.row.end_time ?? '');
    return {
      startedAt: sessionStart(first, hevyTime(first.row), 'start_time'),
      endedAt: end ? new Date(end) : null,
      workout: hevyWorkout(session, columns),
    };
  });
}

const skippedWarning = (skipped: number) =>
  skipped
    ? [{ lineNumber: null, message: `The file holds ${skipped + 1} sessions; the first one was imported and ${skipped} skipped.` }]
    : [];

/** Exercises in the order they first appear, each gathering its rows' sets. */
function gather(session: Located[], nameOf: (row: Row) => string, build: (located: Located, exercise: ParsedExercise) => void) {
  const exercises: ParsedExercise[] = [];
  let current: ParsedExercise | null = null;
  for (const located of session) {
    const name = nameOf(located.row).trim();
    if (!name) throw lineError(located.lineNumber, 'the exercise name is empty');
    if (!current || current.sourceName !== name) {
      current = { sourceName: name, lineNumber: located.lineNumber, supersetGroup: null, restSeconds: null, notes: null, sets: [] };
      exercises.push(current);
    }
    build(located, current);
  }
  return exercises.filter((exercise) => exercise.sets.length);
}

const STRONG_TYPES: Record<string, SetType> = { W: 'WARMUP', D: 'DROP', F: 'FAILURE' };

export function parseStrong(rows: Located[], columns: string[]): ParsedWorkout {
  const { session, skipped } = firstSession(rows, strongKey, strongTime);
  return { ...strongWorkout(session, columns), warnings: skippedWarning(skipped) };
}

function strongWorkout(session: Located[], columns: string[]): ParsedWorkout {
  const weightColumn = columns.find((column) => /^Weight( \((kg|lbs)\))?$/.test(column));
  const pounds = weightColumn === 'Weight (lbs)';
  const distanceColumn = columns.find((column) => /^Distance/.test(column));
  const miles = !!distanceColumn && /mi/.test(distanceColumn);
  const exercises = gather(
    session,
    (row) => row['Exercise Name'] ?? '',
    (located, exercise) => {
      const order = (located.row['Set Order'] ?? '').trim();
      if (/^rest timer$/i.test(order)) {
        const rest = number(located, 'Seconds');
        if (rest !== null) exercise.restSeconds = Math.round(rest);
        return;
      }
      if (!/^(\d+|[WDF])$/i.test(order))
        throw lineError(located.lineNumber, `Set Order “${order.slice(0, 20)}” is not a set number, W, D, F or Rest Timer`);
      const weight = number(located, weightColumn);
      const distance = number(located, distanceColumn);
      const set: ParsedSet = emptySet({
        setType: STRONG_TYPES[order.toUpperCase()] ?? 'NORMAL',
        reps: number(located, 'Reps') || null,
        weightKg: weight ? toCanonical(weight, 'kg', pounds ? 'imperial' : 'metric') : null,
        durationSeconds: number(located, 'Seconds') || null,
        distanceMeters: distance ? toCanonical(distance, 'm', miles ? 'imperial' : 'metric') : null,
        rpe: number(located, 'RPE'),
        notes: located.row.Notes?.trim() || null,
      });
      exercise.sets.push(set);
    },
  );
  const first = session[0]?.row;
  return {
    source: 'STRONG',
    workoutTitle: first?.['Workout Name']?.trim() || 'Imported workout',
    workoutDescription: first?.['Workout Notes']?.trim() || null,
    exercises,
    warnings: [],
  };
}

const HEVY_TYPES: Record<string, SetType> = { warmup: 'WARMUP', normal: 'NORMAL', dropset: 'DROP', failure: 'FAILURE' };

export function parseHevy(rows: Located[], columns: string[]): ParsedWorkout {
  const { session, skipped } = firstSession(rows, hevyKey, hevyTime);
  return { ...hevyWorkout(session, columns), warnings: skippedWarning(skipped) };
}

function hevyWorkout(session: Located[], columns: string[]): ParsedWorkout {
  const pounds = columns.includes('weight_lbs');
  const miles = columns.includes('distance_miles');
  const supersets = new Map<string, number>();
  const exercises = gather(
    session,
    (row) => row.exercise_title ?? '',
    (located, exercise) => {
      const type = (located.row.set_type ?? 'normal').trim().toLowerCase();
      const setType = HEVY_TYPES[type];
      if (!setType) throw lineError(located.lineNumber, `set_type “${type.slice(0, 20)}” is not warmup, normal, dropset or failure`);
      const superset = (located.row.superset_id ?? '').trim();
      if (superset) {
        if (!supersets.has(superset)) supersets.set(superset, supersets.size + 1);
        exercise.supersetGroup = supersets.get(superset)!;
      }
      exercise.notes = located.row.exercise_notes?.trim() || exercise.notes;
      const weight = number(located, pounds ? 'weight_lbs' : 'weight_kg');
      const distance = number(located, miles ? 'distance_miles' : 'distance_km');
      exercise.sets.push(
        emptySet({
          setType,
          reps: number(located, 'reps') || null,
          weightKg: weight ? toCanonical(weight, 'kg', pounds ? 'imperial' : 'metric') : null,
          durationSeconds: number(located, 'duration_seconds') || null,
          distanceMeters: distance ? toCanonical(distance, 'm', miles ? 'imperial' : 'metric') : null,
          rpe: number(located, 'rpe'),
        }),
      );
    },
  );
  const first = session[0]?.row;
  return {
    source: 'HEVY',
    workoutTitle: first?.title?.trim() || 'Imported workout',
    workoutDescription: first?.description?.trim() || null,
    exercises,
    warnings: [],
  };
}
