// The import preview as the server answers it (POST /api/workouts/import), and the create input it becomes once every
// exercise has its Flexicon exercise.
import { request } from '../../lib/request';
import { targetsFor, type ImportedValues } from '../../../../common/import-targets';

export interface Match {
  exerciseCode: string;
  exerciseName: string;
  exerciseTypeCode: string;
  score?: number;
}

export interface PreviewSet {
  setType: 'WARMUP' | 'NORMAL' | 'DROP' | 'FAILURE';
  restSeconds?: number | null;
  tempo?: string | null;
  targetRpe?: number | null;
  notes?: string | null;
  targets: { measurementCode: string; value: number; valueMax?: number | null }[];
  values: ImportedValues;
}

export interface PreviewExercise {
  sourceName: string;
  lineNumber: number;
  exerciseCode: string | null;
  exercise: Match | null;
  matchScore: number;
  candidates: Match[];
  supersetGroup: number | null;
  restSeconds: number | null;
  notes: string | null;
  sets: PreviewSet[];
}

export interface Preview {
  kind: 'WORKOUT';
  source: 'LIFTMATES' | 'TEXT' | 'STRONG' | 'HEVY' | 'FITNOTES';
  workout: { workoutTitle: string; workoutDescription: string | null; workoutExercises: PreviewExercise[] };
  warnings: { lineNumber: number | null; message: string }[];
}

/** Below this the match is shown as one to check. */
export const CONFIDENT = 0.85;

export function readImport(source: { text: string } | { file: File }): Promise<Preview> {
  if ('file' in source) {
    const form = new FormData();
    form.append('file', source.file);
    return request<Preview>({ url: '/workouts/import', method: 'POST', data: form });
  }
  return request<Preview>({ url: '/workouts/import', method: 'POST', data: { text: source.text } });
}

/** An exercise with another Flexicon exercise chosen: its sets' targets follow from the values the source gave. */
export function withExercise(exercise: PreviewExercise, match: Match, measurements: readonly string[]): PreviewExercise {
  return {
    ...exercise,
    exerciseCode: match.exerciseCode,
    exercise: match,
    matchScore: 1,
    sets: exercise.sets.map((set) => ({ ...set, targets: targetsFor(set.values, measurements).targets })),
  };
}

export function createInput(preview: Preview, title: string) {
  return {
    workoutTitle: title,
    workoutDescription: preview.workout.workoutDescription,
    workoutExercises: preview.workout.workoutExercises.map((exercise) => ({
      exerciseCode: exercise.exerciseCode!,
      supersetGroup: exercise.supersetGroup,
      restSeconds: exercise.restSeconds,
      notes: exercise.notes,
      sets: exercise.sets.map((set) => ({
        setType: set.setType,
        restSeconds: set.restSeconds ?? null,
        tempo: set.tempo ?? null,
        targetRpe: set.targetRpe ?? null,
        notes: set.notes ?? null,
        targets: set.targets.map((target) => ({
          measurementCode: target.measurementCode,
          value: target.value,
          valueMax: target.valueMax ?? null,
        })),
      })),
    })),
  };
}
