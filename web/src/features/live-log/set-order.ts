// The order a log's sets are done in, which tells the rest timer what comes next: exercise after exercise, each
// one's sets in turn, and a superset's exercises taking turns round by round (A1, B1, A2, B2, …; an exercise with
// fewer sets drops out of the later rounds).
import type { LiveExercise, LiveLog, LiveSet } from './model';

export interface PlacedSet {
  exercise: LiveExercise;
  /** The set's place among its exercise's sets. */
  index: number;
  /** The superset round it belongs to; for an exercise on its own, each set is a round of its own. */
  round: number;
}

export function setOrder(log: LiveLog): PlacedSet[] {
  const order: PlacedSet[] = [];
  const exercises = log.logExercises;
  for (let start = 0; start < exercises.length;) {
    const group = exercises[start]!.supersetGroup;
    let end = start + 1;
    while (group && end < exercises.length && exercises[end]!.supersetGroup === group) end += 1;
    const members = exercises.slice(start, end);
    const rounds = Math.max(...members.map((exercise) => exercise.sets.length));
    for (let round = 0; round < rounds; round += 1)
      for (const exercise of members) if (round < exercise.sets.length) order.push({ exercise, index: round, round });
    start = end;
  }
  return order;
}

export interface AfterTick {
  /** The first set not done after the one ticked, else the first one left before it; null when all are done. */
  next: PlacedSet | null;
  /** Whether a rest comes first: not between a superset's exercises within a round. */
  rest: boolean;
}

/** What follows ticking a set (the log as it was before the tick, or after: the ticked set itself never counts). */
export function afterTick(log: LiveLog, exerciseId: string, setId: string): AfterTick {
  const order = setOrder(log);
  const at = order.findIndex(
    (placed) => placed.exercise.workoutLogExerciseId === exerciseId && placed.exercise.sets[placed.index]?.workoutLogSetId === setId,
  );
  if (at < 0) return { next: null, rest: true };
  const ticked = order[at]!;
  const open = (placed: PlacedSet) => !placed.exercise.sets[placed.index]!.completedAt && placed !== ticked;
  const next = order.slice(at + 1).find(open) ?? order.slice(0, at).find(open) ?? null;
  const sameRound =
    !!next &&
    !!ticked.exercise.supersetGroup &&
    next.exercise.supersetGroup === ticked.exercise.supersetGroup &&
    next.exercise !== ticked.exercise &&
    next.round === ticked.round;
  return { next, rest: !sameRound };
}

/**
 * The number a set is shown with: working sets are counted among themselves (a warm-up, drop or failure set shows
 * its letter instead, as Hevy and Strong do), so the first working set after two warm-ups is set 1; null for those.
 */
export function workingSetNumber(sets: readonly Pick<LiveSet, 'setType'>[], index: number): number | null {
  if (sets[index]?.setType !== 'NORMAL') return null;
  return sets.slice(0, index + 1).filter((set) => set.setType === 'NORMAL').length;
}
