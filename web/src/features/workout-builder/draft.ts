// The builder's working copy of a workout: plain data the page edits, keeps in local storage as a draft, turns into
// the API's input (canonical units, superset group numbers) and into the summary's input. Pure functions only.
import type {
  BackgroundChooser_ImageFragment,
  CreateWorkoutInput,
  ExercisePicker_ExerciseFragment,
  SetType,
  Visibility,
  WorkoutBuilder_WorkoutFragment,
} from '../../gql/graphql';
import type { SummaryExercise } from '../../../../common/workout-summary';
import { DEFAULT_PUBLISHED_STATUS, DEFAULT_SET_TYPE, DEFAULT_VISIBILITY, TEMPO_MEASUREMENT } from './constants';

export interface TargetDraft {
  value: number;
  valueMax: number | null;
}

export interface SetDraft {
  key: string;
  setType: SetType;
  restSeconds: number | null;
  tempo: string;
  targetRpe: number | null;
  notes: string;
  /** By measurement code, in canonical units; a measurement left empty has no entry. */
  targets: Record<string, TargetDraft>;
}

export interface ExerciseDraft {
  key: string;
  exercise: ExercisePicker_ExerciseFragment;
  notes: string;
  restSeconds: number | null;
  /** Joined with the next exercise into one superset; runs of joined exercises share a group. */
  supersetWithNext: boolean;
  sets: SetDraft[];
}

export interface WorkoutDraft {
  workoutTitle: string;
  workoutDescription: string;
  background: BackgroundChooser_ImageFragment | null;
  creatorProfileId: string | null;
  publishedStatusCode: string;
  visibility: Visibility;
  exercises: ExerciseDraft[];
}

/** Row keys that stay unique across reloads, so a restored draft's rows never collide with new ones. */
export function newKey(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function emptyDraft(creatorProfileId: string | null = null): WorkoutDraft {
  return {
    workoutTitle: '',
    workoutDescription: '',
    background: null,
    creatorProfileId,
    publishedStatusCode: DEFAULT_PUBLISHED_STATUS,
    visibility: DEFAULT_VISIBILITY,
    exercises: [],
  };
}

export function emptySet(): SetDraft {
  return { key: newKey(), setType: DEFAULT_SET_TYPE, restSeconds: null, tempo: '', targetRpe: null, notes: '', targets: {} };
}

export function newExercise(exercise: ExercisePicker_ExerciseFragment): ExerciseDraft {
  return { key: newKey(), exercise, notes: '', restSeconds: null, supersetWithNext: false, sets: [emptySet()] };
}

export const copySet = (set: SetDraft): SetDraft => ({ ...set, key: newKey(), targets: { ...set.targets } });

export function draftFromWorkout(workout: WorkoutBuilder_WorkoutFragment): WorkoutDraft {
  const exercises = workout.workoutExercises;
  return {
    workoutTitle: workout.workoutTitle,
    workoutDescription: workout.workoutDescription ?? '',
    background: workout.workoutBackgroundImage,
    creatorProfileId: workout.creatorProfile?.creatorProfileId ?? null,
    publishedStatusCode: workout.publishedStatusCode,
    visibility: workout.visibility,
    exercises: exercises.map((item, index) => ({
      key: item.workoutExerciseId,
      exercise: item.exercise,
      notes: item.notes ?? '',
      restSeconds: item.restSeconds,
      supersetWithNext: item.supersetGroup != null && exercises[index + 1]?.supersetGroup === item.supersetGroup,
      sets: item.sets.map((set) => ({
        key: set.workoutSetId,
        setType: set.setType,
        restSeconds: set.restSeconds,
        tempo: set.tempo ?? '',
        targetRpe: set.targetRpe,
        notes: set.notes ?? '',
        targets: Object.fromEntries(
          set.targets.map((target) => [target.measurementCode, { value: target.value, valueMax: target.valueMax }]),
        ),
      })),
    })),
  };
}

/** Whether an exercise is joined to the one before it (drawn as one block with it). */
export const joinedToPrevious = (exercises: readonly ExerciseDraft[], index: number) => index > 0 && exercises[index - 1]!.supersetWithNext;

/** Superset group numbers: 1, 2, ... per run of joined exercises; an exercise on its own has none. */
export function supersetGroups(exercises: readonly ExerciseDraft[]): (number | null)[] {
  let group = 0;
  return exercises.map((exercise, index) => {
    const joinsNext = exercise.supersetWithNext && index < exercises.length - 1;
    if (joinedToPrevious(exercises, index)) return group;
    if (!joinsNext) return null;
    group += 1;
    return group;
  });
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

export function toWorkoutInput(draft: WorkoutDraft): CreateWorkoutInput {
  const groups = supersetGroups(draft.exercises);
  return {
    workoutTitle: draft.workoutTitle.trim(),
    workoutDescription: orNull(draft.workoutDescription),
    workoutBackgroundImageId: draft.background?.mediaAssetId ?? null,
    creatorProfileId: draft.creatorProfileId,
    publishedStatusCode: draft.publishedStatusCode,
    visibility: draft.visibility,
    workoutExercises: draft.exercises.map((item, index) => ({
      exerciseCode: item.exercise.exerciseCode,
      supersetGroup: groups[index],
      restSeconds: item.restSeconds,
      notes: orNull(item.notes),
      sets: item.sets.map((set) => ({
        setType: set.setType,
        restSeconds: set.restSeconds,
        tempo: orNull(set.tempo),
        targetRpe: set.targetRpe,
        notes: orNull(set.notes),
        targets: Object.entries(set.targets)
          .filter(([code]) => code !== TEMPO_MEASUREMENT)
          .map(([measurementCode, target]) => ({ measurementCode, value: target.value, valueMax: target.valueMax })),
      })),
    })),
  };
}

/** The summary's input: what would be saved, with each exercise's muscle usage from the Flexicon. */
export function summaryExercises(draft: WorkoutDraft): SummaryExercise[] {
  const exercises = toWorkoutInput(draft).workoutExercises ?? [];
  return exercises.map((exercise, index) => ({
    supersetGroup: exercise.supersetGroup,
    restSeconds: exercise.restSeconds,
    sets: (exercise.sets ?? []).map((set) => ({
      setType: set.setType ?? DEFAULT_SET_TYPE,
      restSeconds: set.restSeconds,
      tempo: set.tempo,
      targets: set.targets ?? [],
    })),
    muscleUsage: draft.exercises[index]!.exercise.muscleUsage,
  }));
}

/**
 * Where a server message belongs. The server names input paths ('workoutExercises.0.sets.1.targets.0.value'); the
 * builder keys its messages by row keys ('<set key>.target.REPS'), which survive reordering.
 */
export function errorKey(draft: WorkoutDraft, field: string): string {
  const parts = field.split('.');
  if (parts[0] !== 'workoutExercises' || parts[1] === undefined) return parts[0] ?? field;
  const exercise = draft.exercises[Number(parts[1])];
  if (!exercise) return 'workoutExercises';
  if (parts[2] !== 'sets' || parts[3] === undefined) return `${exercise.key}.${parts[2] ?? 'exerciseCode'}`;
  const set = exercise.sets[Number(parts[3])];
  if (!set) return `${exercise.key}.sets`;
  if (parts[4] !== 'targets' || parts[5] === undefined) return `${set.key}.${parts[4] ?? 'setType'}`;
  const code = Object.keys(set.targets).filter((item) => item !== TEMPO_MEASUREMENT)[Number(parts[5])];
  return code ? `${set.key}.target.${code}` : `${set.key}.targets`;
}

export const targetErrorKey = (setKey: string, measurementCode: string) => `${setKey}.target.${measurementCode}`;

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
