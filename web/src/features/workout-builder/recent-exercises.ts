// "Recently used first": the exercises this browser added to workouts lately, newest first, with what the builder
// needs to show them without asking the server again.
import type { ExercisePicker_ExerciseFragment } from '../../gql/graphql';
import { readStorage, writeStorage } from '../../lib/storage';
import { RECENT_EXERCISES_LIMIT, RECENT_EXERCISES_STORAGE_KEY } from './constants';

export function readRecentExercises(): ExercisePicker_ExerciseFragment[] {
  try {
    const value = JSON.parse(readStorage(RECENT_EXERCISES_STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(value)
      ? value.filter(
          (item): item is ExercisePicker_ExerciseFragment => typeof item?.exerciseCode === 'string' && Array.isArray(item.muscleUsage),
        )
      : [];
  } catch {
    return [];
  }
}

export function rememberExercise(exercise: ExercisePicker_ExerciseFragment): ExercisePicker_ExerciseFragment[] {
  const next = [exercise, ...readRecentExercises().filter((item) => item.exerciseCode !== exercise.exerciseCode)].slice(
    0,
    RECENT_EXERCISES_LIMIT,
  );
  writeStorage(RECENT_EXERCISES_STORAGE_KEY, JSON.stringify(next));
  return next;
}
