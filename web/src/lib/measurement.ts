// Measurement system default of spec §4: imperial when the browser's region is US, LR or MM, else metric.
import type { MeasurementSystem } from '../../../common/units';
import { IMPERIAL_REGIONS } from './constants';

export type { MeasurementSystem };

/** The region subtag of a language tag ('en-US' → 'US'); a bare language ('en') has none. */
export function regionOf(language: string | undefined): string | null {
  if (!language) return null;
  try {
    const region = new Intl.Locale(language).region;
    return region ? region.toUpperCase() : null;
  } catch {
    const part = language.split(/[-_]/)[1];
    return part && /^[a-z]{2}$/i.test(part) ? part.toUpperCase() : null;
  }
}

export function defaultMeasurementSystem(
  language: string | undefined = typeof navigator !== 'undefined' ? navigator.language : undefined,
): MeasurementSystem {
  const region = regionOf(language);
  return region && (IMPERIAL_REGIONS as readonly string[]).includes(region) ? 'imperial' : 'metric';
}

export const toServerMeasurement = (value: MeasurementSystem) => (value === 'imperial' ? 'IMPERIAL' : 'METRIC');
export const fromServerMeasurement = (value: string | null | undefined): MeasurementSystem | null =>
  value ? (value.toLowerCase() === 'imperial' ? 'imperial' : 'metric') : null;
export const flipMeasurement = (value: MeasurementSystem): MeasurementSystem => (value === 'metric' ? 'imperial' : 'metric');
