// A workout's summary and merged muscle usage. Pure arithmetic on plain data: the server stores the result on
// every save, and the builder imports the same functions to show the summary live while a creator types.

export interface SummaryTarget {
  measurementCode: string;
  value: number;
  valueMax?: number | null;
}

export interface SummarySet {
  setType: string;
  restSeconds?: number | null;
  tempo?: string | null;
  targets: readonly SummaryTarget[];
}

export interface SummaryExercise {
  supersetGroup?: number | null;
  restSeconds?: number | null;
  sets: readonly SummarySet[];
  /** The exercise's own muscle usage from the Flexicon. */
  muscleUsage: readonly { muscleCode: string; targetPercentage: number; isPrimary: boolean }[];
}

export interface WorkoutSummary {
  exerciseCount: number;
  /** Seconds. */
  estimatedDuration: number;
  /** Kilograms lifted: weight × reps over the working sets, unrounded (shown whole, common/units.ts). */
  totalVolume: number;
}

/** Rest after a set when neither the set nor its exercise says. */
export const DEFAULT_REST_SECONDS = 90;
/** A rep's length without a tempo: about two seconds down, one up. */
export const SECONDS_PER_REP = 3;
/** A set measured by neither time nor reps (distance, steps, laps). */
export const UNTIMED_SET_SECONDS = 60;

const DURATION_CODES = new Set(['DURATION', 'HOLD_DURATION']);
const LOAD_CODES = new Set(['WEIGHT', 'BODYWEIGHT_PLUS_WEIGHT']);

/** A range counts as its middle: 8-12 reps plan for 10. */
const planned = (target: SummaryTarget | undefined) =>
  target ? (target.valueMax != null ? (target.value + target.valueMax) / 2 : target.value) : undefined;

const find = (set: SummarySet, codes: Set<string>) => set.targets.find((target) => codes.has(target.measurementCode));

/** Seconds per rep from a tempo such as 31X0 (X, explosive, counts one second); a tempo of zeros counts as none. */
function repSeconds(tempo: string | null | undefined): number {
  if (!tempo) return SECONDS_PER_REP;
  const total = [...tempo].reduce((sum, char) => sum + (char === 'X' ? 1 : Number(char) || 0), 0);
  return total || SECONDS_PER_REP;
}

export function setSeconds(set: SummarySet): number {
  const duration = planned(find(set, DURATION_CODES));
  if (duration !== undefined) return duration;
  const reps = planned(set.targets.find((target) => target.measurementCode === 'REPS'));
  if (reps !== undefined) return reps * repSeconds(set.tempo);
  return UNTIMED_SET_SECONDS;
}

export function setVolume(set: SummarySet): number {
  if (set.setType === 'WARMUP') return 0;
  const load = planned(find(set, LOAD_CODES));
  const reps = planned(set.targets.find((target) => target.measurementCode === 'REPS'));
  return load !== undefined && reps !== undefined ? load * reps : 0;
}

/**
 * Exercises of one superset are done back to back, so only the last of a run of consecutive exercises sharing a
 * group rests after its sets.
 */
function restsAfterSets(exercises: readonly SummaryExercise[], index: number): boolean {
  const group = exercises[index]!.supersetGroup;
  return group == null || exercises[index + 1]?.supersetGroup !== group;
}

export function summarize(exercises: readonly SummaryExercise[]): WorkoutSummary {
  let estimatedDuration = 0;
  let totalVolume = 0;
  exercises.forEach((exercise, index) => {
    const rests = restsAfterSets(exercises, index);
    for (const set of exercise.sets) {
      estimatedDuration += setSeconds(set);
      if (rests) estimatedDuration += set.restSeconds ?? exercise.restSeconds ?? DEFAULT_REST_SECONDS;
      totalVolume += setVolume(set);
    }
  });
  return {
    exerciseCount: exercises.length,
    estimatedDuration: Math.round(estimatedDuration),
    totalVolume,
  };
}

/**
 * The workout's muscle usage: each exercise's target percentages weighted by its working sets (an exercise
 * without sets weighs as one), as a share of the whole workout. A muscle is primary when any exercise has it as
 * primary. Largest share first; muscles under half a percent are left out.
 */
export function mergeMuscleUsage(exercises: readonly SummaryExercise[]) {
  const weights = exercises.map((exercise) => Math.max(1, exercise.sets.filter((set) => set.setType !== 'WARMUP').length));
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const merged = new Map<string, { share: number; isPrimary: boolean }>();
  exercises.forEach((exercise, index) => {
    for (const usage of exercise.muscleUsage) {
      const entry = merged.get(usage.muscleCode) ?? { share: 0, isPrimary: false };
      entry.share += (usage.targetPercentage * weights[index]!) / totalWeight;
      entry.isPrimary ||= usage.isPrimary;
      merged.set(usage.muscleCode, entry);
    }
  });
  return [...merged]
    .map(([muscleCode, { share, isPrimary }]) => ({ muscleCode, targetPercentage: Math.round(share), isPrimary }))
    .filter((usage) => usage.targetPercentage > 0)
    .sort((a, b) => b.targetPercentage - a.targetPercentage || a.muscleCode.localeCompare(b.muscleCode));
}
