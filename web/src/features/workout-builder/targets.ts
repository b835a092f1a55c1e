// A target as typed: '10', '8-12' (or '8–12'), '1:30', '0:45-1:00', in the user's measurement system; stored as
// canonical value and valueMax.
import { formatMeasurementValue, parseMeasurementValue } from '../../../../common/units';
import type { Language } from '../../../../common/languages';
import type { TFunction } from '../../i18n';
import type { MeasurementSystem } from '../../lib/measurement';
import { RANGE_MEASUREMENTS } from './constants';
import type { TargetDraft } from './draft';

const RANGE_SEPARATOR = /\s*[-–—]\s*/;
const EN_DASH = '–';

export interface MeasurementInfo {
  measurementCode: string;
  unit: string;
}

export function formatTarget(
  target: TargetDraft | undefined,
  measurement: MeasurementInfo,
  system: MeasurementSystem,
  language: Language,
): string {
  if (!target) return '';
  const low = formatMeasurementValue(target.value, measurement.unit, system, language);
  return target.valueMax == null ? low : `${low}${EN_DASH}${formatMeasurementValue(target.valueMax, measurement.unit, system, language)}`;
}

export type ParsedTarget = { ok: true; target: TargetDraft | null } | { ok: false; error: string };

export function parseTarget(text: string, measurement: MeasurementInfo, system: MeasurementSystem, t: TFunction): ParsedTarget {
  const trimmed = text.trim();
  if (!trimmed) return { ok: true, target: null };
  const parts = trimmed.split(RANGE_SEPARATOR);
  const invalid = { ok: false, error: measurement.unit === 's' ? t('builder.errors.duration') : t('builder.errors.number') } as const;
  if (parts.length > 2 || (parts.length === 2 && !RANGE_MEASUREMENTS.has(measurement.measurementCode)))
    return parts.length === 2 ? { ok: false, error: t('builder.errors.noRange') } : invalid;
  const [value, valueMax] = parts.map((part) => parseMeasurementValue(part, measurement.unit, system));
  if (value == null || valueMax === null) return invalid;
  if (valueMax !== undefined && valueMax < value) return { ok: false, error: t('builder.errors.rangeOrder') };
  return { ok: true, target: { value, valueMax: valueMax ?? null } };
}
