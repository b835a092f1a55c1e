// The JSON document a program is exported as and imported from: its week grid with each Workout day carrying its
// workout's own document (workouts/document.ts).
import { z } from 'zod';
import { descriptionSchema, titleSchema, visibilitySchema } from '../workouts/schemas.js';
import { DOCUMENT_VERSION, PROGRAM_DOCUMENT_FORMAT, workoutDocumentBody } from '../workouts/document.js';
import { DAY_TYPES, MAX_WEEKS } from './schemas.js';

export const programDocument = z.object({
  format: z.literal(PROGRAM_DOCUMENT_FORMAT, { error: 'This JSON is not a Liftmates program export' }),
  version: z.literal(DOCUMENT_VERSION, { error: `Only version ${DOCUMENT_VERSION} documents can be read` }),
  exportedAt: z.string().optional(),
  program: z.object({
    programTitle: titleSchema,
    programDescription: descriptionSchema.nullish(),
    visibility: visibilitySchema.nullish(),
    weekCount: z.number().int().min(1).max(MAX_WEEKS),
    programDays: z
      .array(
        z.object({
          weekNumber: z.number().int().min(1).max(MAX_WEEKS),
          dayNumber: z.number().int().min(1).max(7),
          dayType: z.enum(DAY_TYPES),
          title: z.string().max(120).nullish(),
          notes: z.string().max(2000).nullish(),
          workout: workoutDocumentBody.nullish(),
        }),
      )
      .max(MAX_WEEKS * 7),
  }),
});
