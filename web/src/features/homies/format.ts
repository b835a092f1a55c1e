// How the Homies read names, counts and times: times relative to now with the exact moment kept for a tooltip.
// Weights and distances are written by common/units.ts in the member's measurement system.
import type { Language } from '../../../../common/languages';
import { formatCount } from '../../../../common/numbers';
import type { TFunction } from '../../i18n';
import { formatWorkoutLength } from '../workouts/format';

export { formatWorkoutLength };

export const memberName = (member: { displayName?: string | null; userName: string }) => member.displayName?.trim() || member.userName;

/** A plural text's values: the count that picks the form and the count as the language writes it. */
export const counted = (count: number, language: Language) => ({ count, shown: formatCount(count, language) });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** 'just now', '5 minutes ago', 'yesterday', '3 weeks ago', in the interface's language. */
export function formatRelativeTime(iso: string, now: number, language: Language, t: TFunction): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const seconds = Math.round((at - now) / 1000);
  // A clock a little ahead of the server's would otherwise say 'in 2 seconds'.
  if (Math.abs(seconds) < 45) return t('homies.time.justNow');
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(Math.trunc(seconds / 60) || -1, 'minute');
}

export const formatExactTime = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

export const formatDay = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
