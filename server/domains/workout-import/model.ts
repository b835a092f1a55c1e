// What every import format is read into before exercises are matched: exercises by the name the file uses, each
// with sets of plain values in canonical units (kg, s, m). Which of them become targets depends on the matched
// exercise's type, so the values travel with the preview and a hand-picked exercise gets its targets from them too.
export type SetType = 'WARMUP' | 'NORMAL' | 'DROP' | 'FAILURE';

export interface ParsedSet {
  setType: SetType;
  reps: number | null;
  repsMax: number | null;
  weightKg: number | null;
  durationSeconds: number | null;
  distanceMeters: number | null;
  rpe: number | null;
  restSeconds: number | null;
  notes: string | null;
}

export interface ParsedExercise {
  sourceName: string;
  lineNumber: number;
  supersetGroup: number | null;
  restSeconds: number | null;
  notes: string | null;
  sets: ParsedSet[];
}

export interface ImportWarning {
  lineNumber: number | null;
  message: string;
}

export interface ParsedWorkout {
  source: 'LIFTMATES' | 'TEXT' | 'STRONG' | 'HEVY' | 'FITNOTES';
  workoutTitle: string;
  workoutDescription: string | null;
  exercises: ParsedExercise[];
  warnings: ImportWarning[];
  /** Our own export names its exercises by code as well as by name. */
  codes?: (string | null)[];
  /** Our own export carries its targets as they were. */
  documentSets?: unknown[][];
}

export const emptySet = (values: Partial<ParsedSet> = {}): ParsedSet => ({
  setType: 'NORMAL',
  reps: null,
  repsMax: null,
  weightKg: null,
  durationSeconds: null,
  distanceMeters: null,
  rpe: null,
  restSeconds: null,
  notes: null,
  ...values,
});
