import { z } from 'zod';
import { keep } from '../../lib/validate.js';

export const DOC_CONTENT_MAX = 100_000;

/** Doc ids appear in page paths (/terms, /privacy, /pmf), so they are lower-kebab-case. */
export const documentIdSchema = z
  .string()
  .trim()
  .min(2, 'Must be at least 2 characters')
  .max(64, 'Must be at most 64 characters')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-kebab-case: small letters and digits joined by hyphens');

const titleSchema = z.string().trim().min(1, 'Required').max(200, 'Must be at most 200 characters');
const contentSchema = z
  .string()
  .min(1, 'Required')
  .max(DOC_CONTENT_MAX, `Must be at most ${DOC_CONTENT_MAX.toLocaleString('en-US')} characters`);

export const documentIdParams = z.object({ documentId: documentIdSchema });

export const createDocInput = z.object({ documentId: documentIdSchema, title: titleSchema, content: contentSchema }).strict();

export const updateDocInput = z.object({ title: keep(titleSchema), content: keep(contentSchema) }).strict();
