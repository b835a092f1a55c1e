// Reading the times exports write, over every date and the languages apps write months in: a date written the way a
// phone set to that language writes it reads back as the same wall clock, and a wall clock read in a zone names the
// instant that zone's clocks showed then.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantIn, readTime, type WallClock } from '../../server/domains/workout-import/wall-clock.js';

const LANGUAGES = ['en', 'pt', 'es', 'de', 'fr', 'it', 'pl', 'tr', 'ru', 'ja', 'ko', 'zh'];
const ZONES = ['America/New_York', 'Europe/Berlin', 'Asia/Tokyo', 'Australia/Sydney', 'America/Sao_Paulo', 'Asia/Kolkata', 'UTC'];

const wallClock = fc
  .record({
    year: fc.integer({ min: 2010, max: 2035 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
  })
  .map((wall): WallClock => ({ ...wall, second: 0 }));

const pad = (value: number) => String(value).padStart(2, '0');

/** A day as Hevy writes it, "5 Mai 2026, 07:34", with the month the way the platform spells it in that language. */
function hevyStyle(wall: WallClock, language: string, width: 'short' | 'long') {
  const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day, 12));
  const inDate = new Intl.DateTimeFormat(language, { day: 'numeric', month: width, timeZone: 'UTC' })
    .formatToParts(date)
    .find((part) => part.type === 'month')!.value;
  // Chinese and Japanese months are numbers, written "5月" on their own.
  const month = /^\d+$/.test(inDate) ? new Intl.DateTimeFormat(language, { month: width, timeZone: 'UTC' }).format(date) : inDate;
  return `${wall.day} ${month} ${wall.year}, ${pad(wall.hour)}:${pad(wall.minute)}`;
}

describe('reading an export’s times', () => {
  it('reads a day and time written with the month in any of the languages, short or long', () => {
    fc.assert(
      fc.property(wallClock, fc.constantFrom(...LANGUAGES), fc.constantFrom('short' as const, 'long' as const), (wall, language, width) => {
        expect(readTime(hevyStyle(wall, language, width))).toEqual({ wall });
      }),
      { numRuns: 600 },
    );
  });

  it("reads Strong's ISO-like times and the platform's own CJK dates", () => {
    fc.assert(
      fc.property(wallClock, (wall) => {
        const text = `${wall.year}-${pad(wall.month)}-${pad(wall.day)} ${pad(wall.hour)}:${pad(wall.minute)}:00`;
        expect(readTime(text)).toEqual({ wall });
        for (const language of ['ja', 'zh', 'ko']) {
          const written = new Intl.DateTimeFormat(language, {
            dateStyle: 'long',
            timeStyle: 'short',
            timeZone: 'UTC',
            hourCycle: 'h23',
          }).format(new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute)));
          expect(readTime(written), written).toEqual({ wall });
        }
      }),
      { numRuns: 200 },
    );
  });

  it('names, for a wall clock in a zone, the instant that zone showed it', () => {
    fc.assert(
      fc.property(wallClock, fc.constantFrom(...ZONES), (wall, zone) => {
        const instant = instantIn(wall, zone);
        const shown = Object.fromEntries(
          new Intl.DateTimeFormat('en-CA', {
            timeZone: zone,
            year: 'numeric',
            month: 'numeric',
            day: 'numeric',
            hour: 'numeric',
            minute: 'numeric',
            hourCycle: 'h23',
          })
            .formatToParts(instant)
            .map((part) => [part.type, Number(part.value)]),
        );
        const skipped = shown.hour !== wall.hour && shown.day === wall.day;
        // Only a time the clocks skipped (a spring-forward hour) reads as another: the hour after.
        const { second: _second, ...minutes } = wall;
        if (skipped) expect(shown.hour).toBe(wall.hour + 1);
        else expect({ year: shown.year, month: shown.month, day: shown.day, hour: shown.hour, minute: shown.minute }).toEqual(minutes);
      }),
      { numRuns: 600 },
    );
  });

  it('reads no date from what is none', () => {
    for (const text of ['', 'yesterday', '5 Foo 2026, 07:34', '31 Feb 2026, 10:00', '2026-13-01 10:00:00', '12:00', '5 May'])
      expect(readTime(text), text).toBeNull();
  });
});
