// The JSON document a workout or program is exported as and imported from. Exercises carry their name beside the
// code, so a document from another Liftmates site still matches exercises its Flexicon names differently.
import { z } from 'zod';
import { descriptionSchema, titleSchema, visibilitySchema, workoutExerciseInput } from './schemas.js';

export const WORKOUT_DOCUMENT_FORMAT = 'liftmates.workout';
export const PROGRAM_DOCUMENT_FORMAT = 'liftmates.program';
export const DOCUMENT_VERSION = 1;

const documentExercise = workoutExerciseInput.extend({ exerciseName: z.string().trim().max(200).nullish() });

export const workoutDocumentBody = z.object({
  workoutTitle: titleSchema,
  workoutDescription: descriptionSchema.nullish(),
  visibility: visibilitySchema.nullish(),
  workoutExercises: z.array(documentExercise).max(50, 'At most 50 exercises'),
});

export const workoutDocument = z.object({
  format: z.literal(WORKOUT_DOCUMENT_FORMAT),
  version: z.literal(DOCUMENT_VERSION, { error: `Only version ${DOCUMENT_VERSION} documents can be read` }),
  exportedAt: z.string().optional(),
  workout: workoutDocumentBody,
});

export type WorkoutDocument = z.output<typeof workoutDocument>;
