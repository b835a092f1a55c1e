import type { RecordType } from '../../../../common/set-metrics';

// The kinds of personal record (common/set-metrics.ts RECORD_TYPES), as every page names them.
export const records = {
  kind: {
    MAX_WEIGHT: 'Heaviest weight',
    ESTIMATED_1RM: 'Best e1RM',
    MAX_REPS: 'Most reps',
    MAX_SET_VOLUME: 'Best set volume',
    LONGEST_DURATION: 'Longest duration',
    LONGEST_DISTANCE: 'Longest distance',
  } satisfies Record<RecordType, string>,
};
