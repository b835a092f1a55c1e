// Import Workout: a file or pasted text read as our JSON export, a Strong or Hevy CSV export, or the notes-app
// notation, then matched to Flexicon exercises. The answer is a preview whose workout, once every exercise has a
// code, is exactly what creating a workout takes; nothing is stored here.
import { translateMessage } from '../../messages/translate.js';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../auth/permissions.js';
import { AppError, badInput } from '../../lib/errors.js';
import { formatOf, parseExport, readCsv } from './csv.js';
import { parseDocument } from './document.js';
import { loadMatcher, type Candidate } from './matcher.js';
import type { ImportWarning, ParsedWorkout } from './model.js';
import { targetsFor } from '../../../common/import-targets.js';
import { parseText } from './text.js';
import { readingFor } from './reading.js';
import type { Reading } from './units-read.js';

export const MAX_FILE_BYTES = 2 * 1024 * 1024;
export const MAX_TEXT_CHARS = 50_000;
export const MAX_LINES = 20_000;

export interface ImportSource {
  text?: string | null;
  file?: { fileName: string; data: Buffer } | null;
}

function sourceText(source: ImportSource): string {
  if (source.file) {
    if (source.file.data.length > MAX_FILE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 2 MB');
    if (!source.file.data.length) throw badInput('file: The file is empty', [{ field: 'file', message: 'The file is empty' }]);
    return source.file.data.toString('utf8');
  }
  const text = source.text ?? '';
  if (!text.trim())
    throw badInput('text: Paste a workout or choose a file', [{ field: 'text', message: 'Paste a workout or choose a file' }]);
  if (text.length > MAX_TEXT_CHARS)
    throw badInput(`text: Paste at most ${MAX_TEXT_CHARS.toLocaleString('en-US')} characters`, [
      { field: 'text', message: `Paste at most ${MAX_TEXT_CHARS.toLocaleString('en-US')} characters` },
    ]);
  return text;
}

/** Files and notes are read for the member: loads written without a unit are in theirs. */
function parse(text: string, reading: Reading): ParsedWorkout {
  const trimmed = text.trim();
  if (trimmed.split('\n').length > MAX_LINES)
    throw badInput(`file: At most ${MAX_LINES.toLocaleString('en-US')} lines can be imported`, [
      { field: 'file', message: `At most ${MAX_LINES.toLocaleString('en-US')} lines can be imported` },
    ]);
  if (trimmed.startsWith('{')) {
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch (error) {
      const message = `This JSON cannot be read: ${(error as Error).message}`;
      throw badInput(`file: ${message}`, [{ field: 'file', message }]);
    }
    return parseDocument(value);
  }
  const header = trimmed.split(/\r?\n/, 1)[0] ?? '';
  if (/[,;]/.test(header) && /(Exercise Name|exercise_title|^\uFEFF?Date,Exercise,)/.test(header)) {
    const { rows, columns } = readCsv(trimmed);
    if (formatOf(columns)) return parseExport(rows, columns, reading);
    throw badInput('file: Line 1: the columns are not a Strong, Hevy or FitNotes export', [
      { field: 'file', message: 'Line 1: the columns are not a Strong, Hevy or FitNotes export' },
    ]);
  }
  return parseText(trimmed, reading.memberUnit === 'LB' ? 'imperial' : 'metric');
}

const rpeOf = (rpe: number | null) => (rpe === null ? null : Math.min(10, Math.max(1, Math.round(rpe * 2) / 2)));

const candidateJson = ({ measurements: _measurements, ...candidate }: Candidate) => candidate;

export async function previewWorkoutImport(ctx: AppContext, source: ImportSource) {
  const viewer = requireUser(ctx);
  const parsed = parse(sourceText(source), await readingFor(ctx, viewer.userId, {}));
  if (!parsed.exercises.length)
    throw badInput('text: No exercises found: write one per line, such as “Bench Press 3x8 @ 60kg”', [
      { field: source.file ? 'file' : 'text', message: 'No exercises found: write one per line, such as “Bench Press 3x8 @ 60kg”' },
    ]);
  const matcher = await loadMatcher(ctx, 'workout');
  const warnings: ImportWarning[] = [...parsed.warnings];
  const workoutExercises = parsed.exercises.map((exercise, index) => {
    const code = parsed.codes?.[index];
    const byCode = code ? matcher.byCode(code) : null;
    const { best, candidates } = byCode ? { best: byCode, candidates: [byCode] } : matcher.match(exercise.sourceName);
    const dropped = new Set<string>();
    const sets = exercise.sets.map((set, setIndex) => {
      const documentSet = byCode ? parsed.documentSets?.[index]?.[setIndex] : undefined;
      const built = best ? targetsFor(set, best.measurements) : { targets: [], dropped: [] };
      built.dropped.forEach((label) => dropped.add(label));
      const values = {
        reps: set.reps,
        repsMax: set.repsMax,
        weightKg: set.weightKg,
        durationSeconds: set.durationSeconds,
        distanceMeters: set.distanceMeters,
      };
      if (documentSet) return { ...(documentSet as object), values };
      return {
        setType: set.setType,
        restSeconds: set.restSeconds,
        tempo: null,
        targetRpe: rpeOf(set.rpe),
        notes: set.notes,
        targets: built.targets,
        values,
      };
    });
    if (best && dropped.size)
      warnings.push({
        lineNumber: exercise.lineNumber,
        message: `Line ${exercise.lineNumber}: ${best.exerciseName} takes no ${[...dropped].join(' or ')}; left out`,
      });
    return {
      sourceName: exercise.sourceName,
      lineNumber: exercise.lineNumber,
      exerciseCode: best?.exerciseCode ?? null,
      exercise: best ? { exerciseCode: best.exerciseCode, exerciseName: best.exerciseName, exerciseTypeCode: best.exerciseTypeCode } : null,
      matchScore: best?.score ?? candidates[0]?.score ?? 0,
      candidates: candidates.map(candidateJson),
      supersetGroup: exercise.supersetGroup,
      restSeconds: exercise.restSeconds,
      notes: exercise.notes,
      sets,
    };
  });
  return {
    kind: 'WORKOUT' as const,
    source: parsed.source,
    workout: { workoutTitle: parsed.workoutTitle.slice(0, 120), workoutDescription: parsed.workoutDescription, workoutExercises },
    // What the reader noticed is read by the member as it is shown: in their language, as errors are.
    warnings: warnings.map((warning) => ({ ...warning, message: translateMessage(warning.message, ctx.language) })),
  };
}
