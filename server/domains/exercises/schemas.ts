import { z } from 'zod';
import { clearable, codeSchema, idSchema, keep, nameSchema } from '../../lib/validate.js';
import { pageQuery } from '../../lib/pagination.js';
import { MAX_EQUIPMENT_SLOTS } from './equipment-slots.js';

export const CONTRIBUTION_ROLES = ['ORIGINAL_AUTHOR', 'PARTIAL_CONTRIBUTOR', 'SUBMITTER', 'CURATOR'] as const;
export const EXERCISE_SORTS = ['NAME_ASC', 'NAME_DESC', 'NEWEST', 'RECENTLY_UPDATED'] as const;
/** Statuses anyone may see; the others (drafts, review queues, recycling) are for administrators and contributors. */
export const PUBLIC_STATUSES = ['PUBLISHED', 'FAVORITES'];

export const exerciseCodeParams = z.object({ exerciseCode: codeSchema });

/** The Flexicon's page size when none is asked for: four rows of a six-card grid. */
export const EXERCISE_PAGE_SIZE = 24;

/** REST sends lists as comma-separated strings, GraphQL as arrays. */
const codeList = z
  .union([
    z.array(z.string()),
    z.string().transform((value) =>
      value
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(codeSchema).max(50, 'At most 50 codes'));

const booleanFlag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
  error: 'Use true or false',
});

export const exerciseFilterSchema = z.object({
  /** Words matched against the name and aliases, accents and case ignored; every word must match. */
  search: keep(z.string().trim().max(100, 'Must be at most 100 characters')),
  muscleCodes: keep(codeList),
  /** Any level of the hierarchy: a main group, a subgroup, an exercise group or a filter group. */
  muscleGroupCodes: keep(codeList),
  equipmentCodes: keep(codeList),
  equipmentGroupCodes: keep(codeList),
  /** Only exercises whose required equipment the signed-in member has (see /user/equipment). */
  withMyEquipment: keep(booleanFlag),
  exerciseTagCodes: keep(codeList),
  exerciseTypeCodes: keep(codeList),
  publishedStatusCodes: keep(codeList),
  /** Only exercises that use a muscle as a primary mover when filtering by muscles or muscle groups. */
  primaryOnly: keep(booleanFlag),
});

export const exercisesQuery = exerciseFilterSchema.extend(pageQuery(EXERCISE_PAGE_SIZE).shape).extend({
  sort: keep(z.enum(EXERCISE_SORTS, { error: `Use one of ${EXERCISE_SORTS.join(', ')}` })).transform((sort) => sort ?? 'NAME_ASC'),
});

const muscleUsageEntry = z
  .object({
    muscleCode: codeSchema,
    targetPercentage: z
      .number({ error: 'Must be a number' })
      .int('Must be a whole number')
      .min(1, 'Must be at least 1')
      .max(100, 'Must be at most 100'),
    isPrimary: z.boolean({ error: 'Use true or false' }),
  })
  .strict();

const equipmentSlots = z
  .array(
    z
      .object({ equipmentCodes: z.array(codeSchema).min(1, 'A slot lists at least one item').max(10, 'At most 10 alternatives') })
      .strict()
      .transform((slot) => slot.equipmentCodes),
  )
  .max(MAX_EQUIPMENT_SLOTS, `At most ${MAX_EQUIPMENT_SLOTS} slots`);

const instructionText = z.string().trim().min(1, 'Required').max(500, 'Must be at most 500 characters');

export const upsertExerciseInput = z
  .object({
    exerciseName: keep(nameSchema),
    description: clearable(z.string().trim().max(2000, 'Must be at most 2000 characters')),
    exerciseTypeCode: keep(codeSchema),
    publishedStatusCode: keep(codeSchema),
    aliases: keep(z.array(nameSchema).max(20, 'At most 20 aliases')),
    exerciseTagCodes: keep(z.array(codeSchema).max(28, 'At most 28 tags')),
    requiredEquipment: keep(z.array(codeSchema).max(MAX_EQUIPMENT_SLOTS, `At most ${MAX_EQUIPMENT_SLOTS} items`)),
    optionalEquipment: keep(z.array(codeSchema).max(MAX_EQUIPMENT_SLOTS, `At most ${MAX_EQUIPMENT_SLOTS} items`)),
    /** Equipment as slots: each slot is a list of alternatives, any one of which will do. Wins over the flat list. */
    requiredEquipmentSlots: keep(equipmentSlots),
    optionalEquipmentSlots: keep(equipmentSlots),
    /** The exercise's name and aliases in other locales; the list given replaces the stored one. */
    names: keep(
      z
        .array(
          z
            .object({
              localeCode: z.string().trim().min(2).max(35),
              name: nameSchema,
              aliases: keep(z.array(nameSchema).max(20, 'At most 20 aliases')).transform((aliases) => aliases ?? []),
            })
            .strict(),
        )
        .max(20, 'At most 20 locales')
        .refine((entries) => new Set(entries.map((entry) => entry.localeCode)).size === entries.length, 'Each locale can be named once'),
    ),
    muscleUsage: keep(
      z
        .array(muscleUsageEntry)
        .max(20, 'At most 20 muscles')
        .refine((entries) => entries.length === 0 || entries.some((entry) => entry.isPrimary), 'Mark at least one muscle as primary')
        .refine(
          (entries) => entries.length === 0 || entries.reduce((sum, entry) => sum + entry.targetPercentage, 0) === 100,
          'Target percentages must add up to 100',
        )
        .refine((entries) => new Set(entries.map((entry) => entry.muscleCode)).size === entries.length, 'Each muscle can be listed once'),
    ),
    contributions: keep(
      z
        .array(
          z
            .object({
              creatorProfileId: idSchema,
              contributionRole: z.enum(CONTRIBUTION_ROLES, { error: `Use one of ${CONTRIBUTION_ROLES.join(', ')}` }),
            })
            .strict(),
        )
        .max(20, 'At most 20 contributions'),
    ),
    /** Instructions written along with the exercise, per locale, credited to a creator profile (the house one by default). */
    instructions: keep(
      z
        .array(
          z
            .object({
              localeCode: z.string().trim().min(2).max(35),
              creatorProfileId: keep(idSchema),
              steps: z.array(instructionText).min(1, 'Add at least one step').max(20, 'At most 20 steps'),
              tips: keep(z.array(instructionText).max(20, 'At most 20 tips')).transform((tips) => tips ?? []),
              commonMistakes: keep(z.array(instructionText).max(20, 'At most 20 mistakes')).transform((mistakes) => mistakes ?? []),
            })
            .strict(),
        )
        .max(20),
    ),
  })
  .strict();

/** A new exercise: its code and everything an upsert takes (a name and a type are then required). */
export const createExerciseInput = upsertExerciseInput.extend({ exerciseCode: codeSchema }).strict();

export const mergeExercisesInput = z
  .object({
    /** The exercise that stays. */
    targetExerciseCode: codeSchema,
    /** The duplicate: its references move to the target and its code becomes an alias of the target. */
    sourceExerciseCode: codeSchema,
  })
  .strict()
  .refine((input) => input.sourceExerciseCode !== input.targetExerciseCode, {
    message: 'Choose two different exercises',
    path: ['sourceExerciseCode'],
  });

export const relatedQuery = z.object({
  limit: keep(
    z.coerce.number({ error: 'Must be a number' }).int('Must be a whole number').min(1, 'Must be at least 1').max(24, 'Must be at most 24'),
  ).transform((limit) => limit ?? 8),
});

export const userEquipmentInput = z.object({ equipmentCodes: z.array(codeSchema).max(300, 'At most 300 items') }).strict();
