import type { ExerciseTypeSeed } from './types.js';

/** The exercise types; each lists its measurements in the order they are entered and shown. */
export const exerciseTypes: ExerciseTypeSeed[] = [
  { code: 'ASSISTED_BODYWEIGHT', name: 'Assisted Bodyweight', measurements: ['BODYWEIGHT_MINUS_ASSISTANCE', 'REPS'] },
  { code: 'BODYWEIGHT_REPS', name: 'Bodyweight Reps', measurements: ['REPS'] },
  { code: 'CYCLING', name: 'Cycling', measurements: ['WATTAGE', 'DURATION', 'DISTANCE'] },
  { code: 'DISTANCE_DURATION', name: 'Distance & Duration', measurements: ['DISTANCE', 'DURATION'] },
  { code: 'DURATION', name: 'Duration', measurements: ['DURATION'] },
  { code: 'EXERCISE_BANDS', name: 'Exercise Bands', measurements: ['RESISTANCE_BAND', 'REPS'] },
  { code: 'JUMP_TRAINING', name: 'Jump Training', measurements: ['JUMP_HEIGHT', 'REPS'] },
  { code: 'REPS_ONLY', name: 'Reps Only', measurements: ['REPS'] },
  { code: 'ROWING', name: 'Rowing', measurements: ['WATTAGE', 'DISTANCE', 'DURATION'] },
  { code: 'STATIC_STRETCHES', name: 'Static Stretches', measurements: ['DURATION', 'REPS'] },
  { code: 'STEPS', name: 'Steps', measurements: ['STEPS'] },
  { code: 'SWIMMING', name: 'Swimming', measurements: ['LAPS', 'DISTANCE'] },
  {
    code: 'TREADMILL',
    name: 'Treadmill',
    measurements: ['TREADMILL_INCLINE_PERCENTAGE', 'SPEED', 'DURATION', 'DISTANCE'],
  },
  { code: 'WALKING', name: 'Walking', measurements: ['DURATION', 'DISTANCE', 'STEPS'] },
  { code: 'WEIGHTED_BODYWEIGHT', name: 'Weighted Bodyweight', measurements: ['REPS', 'BODYWEIGHT_PLUS_WEIGHT'] },
  { code: 'WEIGHT_DISTANCE', name: 'Weight & Distance', measurements: ['DISTANCE', 'WEIGHT'] },
  { code: 'WEIGHT_REPS', name: 'Weight & Reps', measurements: ['REPS', 'WEIGHT'] },
  { code: 'WEIGHT_REPS_TEMPO', name: 'Weight, Reps & Tempo', measurements: ['TEMPO', 'WEIGHT', 'REPS'] },
  { code: 'YOGA', name: 'Yoga', measurements: ['HOLD_DURATION', 'REPS'] },
];
