// Sets and figures as a lifter reads them, in the user's units: '60 kg × 8', '1:30', '5 km'. Load first, then reps.
import type { LogbookReferenceQuery } from '../../gql/graphql';
import type { MeasurementSystem } from '../../lib/measurement';
import { displayUnit, formatMeasurementValue, type MeasurementLike } from '../flexicon/units';
import { formatCount } from '../../lib/numbers';

const FIRST = ['WEIGHT', 'BODYWEIGHT_PLUS_WEIGHT', 'BODYWEIGHT_MINUS_ASSISTANCE', 'REPS'];
const rank = (code: string) => (FIRST.includes(code) ? FIRST.indexOf(code) : FIRST.length);

/** Measurements in the order a set is read and typed: load, reps, then the rest. */
export const entryOrder = <T extends { measurementCode: string }>(items: readonly T[]) =>
  [...items].sort((a, b) => rank(a.measurementCode) - rank(b.measurementCode));

export type MeasurementsOf = (exerciseTypeCode: string) => MeasurementLike[];

/** What an exercise type measures, from the reference lists; unknown until they arrive. */
export function measurementLookup(reference: LogbookReferenceQuery | undefined): MeasurementsOf {
  const measurements = new Map((reference?.measurements ?? []).map((item) => [item.measurementCode, item]));
  const types = new Map((reference?.exerciseTypes ?? []).map((item) => [item.exerciseTypeCode, item.exerciseTypeExerciseMeasurements]));
  return (exerciseTypeCode) =>
    entryOrder((types.get(exerciseTypeCode) ?? []).flatMap((code) => (measurements.has(code) ? [measurements.get(code)!] : [])));
}

export function formatValue(measurement: MeasurementLike | undefined, value: number, system: MeasurementSystem): string {
  if (!measurement) return String(value);
  const shown = formatMeasurementValue(value, measurement.unit, system);
  if (measurement.measurementCode === 'REPS') return shown;
  const unit = displayUnit(measurement.unit, system);
  return unit && measurement.unit !== 's' ? `${shown} ${unit}` : shown;
}

export function formatSet(
  values: readonly { measurementCode: string; value: number }[],
  measurements: readonly MeasurementLike[],
  system: MeasurementSystem,
): string {
  const byCode = new Map(measurements.map((measurement) => [measurement.measurementCode, measurement]));
  return entryOrder(values)
    .map((value) => formatValue(byCode.get(value.measurementCode), value.value, system))
    .join(' × ');
}

/** Whole kilograms or pounds with the unit, for volumes. */
export function formatLoad(kilograms: number, system: MeasurementSystem): string {
  const shown = Number(formatMeasurementValue(kilograms, 'kg', system));
  return `${formatCount(shown)} ${displayUnit('kg', system)}`;
}

export const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
