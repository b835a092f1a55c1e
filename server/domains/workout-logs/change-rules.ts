// The rules of a change to a log, in one place: what a change may name and carry, checked against what is stored,
// and what saving a set does to it. The writers (save-sets.ts, write-changes.ts) write what passed, and decide nothing
// a client could be refused for.
import type { AppContext } from '../../context.js';
import { badInput, type FieldError } from '../../lib/errors.js';
import { dateOrNull, numberOf, placeholders, sqlOf, type Sql } from '../../db/sql.js';
import { knownExercises } from '../workouts/exercises.js';
import { foldSetValues, type LogRow, type SetValue } from './detail.js';
import type { ChangeLogInput, ExerciseChange, SetChange } from './schemas.js';

export interface StoredExercise {
  workoutLogExerciseId: string;
  workoutLogId: string;
  exerciseCode: string;
  position: number;
  supersetGroup: number | null;
  restSeconds: number | null;
  notes: string | null;
  completedSetCount: number;
  exerciseName: string;
  measurements: string[];
}

export interface StoredSet {
  workoutLogSetId: string;
  workoutLogId: string;
  workoutLogExerciseId: string;
  exerciseCode: string;
  position: number;
  completedAt: Date | null;
  setType: string;
  rpe: number | null;
  restSeconds: number | null;
  notes: string | null;
  values: SetValue[];
}

/** A change that passed the rules, with what it names as stored before it. */
export interface CheckedChange {
  log: LogRow;
  input: ChangeLogInput;
  /** The change's exercises in its order, each with its stored row and the exercise it ends on (merged codes resolved). */
  exercises: { change: ExerciseChange; stored: StoredExercise | undefined; exerciseCode: string }[];
  /** This log's exercises and sets the change names, removals included, by id. */
  storedExercises: ReadonlyMap<string, StoredExercise>;
  storedSets: ReadonlyMap<string, StoredSet>;
}

const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const nullableText = (value: unknown) => (value === null || value === undefined ? null : String(value));

async function readExercises(sql: Sql, ids: readonly string[]): Promise<Map<string, StoredExercise>> {
  if (!ids.length) return new Map();
  const rows = await sql.all(
    `SELECT le."workoutLogExerciseId", le."workoutLogId", le."exerciseCode", le."position", le."supersetGroup", le."restSeconds",
            le."notes", le."completedSetCount", e."exerciseName", m."measurementCode"
     FROM "WorkoutLogExercise" le
     JOIN "Exercise" e ON e."exerciseCode" = le."exerciseCode"
     LEFT JOIN "ExerciseTypeMeasurement" m ON m."exerciseTypeCode" = e."exerciseTypeCode"
     WHERE le."workoutLogExerciseId" IN (${placeholders(ids)})
     ORDER BY le."workoutLogExerciseId", m."sortOrder"`,
    ids,
  );
  const exercises = new Map<string, StoredExercise>();
  for (const row of rows) {
    const id = String(row.workoutLogExerciseId);
    let exercise = exercises.get(id);
    if (!exercise)
      exercises.set(
        id,
        (exercise = {
          workoutLogExerciseId: id,
          workoutLogId: String(row.workoutLogId),
          exerciseCode: String(row.exerciseCode),
          position: numberOf(row.position),
          supersetGroup: nullableNumber(row.supersetGroup),
          restSeconds: nullableNumber(row.restSeconds),
          notes: nullableText(row.notes),
          completedSetCount: numberOf(row.completedSetCount),
          exerciseName: String(row.exerciseName),
          measurements: [],
        }),
      );
    if (row.measurementCode !== null) exercise.measurements.push(String(row.measurementCode));
  }
  return exercises;
}

async function readSets(sql: Sql, ids: readonly string[]): Promise<Map<string, StoredSet>> {
  if (!ids.length) return new Map();
  const rows = await sql.all(
    `SELECT s."workoutLogSetId", le."workoutLogId", s."workoutLogExerciseId", le."exerciseCode", s."position", s."completedAt",
            s."setType", s."rpe", s."restSeconds", s."notes", v."measurementCode", v."value"
     FROM "WorkoutLogSet" s
     JOIN "WorkoutLogExercise" le ON le."workoutLogExerciseId" = s."workoutLogExerciseId"
     LEFT JOIN "WorkoutLogSetValue" v ON v."workoutLogSetId" = s."workoutLogSetId"
     WHERE s."workoutLogSetId" IN (${placeholders(ids)})`,
    ids,
  );
  const sets = foldSetValues(rows, (row) => ({
    workoutLogSetId: String(row.workoutLogSetId),
    workoutLogId: String(row.workoutLogId),
    workoutLogExerciseId: String(row.workoutLogExerciseId),
    exerciseCode: String(row.exerciseCode),
    position: numberOf(row.position),
    completedAt: dateOrNull(row.completedAt),
    setType: String(row.setType),
    rpe: nullableNumber(row.rpe),
    restSeconds: nullableNumber(row.restSeconds),
    notes: nullableText(row.notes),
  }));
  return new Map(sets.map((set) => [set.workoutLogSetId, set]));
}

const ofLog = <T extends { workoutLogId: string }>(rows: ReadonlyMap<string, T>, workoutLogId: string) =>
  new Map([...rows].filter(([, row]) => row.workoutLogId === workoutLogId));

/**
 * Checks a change to the member's log: each exercise and set id once, and the log's own or new; a new exercise names
 * one; a new or different code names an exercise the viewer can see (an exercise already in the log stays loggable);
 * every value is one of its exercise's measurements; a set is not both unticked and given a completion time. Throws
 * them all at once, each by field.
 */
export async function checkChange(ctx: AppContext, log: LogRow, input: ChangeLogInput): Promise<CheckedChange> {
  const sql = sqlOf(ctx.db);
  const exercises = input.exercises ?? [];
  const [named, namedSets] = await Promise.all([
    readExercises(sql, [...exercises.map((exercise) => exercise.workoutLogExerciseId), ...(input.removedExerciseIds ?? [])]),
    readSets(sql, [
      ...exercises.flatMap((exercise) => (exercise.sets ?? []).map((set) => set.workoutLogSetId)),
      ...(input.removedSetIds ?? []),
    ]),
  ]);
  const storedExercises = ofLog(named, log.workoutLogId);
  const storedSets = ofLog(namedSets, log.workoutLogId);
  // Only a code that is not the stored one is looked up: restating an exercise costs no lookup.
  const lookedUp = exercises.map((exercise) => {
    const given = exercise.exerciseCode?.toUpperCase();
    return given && given !== storedExercises.get(exercise.workoutLogExerciseId)?.exerciseCode ? given : null;
  });
  const known = await knownExercises(
    ctx,
    lookedUp.filter((code) => code !== null),
    'log',
  );

  const errors: FieldError[] = [];
  const checked: CheckedChange['exercises'] = [];
  const seenExercises = new Set<string>();
  const seenSets = new Set<string>();
  exercises.forEach((exercise, index) => {
    const field = `exercises.${index}`;
    const id = exercise.workoutLogExerciseId;
    if (seenExercises.has(id)) errors.push({ field: `${field}.workoutLogExerciseId`, message: 'Given twice in this change' });
    seenExercises.add(id);
    if (named.has(id) && !storedExercises.has(id)) errors.push({ field: `${field}.workoutLogExerciseId`, message: 'This id is taken' });
    (exercise.sets ?? []).forEach((set, setIndex) => {
      const setField = `${field}.sets.${setIndex}`;
      if (seenSets.has(set.workoutLogSetId)) errors.push({ field: `${setField}.workoutLogSetId`, message: 'Given twice in this change' });
      seenSets.add(set.workoutLogSetId);
      if (namedSets.has(set.workoutLogSetId) && !storedSets.has(set.workoutLogSetId))
        errors.push({ field: `${setField}.workoutLogSetId`, message: 'This id is taken' });
      if (set.completed === false && set.completedAt !== undefined)
        errors.push({ field: `${setField}.completedAt`, message: 'A set sent with completed: false has no completion time' });
    });

    const stored = storedExercises.get(id);
    const code = lookedUp[index];
    const target = code ? known.get(code) : stored;
    if (!target) {
      errors.push(
        exercise.exerciseCode
          ? { field: `${field}.exerciseCode`, message: `No exercise ${exercise.exerciseCode}` }
          : { field: `${field}.exerciseCode`, message: 'Required for a new exercise' },
      );
      return;
    }
    checked.push({ change: exercise, stored, exerciseCode: target.exerciseCode });
    (exercise.sets ?? []).forEach((set, setIndex) => {
      (set.values ?? []).forEach((value, valueIndex) => {
        if (!target.measurements.includes(value.measurementCode))
          errors.push({
            field: `${field}.sets.${setIndex}.values.${valueIndex}.measurementCode`,
            message: `${target.exerciseName} logs ${target.measurements.join(', ')}`,
          });
      });
    });
  });
  if (errors.length)
    throw errors.length === 1
      ? badInput(`${errors[0]!.field}: ${errors[0]!.message}`, errors)
      : badInput('Some fields are not valid', errors);
  return { log, input, exercises: checked, storedExercises, storedSets };
}

/** Values compared whatever their order. */
const valuesKey = (values: readonly SetValue[]) =>
  values
    .map((value) => `${value.measurementCode}=${value.value}`)
    .sort()
    .join('&');

/**
 * What saving a set does to it: when it is done (kept, cleared, the moment sent, or now when ticked without one; a
 * set ticked again keeps its moment), whether its values or type change, and whether it was done before and after.
 */
export function setOutcome(set: SetChange, was: StoredSet | undefined, now: Date) {
  const completedAt: Date | null | undefined =
    set.completedAt ?? (set.completed === false ? null : set.completed === true ? (was?.completedAt ?? now) : undefined);
  const wasCompleted = !!was?.completedAt;
  const isCompleted = completedAt === undefined ? wasCompleted : completedAt !== null;
  return {
    completedAt,
    valuesChanged: set.values !== undefined && valuesKey(set.values) !== valuesKey(was?.values ?? []),
    typeChanged: set.setType !== undefined && was !== undefined && set.setType !== was.setType,
    wasCompleted,
    isCompleted,
  };
}
