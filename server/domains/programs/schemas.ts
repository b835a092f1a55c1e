import { z } from 'zod';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { orderingFor, orderQuerySchema } from '../../lib/ordering.js';
import { pageQuerySchema } from '../../lib/pagination.js';
import { clearable, idSchema, keep } from '../../lib/validate.js';
import { CONTENT_SORT_FIELDS } from '../content/ordering.js';
import { descriptionSchema, titleSchema, visibilitySchema, workoutFilterSchema } from '../workouts/schemas.js';

/** Spec §3 training plan day types. */
export const DAY_TYPES = ['Empty', 'Workout', 'Rest', 'Cardio', 'ActiveRecovery'] as const;
export type DayType = (typeof DAY_TYPES)[number];
export const MAX_WEEKS = 52;
export const DAYS_PER_WEEK = 7;

const programDayInput = z
  .object({
    weekNumber: z.number({ error: 'Must be a week number' }).int('Must be a whole number').min(1, 'Weeks start at 1').max(MAX_WEEKS),
    dayNumber: z
      .number({ error: 'Must be a day number' })
      .int('Must be a whole number')
      .min(1, 'Days run from 1 to 7')
      .max(DAYS_PER_WEEK, 'Days run from 1 to 7'),
    dayType: z.enum(DAY_TYPES, { error: `Use one of ${DAY_TYPES.join(', ')}` }),
    title: clearable(z.string().trim().max(120, 'Must be at most 120 characters')),
    notes: clearable(z.string().trim().max(2000, 'Must be at most 2000 characters')),
    workoutId: clearable(idSchema),
  })
  .strict();
export type ProgramDayInput = z.output<typeof programDayInput>;

const daysSchema = z.array(programDayInput).max(MAX_WEEKS * DAYS_PER_WEEK, 'Too many days');
const weekCountSchema = z
  .number({ error: 'Must be a number of weeks' })
  .int('Must be a whole number')
  .min(1, 'A program has at least one week')
  .max(MAX_WEEKS, `At most ${MAX_WEEKS} weeks`);

const programFields = {
  programTitle: keep(titleSchema),
  programDescription: clearable(descriptionSchema),
  programBackgroundImageId: clearable(idSchema),
  creatorProfileId: clearable(idSchema),
  publishedStatusCode: keep(z.string().trim().min(1, 'Required').max(64, 'Too long')),
  visibility: keep(visibilitySchema),
  weekCount: keep(weekCountSchema),
  programDays: keep(daysSchema),
};

export const createProgramInput = z
  .object({
    ...programFields,
    programTitle: titleSchema,
    programDays: keep(daysSchema).transform((days) => days ?? []),
  })
  .strict()
  // Without a count, the program lasts as long as its days do.
  .transform((input) => ({ ...input, weekCount: input.weekCount ?? Math.max(1, ...input.programDays.map((day) => day.weekNumber)) }));
export const updateProgramInput = z.object(programFields).strict();

export const programIdParams = z.object({ programId: idSchema });
export const programDayIdParams = z.object({ programDayId: idSchema });

export const PROGRAM_ORDERING = orderingFor<Prisma.ProgramOrderByWithRelationInput>()({
  fields: CONTENT_SORT_FIELDS,
  idColumn: 'programId',
  defaultField: 'RECENT',
});

export const programsQuery = pageQuerySchema.merge(workoutFilterSchema).merge(orderQuerySchema(PROGRAM_ORDERING));

export const enrollInput = z
  .object({
    /** Start further in: day 8 is week 2's first day. */
    startDayNumber: keep(z.number({ error: 'Must be a day number' }).int('Must be a whole number').min(1, 'Days start at 1')),
  })
  .strict();
