// The general writer of a change the rules passed (change-rules.ts): exercises added, swapped, moved or removed, sets
// moved between exercises or removed, done sets edited or unticked, changes to finished logs. Records whose sets
// changed after the fact are derived again from the member's whole history of the exercise.
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import type { Sql } from '../../db/sql.js';
import { recomputeRecords } from './records.js';
import { deriveSetsDone } from './derive.js';
import { setOutcome, type CheckedChange } from './change-rules.js';

type Tx = Prisma.TransactionClient;

interface Touched {
  /** Exercises whose sets changed: their aggregates are derived again. */
  exerciseIds: Set<string>;
  /** Codes whose records must be derived again from the member's whole history of them. */
  recompute: Set<string>;
  /** Sets ticked in this change, checked against the current records by key. */
  newlyCompleted: Set<string>;
  removed: boolean;
}

/** Writes the exercises and sets of a change, and derives again what they changed. */
export async function writeChanges(tx: Tx, sql: Sql, checked: CheckedChange, now: Date) {
  const touched = await writeRows(tx, checked, now);
  if (!touched.exerciseIds.size && !touched.removed) return;
  for (const code of touched.recompute) await recomputeRecords(tx, checked.log.userId, code);
  await deriveSetsDone(sql, checked.log, [...touched.newlyCompleted], [...touched.exerciseIds], touched.recompute);
}

async function writeRows(tx: Tx, { log, input, exercises, storedExercises, storedSets }: CheckedChange, now: Date): Promise<Touched> {
  const touched: Touched = { exerciseIds: new Set(), recompute: new Set(), newlyCompleted: new Set(), removed: false };
  const live = log.status !== 'COMPLETED';

  // Removals first, so that an id moved elsewhere in the same change is written after it is gone.
  if (input.removedSetIds?.length) {
    for (const id of input.removedSetIds) {
      const set = storedSets.get(id);
      if (!set) continue;
      touched.exerciseIds.add(set.workoutLogExerciseId);
      if (set.completedAt) touched.recompute.add(set.exerciseCode);
    }
    const { count } = await tx.workoutLogSet.deleteMany({
      where: { workoutLogSetId: { in: input.removedSetIds }, logExercise: { workoutLogId: log.workoutLogId } },
    });
    if (count) touched.removed = true;
  }
  if (input.removedExerciseIds?.length) {
    for (const id of input.removedExerciseIds) {
      const exercise = storedExercises.get(id);
      if (exercise && exercise.completedSetCount > 0) touched.recompute.add(exercise.exerciseCode);
    }
    const { count } = await tx.workoutLogExercise.deleteMany({
      where: { workoutLogExerciseId: { in: input.removedExerciseIds }, workoutLogId: log.workoutLogId },
    });
    if (count) touched.removed = true;
  }

  const valuesReplaced: string[] = [];
  const newValues: Prisma.WorkoutLogSetValueCreateManyInput[] = [];
  for (const [position, { change: exercise, stored: previous, exerciseCode: code }] of exercises.entries()) {
    if (previous && previous.exerciseCode !== code && previous.completedSetCount > 0) {
      touched.recompute.add(previous.exerciseCode);
      touched.recompute.add(code);
    }
    const fields = {
      ...(exercise.exerciseCode ? { exerciseCode: code } : {}),
      ...(exercise.position !== undefined ? { position: exercise.position } : {}),
      ...(exercise.supersetGroup !== undefined ? { supersetGroup: exercise.supersetGroup } : {}),
      ...(exercise.restSeconds !== undefined ? { restSeconds: exercise.restSeconds } : {}),
      ...(exercise.notes !== undefined ? { notes: exercise.notes || null } : {}),
    };
    await tx.workoutLogExercise.upsert({
      where: { workoutLogExerciseId: exercise.workoutLogExerciseId },
      create: {
        workoutLogExerciseId: exercise.workoutLogExerciseId,
        workoutLogId: log.workoutLogId,
        userId: log.userId,
        startedAt: log.startedAt,
        exerciseCode: code,
        position: exercise.position ?? position,
        supersetGroup: exercise.supersetGroup ?? null,
        restSeconds: exercise.restSeconds ?? null,
        notes: exercise.notes || null,
      },
      update: fields,
    });
    if (!previous) touched.exerciseIds.add(exercise.workoutLogExerciseId);
    for (const [setPosition, set] of (exercise.sets ?? []).entries()) {
      touched.exerciseIds.add(exercise.workoutLogExerciseId);
      const was = storedSets.get(set.workoutLogSetId);
      if (was && was.workoutLogExerciseId !== exercise.workoutLogExerciseId) touched.exerciseIds.add(was.workoutLogExerciseId);
      const { completedAt, valuesChanged, typeChanged, wasCompleted, isCompleted } = setOutcome(set, was, now);
      if (wasCompleted && (!isCompleted || valuesChanged || typeChanged || was!.exerciseCode !== code)) {
        touched.recompute.add(was!.exerciseCode);
        touched.recompute.add(code);
      } else if (!wasCompleted && isCompleted) {
        if (live) touched.newlyCompleted.add(set.workoutLogSetId);
        else touched.recompute.add(code);
      }
      const setFields = {
        workoutLogExerciseId: exercise.workoutLogExerciseId,
        ...(set.position !== undefined ? { position: set.position } : {}),
        ...(set.setType !== undefined ? { setType: set.setType } : {}),
        ...(set.rpe !== undefined ? { rpe: set.rpe } : {}),
        ...(set.restSeconds !== undefined ? { restSeconds: set.restSeconds } : {}),
        ...(set.notes !== undefined ? { notes: set.notes || null } : {}),
        ...(completedAt !== undefined ? { completedAt } : {}),
        ...(completedAt === null ? { records: '' } : {}),
      };
      await tx.workoutLogSet.upsert({
        where: { workoutLogSetId: set.workoutLogSetId },
        create: {
          workoutLogSetId: set.workoutLogSetId,
          position: set.position ?? setPosition,
          setType: set.setType ?? 'NORMAL',
          ...setFields,
          completedAt: completedAt ?? null,
        },
        update: setFields,
      });
      if (set.values !== undefined && (valuesChanged || !was)) {
        valuesReplaced.push(set.workoutLogSetId);
        for (const value of set.values) newValues.push({ workoutLogSetId: set.workoutLogSetId, ...value });
      }
    }
  }
  if (valuesReplaced.length) await tx.workoutLogSetValue.deleteMany({ where: { workoutLogSetId: { in: valuesReplaced } } });
  if (newValues.length) await tx.workoutLogSetValue.createMany({ data: newValues });
  return touched;
}
