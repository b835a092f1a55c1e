// The words the live logger shows for records (sets and figures are formatted by common/units.ts).
export const RECORD_LABELS: Record<string, string> = {
  MAX_WEIGHT: 'Heaviest weight',
  ESTIMATED_1RM: 'Best e1RM',
  MAX_REPS: 'Most reps',
  MAX_SET_VOLUME: 'Best set volume',
  LONGEST_DURATION: 'Longest duration',
  LONGEST_DISTANCE: 'Longest distance',
};
