import { z } from 'zod';
import { codeSchema, nameSchema } from '../../lib/validate.js';

export const MUSCLE_GROUP_TYPES = ['main_group', 'subgroup', 'exercise_group', 'filter_group'] as const;

export const muscleCodeParams = z.object({ muscleCode: codeSchema });
export const muscleGroupCodeParams = z.object({ muscleGroupCode: codeSchema });

export const updateMuscleInput = z
  .object({
    muscleName: nameSchema.optional(),
    friendlyName: nameSchema.optional(),
    thumbnailId: z.string().min(1).max(64).nullable().optional(),
  })
  .strict();

export const muscleGroupsQuery = z.object({
  muscleGroupType: z.enum(MUSCLE_GROUP_TYPES).optional(),
  muscleGroupParent: codeSchema.optional(),
});

export const updateMuscleGroupInput = z
  .object({
    muscleGroupName: nameSchema.optional(),
    muscleGroupParent: codeSchema.nullable().optional(),
    muscleGroupType: z.enum(MUSCLE_GROUP_TYPES).optional(),
    muscleGroupMuscles: z.array(codeSchema).max(60, 'At most 60 muscles').optional(),
    thumbnailId: z.string().min(1).max(64).nullable().optional(),
    sortOrder: z.number().int().min(0).max(10000).optional(),
  })
  .strict();
