// Units: what the server stores (canonical units: kg, m, s, cm, m/s, count ...) and what a member types and reads
// (kilograms or pounds, kilometres or miles, centimetres or inches, km/h or mph). The server and the web app both
// convert and format through this module, so a figure reads the same wherever it is shown.
//
// How a typed value comes back exactly, forever, without storing the unit it was typed in:
// - A member types at most TYPED_DECIMALS decimals in their unit. That number is converted once, at full double
//   precision, and nothing rounds it on the way to the database or back (no rounding in the schemas, the
//   aggregates or the JSON).
// - Shown again, a canonical value is converted back and written with the fewest decimals (0, 1 or 2) that give
//   the converted value to within SNAP. A value typed in the system it is shown in lands within float noise of the
//   typed number (under 1e-12 for anything a member lifts), so it reads back as typed: 60 lb, 62.5 lb, 27.25 kg.
// - A value shown in the other system is never that close to a number of two decimals, so it is written with the
//   unit's display decimals instead (one for weights): 60 kg reads 132.3 lb, 60 lb reads 27.2 kg. That follows from
//   the pound being 0.45359237 kg exactly: 45359237 has no factor 2 or 5, so a weight of two decimals in one
//   system is at least 1e-10 from every number of two decimals in the other (tests/common/units.test.ts checks
//   every value a member can type).
// - Figures built from typed values are rounded once, when shown: volumes to whole kg or lb, estimated one-rep
//   maxes to one decimal, so 60 lb × 55 reads 3,300 lb, not 3,299.99.
import type { Language } from './languages.js';
import { formatCount, formatDecimal } from './numbers.js';

export type MeasurementSystem = 'metric' | 'imperial';

/** Exact by definition (international yard and pound, 1959). */
export const KG_PER_LB = 0.45359237;
export const M_PER_MILE = 1609.344;
export const CM_PER_INCH = 2.54;
export const M_S_PER_MPH = 0.44704;
export const M_S_PER_KMH = 1 / 3.6;

export interface MeasurementLike {
  measurementCode: string;
  measurementName: string;
  unit: string;
}

interface UnitRule {
  metric: string;
  imperial: string;
  /** Canonical units per shown unit. */
  per: { metric: number; imperial: number };
  /** Decimals of a figure that was not typed as such (a conversion, an estimate). */
  decimals: number;
}

const UNITS: Record<string, UnitRule | null> = {
  kg: { metric: 'kg', imperial: 'lb', per: { metric: 1, imperial: KG_PER_LB }, decimals: 1 },
  m: { metric: 'km', imperial: 'mi', per: { metric: 1000, imperial: M_PER_MILE }, decimals: 2 },
  cm: { metric: 'cm', imperial: 'in', per: { metric: 1, imperial: CM_PER_INCH }, decimals: 1 },
  'm/s': { metric: 'km/h', imperial: 'mph', per: { metric: M_S_PER_KMH, imperial: M_S_PER_MPH }, decimals: 1 },
  s: { metric: 'min:sec', imperial: 'min:sec', per: { metric: 1, imperial: 1 }, decimals: 0 },
  W: { metric: 'W', imperial: 'W', per: { metric: 1, imperial: 1 }, decimals: 2 },
  percent: { metric: '%', imperial: '%', per: { metric: 1, imperial: 1 }, decimals: 2 },
  count: null,
  band: null,
  tempo: null,
};

/** The most decimals a member types in any unit; more are rounded off as the value is read. */
export const TYPED_DECIMALS = 2;

/**
 * How close a converted value must be to a number of few decimals to be written as that number. Above the float
 * noise of a round trip (3.3e-16 of the value: 4e-13 at 1,100 lb, 3.3e-11 at 100,000 of a unit) and below the 1e-10
 * that separates a value of two decimals in one system from every value of two decimals in the other.
 */
const SNAP = 5e-11;

const perShown = (unit: string, system: MeasurementSystem) => UNITS[unit]?.per[system] ?? 1;

/** The unit to show for a canonical unit, or null when there is none to show. Unknown units are shown as they are. */
export function displayUnit(unit: string, system: MeasurementSystem): string | null {
  const rule = UNITS[unit];
  if (rule === null) return null;
  if (rule === undefined) return unit || null;
  return rule[system];
}

/** 'Weight (lb)', 'Reps'. */
export function measurementLabel(measurement: MeasurementLike, system: MeasurementSystem): string {
  const unit = displayUnit(measurement.unit, system);
  return unit ? `${measurement.measurementName} (${unit})` : measurement.measurementName;
}

/** A canonical value in the member's unit, unrounded. */
export const toShown = (canonical: number, unit: string, system: MeasurementSystem) => canonical / perShown(unit, system);

/** A value in the member's unit in canonical units, unrounded: this is what is stored. */
export const toCanonical = (shown: number, unit: string, system: MeasurementSystem) => shown * perShown(unit, system);

/** Twelve significant digits: drops the float noise of a conversion (1e-16 of the value) before rounding. */
const clean = (value: number) => Number(value.toPrecision(12));

/** Rounded half away from zero to `decimals`, 2.675 → 2.68 and 0.49999999999999994 (0.5 after a conversion) → 1. */
export function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  const scaled = clean(clean(value) * scale);
  return (Math.sign(scaled) * Math.round(Math.abs(scaled))) / scale || 0;
}

/**
 * A canonical value as the member reads it, as a number: as typed when it was typed in this system, else with the
 * unit's display decimals (see the top of this file).
 */
export function shownNumber(canonical: number, unit: string, system: MeasurementSystem): number {
  const value = toShown(canonical, unit, system);
  for (let decimals = 0; decimals <= TYPED_DECIMALS; decimals++) {
    const near = Math.round(value * 10 ** decimals) / 10 ** decimals;
    if (Math.abs(value - near) <= SNAP) return near || 0;
  }
  return roundTo(value, UNITS[unit]?.decimals ?? TYPED_DECIMALS);
}

/** A figure worked out from typed values (an estimated 1RM, a chart's point) in the member's unit: display decimals. */
export const estimateNumber = (canonical: number, unit: string, system: MeasurementSystem) =>
  roundTo(toShown(canonical, unit, system), UNITS[unit]?.decimals ?? TYPED_DECIMALS);

/** A weight lifted in total (a set's, an exercise's or a workout's volume): whole kg or lb. */
export const volumeNumber = (kilograms: number, system: MeasurementSystem) => roundTo(toShown(kilograms, 'kg', system), 0);

/** 90 → '1:30'; an hour or more → '1:02:05'. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** '1:30' → 90, '1:02:05' → 3725, a bare number is seconds ('45' → 45); whole seconds; anything else is null. */
export function parseDuration(text: string): number | null {
  const trimmed = text.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed));
  if (!/^\d+(:[0-5]?\d){1,2}$/.test(trimmed)) return null;
  return trimmed.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/** A canonical value as the user reads and types it, without its unit label (that is in measurementLabel). */
export function formatMeasurementValue(canonical: number, unit: string, system: MeasurementSystem, language?: Language): string {
  return unit === 's' ? formatDuration(canonical) : formatDecimal(shownNumber(canonical, unit, system), language);
}

/**
 * What the user typed, in canonical units; null when it is not a number (or a duration) at all. Decimals past
 * TYPED_DECIMALS are rounded off first, so what is stored is what the field shows once left.
 */
export function parseMeasurementValue(text: string, unit: string, system: MeasurementSystem): number | null {
  if (unit === 's') return parseDuration(text);
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(trimmed)) return null;
  return toCanonical(roundTo(Number(trimmed), TYPED_DECIMALS), unit, system);
}

/** '60 kg', '132.3 lb': a typed weight (a set's, a best weight, a heaviest-weight record) with its unit. */
export const formatLoad = (kilograms: number, system: MeasurementSystem, language?: Language) =>
  `${formatMeasurementValue(kilograms, 'kg', system, language)} ${displayUnit('kg', system)}`;

/** '116.7 kg': an estimated one-rep max with its unit. */
export const formatEstimate = (kilograms: number, system: MeasurementSystem, language?: Language) =>
  `${formatDecimal(estimateNumber(kilograms, 'kg', system), language)} ${displayUnit('kg', system)}`;

/** '3,300 lb': a volume, whole and grouped, with its unit. */
export const formatVolume = (kilograms: number, system: MeasurementSystem, language?: Language) =>
  `${formatCount(volumeNumber(kilograms, system), language)} ${displayUnit('kg', system)}`;

/** '5 km', '3.1 mi', '45 cm': a distance or height with its unit. */
export const formatLength = (canonical: number, unit: 'm' | 'cm', system: MeasurementSystem, language?: Language) =>
  `${formatMeasurementValue(canonical, unit, system, language)} ${displayUnit(unit, system)}`;

/** The order a set is read and typed in: load first, then reps, then the rest. */
const FIRST = ['WEIGHT', 'BODYWEIGHT_PLUS_WEIGHT', 'BODYWEIGHT_MINUS_ASSISTANCE', 'REPS'];
const rank = (code: string) => (FIRST.includes(code) ? FIRST.indexOf(code) : FIRST.length);

/** Measurements (or values) in the order a set is read and typed: load, reps, then the rest. */
export const entryOrder = <T extends { measurementCode: string }>(items: readonly T[]) =>
  [...items].sort((a, b) => rank(a.measurementCode) - rank(b.measurementCode));

/** One value of a set as a lifter reads it: '60 kg', '8' (reps), '1:30', '5 km'. */
export function formatValue(
  measurement: MeasurementLike | undefined,
  value: number,
  system: MeasurementSystem,
  language?: Language,
): string {
  if (!measurement) return formatDecimal(value, language);
  const shown = formatMeasurementValue(value, measurement.unit, system, language);
  if (measurement.measurementCode === 'REPS') return shown;
  const unit = displayUnit(measurement.unit, system);
  return unit && measurement.unit !== 's' ? `${shown} ${unit}` : shown;
}

/** A set as a lifter reads it: '60 kg × 8', '1:30', '5 km × 0:25:00'. */
export function formatSet(
  values: readonly { measurementCode: string; value: number }[],
  measurements: readonly MeasurementLike[],
  system: MeasurementSystem,
  language?: Language,
): string {
  const byCode = new Map(measurements.map((measurement) => [measurement.measurementCode, measurement]));
  return entryOrder(values)
    .map((value) => formatValue(byCode.get(value.measurementCode), value.value, system, language))
    .join(' × ');
}
