// The record rules (server/domains/workout-logs/metrics.ts) over random histories of one exercise, in pounds so the
// weights carry float noise: every log holds at most one record of each type, each on the log's best set, beating
// the best before the log; a first log holds none; the bests end on the first set to reach them. The expected
// records come from tests/support/record-model.ts, in whole numbers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECORD_TYPES } from '../../common/set-metrics.js';
import { parseMeasurementValue } from '../../common/units.js';
import { historyRecords } from '../../server/domains/workout-logs/metrics.js';
import { expectedBadges, modelLogs, results, type ModelSet } from '../support/record-model.js';

/** A model set as the server holds it: typed in half pounds, stored in kilograms. */
const logged = (set: ModelSet, workoutLogId: string) => ({
  workoutLogId,
  setType: set.warmup ? 'WARMUP' : 'NORMAL',
  completed: set.done,
  values: [
    { measurementCode: 'WEIGHT', value: parseMeasurementValue(String(set.steps / 2), 'kg', 'imperial')! },
    { measurementCode: 'REPS', value: set.reps },
  ],
});

describe('records over a history', () => {
  it('are the model’s: one per type and log, on its best set, none on a first log', () => {
    fc.assert(
      fc.property(modelLogs({ maxLogs: 6, maxSets: 6 }), (logs) => {
        const sets = logs.flatMap((log, index) => log.map((set) => logged(set, `log-${index}`)));
        const { badges, holders } = historyRecords(sets);
        const perLog = logs.map((log, index) => {
          const start = logs.slice(0, index).reduce((count, earlier) => count + earlier.length, 0);
          return badges.slice(start, start + log.length);
        });
        expect(perLog).toEqual(expectedBadges(logs));
        for (const own of perLog) {
          const types = own.flat();
          expect(new Set(types).size).toBe(types.length);
          expect(types.every((type) => RECORD_TYPES.includes(type))).toBe(true);
        }
        expect(perLog[0]!.flat()).toEqual([]);
        // Each key's best is held by the first set, in the order done, to reach the highest result (ties in whole
        // numbers are ties, whatever the float noise of the pounds). Most reps are keyed by the weight: the model
        // keys them by its steps.
        const flat = logs.flat();
        const model = flat.map(results);
        for (const held of holders.values()) {
          const { recordType } = held.candidate;
          const modelKey = `${recordType}|${recordType === 'MAX_REPS' ? flat[held.index]!.steps : ''}`;
          const exact = model.map((own) => own.get(modelKey)?.value ?? -1);
          expect(held.index).toBe(exact.indexOf(Math.max(...exact)));
        }
        expect(holders.size).toBe(new Set(model.flatMap((own) => [...own.keys()])).size);
      }),
      { numRuns: 3_000 },
    );
  });
});
