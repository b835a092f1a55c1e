import { z } from 'zod';
import { badInput } from './errors.js';

/** Parses input with a schema shared by both APIs; failures become a 400 with one message per field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : '_',
    message: issue.message,
  }));
  const first = details[0]!;
  throw badInput(details.length === 1 ? `${first.field}: ${first.message}` : 'Some fields are not valid', details);
}

export const codeSchema = z
  .string()
  .trim()
  .min(2, 'Must be at least 2 characters')
  .max(64, 'Must be at most 64 characters')
  .regex(/^[A-Z][A-Z0-9_]*$/, 'Use UPPER_SNAKE_CASE: capital letters, digits and underscores');

export const nameSchema = z.string().trim().min(1, 'Required').max(120, 'Must be at most 120 characters');
export const idSchema = z.string().trim().min(1, 'Required').max(64, 'Too long');
export const userNameSchema = z
  .string()
  .trim()
  .min(3, 'Must be at least 3 characters')
  .max(30, 'Must be at most 30 characters')
  .regex(/^[A-Za-z0-9_.]+$/, 'Use letters, digits, underscores and dots only');
export const emailSchema = z.string().trim().toLowerCase().max(254, 'Too long').email('Enter a valid e-mail address');
export const passwordSchema = z.string().min(8, 'Must be at least 8 characters').max(200, 'Must be at most 200 characters');

/**
 * An optional field that cannot be cleared: GraphQL clients send null for a field they leave out, so null means
 * "not given", as leaving it out does.
 */
export const keep = <S extends z.ZodType>(schema: S) => schema.nullish().transform((value) => value ?? undefined);

/** An optional field whose null clears the stored value, through either API. */
export const clearable = <S extends z.ZodType>(schema: S) => schema.nullable().optional();

// One object schema per value schema and field name, made once: a Zod object schema compiles its parser on first use.
const fieldSchemas = new WeakMap<z.ZodType, Map<string, z.ZodType>>();

/** One named field checked by a schema, its failure reported under that name as any input's. */
export function parseField<T>(field: string, schema: z.ZodType<T>, value: unknown): T {
  let byField = fieldSchemas.get(schema);
  if (!byField) fieldSchemas.set(schema, (byField = new Map()));
  let objectSchema = byField.get(field);
  if (!objectSchema) byField.set(field, (objectSchema = z.object({ [field]: schema })));
  return (parseInput(objectSchema, { [field]: value }) as Record<string, T>)[field]!;
}

/** A code a write is about to store under, checked by the same rule whichever API it came through. */
export function parseCode(field: string, value: unknown): string {
  return parseField(field, codeSchema, value);
}

/** An opaque id from a path or an argument, checked by the same rule whichever API it came through. */
export function parseId(field: string, value: unknown): string {
  return parseField(field, idSchema, value);
}
