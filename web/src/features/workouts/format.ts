// How workout numbers read, in the user's measurement system: stored values are canonical (kg, m, s, m/s, cm).
import type { MeasurementSystem } from '../../lib/measurement';

const KG_PER_LB = 0.45359237;
const M_PER_MILE = 1609.344;
const CM_PER_INCH = 2.54;

const round = (value: number, digits = 1) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

const number = (value: number, digits = 1) => round(value, digits).toLocaleString(undefined, { maximumFractionDigits: digits });

/** Spec §9: the rating to one decimal, or N/A when there is none. */
export const formatRating = (average: number | null | undefined) => (average == null ? 'N/A' : average.toFixed(1));

/** '45 min', '1 h 20 min'; under a minute in seconds. */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest ? `${Math.floor(minutes / 60)} h ${rest} min` : `${minutes / 60} h`;
}

/** A weight in kg or lb, e.g. for a workout's total volume. */
export function formatWeight(kilograms: number, system: MeasurementSystem): string {
  return system === 'imperial' ? `${number(kilograms / KG_PER_LB, 0)} lb` : `${number(kilograms, 1)} kg`;
}

/** '1:30' for durations of sets. */
export function formatClock(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** One value of a measurement as a person reads it; `unit` is the measurement's canonical unit. */
export function formatMeasure(value: number, unit: string, system: MeasurementSystem): string {
  const imperial = system === 'imperial';
  switch (unit) {
    case 'kg':
      return imperial ? number(value / KG_PER_LB, 1) : number(value, 1);
    case 'm':
      return imperial ? number(value / M_PER_MILE, 2) : number(value / 1000, 2);
    case 'cm':
      return imperial ? number(value / CM_PER_INCH, 1) : number(value, 0);
    case 'm/s':
      return imperial ? number((value * 3600) / M_PER_MILE, 1) : number(value * 3.6, 1);
    case 's':
      return formatClock(value);
    default:
      return number(value, 1);
  }
}

const UNIT_SUFFIX: Record<string, { metric: string; imperial: string }> = {
  kg: { metric: 'kg', imperial: 'lb' },
  m: { metric: 'km', imperial: 'mi' },
  cm: { metric: 'cm', imperial: 'in' },
  'm/s': { metric: 'km/h', imperial: 'mph' },
  W: { metric: 'W', imperial: 'W' },
  percent: { metric: '%', imperial: '%' },
};

/** A target such as '8–12 reps', '60 kg', '0:45', '5 km', '8 % incline'. */
export function formatTarget(
  target: { value: number; valueMax?: number | null },
  measurement: { measurementName: string; unit: string },
  system: MeasurementSystem,
): string {
  const low = formatMeasure(target.value, measurement.unit, system);
  const shown =
    target.valueMax != null && target.valueMax !== target.value
      ? `${low}–${formatMeasure(target.valueMax, measurement.unit, system)}`
      : low;
  if (measurement.unit === 's') return shown;
  const suffix = UNIT_SUFFIX[measurement.unit];
  if (suffix) return `${shown} ${suffix[system]}`;
  return `${shown} ${measurement.measurementName.toLowerCase()}`;
}
