import type { MeasurementSeed } from './types.js';

/** Every measurement used by the exercise types, stored in one canonical unit each. */
export const measurements: MeasurementSeed[] = [
  { code: 'BODYWEIGHT_MINUS_ASSISTANCE', name: 'Bodyweight Minus Assistance', unit: 'kg' },
  { code: 'REPS', name: 'Reps', unit: 'count' },
  { code: 'WATTAGE', name: 'Wattage', unit: 'W' },
  { code: 'DURATION', name: 'Duration', unit: 's' },
  { code: 'DISTANCE', name: 'Distance', unit: 'm' },
  { code: 'RESISTANCE_BAND', name: 'Resistance Band', unit: 'band' },
  { code: 'JUMP_HEIGHT', name: 'Jump Height', unit: 'cm' },
  { code: 'STEPS', name: 'Steps', unit: 'count' },
  { code: 'LAPS', name: 'Laps', unit: 'count' },
  { code: 'TREADMILL_INCLINE_PERCENTAGE', name: 'Treadmill Incline', unit: 'percent' },
  { code: 'SPEED', name: 'Speed', unit: 'm/s' },
  { code: 'BODYWEIGHT_PLUS_WEIGHT', name: 'Bodyweight Plus Weight', unit: 'kg' },
  { code: 'WEIGHT', name: 'Weight', unit: 'kg' },
  { code: 'TEMPO', name: 'Tempo', unit: 'tempo' },
  { code: 'HOLD_DURATION', name: 'Hold Duration', unit: 's' },
];
