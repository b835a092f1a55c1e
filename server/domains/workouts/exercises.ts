// A workout's exercise list as the creator sent it, checked against the Flexicon and turned into rows: every
// exercise must exist and be visible to the author, every target must be one of its type's measurements (tempo is
// the set's own field), supersets are runs of consecutive exercises. Errors name the exact field.
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { badInput, type FieldError } from '../../lib/errors.js';
import { catalogueExercises, visibleExercises } from '../exercises/visibility.js';
import type { WorkoutExerciseInput } from './schemas.js';
import { mergeMuscleUsage, summarize, type SummaryExercise } from '../../../common/workout-summary.js';

interface KnownExercise {
  exerciseCode: string;
  exerciseName: string;
  measurements: string[];
  muscleUsage: { muscleCode: string; targetPercentage: number; isPrimary: boolean }[];
}

/**
 * Exercises by the codes asked for, merged-away codes included (they live on as aliases of the kept exercise).
 * A log may hold the member's own exercises; a workout, which is shared, only the catalogue's.
 */
export async function knownExercises(ctx: AppContext, codes: string[], scope: 'log' | 'workout'): Promise<Map<string, KnownExercise>> {
  const wanted = [...new Set(codes.map((code) => code.trim().toUpperCase()))];
  if (!wanted.length) return new Map();
  const rows = await ctx.db.exercise.findMany({
    where: {
      AND: [
        { OR: [{ exerciseCode: { in: wanted } }, { aliases: { some: { alias: { in: wanted }, isMergedCode: true } } }] },
        scope === 'log' ? visibleExercises(ctx.viewer) : catalogueExercises(ctx.viewer),
      ],
    },
    select: {
      exerciseCode: true,
      exerciseName: true,
      aliases: { where: { isMergedCode: true }, select: { alias: true } },
      exerciseType: { select: { measurements: { select: { measurementCode: true }, orderBy: { sortOrder: 'asc' } } } },
      muscleUsage: { select: { muscleCode: true, targetPercentage: true, isPrimary: true } },
    },
  });
  const byCode = new Map<string, KnownExercise>();
  for (const row of rows) {
    const known = {
      exerciseCode: row.exerciseCode,
      exerciseName: row.exerciseName,
      measurements: row.exerciseType.measurements.map((m) => m.measurementCode),
      muscleUsage: row.muscleUsage,
    };
    byCode.set(row.exerciseCode, known);
    for (const { alias } of row.aliases) byCode.set(alias, known);
  }
  return byCode;
}

/** Superset numbers renumbered 1, 2, ... in order; a "superset" of one exercise is none. */
function normalizedGroups(exercises: WorkoutExerciseInput[], errors: FieldError[]): (number | null)[] {
  const groups = exercises.map((exercise) => exercise.supersetGroup ?? null);
  const closed = new Set<number>();
  groups.forEach((group, index) => {
    const previous = index > 0 ? groups[index - 1] : null;
    if (group !== null && group !== previous && closed.has(group))
      errors.push({ field: `workoutExercises.${index}.supersetGroup`, message: 'Exercises of one superset must follow each other' });
    if (previous !== null && previous !== undefined && previous !== group) closed.add(previous);
  });
  const renumbered = new Map<number, number>();
  return groups.map((group, index) => {
    if (group === null) return null;
    const alone = groups[index - 1] !== group && groups[index + 1] !== group;
    if (alone) return null;
    if (!renumbered.has(group)) renumbered.set(group, renumbered.size + 1);
    return renumbered.get(group)!;
  });
}

export interface PreparedExercises {
  exercises: Omit<Prisma.WorkoutExerciseCreateManyInput, 'workoutId'>[];
  sets: Prisma.WorkoutSetCreateManyInput[];
  targets: Prisma.WorkoutSetTargetCreateManyInput[];
  muscleUsage: { muscleCode: string; targetPercentage: number; isPrimary: boolean }[];
  summary: { exerciseCount: number; estimatedDuration: number; totalVolume: number };
}

export async function prepareExercises(ctx: AppContext, input: WorkoutExerciseInput[]): Promise<PreparedExercises> {
  const known = await knownExercises(
    ctx,
    input.map((exercise) => exercise.exerciseCode),
    'workout',
  );
  const errors: FieldError[] = [];
  const groups = normalizedGroups(input, errors);
  const prepared: PreparedExercises = { exercises: [], sets: [], targets: [], muscleUsage: [], summary: summarize([]) };
  const forSummary: SummaryExercise[] = [];
  input.forEach((exercise, index) => {
    const field = `workoutExercises.${index}`;
    const found = known.get(exercise.exerciseCode.trim().toUpperCase());
    if (!found) {
      errors.push({ field: `${field}.exerciseCode`, message: `No exercise ${exercise.exerciseCode} in the Flexicon` });
      return;
    }
    const workoutExerciseId = randomUUID();
    prepared.exercises.push({
      workoutExerciseId,
      exerciseCode: found.exerciseCode,
      position: index,
      supersetGroup: groups[index],
      restSeconds: exercise.restSeconds ?? null,
      notes: exercise.notes || null,
    });
    const allowed = found.measurements.filter((code) => code !== 'TEMPO');
    exercise.sets.forEach((set, setIndex) => {
      const workoutSetId = randomUUID();
      prepared.sets.push({
        workoutSetId,
        workoutExerciseId,
        position: setIndex,
        setType: set.setType,
        restSeconds: set.restSeconds ?? null,
        tempo: set.tempo || null,
        targetRpe: set.targetRpe ?? null,
        notes: set.notes || null,
      });
      const seen = new Set<string>();
      set.targets.forEach((target, targetIndex) => {
        const code = target.measurementCode.trim().toUpperCase();
        const targetField = `${field}.sets.${setIndex}.targets.${targetIndex}.measurementCode`;
        if (!allowed.includes(code))
          errors.push({
            field: targetField,
            message: allowed.length
              ? `${found.exerciseName} is measured in ${allowed.join(', ')}`
              : `${found.exerciseName} takes no targets besides tempo`,
          });
        else if (seen.has(code)) errors.push({ field: targetField, message: `${code} is given twice in this set` });
        seen.add(code);
        prepared.targets.push({ workoutSetId, measurementCode: code, value: target.value, valueMax: target.valueMax ?? null });
      });
    });
    forSummary.push({ ...exercise, supersetGroup: groups[index], muscleUsage: found.muscleUsage });
  });
  if (errors.length)
    throw badInput(errors.length === 1 ? `${errors[0]!.field}: ${errors[0]!.message}` : 'Some exercises are not valid', errors);
  prepared.summary = summarize(forSummary);
  prepared.muscleUsage = mergeMuscleUsage(forSummary);
  return prepared;
}

/** Replaces a workout's exercises, sets, targets and muscle usage: four inserts whatever the size of the workout. */
export async function writeExercises(tx: Prisma.TransactionClient, workoutId: string, prepared: PreparedExercises, replace: boolean) {
  if (replace) {
    await tx.workoutExercise.deleteMany({ where: { workoutId } });
    await tx.workoutMuscle.deleteMany({ where: { workoutId } });
  }
  if (prepared.exercises.length) await tx.workoutExercise.createMany({ data: prepared.exercises.map((row) => ({ ...row, workoutId })) });
  if (prepared.sets.length) await tx.workoutSet.createMany({ data: prepared.sets });
  if (prepared.targets.length) await tx.workoutSetTarget.createMany({ data: prepared.targets });
  if (prepared.muscleUsage.length)
    await tx.workoutMuscle.createMany({ data: prepared.muscleUsage.map((usage) => ({ ...usage, workoutId })) });
}
