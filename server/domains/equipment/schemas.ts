import { z } from 'zod';
import { clearable, codeSchema, idSchema, keep, nameSchema } from '../../lib/validate.js';

export const equipmentCodeParams = z.object({ equipmentCode: codeSchema });
export const equipmentGroupCodeParams = z.object({ equipmentGroupCode: codeSchema });

/** REST sends lists as comma-separated strings, GraphQL as arrays. */
const codeList = z
  .union([
    z.array(codeSchema),
    z.string().transform((value) =>
      value
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(codeSchema).max(200, 'At most 200 codes'));

const booleanFlag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
  error: 'Use true or false',
});

export const equipmentQuery = z.object({
  /** Text contained in the code or the name. */
  search: keep(z.string().trim().max(100, 'Must be at most 100 characters')),
  /** Only these codes: the spec's "lookup by lists of codes", de-duplicated and sorted by name. */
  equipmentCodes: keep(codeList),
  equipmentGroupCode: keep(codeSchema),
});

export const upsertEquipmentInput = z
  .object({
    equipmentName: keep(nameSchema),
    thumbnailId: clearable(idSchema),
    /** The groups this item belongs to; replaces its memberships when given. */
    equipmentEquipmentGroups: keep(z.array(codeSchema).max(50, 'At most 50 groups')),
  })
  .strict();

export const createEquipmentInput = upsertEquipmentInput.extend({ equipmentCode: codeSchema, equipmentName: nameSchema }).strict();

export const equipmentGroupsQuery = z.object({
  isFilter: keep(booleanFlag),
  equipmentGroupParent: keep(codeSchema),
});

export const upsertEquipmentGroupInput = z
  .object({
    equipmentGroupName: keep(nameSchema),
    /** Null moves the group to the top level. */
    equipmentGroupParent: clearable(codeSchema),
    sortOrder: keep(
      z
        .number({ error: 'Must be a number' })
        .int('Must be a whole number')
        .min(0, 'Must be at least 0')
        .max(10000, 'Must be at most 10000'),
    ),
    isFilter: keep(z.boolean({ error: 'Use true or false' })),
    thumbnailId: clearable(idSchema),
    equipmentGroupEquipment: keep(z.array(codeSchema).max(300, 'At most 300 items')),
  })
  .strict();

export const createEquipmentGroupInput = upsertEquipmentGroupInput
  .extend({ equipmentGroupCode: codeSchema, equipmentGroupName: nameSchema })
  .strict();

/** Resolves an exercise's equipment: each inner list is a set of alternatives, one of which is needed. */
export const equipmentSetsQuery = z.object({
  required: keep(z.array(z.array(codeSchema).max(20, 'At most 20 codes a slot')).max(20, 'At most 20 slots')).transform(
    (slots) => slots ?? [],
  ),
  optional: keep(z.array(z.array(codeSchema).max(20, 'At most 20 codes a slot')).max(20, 'At most 20 slots')).transform(
    (slots) => slots ?? [],
  ),
});
