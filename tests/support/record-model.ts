// The record rules written out plainly, in whole numbers, for tests to hold the app's derivation to: a log's sets are
// measured against the best of each key in the logs before it; the first result of a key is a baseline; a log holds
// at most one record of each type per exercise, on the first of its sets to reach its best (most reps, kept per
// weight, on the heaviest weight beaten).
import fc from 'fast-check';
import { RECORD_TYPES, type RecordType } from '../../common/set-metrics.js';

/** A set of one weight-and-reps exercise: its weight as a count of steps (half pounds, say). */
export interface ModelSet {
  steps: number;
  reps: number;
  warmup: boolean;
  done: boolean;
}

/** The keys a set competes for (as the app keys them) and its result in each, in whole numbers (an estimate × 30). */
export function results(set: ModelSet): Map<string, { recordType: RecordType; value: number; steps: number }> {
  const out = new Map<string, { recordType: RecordType; value: number; steps: number }>();
  if (!set.done || set.warmup) return out;
  const put = (recordType: RecordType, value: number, qualifier = '') => {
    if (value > 0) out.set(`${recordType}|${qualifier}`, { recordType, value, steps: set.steps });
  };
  put('MAX_WEIGHT', set.steps);
  if (set.reps <= 30) put('ESTIMATED_1RM', set.reps === 1 ? set.steps * 30 : set.steps * (30 + set.reps));
  put('MAX_REPS', set.reps, String(set.steps));
  put('MAX_SET_VOLUME', set.steps * set.reps);
  return out;
}

/** The records each set of each log holds, in the order of RECORD_TYPES. */
export function expectedBadges(logs: readonly (readonly ModelSet[])[]): RecordType[][][] {
  return logs.map((log, logIndex) => {
    const badges: RecordType[][] = log.map(() => []);
    const before = new Map<string, number>();
    for (const earlier of logs.slice(0, logIndex))
      for (const set of earlier) for (const [key, { value }] of results(set)) before.set(key, Math.max(before.get(key) ?? 0, value));
    const broken = new Map<RecordType, { setIndex: number; steps: number }>();
    const keys = new Set(log.flatMap((set) => [...results(set).keys()]));
    for (const key of keys) {
      const own = log.map((set) => results(set).get(key));
      const best = Math.max(...own.map((result) => result?.value ?? 0));
      const setIndex = own.findIndex((result) => result?.value === best);
      const prior = before.get(key);
      if (prior === undefined || best <= prior) continue;
      const { recordType, steps } = own[setIndex]!;
      const held = broken.get(recordType);
      if (!held || steps > held.steps || (steps === held.steps && setIndex < held.setIndex)) broken.set(recordType, { setIndex, steps });
    }
    for (const recordType of RECORD_TYPES) {
      const held = broken.get(recordType);
      if (held) badges[held.setIndex]!.push(recordType);
    }
    return badges;
  });
}

/** Logs of one exercise with few distinct weights and reps, so results tie and beat each other often. */
export const modelLogs = (options: { maxLogs: number; maxSets: number }) =>
  fc.array(
    fc.array(
      fc.record({
        steps: fc.integer({ min: 0, max: 12 }).map((step) => step * 5),
        // 31 reps are past Epley's range: no estimate.
        reps: fc.constantFrom(1, 3, 5, 6, 8, 10, 12, 31),
        warmup: fc.integer({ min: 0, max: 4 }).map((draw) => draw === 0),
        done: fc.integer({ min: 0, max: 6 }).map((draw) => draw > 0),
      }),
      { minLength: 1, maxLength: options.maxSets },
    ),
    { minLength: 1, maxLength: options.maxLogs },
  );
