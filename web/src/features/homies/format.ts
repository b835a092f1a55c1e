// How the Homies read names and times: times relative to now with the exact moment kept for a tooltip. Weights and
// distances are written by common/units.ts in the member's measurement system.
import { formatWorkoutLength } from '../workouts/format';

export { formatWorkoutLength };

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
