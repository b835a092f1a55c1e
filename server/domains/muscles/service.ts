import type { AppContext } from '../../context.js';
import { requireAdmin } from '../../auth/permissions.js';
import { badInput, conflict, fromDatabaseError, notFound } from '../../lib/errors.js';
import { withKey, type Selection } from '../../lib/query.js';
import { codeKeyedWrites, createsRow, type SaveMode } from '../../lib/saving.js';
import { assertMediaExists } from '../media/references.js';
import { assertParentAllowed } from '../../lib/tree.js';
import { parseCode, parseInput } from '../../lib/validate.js';
import { createMuscleGroupInput, muscleGroupsQuery, updateMuscleGroupInput, updateMuscleInput } from './schemas.js';

export async function listMuscles(ctx: AppContext, selection: Selection = {}) {
  return ctx.db.muscle.findMany({ ...withKey(selection, 'muscleCode'), orderBy: { muscleName: 'asc' } });
}

export async function getMuscle(ctx: AppContext, rawCode: string, selection: Selection = {}) {
  const muscleCode = parseCode('muscleCode', rawCode);
  const muscle = await ctx.db.muscle.findUnique({ ...withKey(selection, 'muscleCode'), where: { muscleCode } });
  if (!muscle) throw notFound(`Muscle ${muscleCode}`);
  return muscle;
}

export async function updateMuscle(ctx: AppContext, rawCode: string, rawInput: unknown, selection: Selection = {}) {
  requireAdmin(ctx);
  const muscleCode = parseCode('muscleCode', rawCode);
  const input = parseInput(updateMuscleInput, rawInput);
  await assertMediaExists(ctx, 'thumbnailId', input.thumbnailId);
  try {
    return await ctx.db.muscle.update({ ...withKey(selection, 'muscleCode'), where: { muscleCode }, data: input });
  } catch (error) {
    throw fromDatabaseError(error, `Muscle ${muscleCode}`);
  }
}

export async function listMuscleGroups(ctx: AppContext, rawQuery: unknown, selection: Selection = {}) {
  const query = parseInput(muscleGroupsQuery, rawQuery ?? {});
  return ctx.db.muscleGroup.findMany({
    ...withKey(selection, 'muscleGroupCode'),
    where: { muscleGroupType: query.muscleGroupType, muscleGroupParent: query.muscleGroupParent },
    orderBy: [{ sortOrder: 'asc' }, { muscleGroupName: 'asc' }],
  });
}

export async function getMuscleGroup(ctx: AppContext, rawCode: string, selection: Selection = {}) {
  const muscleGroupCode = parseCode('muscleGroupCode', rawCode);
  const group = await ctx.db.muscleGroup.findUnique({ ...withKey(selection, 'muscleGroupCode'), where: { muscleGroupCode } });
  if (!group) throw notFound(`Muscle group ${muscleGroupCode}`);
  return group;
}

type GroupInput = ReturnType<typeof updateMuscleGroupInput.parse>;

async function saveMuscleGroup(ctx: AppContext, mode: SaveMode, rawCode: unknown, input: GroupInput, selection: Selection) {
  const muscleGroupCode = parseCode('muscleGroupCode', rawCode);
  const { muscleGroupMuscles, ...fields } = input;
  const existing = await ctx.db.muscleGroup.findUnique({ where: { muscleGroupCode }, select: { muscleGroupCode: true } });
  const creates = createsRow(mode, !!existing, `Muscle group ${muscleGroupCode}`, 'muscleGroupCode');
  const { muscleGroupName, muscleGroupType } = fields;
  if (creates && (!muscleGroupName || !muscleGroupType)) {
    const missing = [!muscleGroupName && 'muscleGroupName', !muscleGroupType && 'muscleGroupType'].filter((f): f is string => !!f);
    throw badInput(
      'A new muscle group needs a name and a type',
      missing.map((field) => ({ field, message: 'Required for a new muscle group' })),
    );
  }
  if (fields.muscleGroupParent)
    await assertParentAllowed('muscleGroupParent', muscleGroupCode, fields.muscleGroupParent, 'Muscle group', async (code) => {
      const row = await ctx.db.muscleGroup.findUnique({ where: { muscleGroupCode: code }, select: { muscleGroupParent: true } });
      return row ? row.muscleGroupParent : undefined;
    });
  await assertMediaExists(ctx, 'thumbnailId', fields.thumbnailId);
  if (muscleGroupMuscles) {
    const known = await ctx.db.muscle.count({ where: { muscleCode: { in: muscleGroupMuscles } } });
    if (known !== new Set(muscleGroupMuscles).size) {
      throw badInput('muscleGroupMuscles: Some muscle codes do not exist', [
        { field: 'muscleGroupMuscles', message: 'Some muscle codes do not exist' },
      ]);
    }
  }
  return ctx.db.$transaction(async (tx) => {
    if (creates)
      await tx.muscleGroup.create({
        data: { ...fields, muscleGroupCode, muscleGroupName: muscleGroupName!, muscleGroupType: muscleGroupType! },
      });
    else await tx.muscleGroup.update({ where: { muscleGroupCode }, data: fields });
    if (muscleGroupMuscles) {
      await tx.muscleGroupMuscle.deleteMany({ where: { muscleGroupCode } });
      await tx.muscleGroupMuscle.createMany({
        data: [...new Set(muscleGroupMuscles)].map((muscleCode) => ({ muscleGroupCode, muscleCode })),
      });
    }
    return tx.muscleGroup.findUniqueOrThrow({ ...withKey(selection, 'muscleGroupCode'), where: { muscleGroupCode } });
  });
}

/** Upsert changes a muscle group, or creates it when the code is new; create answers CONFLICT when the code is taken. */
export const { upsert: upsertMuscleGroup, create: createMuscleGroup } = codeKeyedWrites({
  codeField: 'muscleGroupCode',
  upsertInput: updateMuscleGroupInput,
  createInput: createMuscleGroupInput,
  save: saveMuscleGroup,
});

/**
 * Deletes a muscle group; its member muscles are only detached. A group with child groups is refused rather than
 * leaving them parentless (the tree's foreign key would set their parent to null), so a branch never drops out of
 * the hierarchy, nor out of the Flexicon's filters that walk it, unnoticed.
 */
export async function deleteMuscleGroup(ctx: AppContext, rawCode: string) {
  requireAdmin(ctx);
  const muscleGroupCode = parseCode('muscleGroupCode', rawCode);
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
