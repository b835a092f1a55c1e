import type { AppContext } from '../../context.js';
import { requireAdmin } from '../../auth/permissions.js';
import { badInput, fromDatabaseError, notFound } from '../../lib/errors.js';
import type { Selection } from '../../lib/query.js';
import { parseInput } from '../../lib/validate.js';
import { equipmentGroupsQuery, equipmentQuery, equipmentSetsQuery, upsertEquipmentGroupInput, upsertEquipmentInput } from './schemas.js';

const byName = [{ equipmentName: 'asc' as const }, { equipmentCode: 'asc' as const }];
const groupOrder = [{ sortOrder: 'asc' as const }, { equipmentGroupName: 'asc' as const }];

export async function listEquipment(ctx: AppContext, rawQuery: unknown, selection: Selection = {}) {
  const query = parseInput(equipmentQuery, rawQuery ?? {});
  const rows = await ctx.db.equipment.findMany({
    ...(selection as object),
    where: {
      equipmentCode: query.equipmentCodes ? { in: [...new Set(query.equipmentCodes)] } : undefined,
      groups: query.equipmentGroupCode ? { some: { equipmentGroupCode: query.equipmentGroupCode } } : undefined,
    },
    orderBy: byName,
  });
  // The catalogue is a few hundred rows at most: matching in memory is case-insensitive on every database.
  const search = query.search?.toLowerCase();
  if (!search) return rows;
  return rows.filter(
    (row) => row.equipmentName.toLowerCase().includes(search) || row.equipmentCode.toLowerCase().replace(/_/g, ' ').includes(search),
  );
}

/**
 * The spec's second lookup: an exercise lists required and optional slots, each a list of alternative codes.
 * Returns the slots with the matching equipment in the author's order of preference, unknown codes left out.
 */
export async function resolveEquipmentSets(ctx: AppContext, rawQuery: unknown) {
  const query = parseInput(equipmentSetsQuery, rawQuery ?? {});
  const codes = [...new Set([...query.required, ...query.optional].flat())];
  const rows = await ctx.db.equipment.findMany({ where: { equipmentCode: { in: codes } }, orderBy: byName });
  const byCode = new Map(rows.map((row) => [row.equipmentCode, row]));
  const resolve = (slots: string[][]) => slots.map((slot) => slot.flatMap((code) => byCode.get(code) ?? []));
  return { required: resolve(query.required), optional: resolve(query.optional) };
}

export async function getEquipment(ctx: AppContext, equipmentCode: string, selection: Selection = {}) {
  const item = await ctx.db.equipment.findUnique({ ...(selection as object), where: { equipmentCode } });
  if (!item) throw notFound(`Equipment ${equipmentCode}`);
  return item;
}

async function assertMediaExists(ctx: AppContext, field: string, id: string | null | undefined) {
  if (!id) return;
  const found = await ctx.db.mediaAsset.findUnique({ where: { mediaAssetId: id }, select: { mediaAssetId: true } });
  if (!found) throw badInput(`${field}: No media asset has this id`, [{ field, message: 'No media asset has this id' }]);
}

async function assertCodesExist(field: string, wanted: string[], count: (codes: string[]) => Promise<number>) {
  const unique = [...new Set(wanted)];
  if ((await count(unique)) !== unique.length)
    throw badInput(`${field}: Some codes do not exist`, [{ field, message: 'Some codes do not exist' }]);
  return unique;
}

/** Changes an item, or creates it when the code is new (then a name is required). */
export async function upsertEquipment(ctx: AppContext, equipmentCode: string, rawInput: unknown, selection: Selection = {}) {
  requireAdmin(ctx);
  const { equipmentEquipmentGroups, ...fields } = parseInput(upsertEquipmentInput, rawInput);
  const existing = await ctx.db.equipment.findUnique({ where: { equipmentCode }, select: { equipmentCode: true } });
  if (!existing && !fields.equipmentName)
    throw badInput('equipmentName: Required for new equipment', [{ field: 'equipmentName', message: 'Required for new equipment' }]);
  await assertMediaExists(ctx, 'thumbnailId', fields.thumbnailId);
  const groups = equipmentEquipmentGroups
    ? await assertCodesExist('equipmentEquipmentGroups', equipmentEquipmentGroups, (codes) =>
        ctx.db.equipmentGroup.count({ where: { equipmentGroupCode: { in: codes } } }),
      )
    : undefined;
  return ctx.db.$transaction(async (tx) => {
    // Prisma validates an upsert's create branch even when the row exists, so the two cases are written apart.
    if (existing) await tx.equipment.update({ where: { equipmentCode }, data: fields });
    else await tx.equipment.create({ data: { ...fields, equipmentCode, equipmentName: fields.equipmentName! } });
    if (groups) {
      await tx.equipmentGroupMember.deleteMany({ where: { equipmentCode } });
      await tx.equipmentGroupMember.createMany({ data: groups.map((equipmentGroupCode) => ({ equipmentGroupCode, equipmentCode })) });
    }
    return tx.equipment.findUniqueOrThrow({ ...(selection as object), where: { equipmentCode } });
  });
}

/** Deleting equipment also removes it from groups, exercises and members' kits. */
export async function deleteEquipment(ctx: AppContext, equipmentCode: string) {
  requireAdmin(ctx);
  try {
    await ctx.db.equipment.delete({ where: { equipmentCode } });
  } catch (error) {
    throw fromDatabaseError(error, `Equipment ${equipmentCode}`);
  }
}

export async function listEquipmentGroups(ctx: AppContext, rawQuery: unknown, selection: Selection = {}) {
  const query = parseInput(equipmentGroupsQuery, rawQuery ?? {});
  return ctx.db.equipmentGroup.findMany({
    ...(selection as object),
    where: { isFilter: query.isFilter, equipmentGroupParent: query.equipmentGroupParent },
    orderBy: groupOrder,
  });
}

export async function getEquipmentGroup(ctx: AppContext, equipmentGroupCode: string, selection: Selection = {}) {
  const group = await ctx.db.equipmentGroup.findUnique({ ...(selection as object), where: { equipmentGroupCode } });
  if (!group) throw notFound(`Equipment group ${equipmentGroupCode}`);
  return group;
}

async function assertNoCycle(ctx: AppContext, code: string, parent: string) {
  let current: string | null = parent;
  for (let depth = 0; current && depth < 10; depth += 1) {
    if (current === code)
      throw badInput('equipmentGroupParent: A group cannot be placed under itself', [
        { field: 'equipmentGroupParent', message: 'A group cannot be placed under itself' },
      ]);
    const row: { equipmentGroupParent: string | null } | null = await ctx.db.equipmentGroup.findUnique({
      where: { equipmentGroupCode: current },
      select: { equipmentGroupParent: true },
    });
    if (!row)
      throw badInput(`equipmentGroupParent: Equipment group ${parent} does not exist`, [
        { field: 'equipmentGroupParent', message: `Equipment group ${parent} does not exist` },
      ]);
    current = row.equipmentGroupParent;
  }
}

/** Changes a group, or creates it when the code is new (then a name is required). */
export async function upsertEquipmentGroup(ctx: AppContext, equipmentGroupCode: string, rawInput: unknown, selection: Selection = {}) {
  requireAdmin(ctx);
  const { equipmentGroupEquipment, ...fields } = parseInput(upsertEquipmentGroupInput, rawInput);
  const existing = await ctx.db.equipmentGroup.findUnique({ where: { equipmentGroupCode }, select: { equipmentGroupCode: true } });
  if (!existing && !fields.equipmentGroupName) {
    throw badInput('equipmentGroupName: Required for a new equipment group', [
      { field: 'equipmentGroupName', message: 'Required for a new equipment group' },
    ]);
  }
  if (fields.equipmentGroupParent) await assertNoCycle(ctx, equipmentGroupCode, fields.equipmentGroupParent);
  await assertMediaExists(ctx, 'thumbnailId', fields.thumbnailId);
  const members = equipmentGroupEquipment
    ? await assertCodesExist('equipmentGroupEquipment', equipmentGroupEquipment, (codes) =>
        ctx.db.equipment.count({ where: { equipmentCode: { in: codes } } }),
      )
    : undefined;
  return ctx.db.$transaction(async (tx) => {
    if (existing) await tx.equipmentGroup.update({ where: { equipmentGroupCode }, data: fields });
    else await tx.equipmentGroup.create({ data: { ...fields, equipmentGroupCode, equipmentGroupName: fields.equipmentGroupName! } });
    if (members) {
      await tx.equipmentGroupMember.deleteMany({ where: { equipmentGroupCode } });
      await tx.equipmentGroupMember.createMany({ data: members.map((equipmentCode) => ({ equipmentGroupCode, equipmentCode })) });
    }
    return tx.equipmentGroup.findUniqueOrThrow({ ...(selection as object), where: { equipmentGroupCode } });
  });
}

/** Deleting a group keeps its equipment; child groups move to the top level. */
export async function deleteEquipmentGroup(ctx: AppContext, equipmentGroupCode: string) {
  requireAdmin(ctx);
  try {
    await ctx.db.equipmentGroup.delete({ where: { equipmentGroupCode } });
  } catch (error) {
    throw fromDatabaseError(error, `Equipment group ${equipmentGroupCode}`);
  }
}
