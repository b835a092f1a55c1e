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

/** Canonical units per shown unit: a pound is 0.45359237 kg, a mile 1609.344 m, an inch 2.54 cm, 1 mph 0.44704 m/s. */
const CANONICAL_PER_SHOWN: Record<string, { metric: number; imperial: number }> = {
  kg: { metric: 1, imperial: 0.45359237 },
  m: { metric: 1000, imperial: 1609.344 },
  cm: { metric: 1, imperial: 2.54 },
  'm/s': { metric: 1 / 3.6, imperial: 0.44704 },
};

/** Shown values keep two decimals; canonical ones six, so a value typed in pounds comes back as typed. */
const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

export const toShownNumber = (canonical: number, unit: string, system: MeasurementSystem) =>
  round(canonical / (CANONICAL_PER_SHOWN[unit]?.[system] ?? 1), 2);

export const toCanonicalNumber = (shown: number, unit: string, system: MeasurementSystem) =>
  round(shown * (CANONICAL_PER_SHOWN[unit]?.[system] ?? 1), 6);

/** 90 → '1:30'; an hour or more → '1:02:05'. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** '1:30' → 90, '1:02:05' → 3725, a bare number is seconds ('45' → 45); anything else is null. */
export function parseDuration(text: string): number | null {
  const trimmed = text.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  if (!/^\d+(:[0-5]?\d){1,2}$/.test(trimmed)) return null;
  return trimmed.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/** A canonical value as the user reads it, without its unit label (that is in measurementLabel). */
export function formatMeasurementValue(canonical: number, unit: string, system: MeasurementSystem): string {
  return unit === 's' ? formatDuration(canonical) : String(toShownNumber(canonical, unit, system));
}

/** What the user typed, in canonical units; null when it is not a number (or a duration) at all. */
export function parseMeasurementValue(text: string, unit: string, system: MeasurementSystem): number | null {
  if (unit === 's') return parseDuration(text);
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(trimmed)) return null;
  return toCanonicalNumber(Number(trimmed), unit, system);
}
