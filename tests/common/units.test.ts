// Units, checked over every weight a member can type: 0.25 kg steps up to 500 kg and 0.5 lb steps up to 1,100 lb.
// Typed, converted to kilograms as the app stores them and shown again, a value reads as typed in its own system and
// to a tenth in the other; the volumes, estimated one-rep maxes and record figures built from it read without drift.
// Expected figures are worked out in whole numbers (a weight as a count of its steps), apart from the floats under
// test.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from '../../common/numbers.js';
import { estimatedOneRepMax, formatRecordValue, recordFigure, type RecordType } from '../../common/set-metrics.js';
import {
  displayUnit,
  estimateNumber,
  formatDuration,
  formatLoad,
  formatMeasurementValue,
  formatVolume,
  parseDuration,
  parseMeasurementValue,
  toShown,
  type MeasurementSystem,
} from '../../common/units.js';
import { exerciseAggregates } from '../../server/domains/workout-logs/metrics.js';

const SYSTEMS = ['metric', 'imperial'] as const;
const other = (system: MeasurementSystem): MeasurementSystem => (system === 'metric' ? 'imperial' : 'metric');

/** A weight as typed: `steps` of 1/`per` of the unit (quarter kilograms, half pounds). */
interface Typed {
  steps: number;
  per: number;
}
const GRID: Record<MeasurementSystem, { per: number; max: number }> = {
  metric: { per: 4, max: 500 * 4 },
  imperial: { per: 2, max: 1100 * 2 },
};
const everyWeight = (system: MeasurementSystem): Typed[] =>
  Array.from({ length: GRID[system].max + 1 }, (_, steps) => ({ steps, per: GRID[system].per }));
const typedWeight = (system: MeasurementSystem) =>
  fc.integer({ min: 0, max: GRID[system].max }).map((steps): Typed => ({ steps, per: GRID[system].per }));
const textOf = ({ steps, per }: Typed) => String(steps / per);
/** What the app stores for a typed weight: the member's text read in their system. */
const stored = (typed: Typed, system: MeasurementSystem) => parseMeasurementValue(textOf(typed), 'kg', system)!;

/** numerator / denominator rounded half up to `decimals`, as text: exact, in whole numbers. */
function exactText(numerator: number, denominator: number, decimals: number): string {
  const scale = 10 ** decimals;
  return String(Math.floor((2 * numerator * scale + denominator) / (2 * denominator)) / scale);
}

/** Decimals of a shown number. */
const decimalsOf = (text: string) => text.split('.')[1]?.length ?? 0;

describe('a weight typed in either system', () => {
  it('reads back as typed in that system, for every weight a member can type', () => {
    for (const system of SYSTEMS)
      for (const typed of everyWeight(system)) expect(formatMeasurementValue(stored(typed, system), 'kg', system)).toBe(textOf(typed));
  });

  it('reads back as typed for any weight typed to the hundredth up to 100,000, and to a tenth in the other system', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SYSTEMS), fc.integer({ min: 0, max: 10_000_000 }), (system, hundredths) => {
        const text = String(hundredths / 100);
        const canonical = parseMeasurementValue(text, 'kg', system)!;
        expect(formatMeasurementValue(canonical, 'kg', system)).toBe(text);
        // A hundredth in one system is never a hundredth in the other (45359237 has no factor 2 or 5).
        expect(decimalsOf(formatMeasurementValue(canonical, 'kg', other(system)))).toBeLessThanOrEqual(1);
      }),
      { numRuns: 50_000 },
    );
  });

  it('reads to a tenth in the other system, within half a tenth of the true weight, for every weight', () => {
    for (const system of SYSTEMS)
      for (const typed of everyWeight(system)) {
        const canonical = stored(typed, system);
        const shown = formatMeasurementValue(canonical, 'kg', other(system));
        expect(decimalsOf(shown)).toBeLessThanOrEqual(1);
        expect(Math.abs(Number(shown) - toShown(canonical, 'kg', other(system)))).toBeLessThanOrEqual(0.05 + 1e-9);
      }
    expect(formatLoad(60, 'imperial')).toBe('132.3 lb');
    expect(formatLoad(stored({ steps: 120, per: 2 }, 'imperial'), 'metric')).toBe('27.2 kg');
    expect(formatLoad(100, 'imperial')).toBe('220.5 lb');
  });

  it('keeps what a field shows once left: decimals past the hundredth are rounded off as it is read', () => {
    const canonical = parseMeasurementValue('60.125', 'kg', 'imperial')!;
    expect(formatMeasurementValue(canonical, 'kg', 'imperial')).toBe('60.13');
    expect(parseMeasurementValue('60,5', 'kg', 'metric')).toBe(60.5);
    expect(parseMeasurementValue('heavy', 'kg', 'metric')).toBeNull();
  });

  it('reads as typed on the half-pound grid when it was saved before values were kept whole (six decimals)', () => {
    for (const typed of everyWeight('imperial')) {
      const sixDecimals = Math.round(stored(typed, 'imperial') * 1e6) / 1e6;
      expect(formatMeasurementValue(sixDecimals, 'kg', 'imperial')).toBe(textOf(typed));
    }
  });
});

describe('other quantities typed to the hundredth', () => {
  it('read back as typed in their system, and to their display decimals in the other', () => {
    const units = [
      { unit: 'm', decimals: 2 },
      { unit: 'cm', decimals: 2 },
      { unit: 'm/s', decimals: 2 },
      { unit: 'W', decimals: 2 },
      { unit: 'percent', decimals: 2 },
      { unit: 'count', decimals: 2 },
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...units),
        fc.constantFrom(...SYSTEMS),
        fc.integer({ min: 0, max: 100_000 }),
        ({ unit, decimals }, system, n) => {
          const text = String(n / 100);
          const canonical = parseMeasurementValue(text, unit, system)!;
          expect(formatMeasurementValue(canonical, unit, system)).toBe(text);
          const shown = formatMeasurementValue(canonical, unit, other(system));
          expect(decimalsOf(shown)).toBeLessThanOrEqual(decimals);
          expect(Math.abs(Number(shown) - toShown(canonical, unit, other(system)))).toBeLessThanOrEqual(
            0.5 * 10 ** -decimalsOf(shown) + 1e-9,
          );
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('read times as typed, to the second', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 * 3600 }), (seconds) => {
        expect(parseDuration(formatDuration(seconds))).toBe(seconds);
        expect(formatMeasurementValue(parseMeasurementValue(formatDuration(seconds), 's', 'imperial')!, 's', 'metric')).toBe(
          formatDuration(seconds),
        );
      }),
    );
    expect(parseDuration('45.4')).toBe(45);
  });
});

describe('figures built from typed weights', () => {
  const set = (system: MeasurementSystem, typed: Typed, reps: number, setType = 'NORMAL') => ({
    setType,
    completed: true,
    values: [
      { measurementCode: 'WEIGHT', value: stored(typed, system) },
      { measurementCode: 'REPS', value: reps },
    ],
  });
  const workout = (system: MeasurementSystem) =>
    fc.array(
      fc.array(fc.record({ typed: typedWeight(system), reps: fc.integer({ min: 1, max: 30 }), warmup: fc.boolean() }), {
        minLength: 1,
        maxLength: 8,
      }),
      { minLength: 1, maxLength: 8 },
    );

  it('add up to volumes that read whole and exact in the system they were typed in, and to the kilogram or pound in the other', () => {
    for (const system of SYSTEMS)
      fc.assert(
        fc.property(workout(system), (exercises) => {
          // Each exercise's volume as the server stores it, and the log's total as the database adds them up.
          const total = exercises
            .map(
              (sets) =>
                exerciseAggregates(
                  sets.map((entry, index) => ({
                    id: String(index),
                    ...set(system, entry.typed, entry.reps, entry.warmup ? 'WARMUP' : 'NORMAL'),
                  })),
                ).volume,
            )
            .reduce((sum, volume) => sum + volume, 0);
          const steps = exercises.flat().reduce((sum, entry) => sum + (entry.warmup ? 0 : entry.typed.steps * entry.reps), 0);
          const unit = displayUnit('kg', system);
          expect(formatVolume(total, system)).toBe(`${formatCount(Number(exactText(steps, GRID[system].per, 0)))} ${unit}`);
          const elsewhere = formatVolume(total, other(system)).split(' ')[0]!.replaceAll(',', '');
          expect(Math.abs(Number(elsewhere) - toShown(total, 'kg', other(system)))).toBeLessThanOrEqual(0.5 + 1e-9);
        }),
        { numRuns: 2_000 },
      );
    expect(formatVolume(stored({ steps: 120, per: 2 }, 'imperial') * 55, 'imperial')).toBe('3,300 lb');
  });

  it('give estimated one-rep maxes to the tenth without drift, for every weight and 1 to 30 reps', () => {
    for (const system of SYSTEMS)
      for (const typed of everyWeight(system))
        for (let reps = 1; reps <= 30; reps++) {
          const estimate = estimatedOneRepMax(stored(typed, system), reps);
          // Epley: weight × (30 + reps) / 30; a single is its weight.
          const [numerator, denominator] = reps === 1 ? [typed.steps, typed.per] : [typed.steps * (30 + reps), typed.per * 30];
          expect(String(estimateNumber(estimate, 'kg', system))).toBe(exactText(numerator, denominator, 1));
        }
    expect(estimatedOneRepMax(stored({ steps: 120, per: 2 }, 'imperial'), 10)).toBeCloseTo(80 * 0.45359237, 12);
  });

  it('write records as the sets were typed', () => {
    for (const system of SYSTEMS)
      fc.assert(
        fc.property(
          typedWeight(system).filter((typed) => typed.steps > 0),
          fc.integer({ min: 1, max: 30 }),
          (typed, reps) => {
            const unit = displayUnit('kg', system);
            const done = set(system, typed, reps);
            const text = (recordType: RecordType) => {
              const figure = recordFigure(done, recordType)!;
              return formatRecordValue(recordType, figure.value, system, figure.weight);
            };
            const [numerator, denominator] = reps === 1 ? [typed.steps, typed.per] : [typed.steps * (30 + reps), typed.per * 30];
            expect(text('MAX_WEIGHT')).toBe(`${textOf(typed)} ${unit}`);
            expect(text('MAX_REPS')).toBe(`${textOf(typed)} ${unit} × ${reps}`);
            expect(text('MAX_SET_VOLUME')).toBe(`${formatCount(Number(exactText(typed.steps * reps, typed.per, 0)))} ${unit}`);
            expect(text('ESTIMATED_1RM')).toBe(`${exactText(numerator, denominator, 1)} ${unit}`);
          },
        ),
        { numRuns: 5_000 },
      );
    const tenAtSixty = set('imperial', { steps: 120, per: 2 }, 10);
    const figure = recordFigure(tenAtSixty, 'MAX_REPS')!;
    expect(formatRecordValue('MAX_REPS', figure.value, 'imperial', figure.weight)).toBe('60 lb × 10');
  });

  it('is written as the reader’s language writes numbers and words', () => {
    expect(formatRecordValue('MAX_SET_VOLUME', 1234.5, 'metric', null, 'es-ES')).toBe('1235 kg');
    expect(formatRecordValue('MAX_SET_VOLUME', 12345, 'metric', null, 'es-ES')).toBe('12.345 kg');
    expect(formatRecordValue('MAX_SET_VOLUME', 12345, 'metric')).toBe('12,345 kg');
    expect(formatRecordValue('MAX_WEIGHT', 102.5, 'metric', null, 'es-ES')).toBe('102,5 kg');
    expect(formatRecordValue('MAX_REPS', 12, 'metric', null, 'es-ES')).toBe('12 repeticiones');
    expect(formatRecordValue('MAX_REPS', 1, 'metric')).toBe('1 rep');
  });
});
