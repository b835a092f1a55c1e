// What an exercise measures, in the user's measurement system (spec §4). The server stores canonical units
// (architecture: kilograms, metres, seconds, percent); the app shows the unit a person would log in: kilograms or
// pounds, kilometres or miles, centimetres or inches, km/h or mph. Counts, bands and tempo have no unit to show.
import type { MeasurementSystem } from '../../lib/measurement';

export interface MeasurementLike {
  measurementCode: string;
  measurementName: string;
  unit: string;
}

const UNIT_LABELS: Record<string, { metric: string; imperial: string } | null> = {
  kg: { metric: 'kg', imperial: 'lb' },
  m: { metric: 'km', imperial: 'mi' },
  cm: { metric: 'cm', imperial: 'in' },
  'm/s': { metric: 'km/h', imperial: 'mph' },
  s: { metric: 'min:sec', imperial: 'min:sec' },
  W: { metric: 'W', imperial: 'W' },
  percent: { metric: '%', imperial: '%' },
  count: null,
  band: null,
  tempo: null,
};

/** The unit to show for a canonical unit, or null when there is none to show. Unknown units are shown as they are. */
export function displayUnit(unit: string, system: MeasurementSystem): string | null {
  const labels = UNIT_LABELS[unit];
  if (labels === null) return null;
  if (labels === undefined) return unit || null;
  return labels[system];
}

/** 'Weight (lb)', 'Reps'. */
export function measurementLabel(measurement: MeasurementLike, system: MeasurementSystem): string {
  const unit = displayUnit(measurement.unit, system);
  return unit ? `${measurement.measurementName} (${unit})` : measurement.measurementName;
}
