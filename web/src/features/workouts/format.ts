// How workout numbers read, in the user's measurement system: stored values are canonical (kg, m, s, m/s, cm) and
// converted by common/units.ts.
import type { MeasurementSystem } from '../../lib/measurement';
import { displayUnit, formatMeasurementValue } from '../../../../common/units';
import type { Language } from '../../../../common/languages';
import { formatDecimal } from '../../../../common/numbers';

/**
 * Spec §9: the rating to one decimal, or `noRating` (t('workouts.noRating')) when there is none. The tenth is kept
 * even when it is 0 ('4.0'), in the language's decimal mark (formatDecimal writes a half as '0.5' or '0,5').
 */
export function formatRating(average: number | null | undefined, language: Language, noRating: string): string {
  if (average == null) return noRating;
  return average.toFixed(1).replace('.', formatDecimal(0.5, language).charAt(1));
}

/** A workout's length: '45 min', '1 h 20 min'; under a minute in seconds. */
export function formatWorkoutLength(seconds: number): string {
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest ? `${Math.floor(minutes / 60)} h ${rest} min` : `${minutes / 60} h`;
}

/** A target such as '8–12 reps', '60 kg', '0:45', '5 km'. */
export function formatTarget(
  target: { value: number; valueMax?: number | null },
  measurement: { measurementName: string; unit: string },
  system: MeasurementSystem,
  language: Language,
): string {
  const low = formatMeasurementValue(target.value, measurement.unit, system, language);
  const shown =
    target.valueMax != null && target.valueMax !== target.value
      ? `${low}–${formatMeasurementValue(target.valueMax, measurement.unit, system, language)}`
      : low;
  if (measurement.unit === 's') return shown;
  const unit = displayUnit(measurement.unit, system);
  return `${shown} ${unit ?? measurement.measurementName.toLowerCase()}`;
}
