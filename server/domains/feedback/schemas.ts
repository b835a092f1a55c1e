import { z } from 'zod';
import { pageQuerySchema } from '../../lib/pagination.js';
import { keep } from '../../lib/validate.js';

/** The spec's limits: 1000 characters of feedback (the web input stops at 1050 so the counter can turn red). */
export const FEEDBACK_MAX_LENGTH = 1000;

export const submitFeedbackInput = z
  .object({
    feedback: z
      .string({ error: 'Please enter your feedback' })
      .trim()
      .min(1, 'Please enter your feedback')
      .max(FEEDBACK_MAX_LENGTH, `Please keep feedback under ${FEEDBACK_MAX_LENGTH} characters`),
    isAnonymous: keep(z.boolean({ error: 'Use true or false' })).transform((anonymous) => anonymous ?? false),
    /** The browser's user agent; the request's header is used when it is missing. */
    userAgent: keep(z.string().max(500, 'Must be at most 500 characters')),
  })
  .strict();

export const feedbackListQuery = pageQuerySchema;
