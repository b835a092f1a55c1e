// PostgreSQL text cannot hold U+0000 (it answers with an error) and SQLite would store it silently. Whatever way a
// value came in (a REST path, a GraphQL argument, a form field), it is refused before any query is sent, with the
// same 400 on both databases.
import type { PrismaClient } from './generated/sqlite/client.ts';
import { badInput } from '../lib/errors.js';

const NUL = '\u0000';

export const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000)';

export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (!value || typeof value !== 'object' || depth > 32 || value instanceof Date || ArrayBuffer.isView(value)) return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.values(value).some((item) => holdsNul(item, depth + 1));
}

export function refusingNul(db: PrismaClient): PrismaClient {
  return db.$extends({
    query: {
      $allOperations({ args, query }) {
        if (holdsNul(args)) throw badInput(NUL_MESSAGE, [{ field: '_', message: NUL_MESSAGE }]);
        return query(args);
      },
    },
  }) as unknown as PrismaClient;
}
