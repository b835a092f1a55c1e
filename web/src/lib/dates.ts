// Dates from the API (§2.7): a bare 'YYYY-MM-DD' names a calendar day and means that day at local midnight; JavaScript
// would read it as UTC midnight, which is the day before anywhere west of Greenwich.
import { DEFAULT_LANGUAGE, type Language } from '../../../common/languages';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseDate(value: string): Date {
  const day = DATE_ONLY.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

/**
 * The date in the user's time zone ('Nov 23, 2026' or 'November 23, 2026'); '' when it cannot be read. A calendar
 * day is shown as that day whatever the time zone.
 */
export function formatDate(
  value: string | null | undefined,
  timeZone: string | undefined,
  dateStyle: 'medium' | 'long' = 'medium',
  language: Language = DEFAULT_LANGUAGE,
): string {
  if (!value) return '';
  const date = parseDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const zone = DATE_ONLY.test(value) ? undefined : timeZone;
  try {
    return new Intl.DateTimeFormat(language, { dateStyle, timeZone: zone }).format(date);
  } catch {
    // An unknown time zone name: the browser's own zone rather than nothing.
    return new Intl.DateTimeFormat(language, { dateStyle }).format(date);
  }
}

/** A formatter in the given time zone, or in the browser's own when the name is unknown. */
function formatterIn(timeZone: string | undefined, options: Intl.DateTimeFormatOptions, language: Language) {
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat(language, options);
  }
}

/**
 * A day in a list or on a chart's axis, short: 'Dec 2' in the current year, 'Dec 2, 2025' in another (a two-digit
 * year reads like a day: 'Dec 2, 25'). '' when it cannot be read.
 */
export function formatShortDate(
  value: string | null | undefined,
  timeZone: string | undefined,
  now = new Date(),
  language: Language = DEFAULT_LANGUAGE,
): string {
  if (!value) return '';
  const date = parseDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const zone = DATE_ONLY.test(value) ? undefined : timeZone;
  const year = formatterIn(zone, { year: 'numeric' }, language);
  const sameYear = year.format(date) === year.format(now);
  return formatterIn(
    zone,
    sameYear ? { month: 'short', day: 'numeric' } : { month: 'short', day: 'numeric', year: 'numeric' },
    language,
  ).format(date);
}

/** Every IANA zone this browser knows, with UTC and the member's own, in order. */
export function timeZoneOptions(current?: string | null): string[] {
  let zones: string[] = [];
  try {
    zones = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  } catch {
    zones = [];
  }
  const all = new Set([...zones, 'UTC']);
  if (current) all.add(current);
  return [...all].sort((a, b) => a.localeCompare(b));
}
