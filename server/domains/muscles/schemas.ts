import { z } from 'zod';
import { clearable, codeSchema, idSchema, keep, nameSchema } from '../../lib/validate.js';

export const MUSCLE_GROUP_TYPES = ['main_group', 'subgroup', 'exercise_group', 'filter_group'] as const;

export const muscleCodeParams = z.object({ muscleCode: codeSchema });
export const muscleGroupCodeParams = z.object({ muscleGroupCode: codeSchema });

const groupType = z.enum(MUSCLE_GROUP_TYPES, { error: `Use one of ${MUSCLE_GROUP_TYPES.join(', ')}` });

export const updateMuscleInput = z
  .object({
    muscleName: keep(nameSchema),
    friendlyName: keep(nameSchema),
    thumbnailId: clearable(idSchema),
  })
  .strict();

export const muscleGroupsQuery = z.object({
  muscleGroupType: keep(groupType),
  muscleGroupParent: keep(codeSchema),
});

export const updateMuscleGroupInput = z
  .object({
    muscleGroupName: keep(nameSchema),
    /** Null moves the group to the top level. */
    muscleGroupParent: clearable(codeSchema),
    muscleGroupType: keep(groupType),
    muscleGroupMuscles: keep(z.array(codeSchema).max(60, 'At most 60 muscles')),
    thumbnailId: clearable(idSchema),
    sortOrder: keep(
      z
        .number({ error: 'Must be a number' })
        .int('Must be a whole number')
        .min(0, 'Must be at least 0')
        .max(10000, 'Must be at most 10000'),
    ),
  })
  .strict();

export const createMuscleGroupInput = updateMuscleGroupInput
  .extend({ muscleGroupCode: codeSchema, muscleGroupName: nameSchema, muscleGroupType: groupType })
  .strict();
