import type { MergedExerciseSeed } from '../types.js';

/** Exercises an earlier catalogue listed twice: the first code folds into the second, and keeps resolving to it. */
export const mergedExercises: MergedExerciseSeed[] = [{ from: 'DUMBBELL_REAR_DELT_FLY', into: 'BENT_OVER_DUMBBELL_REVERSE_FLY' }];
