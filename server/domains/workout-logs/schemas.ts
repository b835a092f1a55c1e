import { z } from 'zod';
import { clearable, idSchema, keep } from '../../lib/validate.js';
import { pageQuery } from '../../lib/pagination.js';
import { MAX_EXERCISES, MAX_SETS, setTypeSchema, titleSchema, visibilitySchema } from '../workouts/schemas.js';

export const LOG_STATUSES = ['IN_PROGRESS', 'PAUSED', 'COMPLETED'] as const;
export type LogStatus = (typeof LOG_STATUSES)[number];
export const LOG_ACTIONS = ['Pause', 'Resume', 'End'] as const;
export type LogAction = (typeof LOG_ACTIONS)[number];

/** Ids of logs, exercises and sets are made by the client, so a change queued offline can be replayed safely. */
export const clientIdSchema = z
  .string()
  .trim()
  .min(8, 'Must be at least 8 characters')
  .max(64, 'Must be at most 64 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, dashes and underscores');

const momentSchema = z.coerce.date({ error: 'Must be a date and time (ISO 8601)' });
const notesSchema = z.string().trim().max(1000, 'Must be at most 1000 characters');
const valueSchema = z
  .object({
    measurementCode: z.string().trim().min(1, 'Required').max(64, 'Too long'),
    value: z.number({ error: 'Must be a number' }).min(0, 'Must not be negative').max(1_000_000, 'Too large'),
  })
  .strict();

const setChange = z
  .object({
    workoutLogSetId: clientIdSchema,
    position: keep(z.number().int().min(0).max(MAX_SETS)),
    setType: keep(setTypeSchema),
    rpe: clearable(
      z
        .number({ error: 'Must be a number' })
        .min(1, 'RPE runs from 1 to 10')
        .max(10, 'RPE runs from 1 to 10')
        .refine((rpe) => Number.isInteger(rpe * 2), 'RPE goes in steps of 0.5'),
    ),
    restSeconds: clearable(z.number().int().min(0).max(3600, 'Must be at most 3600 seconds')),
    notes: clearable(notesSchema),
    /** True ticks the set (at completedAt, or now), false unticks it. */
    completed: keep(z.boolean({ error: 'Use true or false' })),
    completedAt: keep(momentSchema),
    values: keep(
      z
        .array(valueSchema)
        .max(8, 'At most 8 values')
        .refine((values) => new Set(values.map((value) => value.measurementCode)).size === values.length, 'Give each measurement once'),
    ),
  })
  .strict();

const exerciseChange = z
  .object({
    workoutLogExerciseId: clientIdSchema,
    /** Required for a new exercise; a different code swaps the exercise (its sets keep their numbers). */
    exerciseCode: keep(z.string().trim().min(1, 'Required').max(64, 'Too long')),
    position: keep(z.number().int().min(0).max(MAX_EXERCISES)),
    supersetGroup: clearable(z.number().int().min(1).max(MAX_EXERCISES)),
    restSeconds: clearable(z.number().int().min(0).max(3600, 'Must be at most 3600 seconds')),
    notes: clearable(notesSchema),
    sets: keep(z.array(setChange).max(MAX_SETS, `At most ${MAX_SETS} sets per exercise`)),
  })
  .strict();

export type ExerciseChange = z.output<typeof exerciseChange>;
export type SetChange = z.output<typeof setChange>;

/** What one save carries: only what changed. Sets and exercises are upserted by their ids, so a replay is a no-op. */
export const changeLogInput = z
  .object({
    workoutLogTitle: keep(titleSchema),
    notes: clearable(notesSchema),
    perceivedEffort: clearable(z.number().int('Must be a whole number').min(1, 'Runs from 1 to 10').max(10, 'Runs from 1 to 10')),
    visibility: keep(visibilitySchema),
    exercises: keep(z.array(exerciseChange).max(MAX_EXERCISES, `At most ${MAX_EXERCISES} exercises`)),
    removedExerciseIds: keep(z.array(clientIdSchema).max(MAX_EXERCISES)),
    removedSetIds: keep(z.array(clientIdSchema).max(MAX_EXERCISES * MAX_SETS)),
  })
  .strict();
export type ChangeLogInput = z.output<typeof changeLogInput>;

export const actionQuery = z.object({
  action: keep(z.enum(LOG_ACTIONS, { error: `Use one of ${LOG_ACTIONS.join(', ')}` })),
  /** When the action happened on the client (an action queued offline); clamped between the last action and now. */
  at: keep(momentSchema),
});

export const startLogInput = z
  .object({
    workoutLogId: keep(clientIdSchema),
    workoutLogTitle: keep(titleSchema),
    startedAt: keep(momentSchema),
    programDayId: keep(idSchema),
    /** Start from a past log of the viewer's: its exercises and sets, with the values done as the new targets. */
    repeatWorkoutLogId: keep(idSchema),
  })
  .strict();

export const migrationInput = z
  .object({ mode: z.enum(['UPDATE_WORKOUT', 'NEW_WORKOUT'], { error: 'Use UPDATE_WORKOUT or NEW_WORKOUT' }) })
  .strict();

export const migrationQuery = z.object({ workoutLogId: idSchema });

export const logsQuery = pageQuery().extend({
  from: keep(momentSchema),
  to: keep(momentSchema),
  status: keep(z.enum(LOG_STATUSES, { error: `Use one of ${LOG_STATUSES.join(', ')}` })),
});

export const historyQuery = pageQuery(50);
export const workoutLogIdParams = z.object({ workoutLogId: idSchema });
