// The month calendar's arithmetic in the member's local time: weeks start on Monday, days are keyed 'YYYY-MM-DD'.

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

const pad = (value: number) => String(value).padStart(2, '0');

export const dayKey = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export const monthStart = (date: Date) => new Date(date.getFullYear(), date.getMonth(), 1);

export const addMonths = (month: Date, by: number) => new Date(month.getFullYear(), month.getMonth() + by, 1);

export const addDays = (date: Date, by: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + by);

/** The month's weeks, Monday first; days outside the month are null. */
export function monthWeeks(month: Date): (Date | null)[][] {
  const lead = (month.getDay() + 6) % 7;
  const count = new Date(month.getFullYear(), month.getMonth() + 1, 0).getDate();
  const cells: (Date | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: count }, (_, index) => new Date(month.getFullYear(), month.getMonth(), index + 1)),
  ];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Where a key moves the focused day: a day, a week, to the week's ends, or a month with Page Up and Down. */
export function moveDay(date: Date, key: string): Date | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -((date.getDay() + 6) % 7));
    case 'End':
      return addDays(date, 6 - ((date.getDay() + 6) % 7));
    case 'PageUp':
    case 'PageDown': {
      const month = addMonths(date, key === 'PageUp' ? -1 : 1);
      const last = new Date(month.getFullYear(), month.getMonth() + 1, 0).getDate();
      return new Date(month.getFullYear(), month.getMonth(), Math.min(date.getDate(), last));
    }
    default:
      return null;
  }
}

/** Logs grouped by the local day they started. */
export function byDay<T extends { startedAt: string }>(logs: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const log of logs) {
    const key = dayKey(new Date(log.startedAt));
    days.set(key, [...(days.get(key) ?? []), log]);
  }
  return days;
}
