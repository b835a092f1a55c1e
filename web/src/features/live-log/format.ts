// Sets as a lifter reads them: '60 kg × 8', '1:30', '5 km'. Load first, then reps, then the rest.
import type { MeasurementSystem } from '../../lib/measurement';
import { displayUnit, formatMeasurementValue, type MeasurementLike } from '../flexicon/units';

const FIRST = ['WEIGHT', 'BODYWEIGHT_PLUS_WEIGHT', 'BODYWEIGHT_MINUS_ASSISTANCE', 'REPS'];

/** The exercise type's measurements in the order a set is read and typed: load, reps, then the rest. */
export const entryOrder = (measurements: readonly MeasurementLike[]) =>
  [...measurements].sort((a, b) => rank(a.measurementCode) - rank(b.measurementCode));
const rank = (code: string) => (FIRST.includes(code) ? FIRST.indexOf(code) : FIRST.length);

export function formatValue(measurement: MeasurementLike | undefined, value: number, system: MeasurementSystem): string {
  if (!measurement) return String(value);
  const unit = displayUnit(measurement.unit, system);
  const shown = formatMeasurementValue(value, measurement.unit, system);
  if (measurement.measurementCode === 'REPS') return shown;
  return unit && measurement.unit !== 's' ? `${shown} ${unit}` : shown;
}

export function formatSet(
  values: readonly { measurementCode: string; value: number }[],
  measurements: readonly MeasurementLike[],
  system: MeasurementSystem,
): string {
  const byCode = new Map(measurements.map((measurement) => [measurement.measurementCode, measurement]));
  return [...values]
    .sort((a, b) => rank(a.measurementCode) - rank(b.measurementCode))
    .map((value) => formatValue(byCode.get(value.measurementCode), value.value, system))
    .join(' × ');
}

export const RECORD_LABELS: Record<string, string> = {
  MAX_WEIGHT: 'Heaviest weight',
  ESTIMATED_1RM: 'Best e1RM',
  MAX_REPS: 'Most reps',
  MAX_SET_VOLUME: 'Best set volume',
  LONGEST_DURATION: 'Longest duration',
  LONGEST_DISTANCE: 'Longest distance',
};
