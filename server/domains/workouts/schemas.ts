import { z } from 'zod';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { orderingFor, orderQuerySchema } from '../../lib/ordering.js';
import { pageQuerySchema } from '../../lib/pagination.js';
import { clearable, idSchema, keep } from '../../lib/validate.js';
import { CONTENT_SORT_FIELDS } from '../content/ordering.js';

export const SET_TYPES = ['WARMUP', 'NORMAL', 'DROP', 'FAILURE'] as const;
export type SetType = (typeof SET_TYPES)[number];
export const VISIBILITIES = ['PUBLIC', 'BUDDIES', 'PRIVATE'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const MAX_EXERCISES = 50;
export const MAX_SETS = 30;
const MAX_SECONDS = 3600;

export const titleSchema = z.string().trim().min(1, 'Required').max(120, 'Must be at most 120 characters');
export const descriptionSchema = z.string().trim().max(5000, 'Must be at most 5000 characters');
const notesSchema = z.string().trim().max(1000, 'Must be at most 1000 characters');
const secondsSchema = z
  .number({ error: 'Must be a number of seconds' })
  .int('Must be whole seconds')
  .min(0, 'Must not be negative')
  .max(MAX_SECONDS, `Must be at most ${MAX_SECONDS} seconds`);

/** Four characters: eccentric, bottom pause, concentric and top pause seconds; X is explosive. */
export const tempoSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[0-9X]{4}$/, 'Write tempo as four digits, X for explosive (e.g. 31X0)');

export const visibilitySchema = z.enum(VISIBILITIES, { error: `Use one of ${VISIBILITIES.join(', ')}` });
export const setTypeSchema = z.enum(SET_TYPES, { error: `Use one of ${SET_TYPES.join(', ')}` });

/** A target in canonical units (kg, m, s, count ...); valueMax turns it into a range such as 8-12 reps. */
const targetInput = z
  .object({
    measurementCode: z.string().trim().min(1, 'Required').max(64, 'Too long'),
    value: z.number({ error: 'Must be a number' }).min(0, 'Must not be negative').max(1_000_000, 'Too large'),
    valueMax: clearable(z.number({ error: 'Must be a number' }).max(1_000_000, 'Too large')),
  })
  .strict()
  .refine((target) => target.valueMax == null || target.valueMax >= target.value, {
    message: 'The top of a range must not be below its bottom',
    path: ['valueMax'],
  });

const setInput = z
  .object({
    setType: keep(setTypeSchema).transform((type) => type ?? 'NORMAL'),
    restSeconds: clearable(secondsSchema),
    tempo: clearable(tempoSchema),
    targetRpe: clearable(
      z
        .number({ error: 'Must be a number' })
        .min(1, 'RPE runs from 1 to 10')
        .max(10, 'RPE runs from 1 to 10')
        .refine((rpe) => Number.isInteger(rpe * 2), 'RPE goes in steps of 0.5'),
    ),
    notes: clearable(notesSchema),
    targets: keep(z.array(targetInput).max(8, 'At most 8 targets')).transform((targets) => targets ?? []),
  })
  .strict();

export const workoutExerciseInput = z
  .object({
    exerciseCode: z.string().trim().min(1, 'Required').max(64, 'Too long'),
    supersetGroup: clearable(z.number({ error: 'Must be a number' }).int('Must be a whole number').min(1).max(MAX_EXERCISES)),
    restSeconds: clearable(secondsSchema),
    notes: clearable(notesSchema),
    sets: keep(z.array(setInput).max(MAX_SETS, `At most ${MAX_SETS} sets per exercise`)).transform((sets) => sets ?? []),
  })
  .strict();

export type WorkoutExerciseInput = z.output<typeof workoutExerciseInput>;
export type SetInput = WorkoutExerciseInput['sets'][number];

const exercisesSchema = z.array(workoutExerciseInput).max(MAX_EXERCISES, `At most ${MAX_EXERCISES} exercises`);

/** What a creator can write. Description, background and creator are cleared with null. */
const workoutFields = {
  workoutTitle: keep(titleSchema),
  workoutDescription: clearable(descriptionSchema),
  workoutBackgroundImageId: clearable(idSchema),
  creatorProfileId: clearable(idSchema),
  publishedStatusCode: keep(z.string().trim().min(1, 'Required').max(64, 'Too long')),
  visibility: keep(visibilitySchema),
  workoutExercises: keep(exercisesSchema),
};

export const createWorkoutInput = z
  .object({ ...workoutFields, workoutTitle: titleSchema, workoutExercises: keep(exercisesSchema).transform((list) => list ?? []) })
  .strict();
export const updateWorkoutInput = z.object(workoutFields).strict();
export type CreateWorkoutInput = z.output<typeof createWorkoutInput>;
export type UpdateWorkoutInput = z.output<typeof updateWorkoutInput>;

export const workoutIdentifierParams = z.object({ identifier: idSchema });
export const workoutIdParams = z.object({ workoutId: idSchema });

export const WORKOUT_ORDERING = orderingFor<Prisma.WorkoutOrderByWithRelationInput>()({
  fields: CONTENT_SORT_FIELDS,
  idColumn: 'workoutId',
  defaultField: 'RECENT',
});

const booleanFlag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
  error: 'Use true or false',
});

export const workoutFilterSchema = z.object({
  /** Only the caller's own workouts, drafts included. */
  mine: keep(booleanFlag),
  creatorProfileId: keep(idSchema),
  search: keep(z.string().trim().max(100, 'Must be at most 100 characters')),
  publishedStatusCode: keep(z.string().trim().max(64, 'Too long')),
});

export const workoutsQuery = pageQuerySchema.merge(workoutFilterSchema).merge(orderQuerySchema(WORKOUT_ORDERING));
