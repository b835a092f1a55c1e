// What logged sets add up to: the records a log sets, an exercise's numbers for the history charts, the muscle map.
// Pure arithmetic on canonical units at full precision (the set's own figures are common/set-metrics.ts).
import { mergeMuscleUsage, type SummaryExercise } from '../../../common/workout-summary.js';
import {
  beats,
  RECORD_TYPES,
  recordCandidates,
  setMetrics,
  type LoggedSet,
  type RecordCandidate,
  type RecordType,
} from '../../../common/set-metrics.js';

export const recordKey = (recordType: string, qualifier: string) => `${recordType}|${qualifier}`;

/** A key's best raised by a log: the set holding it (its index) and the best before the log (none for a baseline). */
export interface RaisedRecord {
  candidate: RecordCandidate;
  index: number;
  before: number | undefined;
}

/** Most reps at the heavier weight is the better record; the earlier set at the same weight. */
const better = (a: RaisedRecord, b: RaisedRecord) => Number(a.candidate.qualifier) - Number(b.candidate.qualifier) || b.index - a.index;

/**
 * One log's records in one exercise, given the member's bests before the log by key. For each key the log's best
 * set (the first to reach it) raises the best: as a baseline when there was none (the first time the exercise, or a
 * weight's reps, was done) or as a record when it beats it (a tie does not). A log holds at most one record of a
 * type per exercise, on its best set: most reps beaten at several weights at once is the heaviest weight's record.
 * `badges` are the records each set holds.
 */
export function logRecords(sets: readonly LoggedSet[], bestsBefore: ReadonlyMap<string, number>) {
  const logBests = new Map<string, { candidate: RecordCandidate; index: number }>();
  sets.forEach((set, index) => {
    for (const candidate of recordCandidates(set)) {
      const key = recordKey(candidate.recordType, candidate.qualifier);
      const held = logBests.get(key);
      if (!held || beats(candidate.value, held.candidate.value)) logBests.set(key, { candidate, index });
    }
  });
  const raised: RaisedRecord[] = [];
  const broken = new Map<RecordType, RaisedRecord>();
  for (const [key, { candidate, index }] of logBests) {
    const before = bestsBefore.get(key);
    if (before !== undefined && !beats(candidate.value, before)) continue;
    const entry = { candidate, index, before };
    raised.push(entry);
    const other = broken.get(candidate.recordType);
    if (before !== undefined && (!other || better(entry, other) > 0)) broken.set(candidate.recordType, entry);
  }
  const badges: RecordType[][] = sets.map(() => []);
  for (const recordType of RECORD_TYPES) {
    const entry = broken.get(recordType);
    if (entry) badges[entry.index]!.push(recordType);
  }
  return { badges, raised };
}

/**
 * The records of a member's whole history of one exercise, from its sets in the order they were done (each with its
 * log): every log's records against the bests before it (logRecords), the records each set holds, and for each key
 * the set that holds its best now, with the best before that set's log.
 */
export function historyRecords(sets: readonly (LoggedSet & { workoutLogId: string })[]) {
  const logs = new Map<string, number[]>();
  sets.forEach((set, index) => logs.set(set.workoutLogId, [...(logs.get(set.workoutLogId) ?? []), index]));
  const bests = new Map<string, number>();
  const badges: RecordType[][] = sets.map(() => []);
  const holders = new Map<string, RaisedRecord>();
  for (const indices of logs.values()) {
    const own = logRecords(
      indices.map((index) => sets[index]!),
      bests,
    );
    own.badges.forEach((types, position) => (badges[indices[position]!] = types));
    for (const entry of own.raised) {
      const key = recordKey(entry.candidate.recordType, entry.candidate.qualifier);
      bests.set(key, entry.candidate.value);
      holders.set(key, { ...entry, index: indices[entry.index]! });
    }
  }
  return { badges, holders };
}

/** A logged exercise's numbers for the history charts, from its completed working sets. */
export function exerciseAggregates(sets: readonly (LoggedSet & { id: string })[]) {
  let volume = 0;
  let totalReps = 0;
  let completedSetCount = 0;
  let bestWeight: number | undefined;
  let bestEstimated1rm: number | undefined;
  let bestSetId: string | undefined;
  let bestScore = -1;
  for (const set of sets) {
    if (!set.completed) continue;
    completedSetCount++;
    const metrics = setMetrics(set);
    volume += metrics.volume;
    if (set.setType !== 'WARMUP') totalReps += metrics.reps ?? 0;
    if (set.setType === 'WARMUP') continue;
    if (metrics.weight !== undefined && metrics.reps) bestWeight = Math.max(bestWeight ?? 0, metrics.weight);
    if (metrics.estimated1rm) bestEstimated1rm = Math.max(bestEstimated1rm ?? 0, metrics.estimated1rm);
    // The best set: highest estimated 1RM, else most reps, else longest time or distance.
    const score = metrics.estimated1rm || metrics.reps || metrics.duration || metrics.distance || 0;
    if (score > bestScore) {
      bestScore = score;
      bestSetId = set.id;
    }
  }
  return {
    completedSetCount,
    volume,
    totalReps,
    bestWeight: bestWeight ?? null,
    bestEstimated1rm: bestEstimated1rm ?? null,
    bestSetId: bestSetId ?? null,
  };
}

/** The muscle map of logged exercises: each exercise's usage weighted by the sets completed. */
export const loggedMuscleUsage = (entries: readonly { completedSetCount: number; muscleUsage: SummaryExercise['muscleUsage'] }[]) =>
  mergeMuscleUsage(
    entries.map((entry) => ({
      sets: Array.from({ length: entry.completedSetCount }, () => ({ setType: 'NORMAL', targets: [] })),
      muscleUsage: entry.muscleUsage,
    })),
  );
