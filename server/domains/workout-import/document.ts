// Our own JSON export read back: a workout document imports exactly as it was exported (codes and sets as they
// were); a program document belongs to the program importer.
import { badInput } from '../../lib/errors.js';
import { parseInput } from '../../lib/validate.js';
import { PROGRAM_DOCUMENT_FORMAT, WORKOUT_DOCUMENT_FORMAT, workoutDocument } from '../workouts/document.js';
import { emptySet, type ParsedSet, type ParsedWorkout } from './model.js';

/** The plain values of a set's targets, so a hand-picked exercise of another type still gets what fits it. */
function valuesOf(targets: { measurementCode: string; value: number; valueMax?: number | null }[]): Partial<ParsedSet> {
  const values: Partial<ParsedSet> = {};
  for (const target of targets) {
    if (target.measurementCode === 'REPS') Object.assign(values, { reps: target.value, repsMax: target.valueMax ?? null });
    else if (['WEIGHT', 'BODYWEIGHT_PLUS_WEIGHT'].includes(target.measurementCode)) values.weightKg = target.value;
    else if (['DURATION', 'HOLD_DURATION'].includes(target.measurementCode)) values.durationSeconds = target.value;
    else if (target.measurementCode === 'DISTANCE') values.distanceMeters = target.value;
  }
  return values;
}

export function parseDocument(value: unknown): ParsedWorkout {
  // The export is the document itself; a copy taken from the API's {data} envelope is accepted too.
  const document =
    value && typeof value === 'object' && 'data' in value && !('format' in value) ? (value as { data: unknown }).data : value;
  const format = (document as { format?: unknown } | null)?.format;
  if (format === PROGRAM_DOCUMENT_FORMAT)
    throw badInput('file: Program documents are imported on the programs page', [
      { field: 'file', message: 'Program documents are imported on the programs page' },
    ]);
  if (format !== WORKOUT_DOCUMENT_FORMAT)
    throw badInput('file: This JSON is not a Liftmates workout export', [
      { field: 'file', message: 'This JSON is not a Liftmates workout export' },
    ]);
  const { workout } = parseInput(workoutDocument, document);
  return {
    source: 'LIFTMATES',
    workoutTitle: workout.workoutTitle,
    workoutDescription: workout.workoutDescription ?? null,
    warnings: [],
    codes: workout.workoutExercises.map((exercise) => exercise.exerciseCode),
    documentSets: workout.workoutExercises.map((exercise) => exercise.sets),
    exercises: workout.workoutExercises.map((exercise, index) => ({
      sourceName: exercise.exerciseName || exercise.exerciseCode,
      lineNumber: index + 1,
      supersetGroup: exercise.supersetGroup ?? null,
      restSeconds: exercise.restSeconds ?? null,
      notes: exercise.notes ?? null,
      sets: exercise.sets.map((set) =>
        emptySet({
          ...valuesOf(set.targets),
          setType: set.setType,
          rpe: set.targetRpe ?? null,
          restSeconds: set.restSeconds ?? null,
          notes: set.notes ?? null,
        }),
      ),
    })),
  };
}
