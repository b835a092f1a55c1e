import type { AppContext } from '../../context.js';
import { requireAdmin } from '../../auth/permissions.js';
import { badInput, fromDatabaseError, notFound } from '../../lib/errors.js';
import { withKey, type Selection } from '../../lib/query.js';
import { codeKeyedWrites, createsRow, type SaveMode } from '../../lib/saving.js';
import { assertParentAllowed } from '../../lib/tree.js';
import { parseCode, parseInput } from '../../lib/validate.js';
import { assertMediaExists } from '../media/references.js';
import {
  createEquipmentGroupInput,
  createEquipmentInput,
  equipmentGroupsQuery,
  equipmentQuery,
  equipmentSetsQuery,
  upsertEquipmentGroupInput,
  upsertEquipmentInput,
} from './schemas.js';

const byName = [{ equipmentName: 'asc' as const }, { equipmentCode: 'asc' as const }];
const groupOrder = [{ sortOrder: 'asc' as const }, { equipmentGroupName: 'asc' as const }];

export async function listEquipment(ctx: AppContext, rawQuery: unknown, selection: Selection = {}) {
  const query = parseInput(equipmentQuery, rawQuery ?? {});
  const rows = await ctx.db.equipment.findMany({
    ...withKey(selection, 'equipmentCode', 'equipmentName'),
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

export async function getEquipment(ctx: AppContext, rawCode: string, selection: Selection = {}) {
  const equipmentCode = parseCode('equipmentCode', rawCode);
  const item = await ctx.db.equipment.findUnique({ ...withKey(selection, 'equipmentCode'), where: { equipmentCode } });
  if (!item) throw notFound(`Equipment ${equipmentCode}`);
  return item;
}

async function assertCodesExist(field: string, wanted: string[], count: (codes: string[]) => Promise<number>) {
  const unique = [...new Set(wanted)];
  if ((await count(unique)) !== unique.length)
    throw badInput(`${field}: Some codes do not exist`, [{ field, message: 'Some codes do not exist' }]);
  return unique;
}

type EquipmentInput = ReturnType<typeof upsertEquipmentInput.parse>;

async function saveEquipment(ctx: AppContext, mode: SaveMode, rawCode: unknown, input: EquipmentInput, selection: Selection) {
  const equipmentCode = parseCode('equipmentCode', rawCode);
  const { equipmentEquipmentGroups, ...fields } = input;
  const existing = await ctx.db.equipment.findUnique({ where: { equipmentCode }, select: { equipmentCode: true } });
  const creates = createsRow(mode, !!existing, `Equipment ${equipmentCode}`, 'equipmentCode');
  const { equipmentName } = fields;
  if (creates && !equipmentName)
    throw badInput('equipmentName: Required for new equipment', [{ field: 'equipmentName', message: 'Required for new equipment' }]);
  await assertMediaExists(ctx, 'thumbnailId', fields.thumbnailId);
  const groups = equipmentEquipmentGroups
    ? await assertCodesExist('equipmentEquipmentGroups', equipmentEquipmentGroups, (codes) =>
        ctx.db.equipmentGroup.count({ where: { equipmentGroupCode: { in: codes } } }),
      )
    : undefined;
  return ctx.db.$transaction(async (tx) => {
    if (creates) await tx.equipment.create({ data: { ...fields, equipmentCode, equipmentName: equipmentName! } });
    else await tx.equipment.update({ where: { equipmentCode }, data: fields });
    if (groups) {
      await tx.equipmentGroupMember.deleteMany({ where: { equipmentCode } });
      await tx.equipmentGroupMember.createMany({ data: groups.map((equipmentGroupCode) => ({ equipmentGroupCode, equipmentCode })) });
    }
    return tx.equipment.findUniqueOrThrow({ ...withKey(selection, 'equipmentCode'), where: { equipmentCode } });
  });
}

/** Upsert changes equipment, or creates it when the code is new; create answers CONFLICT when the code is taken. */
export const { upsert: upsertEquipment, create: createEquipment } = codeKeyedWrites({
  codeField: 'equipmentCode',
  upsertInput: upsertEquipmentInput,
  createInput: createEquipmentInput,
  save: saveEquipment,
});

/** Deleting equipment also removes it from groups, exercises and members' kits. */
export async function deleteEquipment(ctx: AppContext, rawCode: string) {
  requireAdmin(ctx);
  const equipmentCode = parseCode('equipmentCode', rawCode);
  try {
    await ctx.db.equipment.delete({ where: { equipmentCode } });
  } catch (error) {
    throw fromDatabaseError(error, `Equipment ${equipmentCode}`);
  }
}

export async function listEquipmentGroups(ctx: AppContext, rawQuery: unknown, selection: Selection = {}) {
  const query = parseInput(equipmentGroupsQuery, rawQuery ?? {});
  return ctx.db.equipmentGroup.findMany({
    ...withKey(selection, 'equipmentGroupCode'),
    where: { isFilter: query.isFilter, equipmentGroupParent: query.equipmentGroupParent },
    orderBy: groupOrder,
  });
}

export async function getEquipmentGroup(ctx: AppContext, rawCode: string, selection: Selection = {}) {
  const equipmentGroupCode = parseCode('equipmentGroupCode', rawCode);
  const group = await ctx.db.equipmentGroup.findUnique({ ...withKey(selection, 'equipmentGroupCode'), where: { equipmentGroupCode } });
  if (!group) throw notFound(`Equipment group ${equipmentGroupCode}`);
  return group;
}

type GroupInput = ReturnType<typeof upsertEquipmentGroupInput.parse>;

async function saveEquipmentGroup(ctx: AppContext, mode: SaveMode, rawCode: unknown, input: GroupInput, selection: Selection) {
  const equipmentGroupCode = parseCode('equipmentGroupCode', rawCode);
  const { equipmentGroupEquipment, ...fields } = input;
  const existing = await ctx.db.equipmentGroup.findUnique({ where: { equipmentGroupCode }, select: { equipmentGroupCode: true } });
  const creates = createsRow(mode, !!existing, `Equipment group ${equipmentGroupCode}`, 'equipmentGroupCode');
  const { equipmentGroupName } = fields;
  if (creates && !equipmentGroupName) {
    throw badInput('equipmentGroupName: Required for a new equipment group', [
      { field: 'equipmentGroupName', message: 'Required for a new equipment group' },
    ]);
  }
  if (fields.equipmentGroupParent)
    await assertParentAllowed('equipmentGroupParent', equipmentGroupCode, fields.equipmentGroupParent, 'Equipment group', async (code) => {
      const row = await ctx.db.equipmentGroup.findUnique({ where: { equipmentGroupCode: code }, select: { equipmentGroupParent: true } });
      return row ? row.equipmentGroupParent : undefined;
    });
  await assertMediaExists(ctx, 'thumbnailId', fields.thumbnailId);
  const members = equipmentGroupEquipment
    ? await assertCodesExist('equipmentGroupEquipment', equipmentGroupEquipment, (codes) =>
        ctx.db.equipment.count({ where: { equipmentCode: { in: codes } } }),
      )
    : undefined;
  return ctx.db.$transaction(async (tx) => {
    if (creates) await tx.equipmentGroup.create({ data: { ...fields, equipmentGroupCode, equipmentGroupName: equipmentGroupName! } });
    else await tx.equipmentGroup.update({ where: { equipmentGroupCode }, data: fields });
    if (members) {
      await tx.equipmentGroupMember.deleteMany({ where: { equipmentGroupCode } });
      await tx.equipmentGroupMember.createMany({ data: members.map((equipmentCode) => ({ equipmentGroupCode, equipmentCode })) });
    }
    return tx.equipmentGroup.findUniqueOrThrow({ ...withKey(selection, 'equipmentGroupCode'), where: { equipmentGroupCode } });
  });
}

/** The same for equipment groups. */
export const { upsert: upsertEquipmentGroup, create: createEquipmentGroup } = codeKeyedWrites({
  codeField: 'equipmentGroupCode',
  upsertInput: upsertEquipmentGroupInput,
  createInput: createEquipmentGroupInput,
  save: saveEquipmentGroup,
});

/** Deleting a group keeps its equipment; child groups move to the top level. */
export async function deleteEquipmentGroup(ctx: AppContext, rawCode: string) {
  requireAdmin(ctx);
  const equipmentGroupCode = parseCode('equipmentGroupCode', rawCode);
  try {
    await ctx.db.equipmentGroup.delete({ where: { equipmentGroupCode } });
  } catch (error) {
    throw fromDatabaseError(error, `Equipment group ${equipmentGroupCode}`);
  }
}
