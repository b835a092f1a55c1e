// Strong, Hevy and FitNotes CSV exports, read into sessions. The layouts met in real files:
//   Strong 2016–17  Date,Workout Name,Exercise Name,Set Order,kg,Reps,km,Seconds,Notes           (units in the header)
//   Strong 2018–20  Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;…
//   Strong 2021–24  Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,… (no unit)
//   Strong 6        "Workout #";"Date";"Workout Name";"Duration (sec)";…;"Weight (kg)";…;"Distance (meters)";…
//   Hevy            title,start_time,end_time,…,weight_kg|weight_lbs,reps,distance_km|distance_miles,duration_seconds,rpe
//   FitNotes        Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time (one day, no time of day)
// Strong's Set Order is a number, W, D or F (warm-up, drop, failure), "Rest Timer" (the rest in Seconds) or "Note"
// (a note on the exercise). Times are wall clocks read in the zone the member chose; units as units-read.ts decides.
// As a workout, the earliest session is read and the others reported as skipped; as a history, every session.
import Papa from 'papaparse';
import { badInput } from '../../lib/errors.js';
import { emptySet, type ParsedExercise, type ParsedSet, type ParsedWorkout, type SetType } from './model.js';
import { judgedUnit, KG_PER, metresPer, statedUnit, weightUnitOf, type Reading, type UnitReading, type WeightUnit } from './units-read.js';
import { instantOf, readTime } from './wall-clock.js';

type Row = Record<string, string>;

export interface Located {
  row: Row;
  lineNumber: number;
}

export type ExportFormat = 'STRONG' | 'HEVY' | 'FITNOTES';

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

const FITNOTES_HEADER = /^\uFEFF?Date,Exercise,Category,/;

/**
 * FitNotes quotes nothing, so a name with a comma ("Overhead Press (Each Side, Dumbbells)") splits into more cells
 * than the header has. The cells after the name are fixed, so whatever lies between the date and the last of them
 * is the name; every line is written back quoted, one line for one, so line numbers stay true.
 */
export function quoteFitNotes(text: string): string {
  if (!FITNOTES_HEADER.test(text)) return text;
  const lines = text.split(/\r?\n/);
  const width = lines[0]!.split(',').length;
  const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
  return lines
    .map((line, index) => {
      if (index === 0 || !line.trim()) return line;
      const cells = line.split(',');
      const extra = cells.length - width;
      if (extra > 0) cells.splice(1, extra + 1, cells.slice(1, extra + 2).join(','));
      return cells.map(quote).join(',');
    })
    .join('\n');
}

export function readCsv(text: string): { rows: Located[]; columns: string[] } {
  const parsed = Papa.parse<Row>(quoteFitNotes(text.replace(/^\uFEFF/, '')), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  const fatal = parsed.errors.find((error) => error.type !== 'FieldMismatch' || error.code === 'TooManyFields');
  if (fatal) throw lineError((fatal.row ?? 0) + 2, fatal.message);
  // Line numbers count the header as line 1.
  return { rows: parsed.data.map((row, index) => ({ row, lineNumber: index + 2 })), columns: parsed.meta.fields ?? [] };
}

export function formatOf(columns: string[]): ExportFormat | null {
  if (columns.includes('Exercise Name') && columns.includes('Set Order')) return 'STRONG';
  if (columns.includes('exercise_title') && columns.includes('set_type')) return 'HEVY';
  if (columns.includes('Exercise') && columns.includes('Category') && columns.includes('Date')) return 'FITNOTES';
  return null;
}

/** One session of a whole history: when it started and ended (when the file says), and what was done. */
export interface HistorySession {
  startedAt: Date;
  endedAt: Date | null;
  workout: ParsedWorkout;
}

export interface ReadExport {
  format: ExportFormat;
  units: UnitReading;
  sessions: HistorySession[];
}

/** Strong's durations: "1h 5m", "45m", "50s", or seconds ("3119", "3119.0"). */
function durationSeconds(text: string | undefined): number | null {
  const raw = (text ?? '').trim();
  if (!raw) return null;
  if (/^\d+(\.\d+)?$/.test(raw)) return Math.round(Number(raw));
  const clock = /^(\d+):(\d{2})(?::(\d{2}))?$/.exec(raw);
  if (clock)
    return clock[3] === undefined
      ? Number(clock[1]) * 60 + Number(clock[2])
      : Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
  const parts = [...raw.matchAll(/(\d+)\s*([hms])/g)];
  return parts.length
    ? parts.reduce((sum, [, value, unit]) => sum + Number(value) * (unit === 'h' ? 3600 : unit === 'm' ? 60 : 1), 0)
    : null;
}

/** Each column's role in a layout: which holds what, and in which unit. */
interface Columns {
  weight?: string;
  /** The unit the header gives the weight column, if it gives one. */
  headerUnit: WeightUnit | null;
  weightUnitCell?: string;
  distance?: string;
  /** Metres in one of the distance column, when the header says. */
  headerMetres: number | null;
  distanceUnitCell?: string;
  duration?: string;
}

function columnsOf(format: ExportFormat, columns: string[]): Columns {
  const has = (name: string) => (columns.includes(name) ? name : undefined);
  if (format === 'HEVY') {
    const weight = has('weight_kg') ?? has('weight_lbs');
    const distance = has('distance_km') ?? has('distance_miles');
    return {
      weight,
      headerUnit: weight === 'weight_lbs' ? 'LB' : 'KG',
      distance,
      headerMetres: distance === 'distance_miles' ? metresPer('mi') : 1000,
    };
  }
  const weight = columns.find((column) => /^(Weight( \((kg|kgs|lbs?)\))?|kg|kgs|lbs?)$/i.test(column));
  const distance = columns.find((column) => /^(Distance( \(\w+\))?|km|mi|miles|meters|metres)$/i.test(column));
  const headerWeightUnit = weight ? (/\((\w+)\)/.exec(weight)?.[1] ?? (/^weight$/i.test(weight) ? '' : weight)) : '';
  const headerDistanceUnit = distance ? (/\((\w+)\)/.exec(distance)?.[1] ?? (/^distance$/i.test(distance) ? '' : distance)) : '';
  return {
    weight,
    headerUnit: weightUnitOf(headerWeightUnit),
    weightUnitCell: has('Weight Unit'),
    distance,
    headerMetres: metresPer(headerDistanceUnit),
    distanceUnitCell: has('Distance Unit'),
    duration: has('Duration') ?? has('Duration (sec)') ?? has('Workout Duration'),
  };
}

/** The unit the file reads in, and each row's own where the file gives one per row. */
function unitsOf(roles: Columns, rows: Located[], reading: Reading) {
  const cellUnits = new Map<WeightUnit, number>();
  if (roles.weightUnitCell)
    for (const { row } of rows) {
      const unit = weightUnitOf(row[roles.weightUnitCell]);
      if (unit) cellUnits.set(unit, (cellUnits.get(unit) ?? 0) + 1);
    }
  const stated = roles.headerUnit
    ? statedUnit(roles.headerUnit, `the column “${roles.weight}”`)
    : cellUnits.size
      ? statedUnit(
          [...cellUnits].sort((a, b) => b[1] - a[1])[0]![0],
          `the “${roles.weightUnitCell}” column says ${[...cellUnits.keys()].map((unit) => (unit === 'LB' ? 'lbs' : 'kg')).join(' and ')}`,
        )
      : null;
  if (stated && reading.chosenUnit)
    throw badInput(
      `weightUnit: The file names its unit (${stated.weightUnitNote.replace(/^The file names its unit: |\.$/g, '')}); it is read as it says`,
      [{ field: 'weightUnit', message: 'The file names its unit; it is read as it says' }],
    );
  const units =
    stated ??
    judgedUnit(
      (function* weights() {
        for (const located of rows) {
          const weight = roles.weight ? Number((located.row[roles.weight] ?? '').trim().replace(',', '.')) : 0;
          if (weight > 0) yield weight;
        }
      })(),
      reading,
    );
  const kilosPer = (located: Located) =>
    KG_PER[(roles.weightUnitCell && weightUnitOf(located.row[roles.weightUnitCell])) || units.weightUnit];
  // A distance column that names no unit is in the phone's: miles beside pounds, kilometres beside kilograms.
  const fallbackMetres = metresPer(units.weightUnit === 'LB' ? 'mi' : 'km')!;
  const metres = (located: Located) =>
    (roles.distanceUnitCell && metresPer(located.row[roles.distanceUnitCell])) || roles.headerMetres || fallbackMetres;
  return { units, kilosPer, metres };
}

type Units = ReturnType<typeof unitsOf>;

/** Rows grouped by session key in file order. */
function groups(rows: Located[], keyOf: (row: Row) => string) {
  const sessions = new Map<string, Located[]>();
  for (const located of rows) {
    const key = keyOf(located.row);
    const list = sessions.get(key);
    if (list) list.push(located);
    else sessions.set(key, [located]);
  }
  return [...sessions.values()];
}

function timeAt(located: Located, column: string, reading: Reading): Date {
  const raw = located.row[column] ?? '';
  const time = readTime(raw);
  if (!time) throw lineError(located.lineNumber, `${column} “${raw.slice(0, 30)}” is not a date`);
  return instantOf(time, reading.timeZone);
}

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

const addNote = (notes: string | null, note: string) => (notes ? `${notes}\n${note}` : note);

const STRONG_TYPES: Record<string, SetType> = { W: 'WARMUP', D: 'DROP', F: 'FAILURE' };

function strongWorkout(session: Located[], roles: Columns, units: Units): ParsedWorkout {
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
      if (/^note$/i.test(order)) {
        const note = located.row.Notes?.trim();
        if (note) exercise.notes = addNote(exercise.notes, note);
        return;
      }
      if (!/^(\d+|[WDF])$/i.test(order))
        throw lineError(located.lineNumber, `Set Order “${order.slice(0, 20)}” is not a set number, W, D, F, Rest Timer or Note`);
      const weight = number(located, roles.weight);
      const distance = number(located, roles.distance);
      const set: ParsedSet = emptySet({
        setType: STRONG_TYPES[order.toUpperCase()] ?? 'NORMAL',
        reps: number(located, 'Reps') || null,
        weightKg: weight ? weight * units.kilosPer(located) : null,
        durationSeconds: number(located, 'Seconds') || null,
        distanceMeters: distance ? distance * units.metres(located) : null,
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

function hevyWorkout(session: Located[], roles: Columns, units: Units): ParsedWorkout {
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
      const weight = number(located, roles.weight);
      const distance = number(located, roles.distance);
      exercise.sets.push(
        emptySet({
          setType,
          reps: number(located, 'reps') || null,
          weightKg: weight ? weight * units.kilosPer(located) : null,
          durationSeconds: number(located, 'duration_seconds') || null,
          distanceMeters: distance ? distance * units.metres(located) : null,
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

function fitNotesWorkout(session: Located[], roles: Columns, units: Units): ParsedWorkout {
  const exercises = gather(
    session,
    (row) => row.Exercise ?? '',
    (located, exercise) => {
      const weight = number(located, roles.weight);
      const distance = number(located, roles.distance);
      exercise.sets.push(
        emptySet({
          reps: number(located, 'Reps') || null,
          weightKg: weight ? weight * units.kilosPer(located) : null,
          durationSeconds: durationSeconds(located.row.Time) || null,
          distanceMeters: distance ? distance * units.metres(located) : null,
          notes: located.row.Comment?.trim() || null,
        }),
      );
    },
  );
  // FitNotes names no workout; the day's categories, in the order trained, say what it was.
  const categories = [...new Set(session.map((located) => located.row.Category?.trim()).filter(Boolean))];
  return {
    source: 'FITNOTES',
    workoutTitle: categories.join(', ').slice(0, 120) || 'Imported workout',
    workoutDescription: null,
    exercises,
    warnings: [],
  };
}

/** FitNotes writes the day only: its sessions start at noon, so that the day stays the day in any nearby zone. */
const FITNOTES_HOUR = 12;

/** Every session of a Strong, Hevy or FitNotes export, oldest first: a member's whole history. */
export function readSessions(rows: Located[], columns: string[], reading: Reading): ReadExport {
  const format = formatOf(columns);
  if (!format) throw lineError(1, 'the columns are not a Strong, Hevy or FitNotes export');
  const roles = columnsOf(format, columns);
  const units = unitsOf(roles, rows, reading);
  const sessions: HistorySession[] =
    format === 'STRONG'
      ? groups(rows, (row) => `${row['Workout #'] ?? ''}\u0000${row.Date ?? ''}\u0000${row['Workout Name'] ?? ''}`).map((session) => {
          const startedAt = timeAt(session[0]!, 'Date', reading);
          const seconds = durationSeconds(roles.duration && session[0]!.row[roles.duration]);
          return {
            startedAt,
            endedAt: seconds ? new Date(startedAt.getTime() + seconds * 1000) : null,
            workout: strongWorkout(session, roles, units),
          };
        })
      : format === 'HEVY'
        ? groups(rows, (row) => `${row.title ?? ''}\u0000${row.start_time ?? ''}`).map((session) => {
            const first = session[0]!;
            return {
              startedAt: timeAt(first, 'start_time', reading),
              endedAt: first.row.end_time?.trim() ? timeAt(first, 'end_time', reading) : null,
              workout: hevyWorkout(session, roles, units),
            };
          })
        : groups(rows, (row) => (row.Date ?? '').trim()).map((session) => {
            const day = readTime(session[0]!.row.Date ?? '');
            if (!day || !('wall' in day))
              throw lineError(session[0]!.lineNumber, `Date “${(session[0]!.row.Date ?? '').slice(0, 30)}” is not a date`);
            return {
              startedAt: instantOf({ wall: { ...day.wall, hour: FITNOTES_HOUR } }, reading.timeZone),
              endedAt: null,
              workout: fitNotesWorkout(session, roles, units),
            };
          });
  sessions.sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
  return { format, units: units.units, sessions };
}

/** The earliest session of an export as a workout, the others reported as skipped. */
export function parseExport(rows: Located[], columns: string[], reading: Reading): ParsedWorkout {
  const { sessions, units } = readSessions(rows, columns, reading);
  const skipped = Math.max(0, sessions.length - 1);
  // A unit the file does not name is a judgement, said where the member sees the weights it gave.
  const judged =
    units.weightUnitSource === 'FILE'
      ? []
      : [{ lineNumber: null, message: `Weights read in ${units.weightUnit === 'LB' ? 'pounds' : 'kilograms'}. ${units.weightUnitNote}` }];
  const workout = sessions[0]?.workout ?? {
    source: formatOf(columns)!,
    workoutTitle: 'Imported workout',
    workoutDescription: null,
    exercises: [],
    warnings: [],
  };
  return {
    ...workout,
    warnings: [
      ...(skipped
        ? [{ lineNumber: null, message: `The file holds ${skipped + 1} sessions; the earliest was read and ${skipped} skipped.` }]
        : []),
      ...judged,
    ],
  };
}
