// How the Homies read numbers and times: weights and distances in the member's measurement system (stored values are
// canonical: kg, m, s), times relative to now with the exact moment kept for a tooltip.
import type { PersonalRecordType } from '../../gql/graphql';
import type { MeasurementSystem } from '../../lib/measurement';
import { displayUnit, formatDuration, formatMeasurementValue } from '../flexicon/units';
import { formatWeight, formatWorkoutLength } from '../workouts/format';

export { formatWeight, formatWorkoutLength };

export const memberName = (member: { displayName?: string | null; userName: string }) => member.displayName?.trim() || member.userName;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** 'just now', '5 minutes ago', 'yesterday', '3 weeks ago'. */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const seconds = Math.round((at - now) / 1000);
  // A clock a little ahead of the server's would otherwise say 'in 2 seconds'.
  if (Math.abs(seconds) < 45) return 'just now';
  const format = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(Math.trunc(seconds / 60) || -1, 'minute');
}

export const formatExactTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

export const formatDay = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(iso));

/** The canonical unit a record's value is stored in. */
const RECORD_UNITS: Record<PersonalRecordType, string> = {
  MAX_WEIGHT: 'kg',
  ESTIMATED_1RM: 'kg',
  MAX_SET_VOLUME: 'kg',
  MAX_REPS: 'count',
  LONGEST_DURATION: 's',
  LONGEST_DISTANCE: 'm',
};

/** '102.06 kg', '12 reps', '1:30', '5 km': a record's value in the member's units. */
export function formatRecordValue(recordType: PersonalRecordType, value: number, system: MeasurementSystem): string {
  const unit = RECORD_UNITS[recordType];
  if (unit === 'count') return `${Math.round(value)} reps`;
  if (unit === 's') return formatDuration(value);
  return `${formatMeasurementValue(value, unit, system)} ${displayUnit(unit, system) ?? ''}`.trim();
}

/** A best weight lifted, as in a top-exercise line: '105 kg', '231.49 lb'. */
export const formatLoad = (kilograms: number, system: MeasurementSystem) =>
  `${formatMeasurementValue(kilograms, 'kg', system)} ${displayUnit('kg', system)}`;
