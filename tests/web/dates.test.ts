import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, parseDate } from '../../web/src/lib/dates';

describe('dates (§2.7)', () => {
  const original = process.env.TZ;
  // West of Greenwich, where reading '2025-01-02' as UTC midnight would land on January 1st.
  beforeAll(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    process.env.TZ = original;
  });

  it('reads YYYY-MM-DD as local midnight and anything else as an instant', () => {
    expect(new Date('2025-01-02').getDate()).toBe(1);
    const day = parseDate('2025-01-02');
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2025, 0, 2, 0]);
    expect(parseDate('2025-01-02T23:30:00Z').toISOString()).toBe('2025-01-02T23:30:00.000Z');
  });

  it('formats instants in the given time zone and calendar days as that day', () => {
    expect(formatDate('2025-01-02T23:30:00Z', 'Asia/Tokyo')).toBe('Jan 3, 2025');
    expect(formatDate('2025-01-02T23:30:00Z', 'America/Los_Angeles', 'long')).toBe('January 2, 2025');
    expect(formatDate('2025-01-02', 'Asia/Tokyo')).toBe('Jan 2, 2025');
    expect(formatDate('2025-01-02', 'Pacific/Honolulu')).toBe('Jan 2, 2025');
  });

  it('gives nothing for nothing or garbage, and the browser zone for an unknown zone name', () => {
    expect(formatDate(null, 'UTC')).toBe('');
    expect(formatDate('not a date', 'UTC')).toBe('');
    expect(formatDate('2025-01-02T23:30:00Z', 'Not/A_Zone')).toBe('Jan 2, 2025');
  });
});
