// A member's own exercise, kept from an imported history under the name the file uses: the types it can have (what
// a history file records: weight and reps, reps alone, a time or a distance) and the one its sets suggest. Pure, so
// the import page offers the same choice the server accepts.
import type { ImportedValues } from './import-targets.js';

export const OWN_EXERCISE_TYPE_CODES = ['WEIGHT_REPS', 'REPS_ONLY', 'DURATION', 'DISTANCE_DURATION'] as const;

export type OwnExerciseTypeCode = (typeof OWN_EXERCISE_TYPE_CODES)[number];

/**
 * The type whose measurements keep the most of what the sets hold: a distance (with its time), else a load (with
 * its reps), else reps, else a time. A file with nothing in its columns reads as weight and reps, the common case.
 */
export function ownTypeFor(sets: readonly ImportedValues[]): OwnExerciseTypeCode {
  const has = (pick: (set: ImportedValues) => number | null) => sets.some((set) => (pick(set) ?? 0) > 0);
  if (has((set) => set.distanceMeters)) return 'DISTANCE_DURATION';
  if (has((set) => set.weightKg)) return 'WEIGHT_REPS';
  if (has((set) => set.reps)) return 'REPS_ONLY';
  if (has((set) => set.durationSeconds)) return 'DURATION';
  return 'WEIGHT_REPS';
}
