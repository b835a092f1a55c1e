// Reading a whole Strong, Hevy or FitNotes export. The row formats and their grouping into sessions are
// workout-import's (csv.ts); what this adds is what a whole history needs on top: line numbers that stay true when a
// note spans several lines, a bound on rows that stops reading early, and
// a refusal, naming the line, of anything the database or the logger would not take.
import Papa from 'papaparse';
import { badInput } from '../../lib/errors.js';
import { MAX_EXERCISES, MAX_SETS } from '../workouts/schemas.js';
import { formatOf, quoteFitNotes, readSessions, type ExportFormat, type HistorySession, type ReadExport } from '../workout-import/csv.js';
import type { Reading } from '../workout-import/units-read.js';

export const MAX_HISTORY_BYTES = 10 * 1024 * 1024;
export const MAX_HISTORY_ROWS = 100_000;
/** What the logger accepts as a value, in the file's own unit (a distance in km or miles is checked as such). */
const MAX_VALUE = 1_000_000;
const MAX_DISTANCE = 1000;
/** A distance column in metres or feet holds the same 1,000 km or miles in bigger numbers. */
const SMALL_DISTANCE_UNIT = /\((m|meters|metres|ft|feet|yd|yards)\)$/i;

export type HistoryFormat = ExportFormat;

export const fileError = (message: string) => badInput(message, [{ field: 'file', message }]);
const lineError = (lineNumber: number, message: string) => fileError(`Line ${lineNumber}: ${message}`);

interface Located {
  row: Record<string, string>;
  lineNumber: number;
}

const NUMERIC =
  /^(Weight$|Weight \(|kgs?$|lbs?$|Reps$|Distance$|Distance \(|km$|mi$|Seconds$|RPE$|weight_|reps$|distance_|duration_seconds$|rpe$)/;

/** Rows with the line each starts on (the header is line 1), read up to the row limit. */
function readRows(text: string): { rows: Located[]; columns: string[] } {
  const rows: Located[] = [];
  let columns: string[] = [];
  let failure: Error | null = null;
  // Papa reports where each row ends; counting newlines up to a row's first character gives its line, which a
  // quoted note spanning lines would otherwise throw off.
  const headerEnd = text.indexOf('\n');
  let cursor = headerEnd < 0 ? text.length : headerEnd + 1;
  let newlines = headerEnd < 0 ? 0 : 1;
  const countTo = (end: number) => {
    for (let index = text.indexOf('\n', cursor); index !== -1 && index < end; index = text.indexOf('\n', index + 1)) newlines++;
    cursor = Math.max(cursor, end);
  };
  const visible = /\S/g;
  Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
    step(result, parser) {
      visible.lastIndex = cursor;
      countTo(visible.exec(text)?.index ?? text.length);
      const lineNumber = newlines + 1;
      countTo(result.meta.cursor);
      columns = result.meta.fields ?? columns;
      const fatal = result.errors.find((error) => error.type !== 'FieldMismatch' || error.code === 'TooManyFields');
      if (fatal) failure = lineError(lineNumber, fatal.message);
      else if (rows.length >= MAX_HISTORY_ROWS)
        failure = fileError(`At most ${MAX_HISTORY_ROWS.toLocaleString('en-US')} rows can be imported at once`);
      if (failure) return parser.abort();
      rows.push({ row: result.data, lineNumber });
    },
  });
  if (failure) throw failure;
  return { rows, columns };
}

function check({ row, lineNumber }: Located) {
  for (const [column, value] of Object.entries(row)) {
    if (typeof value !== 'string') continue;
    if (value.includes('\u0000')) throw lineError(lineNumber, `${column} holds a NUL character`);
    if (value.length > 5000) throw lineError(lineNumber, `${column} is longer than 5,000 characters`);
    if (NUMERIC.test(column) && value.trim()) {
      const number = Number(value.trim().replace(',', '.'));
      const limit = SMALL_DISTANCE_UNIT.test(column) ? MAX_DISTANCE * 1000 : /^(distance|km$|mi$)/i.test(column) ? MAX_DISTANCE : MAX_VALUE;
      if (Number.isFinite(number) && number > limit)
        throw lineError(lineNumber, `${column} ${value.trim().slice(0, 20)} is more than ${limit.toLocaleString('en-US')}`);
    }
  }
}

/** A cell our export wrote as '=… (so that a spreadsheet shows it rather than runs it) reads back as written. */
const unguardText = <T extends string | null>(text: T): T => (text?.replace(/^'(?=[=+\-@\t\r])/, '') ?? text) as T;

function unguard(session: HistorySession) {
  const { workout } = session;
  workout.workoutTitle = unguardText(workout.workoutTitle);
  workout.workoutDescription = unguardText(workout.workoutDescription);
  for (const exercise of workout.exercises) {
    exercise.sourceName = unguardText(exercise.sourceName);
    exercise.notes = unguardText(exercise.notes);
    for (const set of exercise.sets) set.notes = unguardText(set.notes);
  }
}

/** Every session of the export, oldest first, or a 400 naming the first line that cannot be read. */
export function readHistory(text: string, reading: Reading): ReadExport {
  const clean = quoteFitNotes(text.replace(/^\uFEFF/, ''));
  if (!clean.trim()) throw fileError('Choose a Strong, Hevy or FitNotes CSV export');
  const { rows, columns } = readRows(clean);
  if (!formatOf(columns)) throw lineError(1, 'the columns are not a Strong, Hevy or FitNotes export');
  rows.forEach(check);
  const read = readSessions(rows, columns, reading);
  const { sessions } = read;
  for (const session of sessions) unguard(session);
  for (const session of sessions) {
    const { exercises } = session.workout;
    if (exercises.length > MAX_EXERCISES)
      throw lineError(exercises[MAX_EXERCISES]!.lineNumber, `a session holds more than ${MAX_EXERCISES} exercises`);
    const long = exercises.find((exercise) => exercise.sets.length > MAX_SETS);
    if (long) throw lineError(long.lineNumber, `${long.sourceName.slice(0, 60)} has more than ${MAX_SETS} sets in one session`);
  }
  return read;
}
