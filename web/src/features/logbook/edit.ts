// Editing a finished log: the form holds what the member types (in their units, as text), and saving turns it into
// one WorkoutLogChange. Values left as they were keep their stored canonical number, so opening the form in pounds
// and saving does not nudge a weight by a rounding error (and re-derive records for nothing).
import type {
  LogPage_LogFragment,
  SetType,
  Visibility,
  WorkoutLogChange,
  WorkoutLogExerciseChange,
  WorkoutLogSetChange,
} from '../../gql/graphql';
import type { MeasurementSystem } from '../../lib/measurement';
import type { Language } from '../../../../common/languages';
import { formatMeasurementValue, parseMeasurementValue } from '../../../../common/units';
import type { MeasurementsOf } from './format';

export interface ValueDraft {
  text: string;
  /** The text the form opened with and the stored value behind it; null for values added while editing. */
  initialText: string | null;
  initialValue: number | null;
}

export interface SetDraft {
  workoutLogSetId: string;
  isNew: boolean;
  setType: SetType;
  rpe: string;
  completed: boolean;
  completedAt: string | null;
  values: Record<string, ValueDraft>;
}

export interface ExerciseDraft {
  workoutLogExerciseId: string;
  exerciseCode: string;
  exerciseName: string;
  exerciseTypeCode: string;
  sets: SetDraft[];
}

export interface LogDraft {
  title: string;
  notes: string;
  visibility: Visibility;
  perceivedEffort: string;
  exercises: ExerciseDraft[];
  removedSetIds: string[];
}

export function draftOf(log: LogPage_LogFragment, measurementsOf: MeasurementsOf, system: MeasurementSystem, language: Language): LogDraft {
  return {
    title: log.workoutLogTitle,
    notes: log.notes ?? '',
    visibility: log.visibility,
    perceivedEffort: log.perceivedEffort == null ? '' : String(log.perceivedEffort),
    removedSetIds: [],
    exercises: log.logExercises.map((exercise) => {
      const units = new Map(measurementsOf(exercise.exerciseTypeCode).map((item) => [item.measurementCode, item.unit]));
      return {
        workoutLogExerciseId: exercise.workoutLogExerciseId,
        exerciseCode: exercise.exerciseCode,
        exerciseName: exercise.exerciseName,
        exerciseTypeCode: exercise.exerciseTypeCode,
        sets: exercise.sets.map((set) => ({
          workoutLogSetId: set.workoutLogSetId,
          isNew: false,
          setType: set.setType,
          rpe: set.rpe == null ? '' : String(set.rpe),
          completed: !!set.completedAt,
          completedAt: set.completedAt ?? null,
          values: Object.fromEntries(
            set.values.map(({ measurementCode, value }) => {
              const text = formatMeasurementValue(value, units.get(measurementCode) ?? 'count', system, language);
              return [measurementCode, { text, initialText: text, initialValue: value }];
            }),
          ),
        })),
      };
    }),
  };
}

/** A new set below the others, with the last set's values to start from. */
export function newSet(exercise: ExerciseDraft, id: string = crypto.randomUUID()): SetDraft {
  const last = exercise.sets.at(-1);
  return {
    workoutLogSetId: id,
    isNew: true,
    setType: last?.setType === 'WARMUP' ? 'NORMAL' : (last?.setType ?? 'NORMAL'),
    rpe: '',
    completed: true,
    completedAt: null,
    values: Object.fromEntries(
      Object.entries(last?.values ?? {}).map(([code, value]) => [code, { text: value.text, initialText: null, initialValue: null }]),
    ),
  };
}

export const fieldKey = (setId: string, field: string) => `${setId}.${field}`;

/** What is wrong with a field, by code: the form says it in the interface's language (logbook.fieldError). */
export type FieldError = 'notANumber' | 'rpeRange' | 'titleRequired';
export type FieldErrors = Record<string, FieldError>;

export type ChangeResult = { input: WorkoutLogChange; errors?: undefined } | { input?: undefined; errors: FieldErrors };

/**
 * The change that makes the stored log match the form. Exercises go with all their sets (positions included) when
 * any of their sets changed; untouched ones are left out. `at` dates sets ticked while editing.
 */
export function changeOf(
  log: LogPage_LogFragment,
  draft: LogDraft,
  measurementsOf: MeasurementsOf,
  system: MeasurementSystem,
  at: string,
): ChangeResult {
  const errors: FieldErrors = {};
  const input: WorkoutLogChange = {};
  const title = draft.title.trim();
  if (!title) errors.title = 'titleRequired';
  else if (title !== log.workoutLogTitle) input.workoutLogTitle = title;
  if (draft.notes.trim() !== (log.notes ?? '')) input.notes = draft.notes.trim();
  if (draft.visibility !== log.visibility) input.visibility = draft.visibility;
  const effort = draft.perceivedEffort === '' ? null : Number(draft.perceivedEffort);
  if (effort !== (log.perceivedEffort ?? null)) input.perceivedEffort = effort;

  const exercises: WorkoutLogExerciseChange[] = [];
  for (const exercise of draft.exercises) {
    const original = log.logExercises.find((item) => item.workoutLogExerciseId === exercise.workoutLogExerciseId);
    const units = new Map(measurementsOf(exercise.exerciseTypeCode).map((item) => [item.measurementCode, item.unit]));
    let changed = !original || original.sets.length !== exercise.sets.length;
    const sets = exercise.sets.map((set, position): WorkoutLogSetChange => {
      const values: { measurementCode: string; value: number }[] = [];
      for (const [measurementCode, value] of Object.entries(set.values)) {
        if (value.initialText !== null && value.text === value.initialText && value.initialValue !== null) {
          values.push({ measurementCode, value: value.initialValue });
          continue;
        }
        if (!value.text.trim()) continue;
        const parsed = parseMeasurementValue(value.text, units.get(measurementCode) ?? 'count', system);
        if (parsed === null) errors[fieldKey(set.workoutLogSetId, measurementCode)] = 'notANumber';
        else values.push({ measurementCode, value: parsed });
      }
      const rpeText = set.rpe.trim().replace(',', '.');
      const rpe = rpeText === '' ? null : Number(rpeText);
      if (rpe !== null && !(Number.isFinite(rpe) && rpe >= 1 && rpe <= 10)) errors[fieldKey(set.workoutLogSetId, 'rpe')] = 'rpeRange';
      const before = original?.sets[position];
      const sameValues =
        !!before &&
        before.workoutLogSetId === set.workoutLogSetId &&
        JSON.stringify([...before.values].map(({ measurementCode, value }) => ({ measurementCode, value })).sort(byCode)) ===
          JSON.stringify([...values].sort(byCode));
      if (
        !before ||
        !sameValues ||
        before.setType !== set.setType ||
        (before.rpe ?? null) !== rpe ||
        !!before.completedAt !== set.completed
      )
        changed = true;
      return {
        workoutLogSetId: set.workoutLogSetId,
        position,
        setType: set.setType,
        rpe,
        completed: set.completed,
        ...(set.completed ? { completedAt: set.completedAt ?? at } : {}),
        values,
      };
    });
    if (changed) exercises.push({ workoutLogExerciseId: exercise.workoutLogExerciseId, exerciseCode: exercise.exerciseCode, sets });
  }
  if (exercises.length) input.exercises = exercises;
  if (draft.removedSetIds.length) input.removedSetIds = draft.removedSetIds;
  return Object.keys(errors).length ? { errors } : { input };
}

const byCode = (a: { measurementCode: string }, b: { measurementCode: string }) => a.measurementCode.localeCompare(b.measurementCode);
