// Which targets a set's imported values become for a given exercise: only the measurements its type has. Pure, so
// the import page applies the same rule when a member picks an exercise by hand.
export interface ImportedValues {
  reps: number | null;
  repsMax: number | null;
  weightKg: number | null;
  durationSeconds: number | null;
  distanceMeters: number | null;
}

const LOAD_CODES = ['WEIGHT', 'BODYWEIGHT_PLUS_WEIGHT'];
const DURATION_CODES = ['DURATION', 'HOLD_DURATION'];

export function targetsFor(values: ImportedValues, measurements: readonly string[]) {
  const targets: { measurementCode: string; value: number; valueMax: number | null }[] = [];
  const dropped: string[] = [];
  const put = (codes: string[], value: number | null, valueMax: number | null, label: string) => {
    if (value === null) return;
    const code = codes.find((candidate) => measurements.includes(candidate));
    if (code) targets.push({ measurementCode: code, value, valueMax });
    else dropped.push(label);
  };
  put(['REPS'], values.reps, values.repsMax, 'reps');
  put(LOAD_CODES, values.weightKg, null, 'weight');
  put(DURATION_CODES, values.durationSeconds, null, 'time');
  put(['DISTANCE'], values.distanceMeters, null, 'distance');
  return { targets, dropped };
}
