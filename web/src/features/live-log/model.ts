// The live log as the screen holds it, and every edit a member makes between sets. Each edit changes the local log
// at once and yields the change to send: exercises and sets go whole, keyed by ids made here, so sending a change
// twice (a retry, a queue flushed after a reload) leaves the server as sending it once.
import type {
  LiveLog_ExerciseFragment,
  LiveLog_FiguresFragment,
  LiveLog_LogFragment,
  PersonalRecordType,
  LiveLog_SetFragment,
  SetType,
  WorkoutLogAction,
  WorkoutLogChange,
  WorkoutLogExerciseChange,
  WorkoutLogSetChange,
} from '../../gql/graphql';

export type LiveLog = LiveLog_LogFragment;
export type LiveExercise = LiveLog_ExerciseFragment;
export type LiveSet = LiveLog_SetFragment;

export const newId = () => crypto.randomUUID();

export type Edit =
  | { kind: 'value'; exerciseId: string; setId: string; measurementCode: string; value: number | null }
  | { kind: 'complete'; exerciseId: string; setId: string; completed: boolean; at: string }
  | { kind: 'setType'; exerciseId: string; setId: string; setType: SetType }
  | { kind: 'rpe'; exerciseId: string; setId: string; rpe: number | null }
  | { kind: 'setNotes'; exerciseId: string; setId: string; notes: string }
  | { kind: 'addSet'; exerciseId: string; setId: string }
  | { kind: 'removeSet'; exerciseId: string; setId: string }
  | {
      kind: 'addExercise';
      exerciseId: string;
      exerciseCode: string;
      exerciseName: string;
      exerciseTypeCode: string;
      measurements: string[];
    }
  | { kind: 'removeExercise'; exerciseId: string }
  | { kind: 'moveExercise'; exerciseId: string; by: -1 | 1 }
  | {
      kind: 'swapExercise';
      exerciseId: string;
      exerciseCode: string;
      exerciseName: string;
      exerciseTypeCode: string;
      measurements: string[];
    }
  | { kind: 'superset'; exerciseId: string }
  | { kind: 'exerciseNotes'; exerciseId: string; notes: string }
  | { kind: 'title'; title: string };

/** What goes to the server: a change to the log, an action, or both, with the moment the member made it. */
export interface Outgoing {
  workoutLogId: string;
  input?: WorkoutLogChange;
  /** The sets of an edit of sets alone, to be answered with (savedSetIds). */
  setIds?: string[];
  action?: WorkoutLogAction;
  at: string;
}

const setChange = (set: LiveSet, position: number): WorkoutLogSetChange => ({
  workoutLogSetId: set.workoutLogSetId,
  position,
  setType: set.setType,
  rpe: set.rpe,
  notes: set.notes,
  completed: !!set.completedAt,
  ...(set.completedAt ? { completedAt: set.completedAt } : {}),
  values: set.values.map(({ measurementCode, value }) => ({ measurementCode, value })),
});

const exerciseChange = (exercise: LiveExercise, position: number, withSets: boolean): WorkoutLogExerciseChange => ({
  workoutLogExerciseId: exercise.workoutLogExerciseId,
  exerciseCode: exercise.exerciseCode,
  position,
  supersetGroup: exercise.supersetGroup,
  notes: exercise.notes,
  ...(withSets ? { sets: exercise.sets.map(setChange) } : {}),
});

function mapExercise(log: LiveLog, exerciseId: string, update: (exercise: LiveExercise) => LiveExercise): LiveLog {
  return { ...log, logExercises: log.logExercises.map((item) => (item.workoutLogExerciseId === exerciseId ? update(item) : item)) };
}

function mapSet(log: LiveLog, exerciseId: string, setId: string, update: (set: LiveSet) => LiveSet): LiveLog {
  return mapExercise(log, exerciseId, (exercise) => ({
    ...exercise,
    sets: exercise.sets.map((set) => (set.workoutLogSetId === setId ? update(set) : set)),
  }));
}

/** A new set like the one before it: its type and rest; its values are suggested from that set (see suggestions). */
const blankSet = (setId: string, from?: LiveSet): LiveSet => ({
  __typename: 'WorkoutLogSet',
  workoutLogSetId: setId,
  setType: from?.setType === 'WARMUP' ? 'NORMAL' : (from?.setType ?? 'NORMAL'),
  rpe: null,
  restSeconds: from?.restSeconds ?? null,
  notes: null,
  completedAt: null,
  targets: [],
  values: [],
  personalRecords: [],
});

/** A value a set's field offers before anything is typed: the low end and, for a range, the high end. */
export interface Suggestion {
  value: number;
  valueMax: number | null;
}

/**
 * What each set of an exercise suggests per measurement, until the member types: the set's target, else what was
 * done in the same set last time, else what the set above holds (typed or suggested). Ticking a set takes these
 * for the fields left empty, as Strong and Hevy do, so a set done as suggested needs only the tick.
 */
export function suggestions(exercise: LiveExercise): Map<string, Suggestion>[] {
  const result: Map<string, Suggestion>[] = [];
  exercise.sets.forEach((set, index) => {
    const own = new Map<string, Suggestion>(
      set.targets.map((target) => [target.measurementCode, { value: target.value, valueMax: target.valueMax ?? null }]),
    );
    for (const value of exercise.previousSets[index]?.values ?? [])
      if (!own.has(value.measurementCode)) own.set(value.measurementCode, { value: value.value, valueMax: null });
    const above = exercise.sets[index - 1];
    if (above) {
      const held = new Map(result[index - 1]);
      for (const value of above.values) held.set(value.measurementCode, { value: value.value, valueMax: null });
      for (const [code, suggestion] of held) if (!own.has(code)) own.set(code, suggestion);
    }
    result.push(own);
  });
  return result;
}

const byCode = (a: { measurementCode: string }, b: { measurementCode: string }) => a.measurementCode.localeCompare(b.measurementCode);

/** A set's values once ticked: what was typed, and the suggestion for each field left empty. */
function valuesWhenDone(set: LiveSet, suggested: Map<string, Suggestion> | undefined): LiveSet['values'] {
  const typed = new Set(set.values.map((value) => value.measurementCode));
  const taken = [...(suggested ?? [])]
    .filter(([code]) => !typed.has(code))
    .map(([measurementCode, { value }]) => ({ __typename: 'LoggedValue' as const, measurementCode, value }));
  return taken.length ? [...set.values, ...taken].sort(byCode) : set.values;
}

/** The sets' changes of one exercise, the whole exercise with them. */
function exerciseWithSets(log: LiveLog, exerciseId: string): WorkoutLogChange {
  const position = log.logExercises.findIndex((item) => item.workoutLogExerciseId === exerciseId);
  return { exercises: [exerciseChange(log.logExercises[position]!, position, true)] };
}

/** Applies an edit: the new local log and the change that makes the server's log the same. */
export function applyEdit(log: LiveLog, edit: Edit): { log: LiveLog; change: WorkoutLogChange } {
  switch (edit.kind) {
    case 'value': {
      const next = mapSet(log, edit.exerciseId, edit.setId, (set) => {
        const others = set.values.filter((value) => value.measurementCode !== edit.measurementCode);
        const values =
          edit.value === null
            ? others
            : [...others, { __typename: 'LoggedValue' as const, measurementCode: edit.measurementCode, value: edit.value }].sort(byCode);
        return { ...set, values };
      });
      return { log: next, change: exerciseWithSets(next, edit.exerciseId) };
    }
    case 'complete': {
      const next = mapExercise(log, edit.exerciseId, (exercise) => {
        const suggested = suggestions(exercise);
        return {
          ...exercise,
          sets: exercise.sets.map((set, index) => {
            if (set.workoutLogSetId !== edit.setId) return set;
            if (!edit.completed) return { ...set, completedAt: null, personalRecords: [] };
            if (set.completedAt) return set;
            return { ...set, completedAt: edit.at, values: valuesWhenDone(set, suggested[index]) };
          }),
        };
      });
      return { log: next, change: exerciseWithSets(next, edit.exerciseId) };
    }
    case 'setType': {
      const next = mapSet(log, edit.exerciseId, edit.setId, (set) => ({ ...set, setType: edit.setType }));
      return { log: next, change: exerciseWithSets(next, edit.exerciseId) };
    }
    case 'rpe': {
      const next = mapSet(log, edit.exerciseId, edit.setId, (set) => ({ ...set, rpe: edit.rpe }));
      return { log: next, change: exerciseWithSets(next, edit.exerciseId) };
    }
    case 'setNotes': {
      const next = mapSet(log, edit.exerciseId, edit.setId, (set) => ({ ...set, notes: edit.notes || null }));
      return { log: next, change: exerciseWithSets(next, edit.exerciseId) };
    }
    case 'addSet': {
      const next = mapExercise(log, edit.exerciseId, (exercise) => ({
        ...exercise,
        sets: [...exercise.sets, blankSet(edit.setId, exercise.sets[exercise.sets.length - 1])],
      }));
      return { log: next, change: exerciseWithSets(next, edit.exerciseId) };
    }
    case 'removeSet': {
      const next = mapExercise(log, edit.exerciseId, (exercise) => ({
        ...exercise,
        sets: exercise.sets.filter((set) => set.workoutLogSetId !== edit.setId),
      }));
      return { log: next, change: { ...exerciseWithSets(next, edit.exerciseId), removedSetIds: [edit.setId] } };
    }
    case 'addExercise': {
      const exercise: LiveExercise = {
        __typename: 'WorkoutLogExercise',
        workoutLogExerciseId: edit.exerciseId,
        exerciseCode: edit.exerciseCode,
        exerciseName: edit.exerciseName,
        exerciseTypeCode: edit.exerciseTypeCode,
        supersetGroup: null,
        restSeconds: null,
        notes: null,
        sets: [blankSet(newId())],
        previousSets: [],
      };
      const next = { ...log, logExercises: [...log.logExercises, exercise] };
      return { log: next, change: exerciseWithSets(next, edit.exerciseId) };
    }
    case 'removeExercise': {
      const next = { ...log, logExercises: log.logExercises.filter((item) => item.workoutLogExerciseId !== edit.exerciseId) };
      return { log: next, change: { exercises: positions(next), removedExerciseIds: [edit.exerciseId] } };
    }
    case 'moveExercise': {
      const from = log.logExercises.findIndex((item) => item.workoutLogExerciseId === edit.exerciseId);
      const to = from + edit.by;
      if (from < 0 || to < 0 || to >= log.logExercises.length) return { log, change: {} };
      const list = [...log.logExercises];
      [list[from], list[to]] = [list[to]!, list[from]!];
      const next = { ...log, logExercises: list };
      return { log: next, change: { exercises: positions(next) } };
    }
    case 'swapExercise': {
      // Another exercise in the same place: its sets stay, keeping only what the new exercise measures.
      const keep = new Set(edit.measurements);
      const next = mapExercise(log, edit.exerciseId, (exercise) => ({
        ...exercise,
        exerciseCode: edit.exerciseCode,
        exerciseName: edit.exerciseName,
        exerciseTypeCode: edit.exerciseTypeCode,
        previousSets: [],
        sets: exercise.sets.map((set) => ({
          ...set,
          targets: set.targets.filter((target) => keep.has(target.measurementCode)),
          values: set.values.filter((value) => keep.has(value.measurementCode)),
          personalRecords: [],
        })),
      }));
      return { log: next, change: exerciseWithSets(next, edit.exerciseId) };
    }
    case 'superset': {
      // Pairs the exercise with the next one, or takes it out of its superset.
      const index = log.logExercises.findIndex((item) => item.workoutLogExerciseId === edit.exerciseId);
      const exercise = log.logExercises[index];
      const following = log.logExercises[index + 1];
      if (!exercise) return { log, change: {} };
      const used = log.logExercises.map((item) => item.supersetGroup ?? 0);
      const group = exercise.supersetGroup ? null : (following?.supersetGroup ?? Math.max(0, ...used) + 1);
      const touched = new Set([exercise.workoutLogExerciseId, ...(group && following ? [following.workoutLogExerciseId] : [])]);
      const next = {
        ...log,
        logExercises: log.logExercises.map((item) => (touched.has(item.workoutLogExerciseId) ? { ...item, supersetGroup: group } : item)),
      };
      return { log: next, change: { exercises: positions(next).filter((item) => touched.has(item.workoutLogExerciseId)) } };
    }
    case 'exerciseNotes': {
      const next = mapExercise(log, edit.exerciseId, (exercise) => ({ ...exercise, notes: edit.notes || null }));
      const position = next.logExercises.findIndex((item) => item.workoutLogExerciseId === edit.exerciseId);
      return { log: next, change: { exercises: [exerciseChange(next.logExercises[position]!, position, false)] } };
    }
    case 'title':
      return { log: { ...log, workoutLogTitle: edit.title }, change: { workoutLogTitle: edit.title } };
  }
}

const positions = (log: LiveLog) => log.logExercises.map((exercise, position) => exerciseChange(exercise, position, false));

/** The state an action leaves the log in on this device, before the server confirms it. */
export function applyAction(log: LiveLog, action: WorkoutLogAction, at: string, activeSeconds: number): LiveLog {
  if (action === 'Pause') return { ...log, status: 'PAUSED', pausedAt: at, activeSeconds };
  if (action === 'Resume') return { ...log, status: 'IN_PROGRESS', pausedAt: null, activeSeconds };
  return { ...log, status: 'COMPLETED', endedAt: at, activeSeconds };
}

export const completedSetCount = (log: LiveLog) =>
  log.logExercises.reduce((sum, exercise) => sum + exercise.sets.filter((set) => set.completedAt).length, 0);

/**
 * Whether what was done differs from the workout the log started from: sets added or removed, or a completed set's
 * values not what its targets said.
 */
export function differsFromWorkout(log: LiveLog): boolean {
  if (!log.workoutId) return false;
  return log.logExercises.some((exercise) =>
    exercise.sets.some((set) => {
      if (!set.targets.length) return true;
      if (!set.completedAt) return true;
      const planned = new Map(set.targets.map((target) => [target.measurementCode, target.value]));
      return set.values.some((value) => planned.get(value.measurementCode) !== value.value) || set.values.length !== planned.size;
    }),
  );
}

/**
 * The server's answer to a save: the whole log, or, to a save of sets alone, its figures and the records of the sets
 * sent (see savedSetIds).
 */
export type ServerAnswer =
  LiveLog | (LiveLog_FiguresFragment & { sets: { workoutLogSetId: string; personalRecords: PersonalRecordType[] }[] });

/** Edits of sets alone: their save is answered with the log's figures and those sets, not the whole log again. */
const SET_EDITS: ReadonlySet<Edit['kind']> = new Set(['value', 'complete', 'setType', 'rpe', 'setNotes', 'addSet']);

/** The sets an edit's change carries, when the edit is of sets alone (see ServerAnswer); else undefined. */
export const savedSetIds = (edit: Edit, change: WorkoutLogChange): string[] | undefined =>
  SET_EDITS.has(edit.kind)
    ? (change.exercises ?? []).flatMap((exercise) => (exercise.sets ?? []).map((set) => set.workoutLogSetId))
    : undefined;

/** Server-made figures (records, the summary, the muscle map, last time's sets) joined to what this device holds. */
export function withServerFigures(local: LiveLog, server: ServerAnswer): LiveLog {
  const figures = { ...local, logSummary: server.logSummary, muscleUsage: server.muscleUsage };
  if (!('logExercises' in server)) {
    const records = new Map(server.sets.map((set) => [set.workoutLogSetId, set.personalRecords]));
    return {
      ...figures,
      logExercises: local.logExercises.map((exercise) => ({
        ...exercise,
        sets: exercise.sets.map((set) => ({ ...set, personalRecords: records.get(set.workoutLogSetId) ?? set.personalRecords })),
      })),
    };
  }
  const exercises = new Map(server.logExercises.map((exercise) => [exercise.workoutLogExerciseId, exercise]));
  return {
    ...figures,
    logExercises: local.logExercises.map((exercise) => {
      const remote = exercises.get(exercise.workoutLogExerciseId);
      if (!remote) return exercise;
      const sets = new Map(remote.sets.map((set) => [set.workoutLogSetId, set]));
      return {
        ...exercise,
        previousSets: remote.exerciseCode === exercise.exerciseCode ? remote.previousSets : exercise.previousSets,
        sets: exercise.sets.map((set) => ({
          ...set,
          personalRecords: sets.get(set.workoutLogSetId)?.personalRecords ?? set.personalRecords,
        })),
      };
    }),
  };
}
