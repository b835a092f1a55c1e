// What a logged set is worth: its load, reps, volume, estimated one-rep max and the record keys it competes for.
// Pure arithmetic on canonical units (kg, m, s), shared by the server (records, summaries) and the logger screen
// (the badge a set shows the moment it is ticked).
import { mergeMuscleUsage, type SummaryExercise } from '../../../common/workout-summary.js';

export interface LoggedValue {
  measurementCode: string;
  value: number;
}

export interface LoggedSet {
  setType: string;
  completed: boolean;
  values: readonly LoggedValue[];
}

export const RECORD_TYPES = ['MAX_WEIGHT', 'ESTIMATED_1RM', 'MAX_REPS', 'MAX_SET_VOLUME', 'LONGEST_DURATION', 'LONGEST_DISTANCE'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export const RECORD_LABELS: Record<RecordType, string> = {
  MAX_WEIGHT: 'Heaviest weight',
  ESTIMATED_1RM: 'Best estimated 1RM',
  MAX_REPS: 'Most reps',
  MAX_SET_VOLUME: 'Best set volume',
  LONGEST_DURATION: 'Longest duration',
  LONGEST_DISTANCE: 'Longest distance',
};

/** Epley's estimate of the weight that could be lifted once: weight × (1 + reps / 30); a single is itself. */
export const EPLEY_FORMULA = '1RM = weight × (1 + reps ÷ 30)';
export function estimatedOneRepMax(weight: number, reps: number): number {
  if (weight <= 0 || reps <= 0) return 0;
  return reps === 1 ? weight : Math.round(weight * (1 + reps / 30) * 10) / 10;
}

/** Added load: a barbell's weight, or what hangs from a dip belt for bodyweight-plus-weight exercises. */
const LOAD_CODES = ['WEIGHT', 'BODYWEIGHT_PLUS_WEIGHT'];
const DURATION_CODES = ['DURATION', 'HOLD_DURATION'];

const valueOf = (set: LoggedSet, codes: readonly string[]) => {
  for (const code of codes) {
    const found = set.values.find((value) => value.measurementCode === code);
    if (found) return found.value;
  }
  return undefined;
};

export interface SetMetrics {
  weight?: number;
  reps?: number;
  volume: number;
  estimated1rm?: number;
  duration?: number;
  distance?: number;
}

export function setMetrics(set: LoggedSet): SetMetrics {
  const weight = valueOf(set, LOAD_CODES);
  const reps = valueOf(set, ['REPS']);
  const working = set.setType !== 'WARMUP';
  const volume = working && weight !== undefined && reps !== undefined ? weight * reps : 0;
  return {
    weight,
    reps,
    volume,
    estimated1rm: weight !== undefined && reps !== undefined && reps <= 30 ? estimatedOneRepMax(weight, reps) : undefined,
    duration: valueOf(set, DURATION_CODES),
    distance: valueOf(set, ['DISTANCE']),
  };
}

/** One record a set competes for; MAX_REPS is kept per weight, so its qualifier is the weight. */
export interface RecordCandidate {
  recordType: RecordType;
  qualifier: string;
  value: number;
}

export const weightQualifier = (weight: number | undefined) => (weight === undefined ? '' : String(Math.round(weight * 100) / 100));

/** The records a completed working set competes for; warm-ups and unticked sets compete for none. */
export function recordCandidates(set: LoggedSet): RecordCandidate[] {
  if (!set.completed || set.setType === 'WARMUP') return [];
  const metrics = setMetrics(set);
  const candidates: RecordCandidate[] = [];
  const add = (recordType: RecordType, value: number | undefined, qualifier = '') => {
    if (value !== undefined && value > 0) candidates.push({ recordType, qualifier, value });
  };
  if (metrics.reps) add('MAX_WEIGHT', metrics.weight);
  add('ESTIMATED_1RM', metrics.estimated1rm);
  add('MAX_REPS', metrics.reps, weightQualifier(metrics.weight));
  add('MAX_SET_VOLUME', metrics.volume);
  add('LONGEST_DURATION', metrics.duration);
  add('LONGEST_DISTANCE', metrics.distance);
  return candidates;
}

export const recordKey = (recordType: string, qualifier: string) => `${recordType}|${qualifier}`;

/**
 * The records broken by a run of sets in the order they were done, given the bests before them: for each set the
 * records it broke and every best it raised (a first result at a new weight raises that weight's best silently),
 * and the bests after the run. A tie is not a record.
 */
export function detectRecords<S extends LoggedSet>(sets: readonly S[], bestsBefore: ReadonlyMap<string, number>) {
  const bests = new Map(bestsBefore);
  const raised: RecordCandidate[][] = [];
  const broken = sets.map((set) => {
    const types: RecordType[] = [];
    const raisedBySet: RecordCandidate[] = [];
    for (const candidate of recordCandidates(set)) {
      const key = recordKey(candidate.recordType, candidate.qualifier);
      const best = bests.get(key);
      if (best !== undefined && candidate.value <= best) continue;
      bests.set(key, candidate.value);
      raisedBySet.push(candidate);
      if (best !== undefined || candidate.recordType !== 'MAX_REPS') types.push(candidate.recordType);
    }
    raised.push(raisedBySet);
    return types;
  });
  return { broken, raised, bests };
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
    volume: Math.round(volume * 100) / 100,
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
