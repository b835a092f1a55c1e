// The order a log's sets are done in, as the rest timer reads it: each exercise's sets in turn, a superset's
// exercises taking turns round by round; what comes next after a tick, and whether a rest comes first.
import { describe, expect, it } from 'vitest';
import type { LiveExercise, LiveLog } from '../../web/src/features/live-log/model';
import { afterTick, setOrder, workingSetNumber } from '../../web/src/features/live-log/set-order';

const exercise = (name: string, sets: number, supersetGroup: number | null = null): LiveExercise => ({
  __typename: 'WorkoutLogExercise',
  workoutLogExerciseId: name,
  exerciseCode: name.toUpperCase(),
  exerciseName: name,
  exerciseTypeCode: 'WEIGHT_REPS',
  supersetGroup,
  restSeconds: null,
  notes: null,
  previousSets: [],
  sets: Array.from({ length: sets }, (_, index) => ({
    __typename: 'WorkoutLogSet' as const,
    workoutLogSetId: `${name}${index + 1}`,
    setType: 'NORMAL' as const,
    rpe: null,
    restSeconds: null,
    notes: null,
    completedAt: null,
    targets: [],
    values: [],
    personalRecords: [],
  })),
});

const logOf = (...logExercises: LiveExercise[]): LiveLog => ({
  __typename: 'WorkoutLog',
  workoutLogId: 'log',
  viewerCanEdit: true,
  workoutId: null,
  programDayId: null,
  workoutLogTitle: 'Log',
  status: 'IN_PROGRESS',
  visibility: 'BUDDIES',
  startedAt: '2026-11-24T10:00:00.000Z',
  endedAt: null,
  pausedAt: null,
  activeSeconds: 0,
  notes: null,
  perceivedEffort: null,
  logSummary: { __typename: 'WorkoutLogSummary', exerciseCount: 0, setCount: 0, totalVolume: 0, activeSeconds: 0, personalRecordCount: 0 },
  muscleUsage: [],
  logExercises,
});

const done = (log: LiveLog, ...setIds: string[]): LiveLog => ({
  ...log,
  logExercises: log.logExercises.map((item) => ({
    ...item,
    sets: item.sets.map((set) => (setIds.includes(set.workoutLogSetId) ? { ...set, completedAt: '2026-11-24T10:05:00.000Z' } : set)),
  })),
});

const ids = (log: LiveLog) => setOrder(log).map((placed) => placed.exercise.sets[placed.index]!.workoutLogSetId);
const next = (log: LiveLog, exerciseId: string, setId: string) => {
  const after = afterTick(log, exerciseId, setId);
  return { next: after.next && after.next.exercise.sets[after.next.index]!.workoutLogSetId, rest: after.rest };
};

describe('the order of a log’s sets', () => {
  it('goes through an exercise’s sets before the next exercise', () => {
    const log = logOf(exercise('squat', 3), exercise('pullup', 3));
    expect(ids(log)).toEqual(['squat1', 'squat2', 'squat3', 'pullup1', 'pullup2', 'pullup3']);
    // After the first of three squat sets comes the second, not the pull-up.
    expect(next(log, 'squat', 'squat1')).toEqual({ next: 'squat2', rest: true });
    expect(next(log, 'squat', 'squat3')).toEqual({ next: 'pullup1', rest: true });
  });

  it('takes a superset’s exercises in turn, resting after each round only', () => {
    const log = logOf(exercise('bench', 3, 1), exercise('row', 2, 1), exercise('curl', 1));
    expect(ids(log)).toEqual(['bench1', 'row1', 'bench2', 'row2', 'bench3', 'curl1']);
    expect(next(log, 'bench', 'bench1')).toEqual({ next: 'row1', rest: false });
    expect(next(log, 'row', 'row1')).toEqual({ next: 'bench2', rest: true });
    expect(next(log, 'row', 'row2')).toEqual({ next: 'bench3', rest: true });
    expect(next(log, 'bench', 'bench3')).toEqual({ next: 'curl1', rest: true });
    // A superset's partner already done this round: the next round comes after a rest.
    expect(next(done(log, 'row1'), 'bench', 'bench1')).toEqual({ next: 'bench2', rest: true });
  });

  it('keeps two supersets apart, and an exercise on its own between them', () => {
    const log = logOf(exercise('a', 2, 1), exercise('b', 2, 1), exercise('c', 1), exercise('d', 2, 2), exercise('e', 2, 2));
    expect(ids(log)).toEqual(['a1', 'b1', 'a2', 'b2', 'c1', 'd1', 'e1', 'd2', 'e2']);
  });

  it('skips sets already done, then comes back to one left behind, and has nothing next when all are done', () => {
    const log = logOf(exercise('squat', 3), exercise('pullup', 2));
    expect(next(done(log, 'squat2', 'squat3'), 'squat', 'squat1')).toEqual({ next: 'pullup1', rest: true });
    expect(next(done(log, 'squat2', 'squat3', 'pullup1'), 'pullup', 'pullup2')).toEqual({ next: 'squat1', rest: true });
    expect(next(done(log, 'squat1', 'squat2', 'squat3', 'pullup1'), 'pullup', 'pullup2')).toEqual({ next: null, rest: true });
  });
});

describe('the number a set shows', () => {
  it('counts working sets among themselves; warm-up, drop and failure sets show a letter', () => {
    const sets = (['WARMUP', 'WARMUP', 'NORMAL', 'NORMAL', 'DROP', 'NORMAL', 'FAILURE'] as const).map((setType) => ({ setType }));
    expect(sets.map((_, index) => workingSetNumber(sets, index))).toEqual([null, null, 1, 2, null, 3, null]);
  });
});
