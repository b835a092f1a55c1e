import { z } from 'zod';
import { codeSchema, idSchema, nameSchema } from '../../lib/validate.js';

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
  search: z.string().trim().max(100, 'Must be at most 100 characters').optional(),
  /** Only these codes: the spec's "lookup by lists of codes", de-duplicated and sorted by name. */
  equipmentCodes: codeList.optional(),
  equipmentGroupCode: codeSchema.optional(),
});

export const upsertEquipmentInput = z
  .object({
    equipmentName: nameSchema.optional(),
    thumbnailId: idSchema.nullable().optional(),
    /** The groups this item belongs to; replaces its memberships when given. */
    equipmentEquipmentGroups: z.array(codeSchema).max(50, 'At most 50 groups').optional(),
  })
  .strict();

export const equipmentGroupsQuery = z.object({
  isFilter: booleanFlag.optional(),
  equipmentGroupParent: codeSchema.optional(),
});

export const upsertEquipmentGroupInput = z
  .object({
    equipmentGroupName: nameSchema.optional(),
    equipmentGroupParent: codeSchema.nullable().optional(),
    sortOrder: z.number({ error: 'Must be a number' }).int('Must be a whole number').min(0).max(10000).optional(),
    isFilter: z.boolean({ error: 'Use true or false' }).optional(),
    thumbnailId: idSchema.nullable().optional(),
    equipmentGroupEquipment: z.array(codeSchema).max(300, 'At most 300 items').optional(),
  })
  .strict();

/** Resolves an exercise's equipment: each inner list is a set of alternatives, one of which is needed. */
export const equipmentSetsQuery = z.object({
  required: z.array(z.array(codeSchema).max(20)).max(20).default([]),
  optional: z.array(z.array(codeSchema).max(20)).max(20).default([]),
});
