import type { AppContext } from '../../context.js';
import { requireAdmin } from '../../auth/permissions.js';
import { badInput, conflict, fromDatabaseError, notFound } from '../../lib/errors.js';
import type { Selection } from '../../lib/query.js';
import { parseInput } from '../../lib/validate.js';
import { muscleGroupCodeParams, muscleGroupsQuery, updateMuscleGroupInput, updateMuscleInput } from './schemas.js';

export async function listMuscles(ctx: AppContext, selection: Selection = {}) {
  return ctx.db.muscle.findMany({ ...(selection as object), orderBy: { muscleName: 'asc' } });
}

export async function getMuscle(ctx: AppContext, muscleCode: string, selection: Selection = {}) {
  const muscle = await ctx.db.muscle.findUnique({ ...(selection as object), where: { muscleCode } });
  if (!muscle) throw notFound(`Muscle ${muscleCode}`);
  return muscle;
}

export async function updateMuscle(ctx: AppContext, muscleCode: string, rawInput: unknown, selection: Selection = {}) {
  requireAdmin(ctx);
  const input = parseInput(updateMuscleInput, rawInput);
  try {
    return await ctx.db.muscle.update({ ...(selection as object), where: { muscleCode }, data: input });
  } catch (error) {
    throw fromDatabaseError(error, `Muscle ${muscleCode}`);
  }
}

export async function listMuscleGroups(ctx: AppContext, rawQuery: unknown, selection: Selection = {}) {
  const query = parseInput(muscleGroupsQuery, rawQuery ?? {});
  return ctx.db.muscleGroup.findMany({
    ...(selection as object),
    where: { muscleGroupType: query.muscleGroupType, muscleGroupParent: query.muscleGroupParent },
    orderBy: [{ sortOrder: 'asc' }, { muscleGroupName: 'asc' }],
  });
}

export async function getMuscleGroup(ctx: AppContext, muscleGroupCode: string, selection: Selection = {}) {
  const group = await ctx.db.muscleGroup.findUnique({ ...(selection as object), where: { muscleGroupCode } });
  if (!group) throw notFound(`Muscle group ${muscleGroupCode}`);
  return group;
}

/** Walks up from a group to make sure the new parent would not put the group beneath itself. */
async function assertNoCycle(ctx: AppContext, code: string, parent: string) {
  let current: string | null = parent;
  for (let depth = 0; current && depth < 10; depth += 1) {
    if (current === code)
      throw badInput('muscleGroupParent: A group cannot be placed under itself', [
        { field: 'muscleGroupParent', message: 'A group cannot be placed under itself' },
      ]);
    const row: { muscleGroupParent: string | null } | null = await ctx.db.muscleGroup.findUnique({
      where: { muscleGroupCode: current },
      select: { muscleGroupParent: true },
    });
    if (!row)
      throw badInput(`muscleGroupParent: Muscle group ${parent} does not exist`, [
        { field: 'muscleGroupParent', message: `Muscle group ${parent} does not exist` },
      ]);
    current = row.muscleGroupParent;
  }
}

/** Changes a muscle group, or creates it when the code is new (then a name and a type are required). */
export async function upsertMuscleGroup(ctx: AppContext, muscleGroupCode: string, rawInput: unknown, selection: Selection = {}) {
  requireAdmin(ctx);
  const { muscleGroupMuscles, ...fields } = parseInput(updateMuscleGroupInput, rawInput);
  const existing = await ctx.db.muscleGroup.findUnique({ where: { muscleGroupCode }, select: { muscleGroupCode: true } });
  if (!existing && (!fields.muscleGroupName || !fields.muscleGroupType)) {
    const missing = [!fields.muscleGroupName && 'muscleGroupName', !fields.muscleGroupType && 'muscleGroupType'].filter(
      (f): f is string => !!f,
    );
    throw badInput(
      'A new muscle group needs a name and a type',
      missing.map((field) => ({ field, message: 'Required for a new muscle group' })),
    );
  }
  if (fields.muscleGroupParent) await assertNoCycle(ctx, muscleGroupCode, fields.muscleGroupParent);
  if (muscleGroupMuscles) {
    const known = await ctx.db.muscle.count({ where: { muscleCode: { in: muscleGroupMuscles } } });
    if (known !== new Set(muscleGroupMuscles).size) {
      throw badInput('muscleGroupMuscles: Some muscle codes do not exist', [
        { field: 'muscleGroupMuscles', message: 'Some muscle codes do not exist' },
      ]);
    }
  }
  return ctx.db.$transaction(async (tx) => {
    if (!existing) {
      await tx.muscleGroup.create({
        data: { muscleGroupCode, muscleGroupName: fields.muscleGroupName!, muscleGroupType: fields.muscleGroupType!, ...fields },
      });
    }
    if (muscleGroupMuscles) {
      await tx.muscleGroupMuscle.deleteMany({ where: { muscleGroupCode } });
      await tx.muscleGroupMuscle.createMany({
        data: [...new Set(muscleGroupMuscles)].map((muscleCode) => ({ muscleGroupCode, muscleCode })),
      });
    }
    return tx.muscleGroup.update({ ...(selection as object), where: { muscleGroupCode }, data: fields });
  });
}

/**
 * Deletes a muscle group; its member muscles are only detached. A group with child groups is refused rather than
 * leaving them parentless (the tree's foreign key would set their parent to null), so a branch never drops out of
 * the hierarchy, nor out of the Flexicon's filters that walk it, unnoticed.
 */
export async function deleteMuscleGroup(ctx: AppContext, rawCode: string) {
  requireAdmin(ctx);
  // GraphQL passes the code unchecked.
  const { muscleGroupCode } = parseInput(muscleGroupCodeParams, { muscleGroupCode: rawCode });
  // One conditional statement, so a child added meanwhile cannot be orphaned between a check and the delete.
  const { count } = await ctx.db.muscleGroup.deleteMany({ where: { muscleGroupCode, children: { none: {} } } });
  if (count) return;
  const children = await ctx.db.muscleGroup.findMany({
    where: { muscleGroupParent: muscleGroupCode },
    select: { muscleGroupCode: true },
    orderBy: { muscleGroupCode: 'asc' },
  });
  if (!children.length) throw notFound(`Muscle group ${muscleGroupCode}`);
  throw conflict(
    `Muscle group ${muscleGroupCode} still has child groups (${children.map((child) => child.muscleGroupCode).join(', ')}): ` +
      'move them under another group or delete them first',
  );
}
