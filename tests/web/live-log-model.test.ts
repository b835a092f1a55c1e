// The logger's model: each edit changes the local log and yields the change that makes the server's log the same,
// whole exercises keyed by their ids (so a replay changes nothing); what a set suggests and a tick takes; what
// counts as differing from the workout; and the server's figures joined to what the device holds.
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  applyEdit,
  differsFromWorkout,
  savedSetIds,
  suggestions,
  withServerFigures,
  type Edit,
  type LiveLog,
} from '../../web/src/features/live-log/model';

const set = (id: string, values: [string, number][], targets: [string, number][] = values, completedAt: string | null = null) => ({
  __typename: 'WorkoutLogSet' as const,
  workoutLogSetId: id,
  setType: 'NORMAL' as const,
  rpe: null,
  restSeconds: null,
  notes: null,
  completedAt,
  targets: targets.map(([measurementCode, value]) => ({ __typename: 'LoggedTarget' as const, measurementCode, value, valueMax: null })),
  values: values.map(([measurementCode, value]) => ({ __typename: 'LoggedValue' as const, measurementCode, value })),
  personalRecords: [],
});

function log(): LiveLog {
  return {
    __typename: 'WorkoutLog',
    workoutLogId: 'log-1',
    viewerCanEdit: true,
    workoutId: 'workout-1',
    programDayId: null,
    workoutLogTitle: 'Push',
    status: 'IN_PROGRESS',
    visibility: 'BUDDIES',
    startedAt: '2026-11-24T10:00:00.000Z',
    endedAt: null,
    pausedAt: null,
    activeSeconds: 0,
    notes: null,
    perceivedEffort: null,
    logSummary: {
      __typename: 'WorkoutLogSummary',
      exerciseCount: 1,
      setCount: 0,
      totalVolume: 0,
      activeSeconds: 0,
      personalRecordCount: 0,
    },
    muscleUsage: [],
    logExercises: [
      {
        __typename: 'WorkoutLogExercise',
        workoutLogExerciseId: 'exercise-1',
        exerciseCode: 'BARBELL_BENCH_PRESS',
        exerciseName: 'Barbell Bench Press',
        exerciseTypeCode: 'WEIGHT_REPS',
        supersetGroup: null,
        restSeconds: 120,
        notes: null,
        previousSets: [],
        sets: [
          set('set-1', [
            ['REPS', 8],
            ['WEIGHT', 60],
          ]),
        ],
      },
      {
        __typename: 'WorkoutLogExercise',
        workoutLogExerciseId: 'exercise-2',
        exerciseCode: 'PLANK',
        exerciseName: 'Plank',
        exerciseTypeCode: 'DURATION',
        supersetGroup: null,
        restSeconds: null,
        notes: null,
        previousSets: [],
        sets: [set('set-2', [['DURATION', 45]])],
      },
    ],
  };
}

describe('the live log model', () => {
  it('sends the whole exercise when a value changes, so sending it twice is the same', () => {
    const { log: next, change } = applyEdit(log(), {
      kind: 'value',
      exerciseId: 'exercise-1',
      setId: 'set-1',
      measurementCode: 'WEIGHT',
      value: 62.5,
    });
    expect(next.logExercises[0]!.sets[0]!.values.map((value) => value.value)).toEqual([8, 62.5]);
    expect(change).toEqual({
      exercises: [
        {
          workoutLogExerciseId: 'exercise-1',
          exerciseCode: 'BARBELL_BENCH_PRESS',
          position: 0,
          supersetGroup: null,
          notes: null,
          sets: [
            {
              workoutLogSetId: 'set-1',
              position: 0,
              setType: 'NORMAL',
              rpe: null,
              notes: null,
              completed: false,
              values: [
                { measurementCode: 'REPS', value: 8 },
                { measurementCode: 'WEIGHT', value: 62.5 },
              ],
            },
          ],
        },
      ],
    });
    expect(
      applyEdit(next, { kind: 'value', exerciseId: 'exercise-1', setId: 'set-1', measurementCode: 'WEIGHT', value: 62.5 }).change,
    ).toEqual(change);
  });

  it('keeps the first moment a set was ticked, and clears its badges when unticked', () => {
    const ticked = applyEdit(log(), {
      kind: 'complete',
      exerciseId: 'exercise-1',
      setId: 'set-1',
      completed: true,
      at: '2026-11-24T10:05:00.000Z',
    }).log;
    const again = applyEdit(ticked, {
      kind: 'complete',
      exerciseId: 'exercise-1',
      setId: 'set-1',
      completed: true,
      at: '2026-11-24T10:09:00.000Z',
    });
    expect(again.log.logExercises[0]!.sets[0]!.completedAt).toBe('2026-11-24T10:05:00.000Z');
    expect(again.change.exercises![0]!.sets![0]).toMatchObject({ completed: true, completedAt: '2026-11-24T10:05:00.000Z' });
    const unticked = applyEdit(again.log, { kind: 'complete', exerciseId: 'exercise-1', setId: 'set-1', completed: false, at: '' });
    expect(unticked.log.logExercises[0]!.sets[0]!.completedAt).toBeNull();
  });

  it('adds a set like the last one, removes sets and exercises by id, and renumbers positions on a move', () => {
    const added = applyEdit(log(), { kind: 'addSet', exerciseId: 'exercise-1', setId: 'set-3' });
    // Nothing is done in it yet: it suggests what the set above holds, and a tick takes that.
    expect(added.log.logExercises[0]!.sets[1]!.values).toEqual([]);
    expect(suggestions(added.log.logExercises[0]!)[1]).toEqual(
      new Map([
        ['REPS', { value: 8, valueMax: null }],
        ['WEIGHT', { value: 60, valueMax: null }],
      ]),
    );
    const addedDone = applyEdit(added.log, { kind: 'complete', exerciseId: 'exercise-1', setId: 'set-3', completed: true, at: 'now' });
    expect(addedDone.log.logExercises[0]!.sets[1]!.values.map((value) => [value.measurementCode, value.value])).toEqual([
      ['REPS', 8],
      ['WEIGHT', 60],
    ]);
    expect(applyEdit(added.log, { kind: 'removeSet', exerciseId: 'exercise-1', setId: 'set-3' }).change.removedSetIds).toEqual(['set-3']);
    const moved = applyEdit(log(), { kind: 'moveExercise', exerciseId: 'exercise-2', by: -1 });
    expect(moved.change.exercises!.map((exercise) => [exercise.workoutLogExerciseId, exercise.position])).toEqual([
      ['exercise-2', 0],
      ['exercise-1', 1],
    ]);
    const removed = applyEdit(log(), { kind: 'removeExercise', exerciseId: 'exercise-1' });
    expect(removed.change).toMatchObject({
      removedExerciseIds: ['exercise-1'],
      exercises: [{ workoutLogExerciseId: 'exercise-2', position: 0 }],
    });
    const superset = applyEdit(log(), { kind: 'superset', exerciseId: 'exercise-1' });
    expect(superset.log.logExercises.map((exercise) => exercise.supersetGroup)).toEqual([1, 1]);
  });

  it('keeps only what the new exercise measures when one is swapped', () => {
    const swapped = applyEdit(log(), {
      kind: 'swapExercise',
      exerciseId: 'exercise-1',
      exerciseCode: 'PUSH_UP',
      exerciseName: 'Push-Up',
      exerciseTypeCode: 'BODYWEIGHT_REPS',
      measurements: ['REPS'],
    });
    expect(swapped.log.logExercises[0]!.sets[0]!.values).toEqual([{ __typename: 'LoggedValue', measurementCode: 'REPS', value: 8 }]);
  });

  it('tells when the sets differ from the workout, and applies actions locally', () => {
    const done = applyEdit(log(), { kind: 'complete', exerciseId: 'exercise-1', setId: 'set-1', completed: true, at: 'now' }).log;
    const both = applyEdit(done, { kind: 'complete', exerciseId: 'exercise-2', setId: 'set-2', completed: true, at: 'now' }).log;
    expect(differsFromWorkout(both)).toBe(false);
    expect(
      differsFromWorkout(
        applyEdit(both, { kind: 'value', exerciseId: 'exercise-1', setId: 'set-1', measurementCode: 'WEIGHT', value: 70 }).log,
      ),
    ).toBe(true);
    expect(differsFromWorkout(done)).toBe(true);
    expect(applyAction(log(), 'Pause', '2026-11-24T10:30:00.000Z', 1800)).toMatchObject({ status: 'PAUSED', activeSeconds: 1800 });
  });

  it('takes records and the summary from the server, keeping what the device holds', () => {
    const local = applyEdit(log(), { kind: 'value', exerciseId: 'exercise-1', setId: 'set-1', measurementCode: 'REPS', value: 10 }).log;
    const server = log();
    server.logExercises[0]!.sets[0]!.personalRecords = ['MAX_WEIGHT'];
    server.logSummary = { ...server.logSummary, personalRecordCount: 1 };
    const merged = withServerFigures(local, server);
    expect(merged.logExercises[0]!.sets[0]).toMatchObject({
      personalRecords: ['MAX_WEIGHT'],
      values: local.logExercises[0]!.sets[0]!.values,
    });
    expect(merged.logSummary.personalRecordCount).toBe(1);
  });

  it('sends a save of sets only for a minimal answer, and joins that answer’s records and figures', () => {
    const tick = { kind: 'complete', exerciseId: 'exercise-1', setId: 'set-1', completed: true, at: 'now' } as const;
    const ticked = applyEdit(log(), tick);
    expect(savedSetIds(tick, ticked.change)).toEqual(['set-1']);
    const title = { kind: 'title', title: 'Leg day' } as const;
    expect(savedSetIds(title, applyEdit(log(), title).change)).toBeUndefined();
    const swap: Edit = {
      kind: 'swapExercise',
      exerciseId: 'exercise-1',
      exerciseCode: 'PLANK',
      exerciseName: 'Plank',
      exerciseTypeCode: 'DURATION',
      measurements: ['DURATION'],
    };
    expect(savedSetIds(swap, applyEdit(log(), swap).change)).toBeUndefined();

    const local = ticked.log;
    const merged = withServerFigures(local, {
      workoutLogId: local.workoutLogId,
      status: local.status,
      activeSeconds: 90,
      pausedAt: null,
      endedAt: null,
      logSummary: { ...local.logSummary, setCount: 1, personalRecordCount: 2 },
      muscleUsage: [{ muscleCode: 'CHEST', targetPercentage: 100, isPrimary: true }],
      sets: [{ workoutLogSetId: 'set-1', personalRecords: ['MAX_WEIGHT', 'ESTIMATED_1RM'] }],
    });
    expect(merged.logExercises[0]!.sets[0]).toMatchObject({
      personalRecords: ['MAX_WEIGHT', 'ESTIMATED_1RM'],
      completedAt: local.logExercises[0]!.sets[0]!.completedAt,
    });
    expect(merged.logExercises[1]).toEqual(local.logExercises[1]);
    expect(merged.logSummary).toMatchObject({ setCount: 1, personalRecordCount: 2 });
    expect(merged.muscleUsage).toEqual([{ muscleCode: 'CHEST', targetPercentage: 100, isPrimary: true }]);
  });
});

describe('targets are suggestions until the set is done', () => {
  const planned = (): LiveLog => {
    const base = log();
    const bench = base.logExercises[0]!;
    bench.sets = [
      set(
        'a',
        [],
        [
          ['REPS', 8],
          ['WEIGHT', 60],
        ],
      ),
      set('b', [], [['REPS', 10]]),
      set('c', [], []),
    ];
    bench.sets[0]!.targets[0]!.valueMax = 12;
    bench.previousSets = [
      { __typename: 'PreviousSet', setType: 'NORMAL', values: [] },
      {
        __typename: 'PreviousSet',
        setType: 'NORMAL',
        values: [
          { __typename: 'LoggedValue', measurementCode: 'REPS', value: 9 },
          { __typename: 'LoggedValue', measurementCode: 'WEIGHT', value: 57.5 },
        ],
      },
    ];
    return base;
  };
  const tick = (from: LiveLog, setId: string, completed = true) =>
    applyEdit(from, { kind: 'complete', exerciseId: 'exercise-1', setId, completed, at: '2026-11-24T10:05:00.000Z' });
  const valuesOf = (from: LiveLog, index: number) =>
    from.logExercises[0]!.sets[index]!.values.map((value) => [value.measurementCode, value.value]);

  it('suggests the target, else last time’s set, else the set above, measurement by measurement', () => {
    const [first, second, third] = suggestions(planned().logExercises[0]!);
    expect(first).toEqual(
      new Map([
        ['REPS', { value: 8, valueMax: 12 }],
        ['WEIGHT', { value: 60, valueMax: null }],
      ]),
    );
    // Reps planned, the weight from last time.
    expect(second).toEqual(
      new Map([
        ['REPS', { value: 10, valueMax: null }],
        ['WEIGHT', { value: 57.5, valueMax: null }],
      ]),
    );
    // Nothing planned or done before: what the set above holds, typed values first.
    const typed = applyEdit(planned(), { kind: 'value', exerciseId: 'exercise-1', setId: 'b', measurementCode: 'WEIGHT', value: 62.5 });
    expect(suggestions(typed.log.logExercises[0]!)[2]).toEqual(
      new Map([
        ['REPS', { value: 10, valueMax: null }],
        ['WEIGHT', { value: 62.5, valueMax: null }],
      ]),
    );
    expect(third!.get('WEIGHT')).toEqual({ value: 57.5, valueMax: null });
  });

  it('never takes a target as done until the tick, which takes the suggestions for the fields left empty', () => {
    const untouched = planned();
    expect(valuesOf(untouched, 0)).toEqual([]);
    const typedReps = applyEdit(untouched, { kind: 'value', exerciseId: 'exercise-1', setId: 'a', measurementCode: 'REPS', value: 11 });
    // Editing one set sends the others as they are: no values for a set not done.
    expect(typedReps.change.exercises![0]!.sets!.map((change) => change.values)).toEqual([
      [{ measurementCode: 'REPS', value: 11 }],
      [],
      [],
    ]);
    const done = tick(typedReps.log, 'a');
    expect(valuesOf(done.log, 0)).toEqual([
      ['REPS', 11],
      ['WEIGHT', 60],
    ]);
    expect(done.change.exercises![0]!.sets![0]).toMatchObject({
      completed: true,
      values: [
        { measurementCode: 'REPS', value: 11 },
        { measurementCode: 'WEIGHT', value: 60 },
      ],
    });
    // Unticked, what it took stays as typed values; ticked again, nothing changes but the moment.
    const undone = tick(done.log, 'a', false);
    expect(valuesOf(undone.log, 0)).toEqual(valuesOf(done.log, 0));
    expect(undone.log.logExercises[0]!.sets[0]!.completedAt).toBeNull();
    expect(valuesOf(tick(undone.log, 'a').log, 0)).toEqual(valuesOf(done.log, 0));
    // A set with nothing to suggest is done with what it has.
    const bare = log();
    bare.logExercises[1]!.sets = [set('plank', [], [])];
    const plank = applyEdit(bare, { kind: 'complete', exerciseId: 'exercise-2', setId: 'plank', completed: true, at: 'now' });
    expect(plank.log.logExercises[1]!.sets[0]!.values).toEqual([]);
  });

  it('keeps a set’s note with it, saved like its other fields', () => {
    const note: Edit = { kind: 'setNotes', exerciseId: 'exercise-1', setId: 'set-1', notes: 'Belt on' };
    const noted = applyEdit(log(), note);
    expect(noted.log.logExercises[0]!.sets[0]!.notes).toBe('Belt on');
    expect(noted.change.exercises![0]!.sets![0]).toMatchObject({ workoutLogSetId: 'set-1', notes: 'Belt on' });
    expect(savedSetIds(note, noted.change)).toEqual(['set-1']);
    const cleared = applyEdit(noted.log, { ...note, notes: '' } as Edit);
    expect(cleared.log.logExercises[0]!.sets[0]!.notes).toBeNull();
  });
});
